// Model-based test of the chat panel's open/closed state (spec section 4: "Chat panel: toggles open
// and closed"; STYLE 8): the model is one boolean. Each command checks the store's current value and
// that its stream told a subscriber of every change, and of nothing else.
import fc from 'fast-check';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ChatPanelStore } from '../../../src/domain/chat/chat-panel.store';

interface Model {
  open: boolean;
  /** What a subscriber since the start should have heard: the first value, then each change. */
  heard: boolean[];
}

interface Real {
  readonly store: ChatPanelStore;
  readonly heard: boolean[];
}

function check(model: Model, real: Real) {
  expect(real.store.isOpen()).toBe(model.open);
  expect(real.heard).toEqual(model.heard);
}

function moveTo(model: Model, open: boolean) {
  if (model.open !== open) model.heard.push(open);
  model.open = open;
}

const commands = [
  fc.constant<fc.Command<Model, Real>>({
    check: () => true,
    run(model, real) {
      moveTo(model, !model.open);
      real.store.toggle();
      check(model, real);
    },
    toString: () => 'toggle',
  }),
  fc.constant<fc.Command<Model, Real>>({
    check: () => true,
    run(model, real) {
      moveTo(model, true);
      real.store.open();
      check(model, real);
    },
    toString: () => 'open',
  }),
  fc.constant<fc.Command<Model, Real>>({
    check: () => true,
    run(model, real) {
      moveTo(model, false);
      real.store.close();
      check(model, real);
    },
    toString: () => 'close',
  }),
];

describe('the chat panel store, against a model', () => {
  it('matches a boolean over any sequence of toggles, opens and closes, telling only real changes', () => {
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 60 }), (cmds) => {
        const store = new ChatPanelStore();
        const heard: boolean[] = [];
        const subscription = store.open$.subscribe((open) => heard.push(open));
        fc.modelRun(() => ({ model: { open: false, heard: [false] }, real: { store, heard } }), cmds);
        subscription.unsubscribe();
      }),
      { numRuns: 200 },
    );
  });

  it('starts closed, and a late subscriber gets the current state at once', async () => {
    const store = new ChatPanelStore();
    expect(await firstValueFrom(store.open$)).toBe(false);
    store.toggle();
    expect(await firstValueFrom(store.open$)).toBe(true);
    store.toggle();
    expect(store.isOpen()).toBe(false);
  });
});
