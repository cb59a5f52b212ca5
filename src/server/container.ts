import { Container, ContainerModule } from 'inversify';
import { CachingCatalogueReader } from '../adapters/cache/caching-catalogue.adapter';
import { CachingContentReader } from '../adapters/cache/caching-content.adapter';
import { CachingSlugRedirects } from '../adapters/cache/caching-slug-redirects.adapter';
import { CachingViewingPlaces } from '../adapters/cache/caching-viewing-places.adapter';
import { RandomFeedTokens } from '../adapters/crypto/feed-tokens';
import { HmacFormTokens } from '../adapters/crypto/hmac-form-tokens';
import { HmacManageTokens } from '../adapters/crypto/hmac-manage-tokens';
import { randomEnquiryReference, randomReferralCode } from '../adapters/crypto/references';
import { ScryptPasswordHasher } from '../adapters/crypto/scrypt-password-hasher';
import { MarkdownItRenderer } from '../adapters/markdown/markdown-it.adapter';
import { InProcessChangeNotices } from '../adapters/memory/in-process-change-notices';
import { DirectPayments } from '../adapters/payments/direct-payments.adapter';
import { StripePayments, type StripeSettings } from '../adapters/payments/stripe-payments.adapter';
import { LibPhoneNumbers } from '../adapters/phone/libphonenumber-phone-numbers.adapter';
import type { DatabaseHandle } from '../adapters/postgres/database';
import { DrizzleAnalyticsEvents } from '../adapters/postgres/drizzle-analytics-events';
import { DrizzleAuditLog } from '../adapters/postgres/drizzle-audit-log';
import { DrizzleCatalogueReader } from '../adapters/postgres/drizzle-catalogue.adapter';
import { DrizzleCatalogueEditor } from '../adapters/postgres/drizzle-catalogue-editor.adapter';
import { DrizzleConsentLog } from '../adapters/postgres/drizzle-consent-log';
import { DrizzleContentReader } from '../adapters/postgres/drizzle-content.adapter';
import { DrizzleContentTrash } from '../adapters/postgres/drizzle-content-trash.adapter';
import { DrizzleEnquiryRepository } from '../adapters/postgres/drizzle-enquiry.repository';
import { DrizzleEnquiryInbox } from '../adapters/postgres/drizzle-enquiry-inbox';
import { DrizzleEnquiryInboxes } from '../adapters/postgres/drizzle-enquiry-inboxes.adapter';
import { DrizzleEnquiryRecords } from '../adapters/postgres/drizzle-enquiry-records';
import { DrizzleHealthProbe } from '../adapters/postgres/drizzle-health.adapter';
import { DrizzleMailQueue } from '../adapters/postgres/drizzle-mail-queue';
import { DrizzleMediaStore } from '../adapters/postgres/drizzle-media-store.adapter';
import { DrizzleOneTimeLinks } from '../adapters/postgres/drizzle-one-time-links';
import { DrizzlePageEditor, DrizzleSiteSettingsEditor } from '../adapters/postgres/drizzle-page-editor.adapter';
import { DrizzlePictureLibrary } from '../adapters/postgres/drizzle-picture-library.adapter';
import { DrizzlePostsEditor } from '../adapters/postgres/drizzle-posts-editor';
import { DrizzleReservationRepository } from '../adapters/postgres/drizzle-reservation.repository';
import { DrizzleStaffDirectory } from '../adapters/postgres/drizzle-staff-directory';
import { DrizzleStaffSessions } from '../adapters/postgres/drizzle-staff-sessions';
import { DrizzleViewingRepository } from '../adapters/postgres/drizzle-viewing.repository';
import { DrizzleViewingDesk } from '../adapters/postgres/drizzle-viewing-desk';
import { SharpPictureFormats } from '../adapters/sharp/sharp-picture-formats.adapter';
import { SystemTime } from '../adapters/timers/system-time.adapter';
import { ZxcvbnPasswordStrength } from '../adapters/zxcvbn/zxcvbn-password-strength';
import { READ_ANALYTICS_REPORT } from '../application/analytics-report/analytics-report.tokens';
import { ReadAnalyticsReport } from '../application/analytics-report/read-analytics-report.use-case';
import { READ_CATALOGUE, READ_MEDIA } from '../application/catalogue/catalogue.tokens';
import { EDIT_CATALOGUE, PRICE_SHEET } from '../application/catalogue/catalogue-console.tokens';
import { EditCatalogue } from '../application/catalogue/edit-catalogue.use-case';
import { PriceSheet } from '../application/catalogue/price-sheet.use-case';
import { ReadCatalogue } from '../application/catalogue/read-catalogue.use-case';
import { ReadMedia } from '../application/catalogue/read-media.use-case';
import { RECORD_CONSENT } from '../application/consent/consent.tokens';
import { RecordConsent } from '../application/consent/record-consent.use-case';
import { READ_CONTENT } from '../application/content/content.tokens';
import { CONTENT_TRASH_DESK } from '../application/content/content-trash.tokens';
import { ContentTrashDesk } from '../application/content/content-trash.use-case';
import {
  EDIT_PAGES,
  EDIT_SITE_SETTINGS,
  PREVIEW_PAGE,
  PUBLISH_DUE_PAGES,
} from '../application/content/pages-console.tokens';
import {
  EditPages,
  EditSiteSettings,
  PreviewPage,
  PublishDuePages,
} from '../application/content/pages-console.use-case';
import { EDIT_POSTS_CONTENT } from '../application/content/posts-console.tokens';
import { EditPostsContent } from '../application/content/posts-console.use-case';
import { ReadContent } from '../application/content/read-content.use-case';
import { MANAGE_ENQUIRIES, REFERRAL_OPT_OUT, SUBMIT_ENQUIRY } from '../application/enquiries/enquiries.tokens';
import { MANAGE_INBOX, PERSONAL_DATA_CONSOLE, PERSONAL_DATA_REQUESTS } from '../application/enquiries/inbox.tokens';
import { ManageEnquiries } from '../application/enquiries/manage-enquiries.use-case';
import { ManageInbox } from '../application/enquiries/manage-inbox.use-case';
import { ReferralOptOut } from '../application/enquiries/referral-opt-out.use-case';
import { SubmitEnquiry } from '../application/enquiries/submit-enquiry.use-case';
import { DeliverMail } from '../application/mail/deliver-mail.use-case';
import { DELIVER_MAIL } from '../application/mail/mail.tokens';
import { ManageGalleries } from '../application/pictures/manage-galleries.use-case';
import { ManagePictureLibrary } from '../application/pictures/picture-library.use-case';
import {
  CATALOGUE_CHANGED,
  MANAGE_GALLERIES,
  MANAGE_PICTURE_LIBRARY,
  UPLOAD_PICTURES,
} from '../application/pictures/pictures.tokens';
import type { CatalogueChanged } from '../application/pictures/pictures-actor';
import { UploadPictures } from '../application/pictures/upload-pictures.use-case';
import { PersonalDataConsole, PersonalDataRequests } from '../application/privacy/personal-data.use-case';
import { ManageReservations } from '../application/reservations/manage-reservations.use-case';
import { MANAGE_RESERVATIONS, RESERVATIONS } from '../application/reservations/reservations.tokens';
import { Reservations } from '../application/reservations/reservations.use-case';
import { CheckHealth } from '../application/site/check-health.use-case';
import { DescribePage } from '../application/site/describe-page.use-case';
import { CHECK_HEALTH, DESCRIBE_PAGE, LIST_SITEMAP_ENTRIES } from '../application/site/site.tokens';
import { ListSitemapEntries } from '../application/site/sitemap.use-case';
import { ChangePassword } from '../application/staff/change-password.use-case';
import { ChangeRole, ListStaff, ReadAuditLog, RemoveStaff } from '../application/staff/manage-staff.use-case';
import {
  AuthenticateStaff,
  PurgeStaffSessions,
  SignIn,
  SignOut,
  SignOutEverywhere,
} from '../application/staff/sign-in.use-case';
import {
  AUTHENTICATE_STAFF,
  CHANGE_PASSWORD,
  CHANGE_ROLE,
  FIRST_OWNER_SETUP,
  INVITE_STAFF,
  LIST_STAFF,
  PURGE_STAFF_SESSIONS,
  READ_AUDIT_LOG,
  READ_LINK,
  REMOVE_STAFF,
  REQUEST_PASSWORD_RESET,
  SIGN_IN,
  SIGN_OUT,
  SIGN_OUT_EVERYWHERE,
  USE_LINK,
} from '../application/staff/staff.tokens';
import {
  FirstOwnerSetup,
  InviteStaff,
  ReadLink,
  RequestPasswordReset,
  UseLink,
} from '../application/staff/staff-links.use-case';
import type { StaffOptions, StaffPorts } from '../application/staff/staff-ports';
import { ViewingBookings } from '../application/viewings/viewing-bookings.use-case';
import { ViewingDesk } from '../application/viewings/viewing-desk.use-case';
import { VIEWING_BOOKINGS, VIEWING_DESK } from '../application/viewings/viewings.tokens';
import { mailboxAddress } from '../domain/mail/reply-sender';
import { ANALYTICS_EVENTS, type AnalyticsEvents } from '../ports/analytics-events.port';
import { AUDIT_LOG, type AuditLog } from '../ports/audit-log.port';
import {
  CATALOGUE_CHANGES,
  CATALOGUE_EDITOR,
  type CatalogueChanges,
  type CatalogueEditor,
  SLUG_REDIRECTS,
  type SlugRedirects,
} from '../ports/catalogue-editor.port';
import { CATALOGUE_READER, type CatalogueReader } from '../ports/catalogue-reader.port';
import { CHANGE_NOTICES, type ChangeNotices } from '../ports/change-notices.port';
import { CLOCK, type Clock } from '../ports/clock.port';
import { CONSENT_LOG, type ConsentLog } from '../ports/consent-log.port';
import { CONTENT_READER, type ContentReader } from '../ports/content-reader.port';
import { CONTENT_TRASH, type ContentTrash } from '../ports/content-trash.port';
import { ENQUIRY_INBOX, type EnquiryInbox } from '../ports/enquiry-inbox.port';
import { ENQUIRY_INBOXES, type EnquiryInboxes } from '../ports/enquiry-inboxes.port';
import { ENQUIRY_RECORDS, type EnquiryRecords } from '../ports/enquiry-records.port';
import { ENQUIRY_REPOSITORY, type EnquiryRepository } from '../ports/enquiry-repository.port';
import { FEED_TOKENS, type FeedTokens } from '../ports/feed-tokens.port';
import { FORM_TOKENS, type FormTokens } from '../ports/form-tokens.port';
import { HEALTH_PROBE, type HealthProbe } from '../ports/health.port';
import type { MailFiles } from '../ports/mail-files.port';
import { MAIL_QUEUE, type MailQueue } from '../ports/mail-queue.port';
import { MAILER, type Mailer } from '../ports/mailer.port';
import { MARKDOWN_RENDERER, type MarkdownRenderer } from '../ports/markdown.port';
import { MEDIA_STORE, type MediaStore } from '../ports/media-store.port';
import { PICTURE_FORMATS, type PictureFormats } from '../ports/media-writer.port';
import { ONE_TIME_LINKS, type OneTimeLinks } from '../ports/one-time-links.port';
import {
  PAGE_EDITOR,
  PAGE_RESOLVER,
  type PageEditor,
  type PageResolver,
  SITE_SETTINGS_EDITOR,
  type SiteSettingsEditor,
} from '../ports/page-editor.port';
import { PASSWORD_HASHER, type PasswordHasher } from '../ports/password-hasher.port';
import { PASSWORD_STRENGTH, type PasswordStrengthEstimator } from '../ports/password-strength.port';
import { PAYMENTS, type Payments } from '../ports/payments.port';
import { PHONE_NUMBERS, type PhoneNumbers } from '../ports/phone-numbers.port';
import { PICTURE_LIBRARY, type PictureLibrary } from '../ports/picture-library.port';
import { POSTS_EDITOR, type PostsEditor } from '../ports/posts-editor.port';
import { RESERVATION_REPOSITORY, type ReservationRepository } from '../ports/reservation-repository.port';
import { SCHEDULER } from '../ports/scheduler.port';
import { STAFF_DIRECTORY, type StaffDirectory } from '../ports/staff-directory.port';
import { STAFF_SESSIONS, type StaffSessions } from '../ports/staff-sessions.port';
import { type Token, token } from '../ports/token';
import { VIEWING_DESK_STORE, type ViewingDeskStore } from '../ports/viewing-desk.port';
import {
  MANAGE_TOKENS,
  type ManageTokens,
  VIEWING_REPOSITORY,
  type ViewingRepository,
} from '../ports/viewing-repository.port';
import { VISITOR_ACCOUNTS, type VisitorAccounts } from '../ports/visitor-accounts.port';
import { accountsModule } from './accounts';
import { defaultMailFrom } from './config';
import { coalescedStockChanges } from './stock-changes';
import { DATABASE } from './tokens';

