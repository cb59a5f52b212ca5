import { TENANT_FEES_ACT } from '../../domain/reservations/permitted-payments';
import type { TermsRecord } from '../../ports/reservation-repository.port';
import type {
  ReservationActionAnswer,
  ReservationActionName,
  ReservationFilters,
  ReservationListAnswer,
  ReservationsConsole,
  StaffReservationDetail,
  StaffReservationList,
  TermsInput,
  TermsSaveAnswer,
} from '../../ports/reservations-console.port';
import { type ApiAnswer, callApi, messageOf, signedIn } from './api-call';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

const base = '/api/admin/reservations';
const termsPath = '/api/admin/reservation-terms';

interface ErrorBody {
  readonly error?: string;
  readonly message?: string;
  readonly fields?: Record<string, string>;
  readonly current?: unknown;
  readonly warning?: string;
  readonly guidanceUrl?: string;
}

/** The filters as a query string, without the empty ones. */
function listQuery(filters: ReservationFilters): string {
  const entries = Object.entries(filters)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => [k, String(v)]);
  return new URLSearchParams(entries).toString();
}

/** The console's reservations over the API (/api/admin/reservations, /api/admin/reservation-terms), with the session cookie. */
export class HttpReservationsConsole implements ReservationsConsole {
  constructor(private readonly fetchFn: Fetch) {}

  private async call(path: string, init: RequestInit = {}): Promise<ApiAnswer> {
    return signedIn(await callApi(this.fetchFn, path, init));
  }

  async list(filters: ReservationFilters): Promise<ReservationListAnswer> {
    const query = listQuery(filters);
    const { status, body } = await this.call(query ? `${base}?${query}` : base);
    if (status === 400) return { kind: 'invalid', fields: (body as ErrorBody | null)?.fields ?? {} };
    if (status !== 200) throw new Error(messageOf(body, 'The reservations could not be read.'));
    return { kind: 'ok', list: body as StaffReservationList };
  }

  csvUrl(filters: ReservationFilters): string {
    const query = listQuery(filters);
    return query ? `${base}.csv?${query}` : `${base}.csv`;
  }

  async residences(): Promise<readonly { readonly slug: string; readonly name: string }[]> {
    const { status, body } = await this.call(`${base}/choices`);
    if (status !== 200) throw new Error(messageOf(body, 'The residences could not be read.'));
    return (body as { residences: { slug: string; name: string }[] }).residences;
  }

  async get(reference: string): Promise<StaffReservationDetail | null> {
    const { status, body } = await this.call(`${base}/${encodeURIComponent(reference)}`);
    if (status === 404) return null;
    if (status !== 200) throw new Error(messageOf(body, 'The reservation could not be read.'));
    return body as StaffReservationDetail;
  }

  async act(reference: string, action: ReservationActionName): Promise<ReservationActionAnswer> {
    const { status, body } = await this.call(`${base}/${encodeURIComponent(reference)}/${action}`, {
      method: 'POST',
      body: '{}',
    });
    const error = (body ?? {}) as ErrorBody;
    if (status === 200) {
      const { warning, ...detail } = body as StaffReservationDetail & { warning?: string };
      return { kind: 'saved', detail, ...(warning ? { warning } : {}) };
    }
    if (status === 404) return { kind: 'not_found' };
    if (status === 409 && error.current)
      return {
        kind: 'refused',
        message: error.message ?? 'That cannot be done now.',
        detail: error.current as StaffReservationDetail,
      };
    throw new Error(messageOf(body, 'That could not be done.'));
  }

  async terms(): Promise<TermsRecord> {
    const { status, body } = await this.call(termsPath);
    if (status !== 200) throw new Error(messageOf(body, 'The terms could not be read.'));
    return body as TermsRecord;
  }

  async saveTerms(input: TermsInput): Promise<TermsSaveAnswer> {
    const { status, body } = await this.call(termsPath, { method: 'PUT', body: JSON.stringify(input) });
    const error = (body ?? {}) as ErrorBody;
    if (status === 200) return { kind: 'saved', record: body as TermsRecord };
    if (status === 400)
      return { kind: 'invalid', message: error.message ?? 'Check the highlighted fields.', fields: error.fields ?? {} };
    if (status === 422 && error.error === 'unlawful')
      return {
        kind: 'unlawful',
        message: error.message ?? TENANT_FEES_ACT.bannedPayment,
        guidanceUrl: error.guidanceUrl ?? TENANT_FEES_ACT.guidanceUrl,
        fields: error.fields ?? {},
      };
    if (status === 409 && error.current)
      return {
        kind: 'stale',
        message: error.message ?? 'Someone saved the terms since you opened them.',
        record: error.current as TermsRecord,
      };
    throw new Error(messageOf(body, 'The terms could not be saved.'));
  }
}
