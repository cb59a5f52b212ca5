import { useEffect } from 'react';

export const unsavedChangesMessage = 'You have changes that are not saved. Leave this page and lose them?';

/**
 * Warns before a form with changes is left (issue 18): closing or reloading the tab (the browser's
 * own question, on beforeunload) and following a link inside the app (asked here, before the
 * router moves). Nothing is asked while `dirty` is false.
 */
export function useUnsavedChanges(dirty: boolean, message = unsavedChangesMessage): void {
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers want a value set to ask.
      event.returnValue = '';
    };
    // Capturing, before the router's own click handler on the link.
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      if (link.origin !== window.location.origin) return;
      if (link.pathname === window.location.pathname && link.search === window.location.search) return;
      if (!window.confirm(message)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty, message]);
}