/** What the server knows only at start: its address, its keys, how mail leaves, whom to tell about queued mail. */
export interface ServerSettings {
  readonly publicUrl: string;
  /** At least 32 bytes; kept in the database (server_secrets) so links survive restarts. */
  readonly manageKey: Uint8Array;
  /** The form tokens' key (at least 32 bytes), kept like the manage key, so a page shown before a restart can still be sent. */
  readonly formTokenKey: Uint8Array;
  /** The visitors' sign-in codes' HMAC key (at least 32 bytes), kept like the manage key (ADR 053). */
  readonly signInKey: Uint8Array;
  readonly mailer: Mailer;
  /**
   * The sending mailbox (MAIL_FROM), like `Ember & Oak <no-reply@emberandoak.example>`: inbox replies
   * come from its address or another on its domain (ADR 092). Unset, the configuration's default.
   */
  readonly mailFrom?: string;
  /** Called after a change queued e-mail (the jobs deliver it at once). */
  readonly mailQueued?: () => void;
  /** The minimum time to fill an enquiry form (ENQUIRY_MIN_FILL_MS); unset, the domain's MIN_FILL_MS. */
  readonly enquiryMinFillMs?: number;
  /** How staff passwords are hashed; scrypt at OWASP's cost when not given (tests give a cheaper one). */
  readonly passwordHasher?: PasswordHasher;
  /** Copies of sent mail kept as files (no SMTP server): a person's export lists them, an erasure removes them. */
  readonly mailFiles?: MailFiles;
  /** Stripe (both keys set): the holding deposit is paid on Stripe Checkout; otherwise to the operator directly. */
  readonly stripe?: StripeSettings;
  /** A hold's length on a test server (RESERVATION_HOLD_SECONDS); unset, the domain's 15 minutes. */
  readonly reservationHoldMs?: number;
  /** How far a test server's clock runs from the host's (TEST_CLOCK_START); unset, the host's clock. */
  readonly clockOffsetMs?: number;
  /** How pictures' formats are made (kept in PICTURE_CACHE_DIR for the journeys' servers); unset, sharp. */
  readonly pictureFormats?: PictureFormats;
  /** Rooms one browser and one address may hold at once; unset, the domain's defaults (2 and 50). */
  readonly holdCaps?: { readonly perVisitor: number; readonly perAddress: number };
  /**
   * Visitors' holds, releases and expiries tell the catalogue's caches at most once per this many
   * milliseconds (default 1000; ADR 085), the first at once; 0 tells each one at once.
   */
  readonly stockChangesWindowMs?: number;
  /**
   * How a write reaches every server's read caches: PostgreSQL's LISTEN/NOTIFY when several servers
   * share the database (main.ts opens it); within this process when not given.
   */
  readonly changeNotices?: ChangeNotices;
}

