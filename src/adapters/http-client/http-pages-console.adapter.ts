import * as z from 'zod/mini';
import type { PageDraft } from '../../domain/content/page-editing';
import type { EditableSiteSettings } from '../../domain/content/site-settings-editing';
import type {
  ConsolePageRecord,
  PageSave,
  PagesConsole,
  SettingsSave,
  SiteSettingsAnswer,
} from '../../ports/pages-console.port';
import { ConsoleUnavailable } from '../../ports/staff-console.port';
import { type ApiAnswer, callApi, jsonRequest } from './api-call';
import type { Fetch } from './get-json';

// The blocks come back as the server stored them (checked there); the console edits them as given.
const draft = z.object({ title: z.string(), description: z.string(), blocks: z.array(z.unknown()) });
const page = z.object({
  id: z.string(),
  slug: z.string(),
  version: z.number(),
  status: z.enum(['draft', 'published', 'changed', 'scheduled']),
  draft,
  hasDraft: z.boolean(),
  publishedAt: z.nullable(z.string()),
  publishAt: z.nullable(z.string()),
  updatedAt: z.string(),
});
const settingsAnswer = z.object({
  settings: z.record(z.string(), z.unknown()),
  version: z.number(),
  sendingAddress: z.optional(z.string()),
});
const errorBody = z.object({
  message: z.optional(z.string()),
  fields: z.optional(z.record(z.string(), z.string())),
  current: z.optional(z.unknown()),
});

const notUnderstood = 'The server sent an answer the console did not understand. Please try again.';
const base = '/api/admin/content/pages';

/** The console's content pages and site settings over HTTP (/api/admin/content, the session cookie). */
export class HttpPagesConsole implements PagesConsole {
  constructor(private readonly fetchFn: Fetch) {}

  private call(method: string, url: string, body?: unknown): Promise<ApiAnswer> {
    return callApi(this.fetchFn, url, jsonRequest(method, body));
  }

  private pageOf(value: unknown): ConsolePageRecord {
    const parsed = page.safeParse(value);
    if (!parsed.success) throw new ConsoleUnavailable(notUnderstood);
    return parsed.data as unknown as ConsolePageRecord;
  }

  private saveOf(answer: { status: number; body: unknown }): PageSave {
    if (answer.status >= 200 && answer.status < 300) return { kind: 'saved', page: this.pageOf(answer.body) };
    const error = errorBody.safeParse(answer.body);
    const message = (error.success && error.data.message) || `The server answered ${answer.status}.`;
    if (answer.status === 400) return { kind: 'invalid', message, fields: (error.success && error.data.fields) || {} };
    if (answer.status === 409 && error.success && error.data.current)
      return { kind: 'stale', message, current: this.pageOf(error.data.current) };
    if (answer.status >= 500) throw new ConsoleUnavailable(message);
    return { kind: 'refused', message };
  }

  async list() {
    const answer = await this.call('GET', base);
    const items = (answer.body as { items?: unknown } | null)?.items;
    if (answer.status !== 200 || !Array.isArray(items)) throw new ConsoleUnavailable(notUnderstood);
    return items.map((item) => this.pageOf(item));
  }

  async get(id: string) {
    const answer = await this.call('GET', `${base}/${encodeURIComponent(id)}`);
    if (answer.status === 404) return null;
    if (answer.status !== 200) throw new ConsoleUnavailable(notUnderstood);
    return this.pageOf(answer.body);
  }

  async create(slug: string, d: PageDraft) {
    return this.saveOf(await this.call('POST', base, { slug, ...d }));
  }

  async saveDraft(id: string, version: number, d: PageDraft) {
    return this.saveOf(await this.call('PUT', `${base}/${encodeURIComponent(id)}/draft`, { version, ...d }));
  }

  async changeSlug(id: string, version: number, slug: string) {
    return this.saveOf(await this.call('PUT', `${base}/${encodeURIComponent(id)}/slug`, { version, slug }));
  }

  async publish(id: string, version: number) {
    return this.saveOf(await this.call('POST', `${base}/${encodeURIComponent(id)}/publish`, { version }));
  }

  async schedule(id: string, version: number, publishAt: string | null) {
    return this.saveOf(await this.call('PUT', `${base}/${encodeURIComponent(id)}/schedule`, { version, publishAt }));
  }

  async remove(id: string, version: number) {
    const answer = await this.call('DELETE', `${base}/${encodeURIComponent(id)}?version=${version}`);
    return answer.status === 204 ? ({ kind: 'deleted' } as const) : this.saveOf(answer);
  }

  previewUrl(id: string) {
    return `${base}/${encodeURIComponent(id)}/preview`;
  }

  async readSettings(): Promise<SiteSettingsAnswer> {
    const answer = await this.call('GET', '/api/admin/content/settings');
    const parsed = settingsAnswer.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success) throw new ConsoleUnavailable(notUnderstood);
    return parsed.data as unknown as SiteSettingsAnswer;
  }

  async saveSettings(version: number, settings: EditableSiteSettings): Promise<SettingsSave> {
    const answer = await this.call('PUT', '/api/admin/content/settings', { version, settings });
    if (answer.status === 200) return { kind: 'saved', current: answer.body as SiteSettingsAnswer };
    const error = errorBody.safeParse(answer.body);
    const message = (error.success && error.data.message) || `The server answered ${answer.status}.`;
    if (answer.status === 400) return { kind: 'invalid', message, fields: (error.success && error.data.fields) || {} };
    if (answer.status === 409 && error.success && error.data.current)
      return { kind: 'stale', message, current: error.data.current as SiteSettingsAnswer };
    if (answer.status >= 500) throw new ConsoleUnavailable(message);
    return { kind: 'refused', message };
  }
}
