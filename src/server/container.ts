import { Container, ContainerModule } from 'inversify';
import { CachingCatalogueReader } from '../adapters/cache/caching-catalogue.adapter';
import { CachingContentReader } from '../adapters/cache/caching-content.adapter';
import { CachingViewingPlaces } from '../adapters/cache/caching-viewing-places.adapter';
import { RandomFeedTokens } from '../adapters/crypto/feed-tokens';
import { HmacFormTokens } from '../adapters/crypto/hmac-form-tokens';
import { HmacManageTokens } from '../adapters/crypto/hmac-manage-tokens';
import { randomEnquiryReference, randomReferralCode } from '../adapters/crypto/references';
import { ScryptPasswordHasher } from '../adapters/crypto/scrypt-password-hasher';
import { InProcessChangeNotices } from '../adapters/memory/in-process-change-notices';
import { DirectPayments } from '../adapters/payments/direct-payments.adapter';
import { StripePayments } from '../adapters/payments/stripe-payments.adapter';
import { LibPhoneNumbers } from '../adapters/phone/libphonenumber-phone-numbers.adapter';
import type { DatabaseHandle } from '../adapters/postgres/database';
import { DrizzleAnalyticsEvents } from '../adapters/postgres/drizzle-analytics-events';
import { DrizzleAuditLog } from '../adapters/postgres/drizzle-audit-log';
import { DrizzleCatalogueReader } from '../adapters/postgres/drizzle-catalogue.adapter';
import { DrizzleConsentLog } from '../adapters/postgres/drizzle-consent-log';
import { DrizzleContentReader } from '../adapters/postgres/drizzle-content.adapter';
import { DrizzleEnquiryRepository } from '../adapters/postgres/drizzle-enquiry.repository';
import { DrizzleEnquiryInboxes } from '../adapters/postgres/drizzle-enquiry-inboxes.adapter';
import { DrizzleEnquiryRecords } from '../adapters/postgres/drizzle-enquiry-records';
import { DrizzleHealthProbe } from '../adapters/postgres/drizzle-health.adapter';
import { DrizzleMailQueue } from '../adapters/postgres/drizzle-mail-queue';
import { DrizzleMediaStore } from '../adapters/postgres/drizzle-media-store.adapter';
import { DrizzleOneTimeLinks } from '../adapters/postgres/drizzle-one-time-links';
import { DrizzleReservationRepository } from '../adapters/postgres/drizzle-reservation.repository';
import { DrizzleStaffDirectory } from '../adapters/postgres/drizzle-staff-directory';
import { DrizzleStaffSessions } from '../adapters/postgres/drizzle-staff-sessions';
import { DrizzleViewingRepository } from '../adapters/postgres/drizzle-viewing.repository';
import { DrizzleViewingDesk } from '../adapters/postgres/drizzle-viewing-desk';
import { SystemTime } from '../adapters/timers/system-time.adapter';
import { ZxcvbnPasswordStrength } from '../adapters/zxcvbn/zxcvbn-password-strength';
import { READ_ANALYTICS_REPORT } from '../application/analytics-report/analytics-report.tokens';
import { ReadAnalyticsReport } from '../application/analytics-report/read-analytics-report.use-case';
import { READ_CATALOGUE, READ_MEDIA } from '../application/catalogue/catalogue.tokens';
import { ReadCatalogue } from '../application/catalogue/read-catalogue.use-case';
import { ReadMedia } from '../application/catalogue/read-media.use-case';
import { RECORD_CONSENT } from '../application/consent/consent.tokens';
import { RecordConsent } from '../application/consent/record-consent.use-case';
import { READ_CONTENT } from '../application/content/content.tokens';
import { ReadContent } from '../application/content/read-content.use-case';
import { MANAGE_ENQUIRIES, REFERRAL_OPT_OUT, SUBMIT_ENQUIRY } from '../application/enquiries/enquiries.tokens';
import { ManageEnquiries } from '../application/enquiries/manage-enquiries.use-case';
import { ReferralOptOut } from '../application/enquiries/referral-opt-out.use-case';
import { SubmitEnquiry } from '../application/enquiries/submit-enquiry.use-case';
import { DeliverMail } from '../application/mail/deliver-mail.use-case';
import { DELIVER_MAIL } from '../application/mail/mail.tokens';
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
import { ANALYTICS_EVENTS, type AnalyticsEvents } from '../ports/analytics-events.port';
import { AUDIT_LOG, type AuditLog } from '../ports/audit-log.port';
import {
  CATALOGUE_CHANGES,
  type CatalogueChanges,
  SLUG_REDIRECTS,
  type SlugRedirects,
} from '../ports/catalogue-editor.port';
import { CATALOGUE_READER, type CatalogueReader } from '../ports/catalogue-reader.port';
import { CHANGE_NOTICES, type ChangeNotices } from '../ports/change-notices.port';
import { CLOCK, type Clock } from '../ports/clock.port';
import { CONSENT_LOG, type ConsentLog } from '../ports/consent-log.port';
import { CONTENT_READER, type ContentReader } from '../ports/content-reader.port';
import { ENQUIRY_INBOXES, type EnquiryInboxes } from '../ports/enquiry-inboxes.port';
import { ENQUIRY_RECORDS, type EnquiryRecords } from '../ports/enquiry-records.port';
import { ENQUIRY_REPOSITORY, type EnquiryRepository } from '../ports/enquiry-repository.port';
import { FEED_TOKENS, type FeedTokens } from '../ports/feed-tokens.port';
import { FORM_TOKENS, type FormTokens } from '../ports/form-tokens.port';
import { HEALTH_PROBE, type HealthProbe } from '../ports/health.port';
import { MAIL_QUEUE, type MailQueue } from '../ports/mail-queue.port';
import { MAILER, type Mailer } from '../ports/mailer.port';
import { MEDIA_STORE, type MediaStore } from '../ports/media-store.port';
import { PICTURE_FORMATS, type PictureFormats } from '../ports/media-writer.port';
import { ONE_TIME_LINKS, type OneTimeLinks } from '../ports/one-time-links.port';
import { PASSWORD_HASHER, type PasswordHasher } from '../ports/password-hasher.port';
import { PASSWORD_STRENGTH, type PasswordStrengthEstimator } from '../ports/password-strength.port';
import { PAYMENTS, type Payments } from '../ports/payments.port';
import { PHONE_NUMBERS, type PhoneNumbers } from '../ports/phone-numbers.port';
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
import { accountsModule } from './accounts';
import { forgetsOnNotice, type ServerSettings } from './composition';
import {
  catalogueConsoleModule,
  contentTrashModule,
  inboxModule,
  pagesConsoleModule,
  picturesModule,
  postsConsoleModule,
} from './console-container';
import { coalescedStockChanges } from './stock-changes';
import { DATABASE } from './tokens';

/**
 * The server's composition root: one ContainerModule per area, no decorators. Tests build a
 * child container (`new Container({ parent })`) and rebind what they fake.
 */

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