/**
 * The server's composition root: one ContainerModule per area, no decorators. Tests build a
 * child container (`new Container({ parent })`) and rebind what they fake.
 */

/** A read cache that forgets what it kept whenever any server publishes a catalogue change (ADR 056). */
function forgetsOnNotice<T extends { clear(): void }>(cache: T, notices: ChangeNotices): T {
  notices.subscribe(() => cache.clear());
  return cache;
}

export const databaseModule = (handle: DatabaseHandle, changeNotices?: ChangeNotices) =>
  new ContainerModule(({ bind }) => {
    bind(DATABASE).toConstantValue(handle);
    bind(CHANGE_NOTICES).toConstantValue(changeNotices ?? new InProcessChangeNotices());
  });

/** The host's clock and timers; `offsetMs` moves the clock (a test server's TEST_CLOCK_START, config.ts). */
export const timeModule = (offsetMs = 0) =>
  new ContainerModule(({ bind }) => {
    const time = new SystemTime(offsetMs);
    bind(CLOCK).toConstantValue(time);
    bind(SCHEDULER).toConstantValue(time);
  });

/** Phone numbers checked against the numbering plans (libphonenumber-js, ADR 041): every form's. */
export const phoneModule = new ContainerModule(({ bind }) => {
  bind(PHONE_NUMBERS).toConstantValue(new LibPhoneNumbers());
});

