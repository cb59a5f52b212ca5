import { addDays, isCalendarDate, londonInstant, londonParts, weekdayOf } from '../shared/london-time';
import type { Slot, ViewingDay, ViewingKind, ViewingRules, Weekday } from './viewing';
import { isClosedOn } from './viewing-desk';

/**
 * The slot rules: which viewing times a property offers, and the server's re-check of the one a
 * visitor asks for. Slots follow the London wall clock (a 09:00 slot is 08:00Z in summer and 09:00Z
 * in winter); a time the clocks skip is not offered, and a time they repeat is offered once, at its
 * first (BST) pass.
 *
 * The horizon is a date: slots are offered on every London date from today to today + horizonDays,
 * the whole of that last day included.
 */

/** Parties already booked per slot, keyed by the slot's start as `new Date(ms).toISOString()` gives it. */
export type BookedCounts = ReadonlyMap<string, number>;

export const slotRefusals = [
  'not_a_slot',
  'kind_not_offered',
  'closed',
  'past',
  'too_soon',
  'too_far',
  'full',
] as const;
/** Why a requested slot cannot be booked. */
export type SlotRefusal = (typeof slotRefusals)[number];

const minute = 60_000;

/** `HH:mm` as minutes after midnight, 24:00 allowed (for a close at midnight); null when it is not a time. */
function clockMinutes(time: string): number | null {
  const match = /^(\d{2}):([0-5]\d)$/.exec(time);
  if (!match) return null;
  const total = Number(match[1]) * 60 + Number(match[2]);
  return total <= 24 * 60 ? total : null;
}

function clockText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The wall-clock times (minutes after midnight, ascending, each once) at which the opening hours
 * start a slot on a weekday: per opening period from `open`, every slotMinutes while the slot ends
 * by `close`. None when the weekday has no opening or slotMinutes is not a positive whole number.
 */
function slotClockTimes(rules: ViewingRules, weekday: Weekday): number[] {
  if (!Number.isInteger(rules.slotMinutes) || rules.slotMinutes <= 0) return [];
  const times = new Set<number>();
  for (const period of rules.openingHours[weekday] ?? []) {
    const open = clockMinutes(period.open);
    const close = clockMinutes(period.close);
    if (open === null || close === null) continue;
    for (let at = open; at + rules.slotMinutes <= close && at < 24 * 60; at += rules.slotMinutes) times.add(at);
  }
  return [...times].sort((a, b) => a - b);
}

/**
 * Every slot start (epoch ms, ascending) on a London date: its weekday's slot times that exist on
 * that date's clock. None on a closed date. Later wall-clock times are later instants (the repeated
 * hour reads as its first pass), so the order holds.
 */
function slotStarts(rules: ViewingRules, date: string, weekday: Weekday): number[] {
  if (isClosedOn(rules.closedDates, date)) return [];
  const starts: number[] = [];
  for (const at of slotClockTimes(rules, weekday)) {
    const start = londonInstant(date, clockText(at));
    if (start !== null) starts.push(start);
  }
  return starts;
}

/** Every slot start (epoch ms, ascending) the rules give a London date, whatever is booked or past. */
export function slotStartsOn(rules: ViewingRules, date: string): number[] {
  return slotStarts(rules, date, weekdayOf(date));
}

/** Whether a London date has at least one slot, stopping at the first. */
function hasSlots(rules: ViewingRules, date: string, weekday: Weekday): boolean {
  if (isClosedOn(rules.closedDates, date)) return false;
  return slotClockTimes(rules, weekday).some((at) => londonInstant(date, clockText(at)) !== null);
}

function slotAt(rules: ViewingRules, start: number, booked: number): Slot {
  const { date, time } = londonParts(start);
  return {
    start: new Date(start).toISOString(),
    end: new Date(start + rules.slotMinutes * minute).toISOString(),
    date,
    time,
    remaining: rules.capacity - Math.max(0, booked),
  };
}

/** The first instant a slot may start: after now, and no sooner than the notice allows. */
function earliestStart(rules: ViewingRules, now: number): number {
  return Math.max(now + 1, now + rules.noticeMinutes * minute);
}

/** The last London date slots are offered on. */
function lastDate(rules: ViewingRules, now: number): string {
  return addDays(londonParts(now).date, rules.horizonDays);
}

/**
 * ISO instants bounding every slot viewingDays could offer at `now`: `from` (inclusive) is the
 * earliest a slot may start (now + notice), `to` (exclusive) the London midnight after the last day
 * of the horizon. A repository loads booked counts for starts in [from, to).
 */
export function viewingWindow(rules: ViewingRules, now: number): { from: string; to: string } {
  const dayAfter = addDays(lastDate(rules, now), 1);
  const to = londonInstant(dayAfter, '00:00') ?? londonInstant(dayAfter, '01:00') ?? now;
  return { from: new Date(now + rules.noticeMinutes * minute).toISOString(), to: new Date(to).toISOString() };
}

