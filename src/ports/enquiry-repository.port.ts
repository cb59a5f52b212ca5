import type { EnquiryKind, NewEnquiry, StoredEnquiry } from '../domain/enquiries/enquiry';
import type { OutgoingMail } from '../domain/mail/mail';
import { type Token, token } from './token';

export interface SavedEnquiry {
  readonly enquiry: StoredEnquiry;
  /** False when this submission had been stored already (the first one is returned). */
  readonly created: boolean;
}

/** Whether a referral's friend is mailed, and the token of the friend's unsubscribe link. */
export interface FriendMailing {
  /** False when the friend opted out, or was mailed a referral within the limit's period. */
  readonly mailFriend: boolean;
  /** The friend address's unsubscribe token ('' when the friend is not mailed). */
  readonly unsubscribeToken: string;
}

/**
 * The e-mails an enquiry sends, composed from it as stored (its reference known); a referral's
 * compose is told whether its friend may be mailed.
 */
export type ComposeEnquiryMail = (enquiry: StoredEnquiry, friend?: FriendMailing) => readonly OutgoingMail[];

/** What must hold for a new enquiry to be stored, checked and recorded in the transaction that stores it. */
export interface SaveConditions {
  /**
   * The form token it was sent with: recorded as used (until `expiresAt`, epoch ms, when it would
   * expire anyway; those expired at `now` are forgotten); a token that stored an enquiry before
   * refuses the save (`form_used`).
   */
  readonly formToken?: { readonly token: string; readonly expiresAt: number; readonly now: number };
  /**
   * A referral: counted against its sender's budget of `perSenderPerDay` a UTC day
   * (`too_many_referrals` past it), and its friend mailed only when not opted out and not mailed
   * in the last `friendEveryMs` (then it is stored, and composed with `mailFriend: false`).
   */
  readonly referral?: {
    readonly sender: string;
    readonly friend: string;
    readonly now: number;
    readonly perSenderPerDay: number;
    readonly friendEveryMs: number;
  };
}

/** A new enquiry not stored because a condition did not hold (nothing stored, nothing counted). */
export interface RefusedSave {
  readonly refused: 'form_used' | 'too_many_referrals';
}

/** Where an unsubscribe token stands: its address opted out of referral e-mails, or not yet. */
export type OptOutStatus = 'subscribed' | 'opted_out';

/**
 * Where enquiries are kept. Saving is idempotent per submission_id and durable once it resolves:
 * an acknowledged enquiry survives a crash. Implemented on the database and in memory for tests.
 */
export interface EnquiryRepository {
  /**
   * Stores the enquiry and queues the e-mails `mails` composes from it in the outbox, both or
   * neither (one transaction): a repeat of a stored submission queues nothing, and a compose that
   * throws stores nothing.
   */
  save(enquiry: NewEnquiry, mails?: ComposeEnquiryMail): Promise<SavedEnquiry>;
  /**
   * `save` with conditions checked and recorded in the same transaction, so they hold under
   * concurrent submissions and across servers. A repeat of a stored submission is answered with the
   * first copy and checks or counts nothing; a refused one stores, counts and queues nothing.
   */
  saveChecked(
    enquiry: NewEnquiry,
    conditions: SaveConditions,
    mails?: ComposeEnquiryMail,
  ): Promise<SavedEnquiry | RefusedSave>;
  /** Where the unsubscribe token of a referral e-mail stands; null for a token we never gave. */
  optOutStatus(token: string): Promise<OptOutStatus | null>;
  /**
   * Records that the address the token was given to wants no more referral e-mails (again: no
   * change, the first time kept). False for a token we never gave.
   */
  optOut(token: string, now: number): Promise<boolean>;
  /** Newest first. */
  list(filter?: { readonly kind?: EnquiryKind; readonly email?: string }): Promise<readonly StoredEnquiry[]>;
}

export const ENQUIRY_REPOSITORY: Token<EnquiryRepository> = token<EnquiryRepository>('EnquiryRepository');
