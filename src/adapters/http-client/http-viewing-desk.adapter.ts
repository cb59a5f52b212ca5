import type { ViewingKind } from '../../domain/viewings/viewing';
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
import type { AnswerOf } from '../contracts/endpoint';
import { viewingDeskContract } from '../contracts/viewing-desk.contract';
import { callEndpoint, invalidOf, recordSaveOf } from './call-endpoint';
import type { Fetch } from './get-json';

const desk = viewingDeskContract;
const unread = 'The viewings desk could not be read. Please try again.';
const unsaved = 'That could not be saved. Please try again.';

type ChangeAnswer =
  | AnswerOf<typeof desk.book>
  | AnswerOf<typeof desk.move>
  | AnswerOf<typeof desk.cancel>
  | AnswerOf<typeof desk.mark>;

/** A change's answer, in the port's terms: done, or why not (per field when the form can fix it). */
function changeOf(answer: ChangeAnswer): DeskChange {
  switch (answer.status) {
    case 200:
    case 201:
      return { kind: 'done', viewing: answer.body.viewing };
    case 400:
      return invalidOf(answer.body);
    default:
      return { kind: 'refused', message: answer.body.message };
  }
}

/** The desk's API from the browser (viewing-desk.contract.ts): HTTP statuses become the port's outcomes here. */
export class HttpViewingDesk implements ViewingDeskConsole {
  constructor(private readonly fetchFn: Fetch) {}

  async residences(): Promise<readonly DeskResidence[]> {
    return (await callEndpoint(this.fetchFn, desk.residences, {}, unread)).body.residences;
  }

  async rules(propertyId: string): Promise<DeskRulesView> {
    const answer = await callEndpoint(this.fetchFn, desk.rules, { params: { id: propertyId } }, unread);
    if (answer.status === 404) throw new ConsoleUnavailable(answer.body.message);
    return answer.body;
  }

  async saveRules(propertyId: string, form: DeskRulesForm): Promise<DeskRulesSave> {
    const answer = await callEndpoint(
      this.fetchFn,
      desk.saveRules,
      { params: { id: propertyId }, body: form },
      unsaved,
    );
    const save = recordSaveOf<DeskRulesView>(answer);
    return save.kind === 'saved' ? { kind: 'saved', rules: save.record } : save;
  }

  async calendar(propertyId: string, date: string, span: 'day' | 'week'): Promise<DeskCalendar> {
    const answer = await callEndpoint(
      this.fetchFn,
      desk.calendar,
      { params: { id: propertyId }, query: { date, span } },
      unread,
    );
    if (answer.status !== 200) throw new ConsoleUnavailable(answer.body.message);
    return answer.body;
  }

  async allResidencesDay(date: string): Promise<DeskAllResidencesDay> {
    const answer = await callEndpoint(this.fetchFn, desk.day, { query: { date } }, unread);
    if (answer.status !== 200) throw new ConsoleUnavailable(answer.body.message);
    return answer.body;
  }

  async availability(propertyId: string): Promise<ViewingAvailability | null> {
    const answer = await callEndpoint(this.fetchFn, desk.availability, { params: { id: propertyId } }, unread);
    return answer.status === 200 ? answer.body : null;
  }

  async book(propertyId: string, form: DeskBookingForm): Promise<DeskChange> {
    return changeOf(await callEndpoint(this.fetchFn, desk.book, { params: { id: propertyId }, body: form }, unsaved));
  }

  async move(reference: string, to: { readonly kind: ViewingKind; readonly start: string }): Promise<DeskChange> {
    return changeOf(await callEndpoint(this.fetchFn, desk.move, { params: { reference }, body: to }, unsaved));
  }

  async cancel(reference: string): Promise<DeskChange> {
    return changeOf(await callEndpoint(this.fetchFn, desk.cancel, { params: { reference } }, unsaved));
  }

  async mark(reference: string, mark: AttendanceMark): Promise<DeskChange> {
    return changeOf(await callEndpoint(this.fetchFn, desk.mark, { params: { reference }, body: { mark } }, unsaved));
  }

  async issueFeed(propertyId: string) {
    const answer = await callEndpoint(this.fetchFn, desk.issueFeed, { params: { id: propertyId } }, unsaved);
    switch (answer.status) {
      case 201:
        return { kind: 'issued', url: answer.body.url } as const;
      default:
        return { kind: 'refused', message: answer.body.message } as const;
    }
  }

  async revokeFeed(propertyId: string): Promise<void> {
    const answer = await callEndpoint(this.fetchFn, desk.revokeFeed, { params: { id: propertyId } }, unsaved);
    if (answer.status === 404) throw new ConsoleUnavailable(answer.body.message);
  }
}
