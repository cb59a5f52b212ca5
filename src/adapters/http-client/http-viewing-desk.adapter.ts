import * as z from 'zod/mini';
import { viewingKinds, viewingStatuses } from '../../domain/viewings/viewing';
import type { AttendanceMark } from '../../domain/viewings/viewing-desk';
import type { ViewingAvailability } from '../../domain/viewings/viewing-outcomes';
import { ConsoleUnavailable } from '../../ports/staff-console.port';
import type { DeskAllResidencesDay, DeskCalendar, DeskResidence, DeskRulesView } from '../../ports/viewing-desk.port';
import type {
  DeskBookingForm,
  DeskChange,
  DeskRulesForm,
  DeskRulesSave,
  ViewingDeskConsole,
} from '../../ports/viewing-desk-console.port';
import { type ApiAnswer, callApi, jsonRequest } from './api-call';
import type { Fetch } from './get-json';

const notUnderstood = 'The server sent an answer the console did not understand. Please try again.';

const residence = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  cityName: z.string(),
  offersViewings: z.boolean(),
});
const period = z.object({ open: z.string(), close: z.string() });
const rulesView = z.object({
  propertyId: z.string(),
  openingHours: z.record(z.string(), z.array(period)),
  slotMinutes: z.number(),
  capacity: z.number(),
  kinds: z.array(z.enum(viewingKinds)),
  closedPeriods: z.array(z.object({ from: z.string(), to: z.string() })),
  noticeMinutes: z.number(),
  horizonDays: z.number(),
  staffEmail: z.string(),
  videoCallUrl: z.nullable(z.string()),
  version: z.number(),
  feedIssued: z.boolean(),
});
const deskViewing = z.object({
  reference: z.string(),
  status: z.enum(viewingStatuses),
  kind: z.enum(viewingKinds),
  start: z.string(),
  end: z.string(),
  date: z.string(),
  time: z.string(),
  endTime: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  partySize: z.number(),
  message: z.string(),
});
const calendar = z.object({
  residence: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  capacity: z.number(),
  days: z.array(
    z.object({
      date: z.string(),
      closed: z.boolean(),
      slots: z.array(z.object({ start: z.string(), time: z.string(), taken: z.number() })),
      viewings: z.array(deskViewing),
    }),
  ),
});
const allResidencesDay = z.object({
  date: z.string(),
  residences: z.array(z.object({ residence, viewings: z.array(deskViewing) })),
});
const changed = z.object({
  viewing: z.object({
    reference: z.string(),
    status: z.enum(viewingStatuses),
    date: z.string(),
    time: z.string(),
    name: z.string(),
  }),
});
const errorBody = z.object({
  message: z.optional(z.string()),
  fields: z.optional(z.record(z.string(), z.string())),
  current: z.optional(rulesView),
});

type Answer = ApiAnswer;

const residencePath = (id: string) => `/api/admin/viewings/residences/${encodeURIComponent(id)}`;
const bookingPath = (reference: string) => `/api/admin/viewings/bookings/${encodeURIComponent(reference)}`;

/** The desk's API from the browser: HTTP statuses become the port's outcomes here. */
export class HttpViewingDesk implements ViewingDeskConsole {
  constructor(private readonly fetchFn: Fetch) {}

  private call(method: string, url: string, body?: unknown): Promise<ApiAnswer> {
    return callApi(this.fetchFn, url, jsonRequest(method, body));
  }

  private error(body: unknown) {
    const parsed = errorBody.safeParse(body);
    return parsed.success ? parsed.data : {};
  }

  private read<T>(schema: z.ZodMiniType<T>, answer: Answer): T {
    if (answer.status === 401) throw new ConsoleUnavailable('Your session has ended. Sign in again.');
    if (answer.status >= 400) throw new ConsoleUnavailable(this.error(answer.body).message ?? notUnderstood);
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) throw new ConsoleUnavailable(notUnderstood);
    return parsed.data;
  }

  async residences(): Promise<readonly DeskResidence[]> {
    return this.read(
      z.object({ residences: z.array(residence) }),
      await this.call('GET', '/api/admin/viewings/residences'),
    ).residences;
  }

  async rules(propertyId: string): Promise<DeskRulesView> {
    return this.read(rulesView, await this.call('GET', `${residencePath(propertyId)}/rules`)) as DeskRulesView;
  }

  async saveRules(propertyId: string, form: DeskRulesForm): Promise<DeskRulesSave> {
    const answer = await this.call('PUT', `${residencePath(propertyId)}/rules`, form);
    if (answer.status === 200) return { kind: 'saved', rules: this.read(rulesView, answer) as DeskRulesView };
    const error = this.error(answer.body);
    const message = error.message ?? notUnderstood;
    if (answer.status === 400) return { kind: 'invalid', message, fields: error.fields ?? {} };
    if (answer.status === 409 && error.current)
      return { kind: 'stale', message, current: error.current as DeskRulesView };
    return { kind: 'refused', message };
  }

  async calendar(propertyId: string, date: string, span: 'day' | 'week'): Promise<DeskCalendar> {
    const query = new URLSearchParams({ date, span });
    return this.read(calendar, await this.call('GET', `${residencePath(propertyId)}/calendar?${query}`));
  }

  async allResidencesDay(date: string): Promise<DeskAllResidencesDay> {
    return this.read(
      allResidencesDay,
      await this.call('GET', `/api/admin/viewings/day?${new URLSearchParams({ date })}`),
    );
  }

  async availability(propertyId: string): Promise<ViewingAvailability | null> {
    const answer = await this.call('GET', `${residencePath(propertyId)}/availability`);
    if (answer.status === 404) return null;
    if (answer.status !== 200) this.read(z.unknown(), answer);
    return answer.body as ViewingAvailability;
  }

  book(propertyId: string, form: DeskBookingForm): Promise<DeskChange> {
    return this.change('POST', `${residencePath(propertyId)}/bookings`, form);
  }

  move(reference: string, to: { readonly kind: string; readonly start: string }): Promise<DeskChange> {
    return this.change('POST', `${bookingPath(reference)}/move`, to);
  }

  cancel(reference: string): Promise<DeskChange> {
    return this.change('POST', `${bookingPath(reference)}/cancel`, {});
  }

  mark(reference: string, mark: AttendanceMark): Promise<DeskChange> {
    return this.change('POST', `${bookingPath(reference)}/attendance`, { mark });
  }

  async issueFeed(propertyId: string) {
    const answer = await this.call('POST', `${residencePath(propertyId)}/feed`, {});
    if (answer.status === 201) return { kind: 'issued' as const, ...this.read(z.object({ url: z.string() }), answer) };
    return { kind: 'refused' as const, message: this.error(answer.body).message ?? notUnderstood };
  }

  async revokeFeed(propertyId: string): Promise<void> {
    const answer = await this.call('DELETE', `${residencePath(propertyId)}/feed`);
    if (answer.status !== 204) this.read(z.unknown(), answer);
  }

  private async change(method: string, path: string, body: unknown): Promise<DeskChange> {
    const answer = await this.call(method, path, body);
    if (answer.status === 200 || answer.status === 201) return { kind: 'done', ...this.read(changed, answer) };
    const error = this.error(answer.body);
    const message = error.message ?? notUnderstood;
    if (answer.status === 400) return { kind: 'invalid', message, fields: error.fields ?? {} };
    return { kind: 'refused', message };
  }
}
