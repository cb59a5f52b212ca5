import { asyncScheduler, Subject, throttleTime } from 'rxjs';

/**
 * Visitors' stock changes (a hold, a release, an expiry), told to the catalogue's caches at most
 * once per `windowMs` (ADR 085): the first at once, and every later one within the window by one
 * more telling at the window's end, so none is lost and a room page's "rooms left" is at most a
 * window behind. On results day a hold is made hundreds of times a second; telling each one would
 * empty every server's caches (and NOTIFY every server) as often, and every page would be read
 * and rendered again. The holds themselves never read these caches: their count is the database's.
 */
export function coalescedStockChanges(changed: () => void, windowMs: number): { changed(): void; stop(): void } {
  const changes = new Subject<void>();
  const subscription = changes
    .pipe(throttleTime(windowMs, asyncScheduler, { leading: true, trailing: true }))
    .subscribe(() => changed());
  return { changed: () => changes.next(), stop: () => subscription.unsubscribe() };
}
