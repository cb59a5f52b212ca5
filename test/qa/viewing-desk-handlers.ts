import { HttpResponse, http, type RequestHandler } from 'msw';
import { isCalendarDate, londonParts } from '../../src/domain/shared/london-time';
import { slotStartsOn } from '../../src/domain/viewings/slots';
import type { StoredViewing, ViewingRules } from '../../src/domain/viewings/viewing';
import { closedPeriodsOf, weekOf } from '../../src/domain/viewings/viewing-desk';
import type { DeskAllResidencesDay, DeskCalendar, DeskRulesView, DeskViewing } from '../../src/ports/viewing-desk.port';
import { fixtureAvailabilities } from '../support/viewing-fixture';

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

  return [
    http.get('*/api/admin/viewings/residences', () =>
      HttpResponse.json({
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
      }),
    ),
    http.get('*/api/admin/viewings/residences/:id/rules', ({ params }) =>
      params.id === squareGardens
        ? HttpResponse.json(rules)
        : HttpResponse.json({
            ...rules,
            propertyId: params.id,
            openingHours: {},
            version: 0,
            feedIssued: false,
            closedPeriods: [],
          }),
    ),
    http.put('*/api/admin/viewings/residences/:id/rules', async ({ request }) => {
      const body = (await request.json()) as DeskRulesView;
      if (body.version !== rules.version)
        return HttpResponse.json(
          {
            error: 'stale',
            message:
              'These rules changed since you opened them (sam@digs.test saved them at 09:12 on 2026-11-26). Their current version is shown; make your change again.',
            current: rules,
          },
          { status: 409 },
        );
      if (!(body.slotMinutes >= 5 && body.slotMinutes <= 240))
        return HttpResponse.json(
          {
            error: 'invalid',
            message: 'Check the highlighted fields.',
            fields: { slotMinutes: 'A whole number of minutes from 5 to 240.' },
          },
          { status: 400 },
        );
      rules = { ...rules, ...body, version: rules.version + 1 };
      return HttpResponse.json(rules);
    }),
    http.get('*/api/admin/viewings/day', ({ request }) => {
      const date = new URL(request.url).searchParams.get('date') ?? '';
      if (!isCalendarDate(date)) return HttpResponse.json({ error: 'bad_request' }, { status: 400 });
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
      return HttpResponse.json(day);
    }),
    http.get('*/api/admin/viewings/residences/:id/calendar', ({ request }) => {
      const search = new URL(request.url).searchParams;
      const date = search.get('date') ?? '';
      if (!isCalendarDate(date)) return HttpResponse.json({ error: 'bad_request' }, { status: 400 });
      const dates = search.get('span') === 'day' ? [date] : weekOf(date);
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
      return HttpResponse.json(calendar);
    }),
    http.get('*/api/admin/viewings/residences/:id/availability', () => HttpResponse.json(fixtureAvailabilities()[0])),
    http.post('*/api/admin/viewings/residences/:id/bookings', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      const fields: Record<string, string> = {};
      if (!body.start) fields.start = 'Choose a time from those shown.';
      if (!String(body.name ?? '').trim()) fields.name = 'Enter your name.';
      if (!/^\S+@\S+\.\S+$/.test(String(body.email ?? '')))
        fields.email = 'Enter your email address, like name@example.com.';
      if (!String(body.phone ?? '').trim()) fields.phone = 'Enter a phone number we can call.';
      if (Object.keys(fields).length > 0)
        return HttpResponse.json(
          { error: 'invalid', message: 'Check the highlighted fields.', fields },
          { status: 400 },
        );
      const start = String(body.start);
      return HttpResponse.json(
        {
          viewing: {
            reference: 'VW-QNEW2P',
            status: 'booked',
            date: start.slice(0, 10),
            time: start.slice(11, 16),
            name: body.name,
          },
        },
        { status: 201 },
      );
    }),
    http.post('*/api/admin/viewings/bookings/:reference/:action', async ({ params, request }) => {
      const reference = String(params.reference);
      const body = (await request.json().catch(() => ({}))) as { mark?: 'attended' | 'no_show'; start?: string };
      if (params.action === 'cancel') booked[reference] = 'cancelled';
      if (params.action === 'attendance' && body.mark) booked[reference] = body.mark;
      return HttpResponse.json({
        viewing: {
          reference,
          status: booked[reference] ?? 'booked',
          date: '2026-11-30',
          time: '10:00',
          name: 'Visitor',
        },
      });
    }),
    http.post('*/api/admin/viewings/residences/:id/feed', () => {
      rules = { ...rules, feedIssued: true };
      return HttpResponse.json(
        { url: 'https://digs.example/api/admin/viewings/feed/q4Zx8m2VbN7kLp3sT9wYc1RfH6jD0aGe5uIoPnBvCxE' },
        { status: 201 },
      );
    }),
    http.delete('*/api/admin/viewings/residences/:id/feed', () => {
      rules = { ...rules, feedIssued: false };
      return new HttpResponse(null, { status: 204 });
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
