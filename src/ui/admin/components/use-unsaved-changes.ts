import { useCallback, useEffect } from 'react';

export const unsavedChangesMessage = 'You have changes that are not saved. Leave this page and lose them?';

/**
 * Warns before a form with changes is left (issue 18): closing or reloading the tab (the browser's
 * own question, on beforeunload), following a link inside the app (asked here, before the router
 * moves) and the browser's Back and Forward buttons (asked on popstate, before the router hears
 * it; kept, the address goes back to the form's). Nothing is asked while `dirty` is false.
 *
 * Returns `mayLeave()`, for a screen's own way out (a Cancel button, a navigate() after an
 * action): true when nothing would be lost or the person agrees to lose it.
 */
export function useUnsavedChanges(dirty: boolean, message = unsavedChangesMessage): () => boolean {
  useEffect(() => {
    if (!dirty) return;
    const here = window.location.href;
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
    // The browser has already moved the address: capturing on window runs before the router's
    // listener, which is kept from hearing it when the person stays, and the form's address is put back.
    const popState = (event: PopStateEvent) => {
      if (window.location.href === here || window.confirm(message)) return;
      event.stopImmediatePropagation();
      window.history.pushState(window.history.state, '', here);
    };
    window.addEventListener('beforeunload', beforeUnload);
    window.addEventListener('popstate', popState, true);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('popstate', popState, true);
      document.removeEventListener('click', click, true);
    };
  }, [dirty, message]);
  return useCallback(() => !dirty || window.confirm(message), [dirty, message]);
}