export const catalogueModule = new ContainerModule(({ bind }) => {
  // Catalogue reads go through a 30-second cache: the database leaves the hot path (ADR 008); any
  // server's console write empties it at once (ADR 056).
  bind(CATALOGUE_READER)
    .toResolvedValue(
      (database: DatabaseHandle, clock: Clock, notices: ChangeNotices) =>
        forgetsOnNotice(new CachingCatalogueReader(new DrizzleCatalogueReader(database.db, clock), clock), notices),
      [DATABASE, CLOCK, CHANGE_NOTICES],
    )
    .inSingletonScope();
  bind(MEDIA_STORE)
    .toResolvedValue((database: DatabaseHandle) => new DrizzleMediaStore(database.db), [DATABASE])
    .inSingletonScope();
  bind(HEALTH_PROBE)
    .toResolvedValue((database: DatabaseHandle) => new DrizzleHealthProbe(database.db), [DATABASE])
    .inSingletonScope();
  bind(READ_CATALOGUE).toResolvedValue(
    (catalogue: CatalogueReader) => new ReadCatalogue(catalogue),
    [CATALOGUE_READER],
  );
  // A file a picture lacks is made on its first ask: the AVIF of a picture kept before AVIF, from its
  // WebP (ADR 045); the phone and tablet formats, from its large WebP (ADR 066).
  bind(READ_MEDIA).toResolvedValue(
    (media: MediaStore, formats: PictureFormats) =>
      new ReadMedia(media, formats, (error) => console.error('Making a picture file:', error)),
    [MEDIA_STORE, PICTURE_FORMATS],
  );
});

export const contentModule = new ContainerModule(({ bind }) => {
  // Pages, posts, FAQs and offers: the same 30-second cache; property cards come from the cached catalogue.
  bind(CONTENT_READER)
    .toResolvedValue(
      (database: DatabaseHandle, catalogue: CatalogueReader, clock: Clock, notices: ChangeNotices) =>
        forgetsOnNotice(
          new CachingContentReader(new DrizzleContentReader(database.db, catalogue, clock), clock),
          notices,
        ),
      [DATABASE, CATALOGUE_READER, CLOCK, CHANGE_NOTICES],
    )
    .inSingletonScope();
  bind(READ_CONTENT).toResolvedValue((content: ContentReader) => new ReadContent(content), [CONTENT_READER]);
});

export const enquiryModule = (settings: ServerSettings) =>
  new ContainerModule(({ bind }) => {
    // Written straight to the database, never cached: an acknowledged enquiry is a committed row.
    bind(ENQUIRY_REPOSITORY)
      .toResolvedValue((database: DatabaseHandle) => new DrizzleEnquiryRepository(database.db), [DATABASE])
      .inSingletonScope();
    bind(ENQUIRY_RECORDS)
      .toResolvedValue((database: DatabaseHandle) => new DrizzleEnquiryRecords(database.db), [DATABASE])
      .inSingletonScope();
    bind(ENQUIRY_INBOXES)
      .toResolvedValue((database: DatabaseHandle) => new DrizzleEnquiryInboxes(database.db), [DATABASE])
      .inSingletonScope();
    bind(FORM_TOKENS).toConstantValue(new HmacFormTokens(settings.formTokenKey));
    bind(SUBMIT_ENQUIRY)
      .toResolvedValue(
        (
          repository: EnquiryRepository,
          tokens: FormTokens,
          catalogue: CatalogueReader,
          content: ContentReader,
          inboxes: EnquiryInboxes,
          clock: Clock,
          phones: PhoneNumbers,
        ) =>
          new SubmitEnquiry(repository, tokens, catalogue, content, inboxes, clock, phones, {
            publicUrl: settings.publicUrl,
            newReference: randomEnquiryReference,
            newReferralCode: randomReferralCode,
            ...(settings.mailQueued ? { mailQueued: settings.mailQueued } : {}),
            ...(settings.enquiryMinFillMs !== undefined ? { minFillMs: settings.enquiryMinFillMs } : {}),
          }),
        [ENQUIRY_REPOSITORY, FORM_TOKENS, CATALOGUE_READER, CONTENT_READER, ENQUIRY_INBOXES, CLOCK, PHONE_NUMBERS],
      )
      .inSingletonScope();
    bind(MANAGE_ENQUIRIES).toResolvedValue(
      (repository: EnquiryRepository, records: EnquiryRecords, clock: Clock) =>
        new ManageEnquiries(repository, records, clock),
      [ENQUIRY_REPOSITORY, ENQUIRY_RECORDS, CLOCK],
    );
    bind(REFERRAL_OPT_OUT).toResolvedValue(
      (repository: EnquiryRepository, clock: Clock) => new ReferralOptOut(repository, clock),
      [ENQUIRY_REPOSITORY, CLOCK],
    );
  });

