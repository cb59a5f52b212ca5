import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStorage } from '../../../src/adapters/memory/memory-storage.adapter';
import { ChatContactStore } from '../../../src/application/chat/chat-contact.store';
import { ChatConversation } from '../../../src/application/chat/chat-conversation.store';
import type { ChatEnquiry, EnquirySender, SendResult } from '../../../src/ports/enquiry-sender.port';

/** A sender answering from a queue of results (accepting by default), remembering what it was sent. */
class ScriptedSender implements EnquirySender {
  readonly chats: ChatEnquiry[] = [];
  readonly answers: SendResult[] = [];
  tokens: (string | null)[] = ['token-1'];
  tokenRequests = 0;
  private pendingToken: ((t: string | null) => void) | null = null;
  holdTokens = false;

  async sendChat(enquiry: ChatEnquiry): Promise<SendResult> {
    this.chats.push(enquiry);
    return (
      this.answers.shift() ?? { ok: true, reference: `EQ-${this.chats.length}`, message: 'Thanks, we will reply.' }
    );
  }
  formToken(): Promise<string | null> {
    this.tokenRequests += 1;
    const next = this.tokens.length > 1 ? (this.tokens.shift() ?? null) : (this.tokens[0] ?? null);
    if (!this.holdTokens) return Promise.resolve(next);
    return new Promise((resolve) => {
      this.pendingToken = () => resolve(next);
    });
  }
  releaseToken() {
    this.pendingToken?.(null);
  }
  sendRoomFinder(): Promise<SendResult> {
    throw new Error('not used');
  }
  sendForm(): Promise<SendResult> {
    throw new Error('not used');
  }
}

const envelope = (submissionId: string) => ({ submissionId, sourcePage: '/faqs', website: '' });
const draft = { message: '  Can I bring my bike?  ', name: ' Ada ', email: 'ada@example.com' };

function setUp() {
  const sender = new ScriptedSender();
  const storage = new MemoryKeyValueStorage();
  const contact = new ChatContactStore(storage);
  // The campaign the visit landed from goes with every message.
  return { sender, storage, contact, conversation: new ChatConversation(sender, contact, { source: 'x' }) };
}

describe('the chat conversation', () => {
  it('sends the question as an enquiry with the form token, then shows it with its reference and remembers the contact', async () => {
    const { sender, contact, conversation } = setUp();
    await conversation.prepare();
    const result = await conversation.send(draft, envelope('s-1'));
    expect(result).toEqual({ ok: true, reference: 'EQ-1', message: 'Thanks, we will reply.' });
    expect(sender.chats).toEqual([
      {
        message: 'Can I bring my bike?',
        name: 'Ada',
        email: 'ada@example.com',
        submissionId: 's-1',
        sourcePage: '/faqs',
        utm: { source: 'x' },
        website: '',
        formToken: 'token-1',
      },
    ]);
    expect(await firstValueFrom(conversation.messages$)).toEqual([
      { id: 's-1', text: 'Can I bring my bike?', reference: 'EQ-1', reply: 'Thanks, we will reply.' },
    ]);
    expect(contact.current()).toEqual({ name: 'Ada', email: 'ada@example.com' });
  });

  it('keeps nothing from a refusal, and sends the fresh form token a refusal brings next time', async () => {
    const { sender, contact, conversation } = setUp();
    await conversation.prepare();
    sender.answers.push({
      ok: false,
      reason: 'form_token',
      message: 'That was quick! Please check your message and send it again.',
      fields: {},
      formToken: 'token-fresh',
    });
    const refused = await conversation.send(draft, envelope('s-1'));
    expect(refused.ok).toBe(false);
    expect(await firstValueFrom(conversation.messages$)).toEqual([]);
    expect(contact.current()).toBeNull();
    await conversation.send(draft, envelope('s-1'));
    expect(sender.chats.map((c) => c.formToken)).toEqual(['token-1', 'token-fresh']);
  });

  it('sends an empty token when none could be had (the server then answers with one)', async () => {
    const { sender, conversation } = setUp();
    sender.tokens = [null];
    await conversation.prepare();
    await conversation.send(draft, envelope('s-1'));
    expect(sender.chats[0]?.formToken).toBe('');
  });

  it('waits for a token still being asked for before sending', async () => {
    const { sender, conversation } = setUp();
    sender.holdTokens = true;
    const preparing = conversation.prepare();
    const sending = conversation.send(draft, envelope('s-1'));
    await Promise.resolve();
    expect(sender.chats).toEqual([]);
    sender.releaseToken();
    await preparing;
    await sending;
    expect(sender.chats[0]?.formToken).toBe('token-1');
  });

  it('asks for a fresh token each time it is prepared (the panel opened again)', async () => {
    const { sender, conversation } = setUp();
    sender.tokens = ['token-1', 'token-2'];
    await conversation.prepare();
    await conversation.prepare();
    await conversation.send(draft, envelope('s-1'));
    expect(sender.tokenRequests).toBe(2);
    expect(sender.chats[0]?.formToken).toBe('token-2');
  });

  it('sends once while a send is under way, and shows a repeated submission once', async () => {
    const { sender, conversation } = setUp();
    const [a, b] = await Promise.all([
      conversation.send(draft, envelope('s-1')),
      conversation.send(draft, envelope('s-1')),
    ]);
    expect(a).toEqual(b);
    expect(sender.chats).toHaveLength(1);
    sender.answers.push({ ok: true, reference: 'EQ-1', message: 'Thanks, we will reply.' });
    await conversation.send(draft, envelope('s-1'));
    expect(await firstValueFrom(conversation.messages$)).toHaveLength(1);
    await conversation.send({ ...draft, message: 'And a cat?' }, envelope('s-2'));
    expect((await firstValueFrom(conversation.messages$)).map((m) => m.text)).toEqual([
      'Can I bring my bike?',
      'And a cat?',
    ]);
  });

  it('answers a sender that fails outright (its code did not load) as a refusal to try again', async () => {
    const { sender, conversation } = setUp();
    sender.sendChat = () => Promise.reject(new Error('chunk failed'));
    const result = await conversation.send(draft, envelope('s-1'));
    expect(result).toMatchObject({ ok: false, reason: 'unreachable' });
    expect(await firstValueFrom(conversation.messages$)).toEqual([]);
  });

  it('tells when a send is under way', async () => {
    const { conversation } = setUp();
    const seen: boolean[] = [];
    conversation.sending$.subscribe((s) => seen.push(s));
    await conversation.send(draft, envelope('s-1'));
    expect(seen).toEqual([false, true, false]);
  });
});
