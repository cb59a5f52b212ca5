import ical, { ICalEventStatus } from 'ical-generator';
import { calendarProductId } from '../../domain/viewings/calendar-invite';
import type { ViewingFeed } from '../../domain/viewings/viewing-desk';

/**
 * A residence's viewings as an iCalendar feed (RFC 5545) through ical-generator: times in UTC
 * (`…Z`), which every calendar shows in its own zone, so a viewing is at the right hour on either
 * side of a clock change; cancelled viewings stay in the feed as CANCELLED, so a calendar that
 * holds them takes them off.
 */
export function viewingFeedIcs(feed: ViewingFeed, stamp: number): string {
  const calendar = ical({ name: feed.name, prodId: calendarProductId, ttl: 15 * 60 });
  for (const entry of feed.entries) {
    calendar.createEvent({
      id: entry.uid,
      start: new Date(entry.start),
      end: new Date(entry.end),
      stamp: new Date(stamp),
      summary: entry.summary,
      description: entry.description,
      status: entry.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
