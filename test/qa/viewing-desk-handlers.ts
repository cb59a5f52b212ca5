import type { RequestHandler } from 'msw';
import { viewingDeskContract as desk } from '../../src/adapters/contracts/viewing-desk.contract';
import { londonParts } from '../../src/domain/shared/london-time';
import { slotStartsOn } from '../../src/domain/viewings/slots';
import type { StoredViewing, ViewingRules } from '../../src/domain/viewings/viewing';
import { closedPeriodsOf, weekOf } from '../../src/domain/viewings/viewing-desk';
import type { DeskAllResidencesDay, DeskCalendar, DeskRulesView, DeskViewing } from '../../src/ports/viewing-desk.port';
import { fixtureAvailabilities } from '../support/viewing-fixture';
import { handle } from './contract-handler';

const squareGardens = '00000000-0000-4000-8000-00000000e001';
const canalView = '00000000-0000-4000-8000-00000000e002';
const weekday = [
  { open: '09:30', close: '12:30' },
  { open: '13:30', close: '17:00' },
];

/**
 * The viewings desk's API for QA and UI tests (issue 19 item 2): two residences, rules that save
 * with a version check, and a calendar whose every week holds the same few viewings (so the
 * screens show bookings whatever today is), computed with the domain's own London days and slots.
 */
