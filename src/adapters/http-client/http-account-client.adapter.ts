import * as z from 'zod/mini';
import type { AccountLists } from '../../domain/accounts/account-lists';
import type { AccountOverview, AccountSummary } from '../../domain/accounts/account-overview';
import type {
  AccountClient,
  ListsAnswer,
  RequestOutcome,
  SaveListsAnswer,
  Signedness,
  VerifyOutcome,
} from '../../ports/account-client.port';
import type { Fetch } from './get-json';

const summary = z.object({ email: z.string(), name: z.string(), marketingEmails: z.boolean() });
const item = z.object({
  id: z.string(),
  display_name: z.string(),
  image: z.string(),
  sub_text: z.string(),
  price: z.string(),
  billing_frequency: z.enum(['week', 'month', 'year']),
  currency: z.string(),
});
const favourite = z.object({
  kind: z.enum(['property', 'room']),
  id: z.string(),
  path: z.string(),
  display_name: z.string(),
});
const listsSchema = z.object({
  version: z.number(),
  lists: z.object({ favourites: z.array(favourite), compareProperties: z.array(item), compareRooms: z.array(item) }),
});
const overviewSchema = z.object({
  account: summary,
  viewings: z.array(
    z.object({
      reference: z.string(),
      kind: z.string(),
      start: z.string(),
      end: z.string(),
      status: z.enum(['booked', 'cancelled']),
      propertyName: z.string(),
      managePath: z.string(),
    }),
  ),
  enquiries: z.array(
    z.object({ reference: z.string(), kind: z.string(), createdAt: z.string(), status: z.enum(['new', 'closed']) }),
  ),
  reservations: z.nullable(
    z.array(
      z.object({
        reference: z.string(),
        title: z.string(),
        status: z.string(),
        path: z.string(),
        depositDue: z.nullish(z.object({ pence: z.number(), by: z.string() })),
      }),
    ),
  ),
  suggestedName: z.string(),
});
const signedInSchema = z.object({ account: summary, next: z.string() });
const errorSchema = z.object({ message: z.optional(z.string()) });

const unreachable = 'We could not reach the server. Check your connection and try again.';

/** The visitor account over the site's API (/api/account, ADR 053), same-origin with the session cookie. */
export class HttpAccountClient implements AccountClient {
  constructor(private readonly fetchFn: Fetch = (input, init) => window.fetch(input, init)) {}

  private async call(method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown } | null> {
    try {
      const response = await this.fetchFn(path, {
        method,
        credentials: 'same-origin',
        headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const json = response.status === 204 ? null : await response.json().catch(() => null);
      return { status: response.status, json };
    } catch {
      return null;
    }
  }

  private message(json: unknown, fallback: string): string {
    const parsed = errorSchema.safeParse(json);
    return parsed.success && parsed.data.message ? parsed.data.message : fallback;
  }

  async requestSignIn(email: string, next: string | null): Promise<RequestOutcome> {
    const answer = await this.call('POST', '/api/account/sign-in', { email, ...(next ? { next } : {}) });
    if (!answer || answer.status >= 500) return { kind: 'unavailable', message: unreachable };
    if (answer.status === 202) return { kind: 'sent', message: this.message(answer.json, '') };
    if (answer.status === 429) return { kind: 'rate-limited', message: this.message(answer.json, 'Too many tries.') };
    return { kind: 'invalid', message: 'Give one e-mail address, like name@example.com.' };
  }

  private async verify(path: string, body: unknown): Promise<VerifyOutcome> {
    const answer = await this.call('POST', path, body);
    if (!answer || answer.status >= 500) return { kind: 'unavailable', message: unreachable };
    if (answer.status === 429) return { kind: 'rate-limited', message: this.message(answer.json, 'Too many tries.') };
    const parsed = signedInSchema.safeParse(answer.json);
    if (answer.status === 200 && parsed.success) return { kind: 'signed-in', ...parsed.data };
    return { kind: 'refused', message: this.message(answer.json, 'That did not work. Ask for a new code.') };
  }

  verifyLink(token: string): Promise<VerifyOutcome> {
    return this.verify('/api/account/sign-in/link', { token });
  }

  verifyCode(email: string, code: string): Promise<VerifyOutcome> {
    return this.verify('/api/account/sign-in/code', { email, code });
  }

  private async read<T>(
    method: string,
    path: string,
    schema: z.ZodMiniType<T>,
    body?: unknown,
  ): Promise<Signedness<T>> {
    const answer = await this.call(method, path, body);
    if (answer?.status === 401) return 'signed-out';
    const parsed = schema.safeParse(answer?.json);
    return answer?.status === 200 && parsed.success ? parsed.data : 'unavailable';
  }

  overview(): Promise<Signedness<AccountOverview>> {
    return this.read('GET', '/api/account', overviewSchema);
  }

  async updateDetails(details: { name: string; marketingEmails: boolean }): Promise<Signedness<AccountSummary>> {
    const answer = await this.read('PATCH', '/api/account/details', z.object({ account: summary }), details);
    return typeof answer === 'string' ? answer : answer.account;
  }

  readLists(): Promise<Signedness<ListsAnswer>> {
    return this.read('GET', '/api/account/lists', listsSchema);
  }

  async saveLists(lists: AccountLists, baseVersion: number): Promise<SaveListsAnswer> {
    const answer = await this.call('PUT', '/api/account/lists', { lists, baseVersion });
    if (answer?.status === 401) return { kind: 'signed-out' };
    if (answer?.status === 409) {
      const current = z.object({ current: listsSchema }).safeParse(answer.json);
      if (current.success) return { kind: 'stale', current: current.data.current };
    }
    const saved = z.object({ version: z.number() }).safeParse(answer?.json);
    return answer?.status === 200 && saved.success
      ? { kind: 'saved', version: saved.data.version }
      : { kind: 'unavailable' };
  }

  async signOut(): Promise<boolean> {
    return (await this.call('DELETE', '/api/account/session'))?.status === 204;
  }

  async signOutEverywhere(): Promise<boolean> {
    const status = (await this.call('DELETE', '/api/account/sessions'))?.status;
    return status === 204 || status === 401;
  }

  async deleteAccount(): Promise<boolean> {
    return (await this.call('DELETE', '/api/account'))?.status === 204;
  }
}
