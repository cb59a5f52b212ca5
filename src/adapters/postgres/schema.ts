import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MediaFormatName, MediaFormats } from '../../domain/catalogue/catalogue';
import type { EnquiryKind, EnquiryStatus, Utm } from '../../domain/enquiries/enquiry';
import type { OutgoingMail } from '../../domain/mail/mail';
import type { ReservationTerms } from '../../domain/reservations/price-summary';
import type { Guarantor, ReservationStatus } from '../../domain/reservations/reservation';
import type { OpeningHours, ViewingKind, ViewingStatus } from '../../domain/viewings/viewing';

/** One schema for PGlite and PostgreSQL. Money is whole pence; times are UTC. */

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const media = pgTable('media', {
  id: id(),
  alt: text('alt').notNull(),
  formats: jsonb('formats').$type<MediaFormats>().notNull(),
  createdAt: createdAt(),
});

export const mediaFiles = pgTable(
  'media_files',
  {
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    format: text('format').$type<MediaFormatName>().notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** 'webp' or 'avif': every format is kept in both (the site offers AVIF through <picture>). */
    encoding: text('encoding').$type<'webp' | 'avif'>().notNull().default('webp'),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.format, t.encoding] })],
);

export const cities = pgTable('cities', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  region: text('region').notNull(),
  intro: text('intro').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  heroMediaId: uuid('hero_media_id').references(() => media.id, { onDelete: 'set null' }),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
  /** Raised by every console save: a save made from an older version is refused (two people editing one record). */
  version: integer('version').notNull().default(1),
});

export const universities = pgTable(
  'universities',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    website: text('website').notNull(),
    /** Raised by every console save: a save made from an older version is refused (two people editing one record). */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('universities_city_idx').on(t.cityId)],
);

export const properties = pgTable(
  'properties',
  {
    id: id(),
    slug: text('slug').notNull(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tagline: text('tagline').notNull(),
    description: text('description').notNull(),
    addressLine1: text('address_line1').notNull(),
    postcode: text('postcode').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    amenities: jsonb('amenities').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    floorLevels: jsonb('floor_levels').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    featured: boolean('featured').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    /** Only published residences are on the site; a draft is not yet, a withdrawn one no longer. */
    status: text('status').$type<'published' | 'draft' | 'withdrawn'>().notNull().default('published'),
    /** Raised by every console save: a save made from an older version is refused (two people editing one record). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('properties_city_slug_idx').on(t.cityId, t.slug),
    // /book-a-viewing/:propertySlug names a property by its slug alone, so slugs are unique site-wide.
    uniqueIndex('properties_slug_idx').on(t.slug),
    index('properties_featured_idx').on(t.featured),
  ],
);

export const propertyMedia = pgTable(
  'property_media',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.mediaId] })],
);

export const roomTypes = pgTable(
  'room_types',
  {
    id: id(),
    slug: text('slug').notNull(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind')
      .$type<'studio' | 'ensuite' | 'twodio' | 'accessible' | 'shared-flat' | 'premium-studio'>()
      .notNull(),
    bedType: text('bed_type').notNull(),
    sizeSqm: doublePrecision('size_sqm').notNull(),
    description: text('description').notNull(),
    features: jsonb('features').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    floorLevels: jsonb('floor_levels').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    sort: integer('sort').notNull().default(0),
    /** Raised by every console save: a save made from an older version is refused (two people editing one record). */
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('room_types_property_slug_idx').on(t.propertyId, t.slug)],
);

export const roomTypeMedia = pgTable(
  'room_type_media',
  {
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomTypeId, t.mediaId] })],
);

export const tenancyOptions = pgTable(
  'tenancy_options',
  {
    id: id(),
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    academicYear: text('academic_year').notNull(),
    weeks: integer('weeks').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    pricePerWeekPence: integer('price_per_week_pence').notNull(),
    billingFrequency: text('billing_frequency').$type<'weekly' | 'monthly' | 'yearly'>().notNull().default('weekly'),
    currency: text('currency').notNull().default('GBP'),
    roomsAvailable: integer('rooms_available').notNull().default(0),
    /** Set by the operator: shown as sold out whatever rooms_available says. */
    soldOut: boolean('sold_out').notNull().default(false),
    /** Raised by every console save: a save made from an older version is refused (two people editing one record). */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('tenancy_options_room_type_idx').on(t.roomTypeId)],
);