export function viewingDeskHandlers(): RequestHandler[] {
  let rules: DeskRulesView = {
    propertyId: squareGardens,
    openingHours: {
      1: weekday,
      2: weekday,
      3: weekday,
      4: weekday,
      5: weekday,
      6: [{ open: '10:00', close: '14:00' }],
    },
    slotMinutes: 30,
    capacity: 2,
    kinds: ['in-person', 'video-call'],
    closedPeriods: [{ from: '2026-12-24', to: '2027-01-02' }],
    noticeMinutes: 120,
    horizonDays: 60,
    staffEmail: 'viewings@square-gardens.example',
    videoCallUrl: 'https://meet.example.com/square-gardens',
    version: 3,
    feedIssued: true,
  };
  const booked: Record<string, StoredViewing['status']> = {};

  const viewingsOf = (monday: string): DeskViewing[] => {
    const people = [
      { day: 0, time: '09:30', name: 'Amara Okafor', party: 2, kind: 'in-person' as const },
      { day: 0, time: '09:30', name: 'Jonas Weber', party: 1, kind: 'in-person' as const },
      { day: 1, time: '11:00', name: 'Priya Natarajan', party: 3, kind: 'video-call' as const },
      { day: 2, time: '14:00', name: 'Liam O’Connor', party: 2, kind: 'in-person' as const },
      { day: 3, time: '10:00', name: 'Mei Chen', party: 1, kind: 'in-person' as const },
      { day: 5, time: '10:30', name: 'Sofia Rossi', party: 4, kind: 'in-person' as const },
    ];
    const dates = weekOf(monday);
    return people.flatMap((p, i) => {
      const date = dates[p.day] as string;
      const start = slotStartsOn(asRules(rules), date).find((s) => londonParts(s).time === p.time);
      if (start === undefined) return [];
      const reference = `VW-Q${'ABCDEFGH'[i]}${date.slice(8, 10).replace('0', 'Z').replace('1', 'Y')}2P`;
      const end = start + rules.slotMinutes * 60_000;
      return [
        {
          reference,
          status: booked[reference] ?? (i === 4 ? 'cancelled' : 'booked'),
          kind: p.kind,
          start: new Date(start).toISOString(),
          end: new Date(end).toISOString(),
          date,
          time: p.time,
          endTime: londonParts(end).time,
          name: p.name,
          email: `${p.name.split(' ')[0]?.toLowerCase()}@example.com`,
          phone: '+447700900123',
          partySize: p.party,
          message: i === 2 ? 'Could we see a studio on a high floor?' : '',
        },
      ];
    });
  };

  const changed = (reference: string, name = 'Visitor') =>
    ({
      status: 200,
      body: { viewing: { reference, status: booked[reference] ?? 'booked', date: '2026-11-30', time: '10:00', name } },
    }) as const;

  return [
    handle(desk.residences, async () => ({
      status: 200,
      body: {
        residences: [
          { id: canalView, slug: 'canal-view', name: 'Canal View', cityName: 'Manchester', offersViewings: false },
          {
            id: squareGardens,
            slug: 'square-gardens',
            name: 'Square Gardens',
            cityName: 'Manchester',
            offersViewings: true,
          },
        ],
      },
    })),
    handle(desk.rules, async ({ params }) => ({
      status: 200,
      body:
        params.id === squareGardens
          ? rules
          : { ...rules, propertyId: params.id, openingHours: {}, version: 0, feedIssued: false, closedPeriods: [] },
    })),
    handle(desk.saveRules, async ({ body }) => {
      if (body.version !== rules.version)
        return {
          status: 409,
          body: {
            error: 'stale',
            message:
              'These rules changed since you opened them (sam@digs.test saved them at 09:12 on 2026-11-26). Their current version is shown; make your change again.',
            current: rules,
          },
        };
      if (!(body.slotMinutes >= 5 && body.slotMinutes <= 240))
        return {
          status: 400,
          body: {
            error: 'invalid',
            message: 'Check the highlighted fields.',
            fields: { slotMinutes: 'A whole number of minutes from 5 to 240.' },
          },
        };
      rules = { ...rules, ...body, videoCallUrl: body.videoCallUrl || null, version: rules.version + 1 };
      return { status: 200, body: rules };
    }),
    handle(desk.day, async ({ query: { date } }) => {
      const viewings = viewingsOf(weekOf(date)[0] as string).filter((v) => v.date === date);
      const day: DeskAllResidencesDay = {
        date,
        residences:
          viewings.length === 0
            ? []
            : [
                {
                  residence: {
                    id: squareGardens,
                    slug: 'square-gardens',
                    name: 'Square Gardens',
                    cityName: 'Manchester',
                    offersViewings: true,
                  },
                  viewings,
                },
              ],
      };
      return { status: 200, body: day };
    }),
    handle(desk.calendar, async ({ query: { date, span } }) => {
      const dates = span === 'day' ? [date] : weekOf(date);
      const all = viewingsOf(weekOf(date)[0] as string);
      const calendar: DeskCalendar = {
        residence: { id: squareGardens, name: 'Square Gardens', slug: 'square-gardens' },
        capacity: rules.capacity,
        days: dates.map((d) => {
          const closed = closedPeriodsOf(asRules(rules).closedDates).some((p) => p.from <= d && d <= p.to);
          const viewings = all.filter((v) => v.date === d);
          return {
            date: d,
            closed,
            slots: closed
              ? []
              : slotStartsOn(asRules(rules), d).map((s) => {
                  const start = new Date(s).toISOString();
                  return {
                    start,
                    time: londonParts(s).time,
                    taken: viewings.filter((v) => v.start === start && v.status !== 'cancelled').length,
                  };
                }),
            viewings,
          };
        }),
      };
      return { status: 200, body: calendar };
    }),
    handle(desk.availability, async () => {
      const [availability] = fixtureAvailabilities();
      return availability
        ? { status: 200, body: availability }
        : { status: 404, body: { error: 'not_found', message: 'This residence offers no viewings yet.' } };
    }),
    handle(desk.book, async ({ body }) => ({
      status: 201,
      body: {
        viewing: {
          reference: 'VW-QNEW2P',
          status: 'booked',
          date: body.start.slice(0, 10),
          time: body.start.slice(11, 16),
          name: body.name,
        },
      },
    })),
    handle(desk.move, async ({ params }) => changed(params.reference)),
    handle(desk.cancel, async ({ params }) => {
      booked[params.reference] = 'cancelled';
      return changed(params.reference);
    }),
    handle(desk.mark, async ({ params, body }) => {
      booked[params.reference] = body.mark;
      return changed(params.reference);
    }),
    handle(desk.issueFeed, async () => {
      rules = { ...rules, feedIssued: true };
      return {
        status: 201,
        body: { url: 'https://digs.example/api/admin/viewings/feed/q4Zx8m2VbN7kLp3sT9wYc1RfH6jD0aGe5uIoPnBvCxE' },
      };
    }),
    handle(desk.revokeFeed, async () => {
      rules = { ...rules, feedIssued: false };
      return { status: 204, body: null };
    }),
  ];
}

function asRules({
  closedPeriods,
  videoCallUrl: _v,
  version: _n,
  feedIssued: _f,
  ...rest
}: DeskRulesView): ViewingRules {
  return { ...rest, closedDates: closedPeriods.map((p) => (p.from === p.to ? p.from : `${p.from}/${p.to}`)) };
}
