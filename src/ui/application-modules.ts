import { ContainerModule } from 'inversify';
import { CatalogueStore } from '../application/catalogue/catalogue.store';
import { CATALOGUE_STORE, RESOURCE_STREAMS } from '../application/catalogue/catalogue.tokens';
import { CHAT_CONVERSATION, CHAT_PANEL_STORE } from '../application/chat/chat.tokens';
import type { ChatConversation } from '../application/chat/chat-conversation.store';
import { CompareStore } from '../application/compare/compare.store';
import { COMPARE_STORE } from '../application/compare/compare.tokens';
import { ConsentStore } from '../application/consent/consent.store';
import { CONSENT_STORE } from '../application/consent/consent.tokens';
import { ContentStore } from '../application/content/content.store';
import { CONTENT_STORE } from '../application/content/content.tokens';
import type { CheckPhoneNumber } from '../application/enquiries/check-phone-number.use-case';
import {
  CHECK_PHONE_NUMBER,
  ENQUIRY_FORM_STORE,
  SEND_ENQUIRY,
  VISIT_UTM,
} from '../application/enquiries/enquiries.tokens';
import { FavouritesStore } from '../application/favourites/favourites.store';
import { FAVOURITES_STORE } from '../application/favourites/favourites.tokens';
import { TOAST_STORE } from '../application/notifications/notifications.tokens';
import { ToastStore } from '../application/notifications/toast.store';
import { RESERVE_ROOM, ReserveRoom } from '../application/reservations/reserve-room';
import { ROOM_FINDER_STORE } from '../application/room-finder/room-finder.tokens';
import { lazyCode, lazyService } from '../application/shared/lazy';
import { Access } from '../application/site/access';
import { ACCESS } from '../application/site/site.tokens';
import { BOOK_VIEWING, MANAGE_VIEWING } from '../application/viewings/viewings.tokens';
import type { ResourceStreams } from '../domain/catalogue/resource-streams';
import { ChatPanelStore } from '../domain/chat/chat-panel.store';
import type { Utm } from '../domain/enquiries/enquiry';
import { CATALOGUE_READER, type CatalogueReader } from '../ports/catalogue-reader.port';
import { CLOCK, type Clock } from '../ports/clock.port';
import { CONSENT_RECORDER, type ConsentRecorder } from '../ports/consent-recorder.port';
import { CONTENT_READER, type ContentReader } from '../ports/content-reader.port';
import { ENQUIRY_SENDER, type EnquirySender } from '../ports/enquiry-sender.port';
import { KEY_VALUE_STORAGE, type KeyValueStorage } from '../ports/key-value-storage.port';
import { PHONE_NUMBERS, type PhoneNumbers } from '../ports/phone-numbers.port';
import { RESERVATION_CLIENT, type ReservationClient } from '../ports/reservation-client.port';
import { SCHEDULER, type Scheduler } from '../ports/scheduler.port';
import { VIEWING_CLIENT, type ViewingClient } from '../ports/viewing-client.port';
import { newSubmissionId } from './components/submission-id';
import { lazyPort } from './lazy-port';

/**
 * The UI's application services (stores and use cases from src/application), one ContainerModule
 * per area, over whatever ports the program's root binds: the browser's adapters
 * (`createBrowserContainer`, container.ts), the server render's primed answers (server-render.tsx)
 * or a test's fakes. Pages and components resolve these, never a port.
 */

export const notificationsModule = new ContainerModule(({ bind }) => {
  bind(TOAST_STORE).toResolvedValue((scheduler: Scheduler) => new ToastStore(scheduler), [SCHEDULER]);
});

/** The catalogue and the content, over one set of answer streams (RESOURCE_STREAMS, bound by the root). */
export const catalogueModule = new ContainerModule(({ bind }) => {
  bind(CATALOGUE_STORE).toResolvedValue(
    (reader: CatalogueReader, streams: ResourceStreams) => new CatalogueStore(reader, streams),
    [CATALOGUE_READER, RESOURCE_STREAMS],
  );
  bind(CONTENT_STORE).toResolvedValue(
    (reader: ContentReader, streams: ResourceStreams) => new ContentStore(reader, streams),
    [CONTENT_READER, RESOURCE_STREAMS],
  );
});

/** The enquiry forms' state and sending, whose code loads with the first form (ADR 042). */
const enquiriesCode = lazyCode(() =>
  Promise.all([
    import('../application/enquiries/form-streams'),
    import('../application/enquiries/send-enquiry.use-case'),
  ]),
);

export const enquiriesModule = new ContainerModule(({ bind }) => {
  bind(ENQUIRY_FORM_STORE).toResolvedValue(
    (sender: EnquirySender, streams: ResourceStreams) =>
      lazyService(enquiriesCode, ([forms]) => new forms.EnquiryFormStore(sender, streams)),
    [ENQUIRY_SENDER, RESOURCE_STREAMS],
  );
  bind(SEND_ENQUIRY).toResolvedValue(
    (sender: EnquirySender) => lazyService(enquiriesCode, ([, send]) => new send.SendEnquiry(sender)),
    [ENQUIRY_SENDER],
  );
  // Every form with a phone number (the enquiry forms, the room finder, the viewing booking): its
  // code loads with the first check, so it adds nothing to a page's first load (ADR 041).
  bind(CHECK_PHONE_NUMBER).toResolvedValue(
    (phones: PhoneNumbers) =>
      lazyPort<CheckPhoneNumber>(() =>
        import('../application/enquiries/check-phone-number.use-case').then((m) => new m.CheckPhoneNumber(phones)),
      ),
    [PHONE_NUMBERS],
  );
});

