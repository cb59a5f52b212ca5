import { ContainerModule } from 'inversify';
import { BOOK_VIEWING, BookViewingStore } from '../application/viewings/book-viewing.store';
import { MANAGE_VIEWING, ManageViewingStore } from '../application/viewings/manage-viewing.store';
import { VIEWING_CLIENT, type ViewingClient } from '../ports/viewing-client.port';
import { newSubmissionId } from './components/submission-id';
import { detailProblems } from './components/viewings/booking-request';

/**
 * Booking and managing viewings (src/application/viewings), on whatever viewing client the root
 * binds: one store per visit to a booking page or a manage link. Loaded by the browser root, the
 * server render and the UI tests' container alike.
 */
export const viewingStoresModule = new ContainerModule(({ bind }) => {
  bind(BOOK_VIEWING).toResolvedValue(
    (client: ViewingClient) => (propertySlug: string) =>
      new BookViewingStore(client, propertySlug, { newAttemptKey: newSubmissionId, detailProblems }),
    [VIEWING_CLIENT],
  );
  bind(MANAGE_VIEWING).toResolvedValue(
    (client: ViewingClient) => (reference: string, token: string) => new ManageViewingStore(client, reference, token),
    [VIEWING_CLIENT],
  );
});
