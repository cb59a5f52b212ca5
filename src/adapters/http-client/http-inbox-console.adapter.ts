import type { EnquiryStatus } from '../../domain/enquiries/enquiry';
import type {
  InboxChoices,
  InboxConsole,
  InboxDetailView,
  InboxFilters,
  InboxListAnswer,
  InboxListing,
  InboxSave,
  PersonalDataErase,
  PersonalDataFind,
} from '../../ports/inbox-console.port';
import { type ApiAnswer, callApi, messageOf, signedIn } from './api-call';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

const base = '/api/admin/inbox';

interface ErrorBody {
  readonly error?: string;
  readonly message?: string;
  readonly fields?: Record<string, string>;
  readonly current?: InboxDetailView;
}

/** The filters as a query string, empty ones left out. */
export function inboxQuery(filters: InboxFilters): string {
  const entries = Object.entries(filters)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => [k, String(v)]);
  return new URLSearchParams(entries).toString();
}

/** The console's inbox over the API (/api/admin/inbox, /api/admin/personal-data), with the session cookie. */
export class HttpInboxConsole implements InboxConsole {
  constructor(private readonly fetchFn: Fetch) {}

  private async call(path: string, init: RequestInit = {}): Promise<ApiAnswer> {
    return signedIn(await callApi(this.fetchFn, path, init));
  }

  async list(filters: InboxFilters): Promise<InboxListAnswer> {
    const query = inboxQuery(filters);
    const { status, body } = await this.call(query ? `${base}?${query}` : base);
    if (status === 400) {
      const error = (body ?? {}) as ErrorBody;
      return { kind: 'invalid', message: error.message ?? 'Check the filters.', fields: error.fields ?? {} };
    }
    if (status !== 200) throw new Error(messageOf(body, 'The inbox could not be read.'));
    return { kind: 'ok', listing: body as InboxListing };
  }

  async choices(): Promise<InboxChoices> {
    const { status, body } = await this.call(`${base}/choices`);
    if (status !== 200) throw new Error(messageOf(body, 'The residences and staff could not be read.'));
    return body as InboxChoices;
  }

  async open(reference: string): Promise<InboxDetailView | null> {
    const { status, body } = await this.call(`${base}/${encodeURIComponent(reference)}/open`, { method: 'POST' });
    if (status === 404) return null;
    if (status !== 200) throw new Error(messageOf(body, 'The enquiry could not be read.'));
    return body as InboxDetailView;
  }

  change(
    reference: string,
    version: number,
    change: { readonly status?: EnquiryStatus; readonly assigneeId?: string | null },
  ): Promise<InboxSave> {
    return this.save(`${base}/${encodeURIComponent(reference)}`, 'PATCH', { version, ...change });
  }

  note(reference: string, body: string): Promise<InboxSave> {
    return this.save(`${base}/${encodeURIComponent(reference)}/notes`, 'POST', { body });
  }

  reply(reference: string, version: number, subject: string, body: string): Promise<InboxSave> {
    return this.save(`${base}/${encodeURIComponent(reference)}/replies`, 'POST', { version, subject, body });
  }

  csvUrl(filters: InboxFilters): string {
    const { page: _page, pageSize: _size, ...rest } = filters;
    const query = inboxQuery(rest);
    return query ? `${base}.csv?${query}` : `${base}.csv`;
  }

  async findPersonalData(email: string): Promise<PersonalDataFind> {
    const { status, body } = await this.call('/api/admin/personal-data/find', {
      method: 'POST',
      body: JSON.stringify({ email }),
    });
    if (status === 400) return { kind: 'invalid', message: messageOf(body, 'Give one e-mail address.') };
    if (status !== 200) throw new Error(messageOf(body, 'That could not be looked up.'));
    const found = body as { holdsAnything: boolean; data: Record<string, unknown> };
    return { kind: 'found', holdsAnything: found.holdsAnything, data: found.data };
  }

  async erasePersonalData(email: string): Promise<PersonalDataErase> {
    const { status, body } = await this.call('/api/admin/personal-data/erase', {
      method: 'POST',
      body: JSON.stringify({ email }),
    });
    if (status === 400) return { kind: 'invalid', message: messageOf(body, 'Give one e-mail address.') };
    if (status !== 200) throw new Error(messageOf(body, 'That could not be erased.'));
    const done = body as { erased: boolean; summary: string };
    return { kind: done.erased ? 'erased' : 'nothing', summary: done.summary };
  }

  private async save(path: string, method: string, payload: object): Promise<InboxSave> {
    const { status, body } = await this.call(path, { method, body: JSON.stringify(payload) });
    const error = (body ?? {}) as ErrorBody;
    if (status === 200 || status === 201) return { kind: 'saved', detail: body as InboxDetailView };
    if (status === 404) return { kind: 'not_found' };
    if (status === 400)
      return { kind: 'invalid', message: error.message ?? 'Check the highlighted fields.', fields: error.fields ?? {} };
    if (status === 409 && error.error === 'stale' && error.current)
      return {
        kind: 'stale',
        message: error.message ?? 'Someone changed this since you opened it.',
        detail: error.current,
      };
    if (status === 409) return { kind: 'refused', message: error.message ?? 'That cannot be done.' };
    throw new Error(messageOf(body, 'That could not be saved.'));
  }
}