export const posts = pgTable('posts', {
  id: id(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  excerpt: text('excerpt').notNull(),
  body: text('body').notNull(),
  category: text('category').notNull(),
  author: text('author').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  coverMediaId: uuid('cover_media_id').references(() => media.id, { onDelete: 'set null' }),
  /** A draft never shows; a published post shows from published_at on (issue 19). */
  status: text('status').$type<'draft' | 'published'>().notNull().default('published'),
  /** Raised by every console save: a save made from an older version is refused (two people editing one record). */
  version: integer('version').notNull().default(1),
});

export const pages = pgTable(
  'pages',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Ordered content blocks (rich text, image, cards, FAQ list, call to action, property list). */
    blocks: jsonb('blocks').$type<unknown[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The console's editing (issue 19): title, description and blocks above are what visitors see,
     * from published_at on (null: never published, a draft only); `draft` is the editor's working
     * copy ({title, description, blocks}; null when nothing waits), published by hand or by the job
     * at `publish_at`; `version` goes up with every save.
     */
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    draft: jsonb('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('pages_publish_at_idx').on(t.publishAt).where(sql`${t.publishAt} is not null`)],
);

export const faqs = pgTable('faqs', {
  id: id(),
  category: text('category').notNull(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  position: integer('position').notNull().default(0),
  propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'cascade' }),
  /** Raised by every console save: a save made from an older version is refused (two people editing one record). */
  version: integer('version').notNull().default(1),
  /** A draft never shows on the site (issue 36 item 7). */
  status: text('status').$type<'draft' | 'published'>().notNull().default('published'),
});

export const offers = pgTable('offers', {
  id: id(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  terms: text('terms').notNull(),
  code: text('code').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  cityId: uuid('city_id').references(() => cities.id, { onDelete: 'cascade' }),
  propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'cascade' }),
  /** Raised by every console save: a save made from an older version is refused (two people editing one record). */
  version: integer('version').notNull().default(1),
  /** A draft never shows on the site, whatever its days (issue 36 item 7). */
  status: text('status').$type<'draft' | 'published'>().notNull().default('published'),
});

/**
 * The one trash of pages, posts, offers and FAQs (ADR 086): a record moved here has left its own
 * table (so nothing that reads the site can show it), its row kept whole as JSON; restored within
 * 30 days it goes back as a draft, then the job runner purges it.
 */
export const contentTrash = pgTable(
  'content_trash',
  {
    kind: text('kind').$type<'page' | 'post' | 'offer' | 'faq'>().notNull(),
    id: uuid('id').notNull(),
    /** What the console and the audit log call it (a title, or an FAQ's question). */
    name: text('name').notNull(),
    /** The row as it was (to_jsonb), put back by jsonb_populate_record. */
    row: jsonb('row').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull(),
    deletedById: uuid('deleted_by_id').references((): AnyPgColumn => staffMembers.id, { onDelete: 'set null' }),
    /** The member's address at the time. */
    deletedBy: text('deleted_by').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] }), index('content_trash_deleted_at_idx').on(t.deletedAt)],
);

export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What visitors send through the site's forms, stored before any e-mail. `submission_id` is chosen
 * by the visitor's browser, so a retried submission is stored once; `reference` is what the visitor
 * is told. Addresses are looked up without regard to case (export or erasure on request).
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: id(),
    reference: text('reference').notNull().unique(),
    kind: text('kind').$type<EnquiryKind>().notNull(),
    submissionId: uuid('submission_id').notNull().unique(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** The form's own answers. */
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    sourcePage: text('source_page').notNull(),
    utm: jsonb('utm').$type<Utm>().notNull().default(sql`'{}'::jsonb`),
    consent: boolean('consent').notNull(),
    status: text('status').$type<EnquiryStatus>().notNull().default('new'),
    createdAt: createdAt(),
    /** When an operator closed it; closed enquiries are deleted ENQUIRY_RETENTION_MONTHS after this. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The console's edits (status, assignment, replies) name the version they were made from (issue 19). */
    version: integer('version').notNull().default(1),
    /** The staff member dealing with it (the inbox); null when nobody is. */
    assignedTo: uuid('assigned_to').references((): AnyPgColumn => staffMembers.id, { onDelete: 'set null' }),
    /** When staff last changed it (status, assignment, a reply or a note); null while nobody has. */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    index('enquiries_email_idx').on(sql`lower(${t.email})`),
    // The inbox's "recently updated" order.
    index('enquiries_updated_idx').on(sql`coalesce(${t.updatedAt}, ${t.createdAt})`),
    index('enquiries_created_at_idx').on(t.createdAt),
    // The retention job's question: closed ones, by when they were closed.
    index('enquiries_closed_at_idx').on(t.closedAt).where(sql`${t.status} = 'closed'`),
    // A closed enquiry always knows when it was closed, and an open one never does.
    check('enquiries_closed_at_check', sql`(${t.status} = 'closed') = (${t.closedAt} is not null)`),
    check('enquiries_status_check', sql`${t.status} in ('new', 'open', 'closed')`),
  ],
);

