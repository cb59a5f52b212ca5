import { BehaviorSubject, type Observable } from 'rxjs';
import { isRecord } from '../../domain/shared/untrusted-values';
import type { KeyValueStorage } from '../../ports/key-value-storage.port';

/**
 * The name and email a visitor gave the chat panel, kept on their device so they are asked once.
 * Functional storage the visitor asked for: the panel says it is kept, and "Forget me" removes it.
 */
export interface ChatContact {
  readonly name: string;
  readonly email: string;
}

export const CHAT_CONTACT_KEY = 'digs:chat-contact';

/** The longest name the enquiry forms accept (src/adapters/forms). */
const NAME_MAX = 100;
const EMAIL_MAX = 254;

const field = (value: unknown, max: number) => {
  const text = typeof value === 'string' ? value.trim() : '';
  return text !== '' && text.length <= max ? text : null;
};

/** A contact as kept, read without trusting it: a name and an email, or null. Never throws. */
export function readChatContact(raw: string | null): ChatContact | null {
  let parsed: unknown;
  try {
    parsed = raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  const name = field(parsed.name, NAME_MAX);
  const email = field(parsed.email, EMAIL_MAX);
  return name && email?.includes('@') ? { name, email } : null;
}

/** The remembered contact as a stream, in step with other tabs. */
export class ChatContactStore {
  private readonly subject: BehaviorSubject<ChatContact | null>;
  private readonly stopListening: () => void;
  readonly contact$: Observable<ChatContact | null>;

  constructor(private readonly storage: KeyValueStorage) {
    this.subject = new BehaviorSubject(readChatContact(storage.read(CHAT_CONTACT_KEY)));
    this.contact$ = this.subject.asObservable();
    this.stopListening = storage.onExternalChange((key) => {
      if (key === null || key === CHAT_CONTACT_KEY) this.subject.next(readChatContact(storage.read(CHAT_CONTACT_KEY)));
    });
  }

  current(): ChatContact | null {
    return this.subject.value;
  }

  /** Keeps the contact (trimmed); held for this visit even when the device refuses to keep it. */
  remember(contact: ChatContact): void {
    const kept = { name: contact.name.trim(), email: contact.email.trim() };
    this.storage.write(CHAT_CONTACT_KEY, JSON.stringify(kept));
    this.subject.next(kept);
  }

  forget(): void {
    this.storage.remove(CHAT_CONTACT_KEY);
    this.subject.next(null);
  }

  dispose(): void {
    this.stopListening();
  }
}
