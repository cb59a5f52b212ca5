import type { PageDraft } from '../../domain/content/page-editing';
import type { EditableSiteSettings } from '../../domain/content/site-settings-editing';
import type { PagesConsole } from '../../ports/pages-console.port';

/**
 * The console screens' way to the content pages and site settings (issue 19 item 1): the port's
 * calls, and the London date and time a publication is set for turned into the instant stored.
 */
export class PagesConsoleStore {
  constructor(private readonly api: PagesConsole) {}

  list() {
    return this.api.list();
  }
  get(id: string) {
    return this.api.get(id);
  }
  create(slug: string, title: string, description: string) {
    return this.api.create(slug, { title, description, blocks: [] });
  }
  saveDraft(id: string, version: number, draft: PageDraft) {
    return this.api.saveDraft(id, version, draft);
  }
  changeSlug(id: string, version: number, slug: string) {
    return this.api.changeSlug(id, version, slug);
  }
  publish(id: string, version: number) {
    return this.api.publish(id, version);
  }
  /** `instant`: the UTC milliseconds of the London date and time chosen, or null to unschedule. */
  schedule(id: string, version: number, instant: number | null) {
    return this.api.schedule(id, version, instant === null ? null : new Date(instant).toISOString());
  }
  remove(id: string, version: number) {
    return this.api.remove(id, version);
  }
  previewUrl(id: string) {
    return this.api.previewUrl(id);
  }
  readSettings() {
    return this.api.readSettings();
  }
  saveSettings(version: number, settings: EditableSiteSettings) {
    return this.api.saveSettings(version, settings);
  }
}
