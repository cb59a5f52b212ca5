// Model-based test of the contact the chat panel remembers on the device (STYLE 8): the model is the
// contact or null. Commands: remember, forget, reload, another tab writing (a contact or garbage) or
// clearing, and storage that refuses to keep anything.
import fc from 'fast-check';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStorage } from '../../../src/adapters/memory/memory-storage.adapter';
import {
  CHAT_CONTACT_KEY,
  type ChatContact,
  ChatContactStore,
  readChatContact,
} from '../../../src/application/chat/chat-contact.store';

interface Model {
  contact: ChatContact | null;
}
interface Real {
  storage: MemoryKeyValueStorage;
  store: ChatContactStore;
}

async function expectSame(model: Model, real: Real) {
  expect(real.store.current()).toEqual(model.contact);
  expect(await firstValueFrom(real.store.contact$)).toEqual(model.contact);
}

const contactArb = fc.record({
  name: fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() !== ''),
  email: fc.emailAddress(),
});

class Remember implements fc.AsyncCommand<Model, Real> {
  constructor(private readonly contact: ChatContact) {}
  check = () => true;
  async run(model: Model, real: Real) {
    real.store.remember(this.contact);
    model.contact = { name: this.contact.name.trim(), email: this.contact.email.trim() };
    await expectSame(model, real);
  }
  toString = () => `remember(${JSON.stringify(this.contact)})`;
}

class Forget implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real) {
    real.store.forget();
    model.contact = null;
    expect(real.storage.read(CHAT_CONTACT_KEY)).toBeNull();
    await expectSame(model, real);
  }
  toString = () => 'forget';
}

class Reload implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real) {
    real.store.dispose();
    real.store = new ChatContactStore(real.storage);
    await expectSame(model, real);
  }
  toString = () => 'reload';
}

class OtherTabWrites implements fc.AsyncCommand<Model, Real> {
  constructor(private readonly raw: string | null) {}
  check = () => true;
  async run(model: Model, real: Real) {
    real.storage.simulateOtherTab(CHAT_CONTACT_KEY, this.raw);
    model.contact = readChatContact(this.raw);
    await expectSame(model, real);
  }
  toString = () => `otherTabWrites(${JSON.stringify(this.raw)})`;
}

const garbage = fc.oneof(
  fc.string(),
  fc.json(),
  fc.constantFrom('null', '{}', '{"name":"A"}', '{"name":"","email":"a@b.c"}', '{"name":1,"email":"a@b.c"}', '[]'),
  contactArb.map((c) => JSON.stringify(c)),
  fc.constant(null),
);

describe('the remembered chat contact, against a model', () => {
  it('matches the model over any remembers, forgets, reloads and other tabs', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.commands(
          [
            contactArb.map((c) => new Remember(c)),
            fc.constant(new Forget()),
            fc.constant(new Reload()),
            garbage.map((g) => new OtherTabWrites(g)),
          ],
          { maxCommands: 30 },
        ),
        async (cmds) => {
          const storage = new MemoryKeyValueStorage();
          const real: Real = { storage, store: new ChatContactStore(storage) };
          await fc.asyncModelRun(() => ({ model: { contact: null }, real }), cmds);
          real.store.dispose();
        },
      ),
      { numRuns: 100 },
    );
  });

  it('keeps the name and email, trimmed, under digs:chat-contact', () => {
    const storage = new MemoryKeyValueStorage();
    new ChatContactStore(storage).remember({ name: ' Ada ', email: 'ada@example.com ' });
    expect(JSON.parse(storage.read('digs:chat-contact') ?? '')).toEqual({ name: 'Ada', email: 'ada@example.com' });
  });

  it('reads anything that is not a name and an email as nothing remembered', () => {
    for (const raw of [
      null,
      '',
      'x',
      '[]',
      '{"name":"A"}',
      '{"name":" ","email":"a@b.c"}',
      `{"name":"${'n'.repeat(101)}","email":"a@b.c"}`,
    ])
      expect(readChatContact(raw)).toBeNull();
    expect(readChatContact('{"name":"Ada","email":"ada@example.com","extra":1}')).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
    });
  });

  it('still holds the contact for this visit when the device refuses to keep it', () => {
    const storage = new MemoryKeyValueStorage({}, 0);
    const store = new ChatContactStore(storage);
    store.remember({ name: 'Ada', email: 'ada@example.com' });
    expect(store.current()).toEqual({ name: 'Ada', email: 'ada@example.com' });
    expect(storage.read(CHAT_CONTACT_KEY)).toBeNull();
  });
});