export const mailModule = (settings: ServerSettings) =>
  new ContainerModule(({ bind }) => {
    bind(MAILER).toConstantValue(settings.mailer);
    bind(MAIL_QUEUE)
      .toResolvedValue((database: DatabaseHandle) => new DrizzleMailQueue(database.db), [DATABASE])
      .inSingletonScope();
    bind(DELIVER_MAIL)
      .toResolvedValue(
        (queue: MailQueue, mailer: Mailer, clock: Clock) => new DeliverMail(queue, mailer, clock),
        [MAIL_QUEUE, MAILER, CLOCK],
      )
      .inSingletonScope();
  });

export const viewingModule = (settings: ServerSettings) =>
  new ContainerModule(({ bind }) => {
    // Only the residences' places are kept (ADR 061): a slot's places are live, and the database holds capacity.
    bind(VIEWING_REPOSITORY)
      .toResolvedValue(
        (database: DatabaseHandle, clock: Clock, notices: ChangeNotices) =>
          forgetsOnNotice(new CachingViewingPlaces(new DrizzleViewingRepository(database.db, clock), clock), notices),
        [DATABASE, CLOCK, CHANGE_NOTICES],
      )
      .inSingletonScope();
    bind(MANAGE_TOKENS).toConstantValue(new HmacManageTokens(settings.manageKey));
    bind(VIEWING_BOOKINGS)
      .toResolvedValue(
        (
          repository: ViewingRepository,
          tokens: ManageTokens,
          catalogue: CatalogueReader,
          clock: Clock,
          phones: PhoneNumbers,
        ) =>
          new ViewingBookings(repository, tokens, catalogue, clock, phones, {
            publicUrl: settings.publicUrl,
            ...(settings.mailQueued ? { mailQueued: settings.mailQueued } : {}),
          }),
        [VIEWING_REPOSITORY, MANAGE_TOKENS, CATALOGUE_READER, CLOCK, PHONE_NUMBERS],
      )
      .inSingletonScope();
    bind(VIEWING_DESK_STORE)
      .toResolvedValue(
        (database: DatabaseHandle, clock: Clock) => new DrizzleViewingDesk(database.db, clock),
        [DATABASE, CLOCK],
      )
      .inSingletonScope();
    bind(FEED_TOKENS).toConstantValue(new RandomFeedTokens());
    bind(VIEWING_DESK)
      .toResolvedValue(
        (
          store: ViewingDeskStore,
          bookings: ViewingBookings,
          repository: ViewingRepository,
          audit: AuditLog,
          tokens: FeedTokens,
          clock: Clock,
          changes: CatalogueChanges,
        ) => new ViewingDesk(store, bookings, repository, audit, tokens, clock, changes),
        [VIEWING_DESK_STORE, VIEWING_BOOKINGS, VIEWING_REPOSITORY, AUDIT_LOG, FEED_TOKENS, CLOCK, CATALOGUE_CHANGES],
      )
      .inSingletonScope();
  });

export const siteModule = new ContainerModule(({ bind }) => {
  bind(DESCRIBE_PAGE)
    .toResolvedValue(
      (catalogue: CatalogueReader, content: ContentReader, redirects: SlugRedirects) =>
        new DescribePage(catalogue, content, redirects),
      [CATALOGUE_READER, CONTENT_READER, SLUG_REDIRECTS],
    )
    .inSingletonScope();
  bind(LIST_SITEMAP_ENTRIES).toResolvedValue(
    (catalogue: CatalogueReader, content: ContentReader) => new ListSitemapEntries(catalogue, content),
    [CATALOGUE_READER, CONTENT_READER],
  );
  bind(CHECK_HEALTH).toResolvedValue((probe: HealthProbe) => new CheckHealth(probe), [HEALTH_PROBE]);
});

export const analyticsModule = new ContainerModule(({ bind }) => {
  // First-party analytics events and the consent log (ADR 022): written straight to the database.
  bind(ANALYTICS_EVENTS)
    .toResolvedValue((database: DatabaseHandle) => new DrizzleAnalyticsEvents(database.db), [DATABASE])
    .inSingletonScope();
  bind(CONSENT_LOG)
    .toResolvedValue((database: DatabaseHandle) => new DrizzleConsentLog(database.db), [DATABASE])
    .inSingletonScope();
  bind(RECORD_CONSENT).toResolvedValue(
    (log: ConsentLog, clock: Clock) => new RecordConsent(log, clock),
    [CONSENT_LOG, CLOCK],
  );
  bind(READ_ANALYTICS_REPORT).toResolvedValue(
    (events: AnalyticsEvents, log: ConsentLog) => new ReadAnalyticsReport(events, log),
    [ANALYTICS_EVENTS, CONSENT_LOG],
  );
});

/** The ports the staff use cases share, bound once (composition only). */
const STAFF_PORTS: Token<StaffPorts> = token<StaffPorts>('StaffPorts');