/**
 * Form tokens that have stored an enquiry (issue 24, ADR 029): a token stores one enquiry, so a
 * signed fill time cannot be sent again and again for its whole lifetime. The primary key decides
 * between concurrent uses; a row is deleted once its token has expired anyway (on insert).
 */
export const usedFormTokens = pgTable(
  'used_form_tokens',
  {
    token: text('token').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_form_tokens_expires_at_idx').on(t.expiresAt)],
);

/**
 * Referrals per sender address per UTC day, raised by one conditional upsert (`… where referrals <
 * limit`), so concurrent referrals cannot pass the limit. The address is kept as a keyed hash
 * (`sender_key`), never as text; days before yesterday are deleted on insert (by `day`'s index).
 */
export const referralSenders = pgTable(
  'referral_senders',
  {
    senderKey: text('sender_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    referrals: integer('referrals').notNull(),
  },
  (t) => [primaryKey({ columns: [t.senderKey, t.day] }), index('referral_senders_day_idx').on(t.day)],
);

/**
 * Each address a referral was e-mailed to, as a hash (`friend_key`): when it was last mailed, its
 * unsubscribe link's random token, and when it opted out. A referral mails the friend only through
 * a conditional upsert (not opted out, not mailed in the last week), so concurrent referrals mail
 * one address once. Kept after an erasure of the address: it holds no address, and it is what keeps
 * an opted-out address from being mailed again.
 */
export const referralFriends = pgTable('referral_friends', {
  friendKey: text('friend_key').primaryKey(),
  unsubscribeToken: text('unsubscribe_token').notNull().unique(),
  lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }).notNull(),
  optedOutAt: timestamp('opted_out_at', { withTimezone: true }),
});

/** Each property's viewing rules (one row per property that offers viewings). */
export const viewingRules = pgTable(
  'viewing_rules',
  {
    propertyId: uuid('property_id')
      .primaryKey()
      .references(() => properties.id, { onDelete: 'cascade' }),
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
    slotMinutes: integer('slot_minutes').notNull().default(30),
    capacity: integer('capacity').notNull().default(2),
    kinds: jsonb('kinds').$type<ViewingKind[]>().notNull(),
    closedDates: jsonb('closed_dates').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    noticeMinutes: integer('notice_minutes').notNull().default(120),
    horizonDays: integer('horizon_days').notNull().default(60),
    staffEmail: text('staff_email').notNull(),
    /** Where video-call viewings happen (the desk requires it while video calls are offered). */
    videoCallUrl: text('video_call_url'),
    /** The private calendar feed's token, SHA-256 hex (the token itself is shown once and never stored); null: no feed. */
    feedTokenHash: text('feed_token_hash').unique(),
    /** Raised on every save from the desk: a save from an older version is refused. */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('viewing_rules_capacity_check', sql`${t.capacity} > 0`),
    check('viewing_rules_slot_minutes_check', sql`${t.slotMinutes} between 5 and 240`),
    check('viewing_rules_notice_check', sql`${t.noticeMinutes} >= 0`),
    check('viewing_rules_horizon_check', sql`${t.horizonDays} between 1 and 366`),
  ],
);

