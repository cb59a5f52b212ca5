// The inbox's status rule (issue 19 item 3): new -> open -> closed, reopened to open; taking an
// enquiry up (a reply, or opening it in the console: issue 36 item 8) opens a new enquiry and leaves
// an open or closed one as it is. Model-based: the model is the list of moves
// the issue allows, written out by hand; each command checks the rule's answer and its state.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EnquiryStatus } from '../../../src/domain/enquiries/enquiry';
import {
  INBOX_STATUSES,
  type InboxState,
  moveStatus,
  nextStatuses,
  takenUp,
} from '../../../src/domain/enquiries/inbox-status';

/** The moves, as pairs: anything else is refused. */
const allowed = new Set(['new>open', 'new>closed', 'open>closed', 'closed>open']);

interface Model {
  status: EnquiryStatus;
  /** When it was last closed, while it is closed. */
  closedAt: number | null;
  now: number;
  /** Whether it has ever left new. */
  leftNew: boolean;
}

interface Real {
  state: InboxState;
  now: number;
}

function check(model: Model, real: Real) {
  expect(real.state.status).toBe(model.status);
  expect(real.state.closedAt).toBe(model.closedAt);
  // Invariants: closed exactly when it knows when; never back to new once it left.
  expect(real.state.closedAt !== null).toBe(real.state.status === 'closed');
  if (model.leftNew) expect(real.state.status).not.toBe('new');
}

const moveTo = (target: EnquiryStatus) =>
  ({
    check: () => true,
    run(model: Model, real: Real) {
      const answer = moveStatus(real.state, target, real.now);
      if (allowed.has(`${model.status}>${target}`)) {
        expect(answer.ok).toBe(true);
        model.status = target;
        model.closedAt = target === 'closed' ? model.now : null;
        model.leftNew = true;
        if (answer.ok) real.state = answer.state;
      } else {
        expect(answer.ok).toBe(false);
        if (!answer.ok) expect(answer.message).toMatch(/\w/);
      }
      check(model, real);
    },
    toString: () => `move to ${target}`,
  }) satisfies fc.Command<Model, Real>;

/** A reply, or a member opening it in the console: both take it up. */
const takeUp = (how: 'reply' | 'open'): fc.Command<Model, Real> => ({
  check: () => true,
  run(model, real) {
    real.state = takenUp(real.state);
    if (model.status === 'new') {
      model.status = 'open';
      model.leftNew = true;
    }
    check(model, real);
  },
  toString: () => how,
});

const tick = (ms: number): fc.Command<Model, Real> => ({
  check: () => true,
  run(model, real) {
    model.now += ms;
    real.now += ms;
    check(model, real);
  },
  toString: () => `tick ${ms}`,
});

const commands = [
  fc.constantFrom(...INBOX_STATUSES).map(moveTo),
  fc.constantFrom('reply' as const, 'open' as const).map(takeUp),
  fc.integer({ min: 1, max: 86_400_000 }).map(tick),
];

describe('the inbox status, against a model', () => {
  it('allows exactly new->open, new->closed, open->closed and closed->open; taking it up only opens a new one', () => {
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 50 }), (cmds) => {
        const start = Date.parse('2026-11-26T09:00:00Z');
        fc.modelRun(
          () => ({
            model: { status: 'new' as EnquiryStatus, closedAt: null, now: start, leftNew: false },
            real: { state: { status: 'new' as EnquiryStatus, closedAt: null }, now: start },
          }),
          cmds,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('offers the moves it allows, and says why it refuses the others', () => {
    expect(nextStatuses('new')).toEqual(['open', 'closed']);
    expect(nextStatuses('open')).toEqual(['closed']);
    expect(nextStatuses('closed')).toEqual(['open']);
    const refused = moveStatus({ status: 'closed', closedAt: 1 }, 'closed', 2);
    expect(refused).toEqual({ ok: false, message: 'It is closed already.' });
    expect(moveStatus({ status: 'open', closedAt: null }, 'new', 2)).toEqual({
      ok: false,
      message: 'An enquiry cannot go back to new once it has been opened.',
    });
  });
});
