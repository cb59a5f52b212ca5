import type { TermsRecord } from '../../ports/reservation-repository.port';
import type {
  ReservationActionAnswer,
  ReservationActionName,
  ReservationFilters,
  ReservationListAnswer,
  ReservationsConsole,
  StaffReservationDetail,
  TermsInput,
  TermsSaveAnswer,
} from '../../ports/reservations-console.port';
import { urlOf } from '../contracts/endpoint';
import { reservationsContract } from '../contracts/reservations.contract';
import { callEndpoint, invalidOf } from './call-endpoint';
import type { Fetch } from './get-json';

const api = reservationsContract;
const actions = { 'mark-paid': api.markPaid, cancel: api.cancel, release: api.release } as const;

/**
 * The console's reservations over the API (/api/admin/reservations, /api/admin/reservation-terms),
 * with the session cookie; every answer parsed by its contract (ADR 095).
 */
export class HttpReservationsConsole implements ReservationsConsole {
  constructor(private readonly fetchFn: Fetch) {}

  async list(filters: ReservationFilters): Promise<ReservationListAnswer> {
    const answer = await callEndpoint(
      this.fetchFn,
      api.list,
      { query: filters },
      'The reservations could not be read.',
    );
    if (answer.status === 400) return { kind: 'invalid', fields: answer.body.fields ?? {} };
    return { kind: 'ok', list: answer.body };
  }

  csvUrl(filters: ReservationFilters): string {
    return urlOf(api.csv, undefined, filters);
  }

  async residences(): Promise<readonly { readonly slug: string; readonly name: string }[]> {
    const answer = await callEndpoint(this.fetchFn, api.choices, {}, 'The residences could not be read.');
    return answer.body.residences;
  }

  async get(reference: string): Promise<StaffReservationDetail | null> {
    const answer = await callEndpoint(
      this.fetchFn,
      api.get,
      { params: { reference } },
      'The reservation could not be read.',
    );
    return answer.status === 200 ? answer.body : null;
  }

  async act(reference: string, action: ReservationActionName): Promise<ReservationActionAnswer> {
    const answer = await callEndpoint(
      this.fetchFn,
      actions[action],
      { params: { reference } },
      'That could not be done.',
    );
    if (answer.status === 404) return { kind: 'not_found' };
    if (answer.status === 409) return { kind: 'refused', message: answer.body.message, detail: answer.body.current };
    const { warning, ...detail } = answer.body;
    return { kind: 'saved', detail, ...(warning ? { warning } : {}) };
  }

  async terms(): Promise<TermsRecord> {
    return (await callEndpoint(this.fetchFn, api.terms, {}, 'The terms could not be read.')).body;
  }

  async saveTerms(input: TermsInput): Promise<TermsSaveAnswer> {
    const answer = await callEndpoint(this.fetchFn, api.saveTerms, { body: input }, 'The terms could not be saved.');
    switch (answer.status) {
      case 200:
        return { kind: 'saved', record: answer.body };
      case 400:
        return invalidOf(answer.body);
      case 422:
        return {
          kind: 'unlawful',
          message: answer.body.message,
          guidanceUrl: answer.body.guidanceUrl,
          fields: answer.body.fields,
        };
      case 409:
        return { kind: 'stale', message: answer.body.message, record: answer.body.current };
    }
  }
}
