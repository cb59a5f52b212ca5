import type { EnquiryStatus } from './enquiry';

/**
 * An enquiry's place in the operators' inbox (issue 19 item 3): it arrives `new`, someone takes it
 * up (`open`: by opening it or by replying), and it is `closed` when answered or not needing an
 * answer (a closed one is deleted ENQUIRY_RETENTION_MONTHS later, ./retention.ts); a closed one can
 * be reopened. Nothing goes back to new: new means nobody has dealt with it yet.
 */

export const INBOX_STATUSES: readonly EnquiryStatus[] = ['new', 'open', 'closed'];

export const INBOX_STATUS_LABELS: Readonly<Record<EnquiryStatus, string>> = {
  new: 'New',
  open: 'Open',
  closed: 'Closed',
};

/** The status and when it was closed (epoch ms), which the inbox keeps together. */
export interface InboxState {
  readonly status: EnquiryStatus;
  /** Set exactly while it is closed. */
  readonly closedAt: number | null;
}

const MOVES: Readonly<Record<EnquiryStatus, readonly EnquiryStatus[]>> = {
  new: ['open', 'closed'],
  open: ['closed'],
  closed: ['open'],
};

/** Where an enquiry can go from `status`, in the order the console offers them. */
export function nextStatuses(status: EnquiryStatus): readonly EnquiryStatus[] {
  return MOVES[status] ?? [];
}

export type StatusMove =
  | { readonly ok: true; readonly state: InboxState }
  | { readonly ok: false; readonly message: string };

/** Moves the enquiry to `target` at `now`, or says why it cannot go there. */
export function moveStatus(state: InboxState, target: EnquiryStatus, now: number): StatusMove {
  if (state.status === target) return { ok: false, message: `It is ${target} already.` };
  if (!nextStatuses(state.status).includes(target)) {
    return {
      ok: false,
      message:
        target === 'new'
          ? 'An enquiry cannot go back to new once it has been opened.'
          : `A ${state.status} enquiry cannot be made ${target}.`,
    };
  }
  return { ok: true, state: { status: target, closedAt: target === 'closed' ? now : null } };
}

/**
 * Someone took the enquiry up (replied to it, or opened it in the console): a new enquiry is open;
 * an open or closed one stays as it is.
 */
export function takenUp(state: InboxState): InboxState {
  return state.status === 'new' ? { status: 'open', closedAt: null } : state;
}
