/**
 * No click is lost (ADR 088). A server-drawn page is whole long before the app has taken it over
 * (ADR 064-069); until then its buttons have no handler. This runs first of all, inline in the
 * page's head (the build bundles it; the server allows it by its hash), and holds every press the
 * page could not act on by itself: it stops the press, shows the control as pressed (`aria-busy`,
 * dimmed) and keeps it in `window.digsPresses`; the app replays the presses on
 * the same elements once it has taken the page over (press-replay.ts), exactly once. What works
 * without the app is left alone: links, a form with an `action` (it posts or gets as without
 * JavaScript, ADR 020) and its submit buttons, a popover's button, <summary>. It is in every page,
 * before the largest picture: every byte counts (ADR 067), so it does no more than it must.
 */

/** A held press: a control's click, a form's submit (a form without `action`), or a field's new value. */
export interface Press {
  readonly kind: 'click' | 'submit' | 'value';
  /** The button or box pressed, the form submitted, or the field changed. */
  readonly target: HTMLElement;
  /** The submit button that sent the form, if any. */
  readonly submitter?: HTMLElement | null;
  /** `performance.now()` when it was pressed. */
  readonly at: number;
}

/** What the capture keeps on the window; `ready` once the app has taken the page over. */
export interface PressLog {
  ready: boolean;
  readonly presses: Press[];
}

export type PressWindow = Window & { digsPresses?: PressLog };

/**
 * How a held control looks until the app acts on it: busy to assistive technology, dimmed to the
 * eye (through the CSSOM: the CSP allows no style attribute, and a page's own stylesheet holds only
 * the rules its markup uses as drawn, ADR 067).
 */
const PRESSED_OPACITY = '.6';

export function capturePresses(win: PressWindow): PressLog {
  const log: PressLog = { ready: false, presses: [] };
  win.digsPresses = log;
  const listen = (type: string, kind: Press['kind'], find: (target: HTMLButtonElement) => unknown) =>
    win.document.addEventListener(
      type,
      (event) => {
        const target = !log.ready && (find(event.target as HTMLButtonElement) as HTMLElement | null | false);
        if (!target) return;
        const submitter = (event as SubmitEvent).submitter;
        log.presses.push({ kind, target, submitter, at: win.performance.now() });
        if (kind === 'value') return;
        event.preventDefault();
        event.stopImmediatePropagation();
        const shown = submitter ?? target;
        shown.setAttribute('aria-busy', 'true');
        shown.style.opacity = PRESSED_OPACITY;
      },
      true,
    );
  // A button or box (not what inside it was clicked); not a popover's button, nor a form's submit
  // button: its form's submit is held below if need be.
  listen('click', 'click', (target) => {
    const control = target.closest?.<HTMLButtonElement>('button,[type=checkbox],[type=radio]');
    return (
      !(control?.disabled || control?.matches('[popovertarget]') || (control?.type === 'submit' && control.form)) &&
      control
    );
  });
  listen('submit', 'submit', (form) => !form.hasAttribute('action') && form);
  // What a visitor types or chooses (a select fires `input` too) shows at once, the browser's own;
  // the app hears of it on replay.
  listen('input', 'value', (field) => field.matches('input,select,textarea') && field);
  return log;
}