/**
 * The booking calendar at `now`: one day for every London date from today to today + horizonDays,
 * in order, each with its free slots, earliest first. A slot is free when it starts after now and at
 * least noticeMinutes from now, and fewer than `capacity` parties have booked it.
 *
 * A day is closed when it is a closed date or its opening hours give no slot, full when it has
 * slots but none is free (taken, passed or too soon), open otherwise.
 */
export function viewingDays(rules: ViewingRules, booked: BookedCounts, now: number): ViewingDay[] {
  const today = londonParts(now).date;
  const earliest = earliestStart(rules, now);
  const days: ViewingDay[] = [];
  for (let i = 0; i <= rules.horizonDays; i += 1) {
    const date = addDays(today, i);
    const weekday = weekdayOf(date);
    const starts = slotStarts(rules, date, weekday);
    const slots = starts
      .filter((start) => start >= earliest)
      .map((start) => slotAt(rules, start, booked.get(new Date(start).toISOString()) ?? 0))
      .filter((slot) => slot.remaining > 0);
    const status = starts.length === 0 ? 'closed' : slots.length === 0 ? 'full' : 'open';
    days.push({ date, weekday, status, slots });
  }
  return days;
}

const isoInstant = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})$/;

/** Epoch ms of an ISO 8601 instant with a zone (`Z` or `±HH:mm`), or null when it is not one. */
function parseInstant(text: string): number | null {
  const match = isoInstant.exec(text);
  if (!match) return null;
  const [hour, min, sec] = match.slice(4, 7).map((n) => Number(n ?? 0));
  const valid =
    isCalendarDate(`${match[1]}-${match[2]}-${match[3]}`) && (hour ?? 0) <= 23 && (min ?? 0) <= 59 && (sec ?? 0) <= 59;
  const ms = Date.parse(text);
  return valid && Number.isFinite(ms) ? ms : null;
}

/**
 * The server's re-check of one requested slot at `now`, with the parties already booked in it.
 * Checked in this order: the kind of viewing is offered (kind_not_offered); `start` is an ISO
 * instant on a day with opening (closed) and exactly one of that day's slot starts (not_a_slot);
 * it has not started (past); it is no sooner than the notice (too_soon); its London date is within
 * the horizon (too_far); it has room left (full).
 */
export function checkSlot(
  rules: ViewingRules,
  wanted: { kind: ViewingKind; start: string },
  booked: number,
  now: number,
): { ok: true; slot: Slot } | { ok: false; reason: SlotRefusal } {
  if (!rules.kinds.includes(wanted.kind)) return { ok: false, reason: 'kind_not_offered' };
  const start = parseInstant(wanted.start);
  if (start === null) return { ok: false, reason: 'not_a_slot' };
  const { date, time, weekday } = londonParts(start);
  if (!hasSlots(rules, date, weekday)) return { ok: false, reason: 'closed' };
  // A slot start is a slot time of the day, read at its first pass, on the whole minute.
  const onTheGrid = slotClockTimes(rules, weekday).includes(clockMinutes(time) ?? -1);
  if (!onTheGrid || londonInstant(date, time) !== start) return { ok: false, reason: 'not_a_slot' };
  if (start <= now) return { ok: false, reason: 'past' };
  if (start < earliestStart(rules, now)) return { ok: false, reason: 'too_soon' };
  if (date > lastDate(rules, now)) return { ok: false, reason: 'too_far' };
  if (booked >= rules.capacity) return { ok: false, reason: 'full' };
  return { ok: true, slot: slotAt(rules, start, booked) };
}

/**
 * The `count` free slots nearest in time to `start` (an ISO instant), the earlier of two equally
 * near, listed earliest first. When `start` cannot be read, the earliest free slots.
 */
export function nearestFreeSlots(days: readonly ViewingDay[], start: string, count = 3): Slot[] {
  const wanted = parseInstant(start);
  const distance = (slot: Slot) => (wanted === null ? 0 : Math.abs(Date.parse(slot.start) - wanted));
  const byStart = (a: Slot, b: Slot) => Date.parse(a.start) - Date.parse(b.start);
  return days
    .flatMap((day) => day.slots)
    .sort((a, b) => distance(a) - distance(b) || byStart(a, b))
    .slice(0, Math.max(0, Math.floor(count)))
    .sort(byStart);
}

const refusalMessages: Readonly<Record<SlotRefusal, string>> = {
  not_a_slot: 'That is not one of the viewing times on offer. Please choose a time from the list.',
  kind_not_offered: 'This property does not offer that kind of viewing. Please choose another.',
  closed: 'There are no viewings on that day. Please choose another day.',
  past: 'That time has already passed. Please choose a later one.',
  too_soon: 'That time is too soon to book. Please choose a later one.',
  too_far: 'That time is too far ahead to book yet. Please choose an earlier one.',
  full: 'That time has just filled up. Please choose another; the nearest free times are below.',
};

/** What to tell a visitor whose chosen time was refused, in plain English. */
export function slotRefusalMessage(reason: SlotRefusal): string {
  return refusalMessages[reason];
}