/** Staff accounts, sessions and one-time links (ADR 043). */
export const staffModule = (settings: ServerSettings) =>
  new ContainerModule(({ bind }) => {
    bind(STAFF_DIRECTORY)
      .toResolvedValue((database: DatabaseHandle) => new DrizzleStaffDirectory(database.db), [DATABASE])
      .inSingletonScope();
    bind(STAFF_SESSIONS)
      .toResolvedValue((database: DatabaseHandle) => new DrizzleStaffSessions(database.db), [DATABASE])
      .inSingletonScope();
    bind(ONE_TIME_LINKS)
      .toResolvedValue((database: DatabaseHandle) => new DrizzleOneTimeLinks(database.db), [DATABASE])
      .inSingletonScope();
    bind(AUDIT_LOG)
      .toResolvedValue((database: DatabaseHandle) => new DrizzleAuditLog(database.db), [DATABASE])
      .inSingletonScope();
    bind(PASSWORD_HASHER).toConstantValue(settings.passwordHasher ?? new ScryptPasswordHasher());
    bind(PASSWORD_STRENGTH).toConstantValue(new ZxcvbnPasswordStrength());
    const options: StaffOptions = {
      publicUrl: settings.publicUrl,
      ...(settings.mailQueued ? { mailQueued: settings.mailQueued } : {}),
    };
    bind(STAFF_PORTS)
      .toResolvedValue(
        (
          directory: StaffDirectory,
          sessions: StaffSessions,
          links: OneTimeLinks,
          hasher: PasswordHasher,
          strength: PasswordStrengthEstimator,
          audit: AuditLog,
          mailQueue: MailQueue,
          catalogue: CatalogueReader,
          clock: Clock,
        ): StaffPorts => ({ directory, sessions, links, hasher, strength, audit, mailQueue, catalogue, clock }),
        [
          STAFF_DIRECTORY,
          STAFF_SESSIONS,
          ONE_TIME_LINKS,
          PASSWORD_HASHER,
          PASSWORD_STRENGTH,
          AUDIT_LOG,
          MAIL_QUEUE,
          CATALOGUE_READER,
          CLOCK,
        ],
      )
      .inSingletonScope();
    const bindUseCase = <T>(target: Token<T>, make: (p: StaffPorts) => T) => {
      bind(target)
        .toResolvedValue((p: StaffPorts) => make(p), [STAFF_PORTS])
        .inSingletonScope();
    };
    bindUseCase(SIGN_IN, (p) => new SignIn(p, options));
    bindUseCase(AUTHENTICATE_STAFF, (p) => new AuthenticateStaff(p, options));
    bindUseCase(SIGN_OUT, (p) => new SignOut(p));
    bindUseCase(SIGN_OUT_EVERYWHERE, (p) => new SignOutEverywhere(p));
    bindUseCase(INVITE_STAFF, (p) => new InviteStaff(p, options));
    bindUseCase(READ_LINK, (p) => new ReadLink(p));
    bindUseCase(USE_LINK, (p) => new UseLink(p, options));
    bindUseCase(CHANGE_PASSWORD, (p) => new ChangePassword(p, options));
    bindUseCase(REQUEST_PASSWORD_RESET, (p) => new RequestPasswordReset(p, options));
    bindUseCase(FIRST_OWNER_SETUP, (p) => new FirstOwnerSetup(p, options));
    bindUseCase(LIST_STAFF, (p) => new ListStaff(p));
    bindUseCase(CHANGE_ROLE, (p) => new ChangeRole(p));
    bindUseCase(REMOVE_STAFF, (p) => new RemoveStaff(p));
    bindUseCase(READ_AUDIT_LOG, (p) => new ReadAuditLog(p));
    bindUseCase(PURGE_STAFF_SESSIONS, (p) => new PurgeStaffSessions(p, options));
  });
/**
 * The console's catalogue (issue 18 items 5 to 7): the editor, old addresses behind a cache, and
 * the caches each console write clears: this server's at once, every other server's on the
 * change notice (ADR 056).
 */
export const catalogueConsoleModule = new ContainerModule(({ bind }) => {
  bind(CATALOGUE_EDITOR)
    .toResolvedValue((database: DatabaseHandle) => new DrizzleCatalogueEditor(database.db), [DATABASE])
    .inSingletonScope();
  bind(SLUG_REDIRECTS)
    .toResolvedValue(
      (editor: CatalogueEditor, clock: Clock, notices: ChangeNotices) =>
        forgetsOnNotice(new CachingSlugRedirects((path) => editor.findRedirect(path), clock), notices),
      [CATALOGUE_EDITOR, CLOCK, CHANGE_NOTICES],
    )
    .inSingletonScope();
  bind(CATALOGUE_CHANGES)
    .toResolvedValue(
      (
        catalogue: CatalogueReader,
        content: ContentReader,
        redirects: SlugRedirects,
        viewingPlaces: ViewingRepository,
        notices: ChangeNotices,
      ): CatalogueChanges => ({
        changed: () => {
          // This server forgets at once, so whoever wrote reads their change; every other on the notice.
          for (const cache of [catalogue, content, redirects, viewingPlaces])
            if ('clear' in cache && typeof cache.clear === 'function') cache.clear();
          notices.publish('catalogue').catch(() => {
            // The database is away: the other servers' caches turn over within their 30 seconds.
          });
        },
      }),
      [CATALOGUE_READER, CONTENT_READER, SLUG_REDIRECTS, VIEWING_REPOSITORY, CHANGE_NOTICES],
    )
    .inSingletonScope();
  bind(EDIT_CATALOGUE).toResolvedValue(
    (editor: CatalogueEditor, audit: AuditLog, changes: CatalogueChanges, clock: Clock) =>
      new EditCatalogue(editor, audit, changes, clock),
    [CATALOGUE_EDITOR, AUDIT_LOG, CATALOGUE_CHANGES, CLOCK],
  );
  bind(PRICE_SHEET).toResolvedValue(
    (editor: CatalogueEditor, changes: CatalogueChanges, clock: Clock) => new PriceSheet(editor, changes, clock),
    [CATALOGUE_EDITOR, CATALOGUE_CHANGES, CLOCK],
  );
});

