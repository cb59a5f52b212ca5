import { randomBytes, randomUUID } from 'node:crypto';
import type { EnquiryKind, NewEnquiry, StoredEnquiry } from '../../domain/enquiries/enquiry';
import { type FriendRecord, mayMailFriend, referralDay } from '../../domain/enquiries/referrals';
import type { Clock } from '../../ports/clock.port';
import type {
  ComposeEnquiryMail,
  EnquiryRepository,
  FriendMailing,
  OptOutStatus,
  RefusedSave,
  SaveConditions,
  SavedEnquiry,
} from '../../ports/enquiry-repository.port';
import type { MailQueue } from '../../ports/mail-queue.port';
import { randomEnquiryReference } from '../crypto/references';
import { MemoryMailQueue } from './memory-mail-queue';

/**
 * Enquiries held in memory, for tests and QA: the database adapter's rules (one copy per
 * submission, references unique, newest first, addresses matched without regard to case) with
 * created_at from the clock it is given, e-mails queued in the outbox it is given only when an
 * enquiry is created. Saving happens in one synchronous step, so concurrent saves of a submission
 * cannot both store it; mails are composed before the enquiry is kept, so a compose that throws
 * keeps nothing.
 */
export class MemoryEnquiryRepository implements EnquiryRepository {
  private readonly stored: StoredEnquiry[] = [];
  /** Used form tokens and when they expire. */
  private readonly usedTokens = new Map<string, number>();
  /** Referrals per `<address>|<UTC day>`. */
  private readonly senders = new Map<string, number>();
  /** Friend addresses mailed a referral, with their unsubscribe tokens. */
  private readonly friends = new Map<string, FriendRecord & { readonly token: string }>();

  constructor(
    private readonly clock: Clock,
    private readonly newReference: () => string = randomEnquiryReference,
    private readonly outbox: MailQueue = new MemoryMailQueue(),
  ) {}

  async save(enquiry: NewEnquiry, mails?: ComposeEnquiryMail): Promise<SavedEnquiry> {
    const saved = await this.saveChecked(enquiry, {}, mails);
    if ('refused' in saved) throw new Error(`Refused without conditions: ${saved.refused}`);
    return saved;
  }

  async optOutStatus(token: string): Promise<OptOutStatus | null> {
    const friend = [...this.friends.values()].find((f) => f.token === token);
    if (!friend) return null;
    return friend.optedOut ? 'opted_out' : 'subscribed';
  }

  async optOut(token: string, _now?: number): Promise<boolean> {
    const entry = [...this.friends.entries()].find(([, f]) => f.token === token);
    if (!entry) return false;
    this.friends.set(entry[0], { ...entry[1], optedOut: true });
    return true;
  }

  async saveChecked(
    enquiry: NewEnquiry,
    conditions: SaveConditions,
    mails?: ComposeEnquiryMail,
  ): Promise<SavedEnquiry | RefusedSave> {
    // PostgreSQL keeps a uuid in lower case; so does this.
    const submissionId = enquiry.submission_id.toLowerCase();
    const existing = this.stored.find((e) => e.submission_id === submissionId);
    if (existing) return { enquiry: existing, created: false };
    // Checked and recorded in this synchronous step, as the database does in its transaction.
    const { formToken, referral } = conditions;
    if (formToken) {
      for (const [token, expiresAt] of this.usedTokens) if (expiresAt < formToken.now) this.usedTokens.delete(token);
      if (this.usedTokens.has(formToken.token)) return { refused: 'form_used' };
    }
    const senderKey = referral ? `${referral.sender.trim().toLowerCase()}|${referralDay(referral.now)}` : '';
    if (referral && (this.senders.get(senderKey) ?? 0) >= referral.perSenderPerDay) {
      return { refused: 'too_many_referrals' };
    }
    const friendKey = referral?.friend.trim().toLowerCase() ?? '';
    const known = this.friends.get(friendKey);
    const friend: FriendMailing | undefined = referral
      ? mayMailFriend(known, referral.now, referral.friendEveryMs)
        ? { mailFriend: true, unsubscribeToken: known?.token ?? randomBytes(24).toString('base64url') }
        : { mailFriend: false, unsubscribeToken: '' }
      : undefined;
    let reference = this.newReference();
    while (this.stored.some((e) => e.reference === reference)) reference = this.newReference();
    const saved: StoredEnquiry = {
      ...enquiry,
      fields: structuredClone(enquiry.fields),
      utm: { ...enquiry.utm },
      submission_id: submissionId,
      id: randomUUID(),
      reference,
      status: 'new',
      created_at: new Date(this.clock.now()).toISOString(),
    };
    const queued = mails ? mails(saved, friend) : [];
    this.stored.push(saved);
    const before = { sender: this.senders.get(senderKey), friend: known };
    if (formToken) this.usedTokens.set(formToken.token, formToken.expiresAt);
    if (referral) {
      this.senders.set(senderKey, (before.sender ?? 0) + 1);
      if (friend?.mailFriend)
        this.friends.set(friendKey, { lastMailedAt: referral.now, optedOut: false, token: friend.unsubscribeToken });
    }
    if (queued.length > 0) {
      try {
        await this.outbox.enqueue(queued);
      } catch (error) {
        // Both or neither, as the database's transaction.
        this.stored.splice(this.stored.indexOf(saved), 1);
        if (formToken) this.usedTokens.delete(formToken.token);
        if (referral) {
          if (before.sender === undefined) this.senders.delete(senderKey);
          else this.senders.set(senderKey, before.sender);
          if (before.friend === undefined) this.friends.delete(friendKey);
          else this.friends.set(friendKey, before.friend);
        }
        throw error;
      }
    }
    return { enquiry: saved, created: true };
  }

  async list(filter: { readonly kind?: EnquiryKind; readonly email?: string } = {}): Promise<readonly StoredEnquiry[]> {
    const email = filter.email?.toLowerCase();
    return (
      this.stored
        .map((enquiry, order) => ({ enquiry, order }))
        .filter(
          ({ enquiry: e }) =>
            (!filter.kind || e.kind === filter.kind) && (email === undefined || e.email.toLowerCase() === email),
        )
        // Newest first; saved in the same millisecond, the later save first.
        .sort((a, b) => b.enquiry.created_at.localeCompare(a.enquiry.created_at) || b.order - a.order)
        .map(({ enquiry }) => enquiry)
    );
  }
}
