import type { PageDraft } from '../../domain/content/page-editing';
import type { EditableSiteSettings } from '../../domain/content/site-settings-editing';
import type {
  ConsolePageRecord,
  PageSave,
  PagesConsole,
  SettingsSave,
  SiteSettingsAnswer,
} from '../../ports/pages-console.port';
import type { AnswerOf } from '../contracts/endpoint';
import { pagesContract, previewPath } from '../contracts/pages.contract';
import { callEndpoint, invalidOf, recordSaveOf } from './call-endpoint';
import type { Fetch } from './get-json';

type PageAnswer =
  | AnswerOf<typeof pagesContract.create>
  | AnswerOf<typeof pagesContract.saveDraft>
  | AnswerOf<typeof pagesContract.changeSlug>
  | AnswerOf<typeof pagesContract.publish>
  | AnswerOf<typeof pagesContract.schedule>;

/** A page's save, in the port's terms (the port names the record `page`). */
function saveOf(answer: PageAnswer): PageSave {
  const save = recordSaveOf<ConsolePageRecord>(answer);
  return save.kind === 'saved' ? { kind: 'saved', page: save.record } : save;
}

const unsaved = 'The page could not be saved.';

/**
 * The console's content pages and site settings over HTTP (/api/admin/content, the session
 * cookie); every answer parsed by their contract (pages.contract.ts).
 */
export class HttpPagesConsole implements PagesConsole {
  constructor(private readonly fetchFn: Fetch) {}

  async list() {
    const answer = await callEndpoint(this.fetchFn, pagesContract.list, {}, 'The pages could not be read.');
    return answer.body.items;
  }

  async get(id: string) {
    const answer = await callEndpoint(
      this.fetchFn,
      pagesContract.get,
      { params: { id } },
      'The page could not be read.',
    );
    return answer.status === 200 ? answer.body : null;
  }

  async create(slug: string, draft: PageDraft) {
    return saveOf(await callEndpoint(this.fetchFn, pagesContract.create, { body: { slug, ...draft } }, unsaved));
  }

  async saveDraft(id: string, version: number, draft: PageDraft) {
    const request = { params: { id }, body: { version, ...draft } };
    return saveOf(await callEndpoint(this.fetchFn, pagesContract.saveDraft, request, unsaved));
  }

  async changeSlug(id: string, version: number, slug: string) {
    const request = { params: { id }, body: { version, slug } };
    return saveOf(await callEndpoint(this.fetchFn, pagesContract.changeSlug, request, unsaved));
  }

  async publish(id: string, version: number) {
    const request = { params: { id }, body: { version } };
    return saveOf(await callEndpoint(this.fetchFn, pagesContract.publish, request, 'The page could not be published.'));
  }

  async schedule(id: string, version: number, publishAt: string | null) {
    const request = { params: { id }, body: { version, publishAt } };
    return saveOf(await callEndpoint(this.fetchFn, pagesContract.schedule, request, unsaved));
  }

  async remove(id: string, version: number): Promise<PageSave | { readonly kind: 'deleted' }> {
    const request = { params: { id }, query: { version: String(version) } };
    const answer = await callEndpoint(this.fetchFn, pagesContract.remove, request, 'The page could not be deleted.');
    return answer.status === 204 ? { kind: 'deleted' } : saveOf(answer);
  }

  previewUrl(id: string) {
    return previewPath(id);
  }

  async readSettings(): Promise<SiteSettingsAnswer> {
    const answer = await callEndpoint(
      this.fetchFn,
      pagesContract.readSettings,
      {},
      'The site settings could not be read.',
    );
    return answer.body;
  }

  async saveSettings(version: number, settings: EditableSiteSettings): Promise<SettingsSave> {
    const request = { body: { version, settings } };
    const answer = await callEndpoint(
      this.fetchFn,
      pagesContract.saveSettings,
      request,
      'The site settings could not be saved.',
    );
    switch (answer.status) {
      case 200:
        return { kind: 'saved', current: answer.body };
      case 400:
        return invalidOf(answer.body);
      case 409:
        return { kind: 'stale', message: answer.body.message, current: answer.body.current };
    }
  }
}
