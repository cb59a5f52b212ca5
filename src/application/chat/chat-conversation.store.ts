import { BehaviorSubject, type Observable } from 'rxjs';
import type { Utm } from '../../domain/enquiries/enquiry';
import type { ChatEnquiry, EnquirySender, SendResult } from '../../ports/enquiry-sender.port';
import type { ChatContactStore } from './chat-contact.store';

/** What the visitor typed into the chat panel. */
export interface ChatDraft {
  readonly message: string;
  readonly name: string;
  readonly email: string;
}

/** What the page adds to a message: the attempt's id (a retry reuses it), where, and the honeypot. */
export type ChatEnvelope = Omit<ChatEnquiry, keyof ChatDraft | 'formToken' | 'utm'>;

/** A message the server stored, shown as a chat bubble with its reference and the server's reply. */
export interface SentChatMessage {
  readonly id: string;
  readonly text: string;
  readonly reference: string;
  readonly reply: string;
}

const unreachable: SendResult = {
  ok: false,
  reason: 'unreachable',
  message: 'We could not reach our server. Check your connection and try again; your message is kept.',
  fields: {},
};

/**
 * The chat panel's conversation: questions sent as enquiries (POST /api/enquiries/chat through the
 * EnquirySender port), the ones stored shown in order. It keeps the form token: asked for whenever
 * the panel opens (`prepare`), replaced by the fresh one a refusal for the token brings, so the
 * next attempt carries it. A stored message remembers the visitor's name and email on the device.
 */
export class ChatConversation {
  private readonly sent = new BehaviorSubject<readonly SentChatMessage[]>([]);
  private readonly busy = new BehaviorSubject(false);
  private token = '';
  private tokenRequest: Promise<void> = Promise.resolve();
  private inFlight: Promise<SendResult> | null = null;

  readonly messages$: Observable<readonly SentChatMessage[]> = this.sent.asObservable();
  readonly sending$: Observable<boolean> = this.busy.asObservable();

  constructor(
    private readonly sender: EnquirySender,
    readonly contact: ChatContactStore,
    /** The campaign the visit landed from, sent with every message. */
    private readonly utm: Utm = {},
  ) {}

  /** Asks the server for a fresh form token (the panel has just been shown). */
  prepare(): Promise<void> {
    this.tokenRequest = this.sender.formToken().then(
      (token) => {
        if (token) this.token = token;
      },
      () => undefined,
    );
    return this.tokenRequest;
  }

  /**
   * Sends the message; a send already under way is not repeated (its answer is given). Never
   * rejects: the port answers a lost connection as a refusal.
   */
  send(draft: ChatDraft, envelope: ChatEnvelope): Promise<SendResult> {
    this.inFlight ??= this.sendNow(draft, envelope).finally(() => {
      this.inFlight = null;
      this.busy.next(false);
    });
    return this.inFlight;
  }

  private async sendNow(draft: ChatDraft, envelope: ChatEnvelope): Promise<SendResult> {
    this.busy.next(true);
    await this.tokenRequest;
    const enquiry: ChatEnquiry = {
      ...envelope,
      utm: this.utm,
      message: draft.message.trim(),
      name: draft.name.trim(),
      email: draft.email.trim(),
      formToken: this.token,
    };
    // The port never rejects, but its code may fail to load (a lazily loaded adapter).
    const result = await this.sender.sendChat(enquiry).catch((): SendResult => unreachable);
    if (!result.ok) {
      if (result.reason === 'form_token') this.token = result.formToken;
      return result;
    }
    if (!this.sent.value.some((m) => m.id === enquiry.submissionId)) {
      const message = {
        id: enquiry.submissionId,
        text: enquiry.message,
        reference: result.reference,
        reply: result.message,
      };
      this.sent.next([...this.sent.value, message]);
    }
    this.contact.remember({ name: enquiry.name, email: enquiry.email });
    return result;
  }
}
