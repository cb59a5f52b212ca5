import { createHmac, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { EnquiryKind, NewEnquiry, StoredEnquiry } from '../../domain/enquiries/enquiry';
import { referralDay } from '../../domain/enquiries/referrals';
import { addDays } from '../../domain/shared/london-time';
import type {
  ComposeEnquiryMail,
  EnquiryRepository,
  FriendMailing,
  OptOutStatus,
  RefusedSave,
  SaveConditions,
  SavedEnquiry,
} from '../../ports/enquiry-repository.port';
import { randomEnquiryReference } from '../crypto/references';
import type { Database } from './database';
import { insertOutboxMail } from './drizzle-mail-queue';
import { enquiries, referralFriends, referralSenders, usedFormTokens } from './schema';
import { serverSecret } from './server-secret';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Thrown inside the transaction to roll it back when a condition does not hold. */
class Refusal extends Error {
  constructor(readonly refused: RefusedSave['refused']) {
    super(refused);
  }
}

import { storable, storableText } from './storable';

/** Draws of a fresh reference before giving up; each collides with odds of (stored enquiries) in 887 million. */
const referenceAttempts = 5;

/**
 * Enquiries in PostgreSQL or PGlite. Saving is one `insert … on conflict do nothing`, so the
 * database, not a read-then-write, decides which of several concurrent copies of a submission is
 * stored: the others find it by submission_id and return it with `created: false`. The enquiry's
 * e-mails go into mail_outbox in the same transaction. Resolving means both are committed.
 */
export class DrizzleEnquiryRepository implements EnquiryRepository {
  constructor(
    private readonly db: Database,
    /** Where references come from; tests pass a sequence to force a collision. */
    private readonly newReference: () => string = randomEnquiryReference,
  ) {}

  /** The key of the addresses' hashes (server_secrets 'address-keys'), made on first use. */
  private addressKey: Promise<Buffer> | null = null;

  async save(enquiry: NewEnquiry, mails?: ComposeEnquiryMail): Promise<SavedEnquiry> {
    const saved = await this.saveChecked(enquiry, {}, mails);
    if ('refused' in saved) throw new Error(`Refused without conditions: ${saved.refused}`);
    return saved;
  }

  async saveChecked(
    enquiry: NewEnquiry,
    conditions: SaveConditions,
    mails?: ComposeEnquiryMail,
  ): Promise<SavedEnquiry | RefusedSave> {
    try {
      return await this.store(enquiry, conditions, mails);
    } catch (error) {
      if (error instanceof Refusal) return { refused: error.refused };
      throw error;
    }
  }

  async optOutStatus(token: string): Promise<OptOutStatus | null> {
    const [row] = await this.db
      .select({ optedOutAt: referralFriends.optedOutAt })
      .from(referralFriends)
      .where(eq(referralFriends.unsubscribeToken, token))
      .limit(1);
    if (!row) return null;
    return row.optedOutAt ? 'opted_out' : 'subscribed';
  }

  async optOut(token: string, now: number): Promise<boolean> {
    const [row] = await this.db
      .update(referralFriends)
      // The first opt-out's time is kept.
      .set({ optedOutAt: sql`coalesce(${referralFriends.optedOutAt}, ${new Date(now).toISOString()})` })
      .where(eq(referralFriends.unsubscribeToken, token))
      .returning({ token: referralFriends.unsubscribeToken });
    return row !== undefined;
  }

  /** An address as the limits keep it: an HMAC under a key of the server's, so the tables hold no address. */
  private async keyOf(address: string): Promise<string> {
    this.addressKey ??= serverSecret(this.db, 'address-keys');
    return createHmac('sha256', await this.addressKey)
      .update(address.trim().toLowerCase())
      .digest('base64url');
  }

  private async store(
    enquiry: NewEnquiry,
    conditions: SaveConditions,
    mails?: ComposeEnquiryMail,
  ): Promise<SavedEnquiry> {
    const { referral } = conditions;
    const keys = referral
      ? { sender: await this.keyOf(referral.sender), friend: await this.keyOf(referral.friend) }
      : null;
    for (let attempt = 0; attempt < referenceAttempts; attempt++) {
      const saved = await this.db.transaction(async (tx): Promise<SavedEnquiry | null> => {
        // Untargeted on purpose: a taken submission_id is the repeat we answer with the first copy;
        // a taken reference (a different enquiry holds it) finds no copy below and draws again.
        const [inserted] = await tx
          .insert(enquiries)
          .values({
            reference: this.newReference(),
            kind: enquiry.kind,
            submissionId: enquiry.submission_id,
            // What PostgreSQL cannot keep (a NUL, a lone surrogate) is marked, not a failed insert.
            name: storableText(enquiry.name),
            email: storableText(enquiry.email),
            fields: storable({ ...enquiry.fields }),
            sourcePage: storableText(enquiry.source_page),
            utm: storable(enquiry.utm),
            consent: enquiry.consent,
          })
          .onConflictDoNothing()
          .returning();
        if (inserted) {
          const stored = toStored(inserted);
          // Checked after the insert: a repeat of a stored submission never gets here, so it counts nothing.
          if (conditions.formToken) await spendFormToken(tx, conditions.formToken);
          const friend = referral && keys ? await countReferral(tx, referral, keys) : undefined;
          // In this transaction: the enquiry and its mails commit together, or neither does.
          if (mails) await insertOutboxMail(tx, mails(stored, friend));
          return { enquiry: stored, created: true };
        }
        const [existing] = await tx
          .select()
          .from(enquiries)
          .where(eq(enquiries.submissionId, enquiry.submission_id))
          .limit(1);
        return existing ? { enquiry: toStored(existing), created: false } : null;
      });
      if (saved) return saved;
    }
    throw new Error(`No free enquiry reference after ${referenceAttempts} draws`);
  }

  async list(filter: { readonly kind?: EnquiryKind; readonly email?: string } = {}): Promise<readonly StoredEnquiry[]> {
    const conditions: SQL[] = [];
    if (filter.kind) conditions.push(eq(enquiries.kind, filter.kind));
    // The same expression as enquiries_email_idx, so the index answers it.
    if (filter.email !== undefined) conditions.push(sql`lower(${enquiries.email}) = lower(${filter.email})`);
    const rows = await this.db
      .select()
      .from(enquiries)
      .where(and(...conditions))
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id));
    return rows.map(toStored);
  }
}

