/**
 * The presses the page's head script held before the app took the page over (press-capture.ts,
 * ADR 088), replayed on the same elements in the order they were made, exactly once: the log is
 * marked ready first (from then on the capture lets every press through) and emptied as it is read.
 */
import type { Press, PressWindow } from './press-capture';

/** A replayed or lost press, as the dead-click count needs it. */
export interface HeldPress {
  /** The control by tag and first class (`button.compare-button`), never its text. */
  readonly control: string;
  readonly waitedMs: number;
  /** False when its element was no longer in the page (the app drew the page afresh). */
  readonly replayed: boolean;
}

/**
 * Replays every held press, each in a task of its own: what the app does with one (React's state
 * after a typed value) is done before the next (the submit that reads it). Returns the clicks and
 * submits (not the typed values) with their waits.
 */
export async function replayPresses(win: PressWindow): Promise<HeldPress[]> {
  const log = win.digsPresses;
  if (!log || log.ready) return [];
  log.ready = true;
  const held: HeldPress[] = [];
  const presses = log.presses.splice(0);
  for (const [index, press] of presses.entries()) {
    if (index > 0) await new Promise((resolve) => win.setTimeout(resolve, 0));
    const shown = press.submitter ?? press.target;
    shown.removeAttribute('aria-busy');
    shown.style.opacity = '';
    const replayed = press.target.isConnected;
    if (replayed) replay(press);
    if (press.kind !== 'value')
      held.push({ control: controlName(shown), waitedMs: win.performance.now() - press.at, replayed });
  }
  return held;
}

function replay(press: Press): void {
  const { target, submitter } = press;
  if (press.kind === 'click') target.click();
  else if (press.kind === 'submit') {
    const form = target as HTMLFormElement;
    const sender = submitter?.isConnected && (submitter as HTMLButtonElement).form === form ? submitter : undefined;
    form.requestSubmit(sender);
  } else replayValue(target as HTMLInputElement);
}

/**
 * Tells the app of a value typed or chosen before it ran. React hears a field's `input` (or a
 * select's `change`) only when the value differs from the one it last knew, which it took from the
 * field as it found it: so the field is first told another value through its own property (which
 * React's tracker records), then given back the visitor's through the element's prototype (which
 * it does not), and the event follows.
 */
function replayValue(field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): void {
  const value = field.value;
  const prototype = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  field.value = `${value} `;
  if (setter) setter.call(field, value);
  else field.value = value;
  const type = field instanceof HTMLSelectElement ? 'change' : 'input';
  field.dispatchEvent(new Event(type, { bubbles: true }));
}

function controlName(element: HTMLElement): string {
  const first = element.classList[0];
  return first ? `${element.localName}.${first}` : element.localName;
}