/**
 * How many parties each slot holds, one row per slot anyone booked. Capacity is enforced here: a
 * booking raises `booked` with one conditional upsert (`… where booked < capacity`), which the
 * database serialises per row, so two visitors can never both take a slot's last place.
 */
export const viewingSlots = pgTable(
  'viewing_slots',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.startsAt] }),
    check('viewing_slots_booked_check', sql`${t.booked} >= 0`),
  ],
);

/** Booked (and cancelled) viewings. The manage link's token is derived, never stored. */
export const viewings = pgTable(
  'viewings',
  {
    id: id(),
    reference: text('reference').notNull().unique(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ViewingKind>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    partySize: integer('party_size').notNull(),
    message: text('message').notNull().default(''),
    status: text('status').$type<ViewingStatus>().notNull().default('booked'),
    idempotencyKey: uuid('idempotency_key').notNull().unique(),
    /** When the 24-hour reminder was queued; null until then (and again after a move). */
    reminderQueuedAt: timestamp('reminder_queued_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('viewings_property_starts_idx').on(t.propertyId, t.startsAt),
    index('viewings_starts_at_idx').on(t.startsAt),
    index('viewings_email_idx').on(sql`lower(${t.email})`),
  ],
);

/**
 * The outbox: e-mails queued in the same transaction as the change that caused them, delivered by
 * the dispatcher. A claimed message has `next_attempt_at` pushed ahead by a lease, so a dispatcher
 * that dies mid-send leaves it due again later.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    mail: jsonb('mail').$type<OutgoingMail>().notNull(),
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/** Keys the server makes for itself on first start (the manage links' signing key). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * First-party analytics events (ADR 022): only what the report reads, no address or user agent.
 * `insert_id` is unique (NULLs apart), so a client's retry is skipped by `on conflict do nothing`;
 * the report reads a range of `occurred_at`.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    insertId: text('insert_id').unique('analytics_events_insert_id_key'),
    eventType: text('event_type').notNull(),
    deviceId: text('device_id'),
    userId: text('user_id'),
    sessionId: bigint('session_id', { mode: 'number' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true, precision: 3 }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, precision: 3 }).notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('analytics_events_occurred_at_idx').on(t.occurredAt)],
);

/** The consent log: each decision a browser reported, with the server's time; only ever added to. */
export const consentLog = pgTable(
  'consent_log',
  {
    id: id(),
    consentId: uuid('consent_id').notNull(),
    version: integer('version').notNull(),
    analytics: boolean('analytics').notNull(),
    replay: boolean('replay').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [index('consent_log_consent_id_idx').on(t.consentId, t.recordedAt)],
);

/**
 * The operator's staff (ADR 043): owner, editor or sales. The password hash is null until the
 * member has followed their invitation; a removed member is kept (the audit log names them) but
 * disabled. Addresses are unique without regard to case.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    role: text('role').$type<'owner' | 'editor' | 'sales'>().notNull(),
    passwordHash: text('password_hash'),
    createdAt: createdAt(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('staff_members_email_idx').on(sql`lower(${t.email})`)],
);

/** Signed-in staff: the cookie holds a random id, the table only its SHA-256 (a copy of the table signs nobody in). */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The absolute end; the idle end is last_seen_at plus the idle limit. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId), index('staff_sessions_expires_idx').on(t.expiresAt)],
);

/** One-time links (set-up of the first owner, invitations, password resets): only the SHA-256 of the token is kept. */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose').$type<'setup' | 'invite' | 'reset'>().notNull(),
    email: text('email').notNull(),
    role: text('role').$type<'owner' | 'editor' | 'sales'>(),
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_tokens_email_idx').on(sql`lower(${t.email})`)],
);

/** Who changed what and when, with before and after, for every console write; sign-ins and failed sign-ins too. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** The actor's address at the time (kept when the member is removed), or the address tried. */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    summary: text('summary').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_entity_idx').on(t.entity, t.entityId)],
);

/** Old addresses of renamed cities, residences and room types: each answers 301 to where the page is now. */
export const slugRedirects = pgTable('slug_redirects', {
  fromPath: text('from_path').primaryKey(),
  toPath: text('to_path').notNull(),
  createdAt: createdAt(),
});

/**
 * The inbox's internal notes on an enquiry (issue 19 item 3): kept with their author and time,
 * never sent; they go with the enquiry when it is deleted or erased.
 */
