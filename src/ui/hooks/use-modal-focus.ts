import { type KeyboardEvent, type RefObject, useEffect } from 'react';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), textarea:not([disabled]), select:not([disabled]), summary, [tabindex="0"]';

/** The elements Tab can reach inside a dialog, in order (those shown). */
export function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(focusable)].filter(
    (el) => !el.closest('[hidden], [aria-hidden="true"]'),
  );
}

/**
 * Keeps focus inside a modal dialog while it is open: anything outside that takes focus (a click, a
 * script) gives it back, and Tab wraps. Returns the dialog's keydown handler; Escape calls `onEscape`
 * when there is one (a dialog that must be answered has none).
 */
export function useModalFocus(
  dialog: RefObject<HTMLElement | null>,
  open: boolean,
  onEscape?: () => void,
): (event: KeyboardEvent<HTMLElement>) => void {
  useEffect(() => {
    if (!open) return;
    const keepInside = (event: FocusEvent) => {
      const root = dialog.current;
      if (root && event.target instanceof Node && !root.contains(event.target)) (tabStops(root)[0] ?? root).focus();
    };
    document.addEventListener('focusin', keepInside);
    return () => document.removeEventListener('focusin', keepInside);
  }, [open, dialog]);

  return (event) => {
    if (event.key === 'Escape' && onEscape) {
      event.preventDefault();
      onEscape();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const stops = tabStops(dialog.current);
    const first = stops[0];
    const last = stops.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