const roomFinderCode = lazyCode(() => import('../application/room-finder/room-finder.store'));

/**
 * What the visitor keeps on their device (compare lists, favourites, the room finder's draft),
 * over whatever device storage and clock the root binds: the browser's, the server render's
 * (empty, in memory) or a test's.
 */
export const shortlistModule = new ContainerModule(({ bind }) => {
  bind(COMPARE_STORE).toResolvedValue((storage: KeyValueStorage) => new CompareStore(storage), [KEY_VALUE_STORAGE]);
  bind(FAVOURITES_STORE).toResolvedValue(
    (storage: KeyValueStorage) => new FavouritesStore(storage),
    [KEY_VALUE_STORAGE],
  );
  // The room finder's code loads with the room finder (ADR 042).
  bind(ROOM_FINDER_STORE).toResolvedValue(
    (storage: KeyValueStorage, clock: Clock) =>
      lazyService(roomFinderCode, (code) => new code.RoomFinderStore(storage, clock)),
    [KEY_VALUE_STORAGE, CLOCK],
  );
});

/**
 * The floating widget: whether the panel is open (on every page, so in the first load: a few lines),
 * and the conversation, whose code loads with the panel (the first call loads it, later calls give
 * the same one). The server render resolves only the panel store (the panel is never open there).
 */
export const chatModule = new ContainerModule(({ bind }) => {
  bind(CHAT_PANEL_STORE).toResolvedValue(() => new ChatPanelStore());
  bind(CHAT_CONVERSATION).toResolvedValue(
    (sender: EnquirySender, storage: KeyValueStorage, utm: Utm) => {
      let loading: Promise<ChatConversation> | undefined;
      return () =>
        (loading ??= Promise.all([
          import('../application/chat/chat-conversation.store'),
          import('../application/chat/chat-contact.store'),
        ]).then(([c, s]) => new c.ChatConversation(sender, new s.ChatContactStore(storage), utm)));
    },
    [ENQUIRY_SENDER, KEY_VALUE_STORAGE, VISIT_UTM],
  );
});

/**
 * The visitor's consent: on every page, so in the first load (the banner's own code loads when it
 * shows; the server render resolves it too, and never shows the banner). The analytics it allows
 * are the browser root's (container.ts).
 */
export const consentModule = new ContainerModule(({ bind }) => {
  bind(CONSENT_STORE).toResolvedValue(
    (storage: KeyValueStorage, scheduler: Scheduler, clock: Clock, recorder: ConsentRecorder) =>
      new ConsentStore(storage, scheduler, clock, newSubmissionId, recorder),
    [KEY_VALUE_STORAGE, SCHEDULER, CLOCK, CONSENT_RECORDER],
  );
});

/** Whether the visitor is signed in, for the protected routes. */
export const siteModule = new ContainerModule(({ bind }) => {
  bind(ACCESS).toResolvedValue((storage: KeyValueStorage) => new Access(storage), [KEY_VALUE_STORAGE]);
});

/**
 * Booking and managing viewings, on whatever viewing client the root binds: one store per visit
 * to a booking page or a manage link. Their code (the booking flow's rules, and the booking schema
 * the details are checked with) loads when a page first asks for one (ADR 042).
 */
const bookViewingCode = lazyCode(() =>
  Promise.all([import('../application/viewings/book-viewing.store'), import('./components/viewings/booking-request')]),
);
const manageViewingCode = lazyCode(() => import('../application/viewings/manage-viewing.store'));

export const viewingsModule = new ContainerModule(({ bind }) => {
  bind(BOOK_VIEWING).toResolvedValue(
    (client: ViewingClient) =>
      lazyService(
        bookViewingCode,
        ([store, request]) =>
          (propertySlug: string) =>
            new store.BookViewingStore(client, propertySlug, {
              newAttemptKey: newSubmissionId,
              detailProblems: request.detailProblems,
            }),
      ),
    [VIEWING_CLIENT],
  );
  bind(MANAGE_VIEWING).toResolvedValue(
    (client: ViewingClient) =>
      lazyService(
        manageViewingCode,
        (code) => (reference: string, token: string) => new code.ManageViewingStore(client, reference, token),
      ),
    [VIEWING_CLIENT],
  );
});

/** Reserving a room (issue 20): the page's use case over the reservation client (loaded on first use). */
export const reservationsModule = new ContainerModule(({ bind }) => {
  bind(RESERVE_ROOM).toResolvedValue((client: ReservationClient) => new ReserveRoom(client), [RESERVATION_CLIENT]);
});

/** Every area's module, in the order the roots load them. */
export const applicationModules: readonly ContainerModule[] = [
  notificationsModule,
  catalogueModule,
  enquiriesModule,
  shortlistModule,
  chatModule,
  consentModule,
  siteModule,
  viewingsModule,
  reservationsModule,
];