export const enquiryNotes = pgTable(
  'enquiry_notes',
  {
    id: id(),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** The author's name and address at the time (kept when the member is removed). */
    author: text('author').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('enquiry_notes_enquiry_idx').on(t.enquiryId, t.createdAt)],
);

/**
 * Replies sent from the inbox (issue 19 item 3): the thread shown on the enquiry. The e-mail itself
 * is queued in mail_outbox in the same transaction (`mail_id`, no reference: sent mail is purged).
 */
export const enquiryReplies = pgTable(
  'enquiry_replies',
  {
    id: id(),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    author: text('author').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    mailId: uuid('mail_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('enquiry_replies_enquiry_idx').on(t.enquiryId, t.createdAt)],
);

/**
 * Room reservations (issue 20, ADR 054). A hold takes one room from its tenancy option's
 * `rooms_available` in the same transaction as this row is written (a conditional decrement), and
 * whatever ends a reservation gives it back the same way, so the public number stays exact.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: id(),
    reference: text('reference').notNull().unique(),
    tenancyOptionId: uuid('tenancy_option_id')
      .notNull()
      .references(() => tenancyOptions.id, { onDelete: 'cascade' }),
    status: text('status').$type<ReservationStatus>().notNull().default('held'),
    /** One hold per key: a retried request gets the same hold. */
    idempotencyKey: uuid('idempotency_key').notNull().unique(),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    name: text('name'),
    email: text('email'),
    countryCode: text('country_code'),
    phone: text('phone'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    university: text('university'),
    yearOfStudy: text('year_of_study'),
    guarantor: text('guarantor').$type<Guarantor>(),
    termsVersion: text('terms_version'),
    totalPence: integer('total_pence'),
    depositPence: integer('deposit_pence'),
    paymentMethod: text('payment_method'),
    paymentReference: text('payment_reference').unique(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refundPence: integer('refund_pence'),
    /** Who took the hold, for the caps on live holds (issue 37 item 5): keyed hashes of the browser's key and address, never either itself. */
    holdVisitor: text('hold_visitor'),
    holdAddress: text('hold_address'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reservations_status_expiry_idx').on(t.status, t.holdExpiresAt),
    index('reservations_hold_visitor_idx').on(t.holdVisitor).where(sql`${t.status} = 'held'`),
    index('reservations_hold_address_idx').on(t.holdAddress).where(sql`${t.status} = 'held'`),
    index('reservations_email_idx').on(sql`lower(${t.email})`),
    index('reservations_option_idx').on(t.tenancyOptionId),
  ],
);

/** The operator's reservation terms: one row (id 1); the domain's defaults until an operator saves them. */
export const reservationTerms = pgTable('reservation_terms', {
  id: integer('id').primaryKey().default(1),
  terms: jsonb('terms').$type<ReservationTerms>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Raised by every console save (issue 20 item 6): a save made from an older version is refused. */
  version: integer('version').notNull().default(1),
});

/**
 * Visitors' accounts (issue 20, ADR 053): one per proven e-mail address (unique without regard to
 * case), their details and their shortlists (favourites, both compare lists) at a version.
 */
export const visitorAccounts = pgTable(
  'visitor_accounts',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    marketingEmails: boolean('marketing_emails').notNull().default(false),
    lists: jsonb('lists'),
    listsVersion: integer('lists_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('visitor_accounts_email_idx').on(sql`lower(${t.email})`)],
);

/** Signed-in visitors: the cookie holds a random id, the table only its SHA-256. */
export const visitorSessions = pgTable(
  'visitor_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => visitorAccounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('visitor_sessions_account_idx').on(t.accountId), index('visitor_sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Passwordless sign-in (ADR 053): a link's token (its SHA-256 kept) and a 6-digit code (its
 * HMAC-SHA256 under a server key kept), good once for 15 minutes; wrong codes are counted.
 */
export const visitorSignIns = pgTable(
  'visitor_sign_ins',
  {
    tokenHash: text('token_hash').primaryKey(),
    codeHash: text('code_hash').notNull(),
    email: text('email').notNull(),
    next: text('next').notNull().default('/account'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('visitor_sign_ins_email_idx').on(sql`lower(${t.email})`)],
);