/** The console's pictures (issue 18, ADR 045): uploads, alt text, galleries; a change forgets the cached catalogue. */
export const picturesModule = (settings: ServerSettings) =>
  new ContainerModule(({ bind }) => {
    bind(PICTURE_LIBRARY).toResolvedValue(
      (database: DatabaseHandle) => new DrizzlePictureLibrary(database.db),
      [DATABASE],
    );
    bind(PICTURE_FORMATS).toConstantValue(settings.pictureFormats ?? new SharpPictureFormats());
    // One way the caches are forgotten after a console write, pictures' included (posts and pages show pictures too).
    bind(CATALOGUE_CHANGED).toResolvedValue(
      (changes: CatalogueChanges) => () => changes.changed(),
      [CATALOGUE_CHANGES],
    );
    bind(UPLOAD_PICTURES).toResolvedValue(
      (formats: PictureFormats, library: PictureLibrary, clock: Clock) => new UploadPictures(formats, library, clock),
      [PICTURE_FORMATS, PICTURE_LIBRARY, CLOCK],
    );
    bind(MANAGE_PICTURE_LIBRARY).toResolvedValue(
      (library: PictureLibrary, clock: Clock, changed: CatalogueChanged) =>
        new ManagePictureLibrary(library, clock, changed),
      [PICTURE_LIBRARY, CLOCK, CATALOGUE_CHANGED],
    );
    bind(MANAGE_GALLERIES).toResolvedValue(
      (library: PictureLibrary, clock: Clock, changed: CatalogueChanged) =>
        new ManageGalleries(library, clock, changed),
      [PICTURE_LIBRARY, CLOCK, CATALOGUE_CHANGED],
    );
  });

/** The console's content pages and site settings (issue 19 item 1, ADR 050); each write clears the site's caches. */
export const pagesConsoleModule = (settings: Pick<ServerSettings, 'mailFrom'>) =>
  new ContainerModule(({ bind }) => {
    bind(PAGE_EDITOR)
      .toResolvedValue((database: DatabaseHandle) => new DrizzlePageEditor(database.db), [DATABASE])
      .inSingletonScope();
    bind(SITE_SETTINGS_EDITOR)
      .toResolvedValue((database: DatabaseHandle) => new DrizzleSiteSettingsEditor(database.db), [DATABASE])
      .inSingletonScope();
    // Uncached: a preview shows the draft as it is now.
    bind(PAGE_RESOLVER).toResolvedValue(
      (database: DatabaseHandle, catalogue: CatalogueReader, clock: Clock) =>
        new DrizzleContentReader(database.db, catalogue, clock),
      [DATABASE, CATALOGUE_READER, CLOCK],
    );
    bind(EDIT_PAGES).toResolvedValue(
      (editor: PageEditor, audit: AuditLog, changes: CatalogueChanges, clock: Clock, trash: ContentTrash) =>
        new EditPages(editor, audit, changes, clock, trash),
      [PAGE_EDITOR, AUDIT_LOG, CATALOGUE_CHANGES, CLOCK, CONTENT_TRASH],
    );
    bind(PREVIEW_PAGE).toResolvedValue(
      (editor: PageEditor, resolver: PageResolver, catalogue: CatalogueReader, clock: Clock) =>
        new PreviewPage(editor, resolver, catalogue, clock),
      [PAGE_EDITOR, PAGE_RESOLVER, CATALOGUE_READER, CLOCK],
    );
    bind(PUBLISH_DUE_PAGES).toResolvedValue(
      (editor: PageEditor, changes: CatalogueChanges, clock: Clock) => new PublishDuePages(editor, changes, clock),
      [PAGE_EDITOR, CATALOGUE_CHANGES, CLOCK],
    );
    bind(EDIT_SITE_SETTINGS).toResolvedValue(
      (editor: SiteSettingsEditor, audit: AuditLog, changes: CatalogueChanges, clock: Clock) =>
        new EditSiteSettings(editor, audit, changes, clock, { sendingAddress: sendingAddress(settings) }),
      [SITE_SETTINGS_EDITOR, AUDIT_LOG, CATALOGUE_CHANGES, CLOCK],
    );
  });

/** The console's blog posts, FAQs and offers (issue 19 item 1); a write clears the site's caches as the catalogue's do. */
export const postsConsoleModule = new ContainerModule(({ bind }) => {
  bind(POSTS_EDITOR)
    .toResolvedValue((database: DatabaseHandle) => new DrizzlePostsEditor(database.db), [DATABASE])
    .inSingletonScope();
  bind(MARKDOWN_RENDERER).toConstantValue(new MarkdownItRenderer());
  bind(EDIT_POSTS_CONTENT).toResolvedValue(
    (
      editor: PostsEditor,
      audit: AuditLog,
      changes: CatalogueChanges,
      clock: Clock,
      markdown: MarkdownRenderer,
      trash: ContentTrash,
    ) => new EditPostsContent(editor, audit, changes, clock, markdown, trash),
    [POSTS_EDITOR, AUDIT_LOG, CATALOGUE_CHANGES, CLOCK, MARKDOWN_RENDERER, CONTENT_TRASH],
  );
});

/** One trash for pages, posts, offers and FAQs (issue 36 item 7, ADR 086). */
export const contentTrashModule = new ContainerModule(({ bind }) => {
  bind(CONTENT_TRASH)
    .toResolvedValue((database: DatabaseHandle) => new DrizzleContentTrash(database.db), [DATABASE])
    .inSingletonScope();
  bind(CONTENT_TRASH_DESK).toResolvedValue(
    (trash: ContentTrash, changes: CatalogueChanges, clock: Clock) => new ContentTrashDesk(trash, changes, clock),
    [CONTENT_TRASH, CATALOGUE_CHANGES, CLOCK],
  );
});
/** The address of the sending mailbox (MAIL_FROM), which replies come from or share a domain with (ADR 092). */
export function sendingAddress(settings: Pick<ServerSettings, 'mailFrom'>): string {
  return mailboxAddress(settings.mailFrom ?? defaultMailFrom);
}

