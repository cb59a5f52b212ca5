import type { EnquiryStatus } from '../../domain/enquiries/enquiry';
import type {
  InboxChoices,
  InboxConsole,
  InboxDetailView,
  InboxFilters,
  InboxListAnswer,
  InboxSave,
  PersonalDataErase,
  PersonalDataFind,
} from '../../ports/inbox-console.port';
import { type AnswerOf, urlOf } from '../contracts/endpoint';
import { inboxContract } from '../contracts/inbox.contract';
import { callEndpoint, invalidOf } from './call-endpoint';
import type { Fetch } from './get-json';

type EditAnswer =
  | AnswerOf<typeof inboxContract.change>
  | AnswerOf<typeof inboxContract.note>
  | AnswerOf<typeof inboxContract.reply>;

/** An edit's answer, in the port's terms. */
function saveOf(answer: EditAnswer): InboxSave {
  switch (answer.status) {
    case 200:
    case 201:
      return { kind: 'saved', detail: answer.body };
    case 400:
      return invalidOf(answer.body);
    case 404:
      return { kind: 'not_found' };
    case 409:
      return answer.body.error === 'stale'
        ? { kind: 'stale', message: answer.body.message, detail: answer.body.current }
        : { kind: 'refused', message: answer.body.message };
  }
}

/**
 * The console's inbox over the API (/api/admin/inbox, /api/admin/personal-data), with the session
 * cookie; every answer parsed by the inbox's contract (inbox.contract.ts).
 */
export class HttpInboxConsole implements InboxConsole {
  constructor(private readonly fetchFn: Fetch) {}

  async list(filters: InboxFilters): Promise<InboxListAnswer> {
    const answer = await callEndpoint(
      this.fetchFn,
      inboxContract.list,
      { query: filters },
      'The inbox could not be read.',
    );
    return answer.status === 200 ? { kind: 'ok', listing: answer.body } : invalidOf(answer.body);
  }

  async choices(): Promise<InboxChoices> {
    const answer = await callEndpoint(
      this.fetchFn,
      inboxContract.choices,
      {},
      'The residences and staff could not be read.',
    );
    return answer.body;
  }

  async open(reference: string): Promise<InboxDetailView | null> {
    const answer = await callEndpoint(
      this.fetchFn,
      inboxContract.open,
      { params: { reference } },
      'The enquiry could not be read.',
    );
    return answer.status === 200 ? answer.body : null;
  }

  async change(
    reference: string,
    version: number,
    change: { readonly status?: EnquiryStatus; readonly assigneeId?: string | null },
  ): Promise<InboxSave> {
    const body = { version, ...change };
    return saveOf(await callEndpoint(this.fetchFn, inboxContract.change, { params: { reference }, body }, unsaved));
  }

  async note(reference: string, body: string): Promise<InboxSave> {
    return saveOf(
      await callEndpoint(this.fetchFn, inboxContract.note, { params: { reference }, body: { body } }, unsaved),
    );
  }

  async reply(reference: string, version: number, subject: string, body: string): Promise<InboxSave> {
    return saveOf(
      await callEndpoint(
        this.fetchFn,
        inboxContract.reply,
        { params: { reference }, body: { version, subject, body } },
        unsaved,
      ),
    );
  }

  csvUrl(filters: InboxFilters): string {
    const { page: _page, pageSize: _size, ...rest } = filters;
    return urlOf(inboxContract.csv, undefined, rest);
  }

  async findPersonalData(email: string): Promise<PersonalDataFind> {
    const answer = await callEndpoint(
      this.fetchFn,
      inboxContract.findPersonalData,
      { body: { email } },
      'That could not be looked up.',
    );
    return answer.status === 200
      ? { kind: 'found', holdsAnything: answer.body.holdsAnything, data: answer.body.data }
      : { kind: 'invalid', message: answer.body.message };
  }

  async erasePersonalData(email: string): Promise<PersonalDataErase> {
    const answer = await callEndpoint(
      this.fetchFn,
      inboxContract.erasePersonalData,
      { body: { email } },
      'That could not be erased.',
    );
    if (answer.status === 400) return { kind: 'invalid', message: answer.body.message };
    return { kind: answer.body.erased ? 'erased' : 'nothing', summary: answer.body.summary };
  }
}

const unsaved = 'That could not be saved.';