/** Records a form token as used, or refuses (rolls back) when it stored an enquiry before; expired ones go. */
async function spendFormToken(tx: Transaction, formToken: NonNullable<SaveConditions['formToken']>) {
  await tx.delete(usedFormTokens).where(lt(usedFormTokens.expiresAt, new Date(formToken.now)));
  const [used] = await tx
    .insert(usedFormTokens)
    .values({ token: formToken.token, expiresAt: new Date(formToken.expiresAt) })
    .onConflictDoNothing()
    .returning({ token: usedFormTokens.token });
  if (!used) throw new Refusal('form_used');
}

/**
 * Counts a referral against its sender's day (refused past the limit) and claims the friend's
 * e-mail: one conditional upsert each, which the database serialises per row, so concurrent
 * referrals can neither pass the sender's limit nor mail one friend twice.
 */
async function countReferral(
  tx: Transaction,
  referral: NonNullable<SaveConditions['referral']>,
  keys: { readonly sender: string; readonly friend: string },
): Promise<FriendMailing> {
  const day = referralDay(referral.now);
  // Yesterday's rows are kept (a day is London's, whatever the sender's), older ones are of no use.
  await tx.delete(referralSenders).where(lt(referralSenders.day, addDays(day, -1)));
  const [counted] = await tx
    .insert(referralSenders)
    .values({ senderKey: keys.sender, day, referrals: 1 })
    .onConflictDoUpdate({
      target: [referralSenders.senderKey, referralSenders.day],
      set: { referrals: sql`${referralSenders.referrals} + 1` },
      setWhere: lt(referralSenders.referrals, referral.perSenderPerDay),
    })
    .returning({ referrals: referralSenders.referrals });
  if (!counted) throw new Refusal('too_many_referrals');

  const now = new Date(referral.now);
  const [claimed] = await tx
    .insert(referralFriends)
    .values({ friendKey: keys.friend, unsubscribeToken: randomBytes(24).toString('base64url'), lastMailedAt: now })
    .onConflictDoUpdate({
      target: referralFriends.friendKey,
      set: { lastMailedAt: now },
      setWhere: and(
        isNull(referralFriends.optedOutAt),
        lt(referralFriends.lastMailedAt, new Date(referral.now - referral.friendEveryMs + 1)),
      ),
    })
    .returning({ token: referralFriends.unsubscribeToken });
  return claimed ? { mailFriend: true, unsubscribeToken: claimed.token } : { mailFriend: false, unsubscribeToken: '' };
}

/** An enquiry row as the domain reads it (the records adapter adds its closing time). */
export function toStored(row: typeof enquiries.$inferSelect): StoredEnquiry {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    submission_id: row.submissionId,
    name: row.name,
    email: row.email,
    fields: row.fields,
    source_page: row.sourcePage,
    utm: row.utm,
    consent: row.consent,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}