/** The console's inbox and a person's data from the console (issue 19 item 3). */
export const inboxModule = (settings: ServerSettings) =>
  new ContainerModule(({ bind }) => {
    bind(ENQUIRY_INBOX)
      .toResolvedValue((database: DatabaseHandle) => new DrizzleEnquiryInbox(database.db), [DATABASE])
      .inSingletonScope();
    bind(MANAGE_INBOX).toResolvedValue(
      (
        inbox: EnquiryInbox,
        audit: AuditLog,
        staff: StaffDirectory,
        catalogue: CatalogueReader,
        inboxes: EnquiryInboxes,
        clock: Clock,
      ) =>
        new ManageInbox(inbox, audit, staff, catalogue, inboxes, clock, {
          publicUrl: settings.publicUrl,
          sendingAddress: sendingAddress(settings),
          ...(settings.mailQueued ? { mailQueued: settings.mailQueued } : {}),
        }),
      [ENQUIRY_INBOX, AUDIT_LOG, STAFF_DIRECTORY, CATALOGUE_READER, ENQUIRY_INBOXES, CLOCK],
    );
    bind(PERSONAL_DATA_REQUESTS)
      .toResolvedValue(
        (records: EnquiryRecords, reservations: ReservationRepository, accounts: VisitorAccounts, clock: Clock) =>
          new PersonalDataRequests({ records, reservations, accounts }, settings.mailFiles ?? null, clock),
        [ENQUIRY_RECORDS, RESERVATION_REPOSITORY, VISITOR_ACCOUNTS, CLOCK],
      )
      .inSingletonScope();
    bind(PERSONAL_DATA_CONSOLE).toResolvedValue(
      (requests: PersonalDataRequests, audit: AuditLog, clock: Clock) =>
        new PersonalDataConsole(requests, audit, clock),
      [PERSONAL_DATA_REQUESTS, AUDIT_LOG, CLOCK],
    );
  });

/** Reserving rooms (issue 20, ADR 054): never cached; a change of stock forgets the cached catalogue. */
export const reservationModule = (settings: ServerSettings) =>
  new ContainerModule(({ bind }) => {
    bind(RESERVATION_REPOSITORY)
      .toResolvedValue(
        (database: DatabaseHandle) => new DrizzleReservationRepository(database.db, database.kind),
        [DATABASE],
      )
      .inSingletonScope();
    bind(PAYMENTS)
      .toResolvedValue(
        (clock: Clock): Payments =>
          settings.stripe ? new StripePayments(settings.stripe, clock) : new DirectPayments(),
        [CLOCK],
      )
      .inSingletonScope();
    bind(RESERVATIONS)
      .toResolvedValue(
        (
          repository: ReservationRepository,
          payments: Payments,
          tokens: ManageTokens,
          catalogue: CatalogueReader,
          clock: Clock,
          phones: PhoneNumbers,
          changes: CatalogueChanges,
        ) => {
          const window = settings.stockChangesWindowMs ?? 1000;
          const stock = window > 0 ? coalescedStockChanges(() => changes.changed(), window) : changes;
          return new Reservations(repository, payments, tokens, catalogue, clock, phones, {
            publicUrl: settings.publicUrl,
            ...(settings.reservationHoldMs ? { holdMs: settings.reservationHoldMs } : {}),
            ...(settings.holdCaps ? { holdCaps: settings.holdCaps } : {}),
            stockChanged: () => stock.changed(),
            ...(settings.mailQueued ? { mailQueued: settings.mailQueued } : {}),
          });
        },
        [RESERVATION_REPOSITORY, PAYMENTS, MANAGE_TOKENS, CATALOGUE_READER, CLOCK, PHONE_NUMBERS, CATALOGUE_CHANGES],
      )
      .inSingletonScope();
    bind(MANAGE_RESERVATIONS).toResolvedValue(
      (
        repository: ReservationRepository,
        payments: Payments,
        audit: AuditLog,
        tokens: ManageTokens,
        catalogue: CatalogueReader,
        clock: Clock,
        changes: CatalogueChanges,
      ) =>
        new ManageReservations(repository, payments, audit, tokens, catalogue, clock, {
          publicUrl: settings.publicUrl,
          stockChanged: () => changes.changed(),
          // The terms set the sale of a started tenancy, which the catalogue's prices carry (ADR 083).
          pricesChanged: () => changes.changed(),
          ...(settings.mailQueued ? { mailQueued: settings.mailQueued } : {}),
        }),
      [RESERVATION_REPOSITORY, PAYMENTS, AUDIT_LOG, MANAGE_TOKENS, CATALOGUE_READER, CLOCK, CATALOGUE_CHANGES],
    );
  });

export function createServerContainer(handle: DatabaseHandle, settings: ServerSettings): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    databaseModule(handle, settings.changeNotices),
    timeModule(settings.clockOffsetMs),
    phoneModule,
    catalogueModule,
    contentModule,
    enquiryModule(settings),
    mailModule(settings),
    viewingModule(settings),
    siteModule,
    analyticsModule,
    staffModule(settings),
    catalogueConsoleModule,
    picturesModule(settings),
    pagesConsoleModule(settings),
    postsConsoleModule,
    contentTrashModule,
    inboxModule(settings),
    reservationModule(settings),
    accountsModule({
      publicUrl: settings.publicUrl,
      signInKey: settings.signInKey,
      ...(settings.mailQueued ? { mailQueued: settings.mailQueued } : {}),
    }),
  );
  return container;
}
