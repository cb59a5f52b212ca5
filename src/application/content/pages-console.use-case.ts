import type { z } from 'zod';
import type { FieldIssues } from '../../domain/catalogue/catalogue-editing';
import { staleMessage } from '../../domain/catalogue/catalogue-editing';
import { catalogueKey } from '../../domain/catalogue/catalogue-keys';
import { contentKey } from '../../domain/content/content-keys';
import {
  type PageDraft,
  type PageStatus,
  pageDraftIssues,
  pageSlugIssue,
  pageStatus,
  scheduleIssue,
} from '../../domain/content/page-editing';
import { type EditableSiteSettings, siteSettingsIssues } from '../../domain/content/site-settings-editing';
import { auditEntry } from '../../domain/staff/audit-entry';
import type { AuditLog } from '../../ports/audit-log.port';
import type { CatalogueChanges } from '../../ports/catalogue-editor.port';
import type { CatalogueReader } from '../../ports/catalogue-reader.port';
import type { Clock } from '../../ports/clock.port';
import type { ContentTrash } from '../../ports/content-trash.port';
import type {
  EditablePage,
  PageChange,
  PageEditor,
  PageResolver,
  SiteSettingsEditor,
  VersionedSiteSettings,
} from '../../ports/page-editor.port';
import type { Actor } from '../catalogue/edit-catalogue.use-case';
import type { PageDescription } from '../site/describe-page.use-case';
import { moveToTrash } from './content-trash.use-case';
import { asDraft, asSettings, createShape, draftShape, settingsShape, versionShape } from './pages-console.inputs';

/** A page as the console lists and edits it: the stored page and where it stands. */
export interface ConsolePage extends EditablePage {
  readonly status: PageStatus;
}

export type PageOutcome =
  | { readonly outcome: 'saved'; readonly page: ConsolePage }
  | { readonly outcome: 'invalid'; readonly fields: FieldIssues }
  | { readonly outcome: 'stale'; readonly message: string; readonly current: ConsolePage }
  | { readonly outcome: 'not_found' };

export type PageDeletion =
  | { readonly outcome: 'deleted' }
  | { readonly outcome: 'stale'; readonly message: string; readonly current: ConsolePage }
  | { readonly outcome: 'not_found' };

const withStatus = (page: EditablePage): ConsolePage => ({
  ...page,
  status: pageStatus({ publishedAt: page.publishedAt, hasDraft: page.hasDraft, publishAt: page.publishAt }),
});

function issuesOf(error: z.ZodError): FieldIssues {
  return Object.fromEntries(error.issues.map((i) => [i.path.join('.') || '(input)', i.message]));
}

const londonTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

/**
 * The console's content pages (issue 19 item 1, ADR 050): create, save a draft, move to a new
 * address, publish now or at a set time, delete, and preview the draft as visitors would see it.
 * Every write is checked by the domain's rules, made from the version it was read at (a stale
 * one is refused, naming who changed the page and when), audited in the same transaction, and
 * then the site's caches are cleared so the change shows at once.
 */
export class EditPages {
  constructor(
    private readonly editor: PageEditor,
    private readonly audit: AuditLog,
    private readonly changes: CatalogueChanges,
    private readonly clock: Clock,
    private readonly trash: ContentTrash,
  ) {}

  async list(): Promise<readonly ConsolePage[]> {
    return (await this.editor.list()).map(withStatus);
  }

  async get(id: string): Promise<ConsolePage | null> {
    const page = await this.editor.get(id);
    return page ? withStatus(page) : null;
  }

  async create(input: unknown, actor: Actor): Promise<PageOutcome> {
    const parsed = createShape.safeParse(input);
    if (!parsed.success) return { outcome: 'invalid', fields: issuesOf(parsed.error) };
    const slug = parsed.data.slug.trim();
    const draft = asDraft({ ...parsed.data, blocks: parsed.data.blocks ?? [] });
    const issues: Record<string, string> = { ...pageDraftIssues(draft) };
    const slugIssue = pageSlugIssue(slug, await this.editor.takenSlugs());
    if (slugIssue) issues.slug = slugIssue;
    if (Object.keys(issues).length > 0) return { outcome: 'invalid', fields: issues };
    const made = await this.editor.create(slug, draft, this.now(), (page) =>
      this.entry(actor, 'create', page.id, `created the page /${slug} (a draft)`, null, page),
    );
    if (made.outcome === 'slug_taken')
      return { outcome: 'invalid', fields: { slug: 'Another page or a city already has this address.' } };
    this.changes.changed();
    return { outcome: 'saved', page: withStatus(made.page) };
  }

  async saveDraft(id: string, input: unknown, actor: Actor): Promise<PageOutcome> {
    const parsed = draftShape.extend(versionShape.shape).safeParse(input);
    if (!parsed.success) return { outcome: 'invalid', fields: issuesOf(parsed.error) };
    const draft = asDraft(parsed.data);
    const issues = pageDraftIssues(draft);
    if (Object.keys(issues).length > 0) return { outcome: 'invalid', fields: issues };
    return this.change(id, parsed.data.version, { kind: 'draft', draft }, actor, (before) => ({
      summary: `saved a draft of /${before.slug}`,
      after: { ...before, draft, hasDraft: true },
    }));
  }

  async changeSlug(id: string, input: unknown, actor: Actor): Promise<PageOutcome> {
    const parsed = versionShape.extend({ slug: createShape.shape.slug }).safeParse(input);
    if (!parsed.success) return { outcome: 'invalid', fields: issuesOf(parsed.error) };
    const before = await this.editor.get(id);
    if (!before) return { outcome: 'not_found' };
    const slug = parsed.data.slug.trim();
    if (slug === before.slug) return { outcome: 'saved', page: withStatus(before) };
    const issue = pageSlugIssue(
      slug,
      (await this.editor.takenSlugs()).filter((s) => s !== before.slug),
    );
    if (issue) return { outcome: 'invalid', fields: { slug: issue } };
    // Only a page visitors could have found leaves its old address behind.
    const redirects = before.publishedAt ? [{ fromPath: `/${before.slug}`, toPath: `/${slug}` }] : [];
    return this.change(id, parsed.data.version, { kind: 'slug', slug, redirects }, actor, () => ({
      summary: `moved the page /${before.slug} to /${slug}`,
      after: { ...before, slug },
    }));
  }

  async publish(id: string, input: unknown, actor: Actor): Promise<PageOutcome> {
    const parsed = versionShape.safeParse(input);
    if (!parsed.success) return { outcome: 'invalid', fields: issuesOf(parsed.error) };
    const before = await this.editor.get(id);
    if (!before) return { outcome: 'not_found' };
    const issues = pageDraftIssues(before.draft);
    if (Object.keys(issues).length > 0) return { outcome: 'invalid', fields: issues };
    return this.change(id, parsed.data.version, { kind: 'publish' }, actor, () => ({
      summary: `published /${before.slug}`,
      after: { ...before, published: before.draft, hasDraft: false, publishAt: null },
    }));
  }

  /** `publishAt`: an ISO time in the future, or null to unschedule. */
  async schedule(id: string, input: unknown, actor: Actor): Promise<PageOutcome> {
    const parsed = versionShape.extend({ publishAt: createShape.shape.slug.nullable() }).safeParse(input);
    if (!parsed.success) return { outcome: 'invalid', fields: issuesOf(parsed.error) };
    const before = await this.editor.get(id);
    if (!before) return { outcome: 'not_found' };
    const { publishAt } = parsed.data;
    if (publishAt !== null) {
      const at = Date.parse(publishAt);
      const issue = Number.isNaN(at) ? 'Choose a date and a time.' : scheduleIssue(at, this.clock.now());
      if (issue) return { outcome: 'invalid', fields: { publishAt: issue } };
      const issues = pageDraftIssues(before.draft);
      if (Object.keys(issues).length > 0) return { outcome: 'invalid', fields: issues };
    }
    const iso = publishAt === null ? null : new Date(Date.parse(publishAt)).toISOString();
    return this.change(id, parsed.data.version, { kind: 'schedule', publishAt: iso }, actor, () => ({
      summary:
        iso === null
          ? `unscheduled /${before.slug}`
          : `scheduled /${before.slug} to publish at ${londonTime(iso)} (London)`,
      after: { ...before, publishAt: iso },
    }));
  }

  async remove(id: string, version: number, actor: Actor): Promise<PageDeletion> {
    const before = await this.editor.get(id);
    if (!before) return { outcome: 'not_found' };
    const moved = await moveToTrash(
      this.trash,
      this.clock,
      'page',
      { id, version, name: before.draft.title || `/${before.slug}` },
      actor,
    );
    if (moved === 'stale') {
      const current = await this.editor.get(id);
      return current ? this.stale(current) : { outcome: 'not_found' };
    }
    if (moved === 'trashed') this.changes.changed();
    return moved === 'trashed' ? { outcome: 'deleted' } : { outcome: 'not_found' };
  }

  private async change(
    id: string,
    version: number,
    change: PageChange,
    actor: Actor,
    describe: (before: EditablePage) => { summary: string; after: unknown },
  ): Promise<PageOutcome> {
    const before = await this.editor.get(id);
    if (!before) return { outcome: 'not_found' };
    const { summary, after } = describe(before);
    const action = change.kind === 'publish' ? 'publish' : change.kind === 'schedule' ? 'schedule' : 'update';
    const saved = await this.editor.update(
      id,
      version,
      change,
      this.now(),
      this.entry(actor, action, id, summary, before, after),
    );
    if (saved.outcome === 'stale') return this.stale(saved.current);
    if (saved.outcome === 'slug_taken')
      return { outcome: 'invalid', fields: { slug: 'Another page or a city already has this address.' } };
    if (saved.outcome === 'not_found') return saved;
    this.changes.changed();
    return { outcome: 'saved', page: withStatus(saved.page) };
  }

  private async stale(current: EditablePage): Promise<PageOutcome & { outcome: 'stale' }> {
    const [last] = await this.audit.list({ entity: 'page', entityId: current.id, limit: 1 });
    return {
      outcome: 'stale',
      message: staleMessage(last ? { actor: last.actor, at: last.at } : null),
      current: withStatus(current),
    };
  }

  private now(): string {
    return new Date(this.clock.now()).toISOString();
  }

  private entry(actor: Actor, action: string, entityId: string, summary: string, before: unknown, after: unknown) {
    return auditEntry(this.clock.now(), actor, { action, entity: 'page', entityId, summary, before, after });
  }
}

/**
 * The draft of a page as visitors will see it once published: the public page's description
 * (header, footer, the page's blocks put together), marked private so nothing indexes or keeps it.
 */
export class PreviewPage {
  constructor(
    private readonly editor: PageEditor,
    private readonly resolver: PageResolver,
    private readonly catalogue: CatalogueReader,
    private readonly clock: Clock,
  ) {}

  async run(id: string): Promise<PageDescription | null> {
    const page = await this.editor.get(id);
    if (!page) return null;
    const draft: PageDraft = page.draft;
    const [resolved, settings, cities] = await Promise.all([
      this.resolver.resolvePage({
        id: page.id,
        slug: page.slug,
        title: draft.title,
        description: draft.description,
        blocks: draft.blocks,
        updatedAt: new Date(this.clock.now()).toISOString(),
      }),
      this.catalogue.getSiteSettings(),
      this.catalogue.listCities(),
    ]);
    return {
      page: 'content-page',
      status: 200,
      private: true,
      title: `Preview: ${draft.title} | ${settings.brand_name}`,
      description: draft.description,
      canonicalPath: `/${page.slug}`,
      image: null,
      heading: draft.title,
      jsonLd: null,
      initialData: {
        [catalogueKey.settings()]: settings,
        [catalogueKey.cities()]: cities,
        [contentKey.page(page.slug)]: resolved,
      },
    };
  }
}

/**
 * The scheduled publications' job: publishes every draft whose time has come, each exactly once
 * across servers (the editor claims rows), audited as the scheduler's, then clears the caches.
 */
export class PublishDuePages {
  constructor(
    private readonly editor: PageEditor,
    private readonly changes: CatalogueChanges,
    private readonly clock: Clock,
  ) {}

  async run(): Promise<readonly string[]> {
    const now = this.clock.now();
    const published = await this.editor.publishDue(new Date(now).toISOString(), (page) => ({
      at: now,
      staffId: null,
      actor: 'scheduled publication',
      action: 'publish',
      entity: 'page',
      entityId: page.id,
      summary: `published /${page.slug} at its set time`,
      before: null,
      after: page,
      ip: null,
    }));
    if (published.length > 0) this.changes.changed();
    return published.map((p) => p.slug);
  }
}

export type SettingsOutcome =
  | { readonly outcome: 'saved'; readonly current: VersionedSiteSettings }
  | { readonly outcome: 'invalid'; readonly fields: FieldIssues }
  | { readonly outcome: 'stale'; readonly message: string; readonly current: VersionedSiteSettings };

/** The site settings' screen (issue 19 item 1): read them with their version, save them whole from it. */
export class EditSiteSettings {
  constructor(
    private readonly editor: SiteSettingsEditor,
    private readonly audit: AuditLog,
    private readonly changes: CatalogueChanges,
    private readonly clock: Clock,
    /** The sending mailbox's address (MAIL_FROM's): the address replies come from must share its domain (ADR 092). */
    private readonly mail: { readonly sendingAddress: string },
  ) {}

  /** The settings with their version, and the address mail is sent from (for the reply address's hint). */
  async read(): Promise<VersionedSiteSettings & { readonly sendingAddress: string }> {
    return { ...(await this.editor.read()), sendingAddress: this.mail.sendingAddress };
  }

  async save(input: unknown, actor: Actor): Promise<SettingsOutcome> {
    const parsed = settingsShape.safeParse(input);
    if (!parsed.success) return { outcome: 'invalid', fields: issuesOf(parsed.error) };
    const settings: EditableSiteSettings = asSettings(parsed.data.settings);
    const issues = siteSettingsIssues(settings, this.mail.sendingAddress);
    if (Object.keys(issues).length > 0) return { outcome: 'invalid', fields: issues };
    const before = await this.editor.read();
    const facts = { action: 'update', entity: 'site_settings', entityId: null, summary: 'changed the site settings' };
    const saved = await this.editor.save(
      parsed.data.version,
      settings,
      auditEntry(this.clock.now(), actor, { ...facts, before: before.settings, after: settings }),
    );
    if (saved.outcome === 'stale') {
      const [last] = await this.audit.list({ entity: 'site_settings', limit: 1 });
      return {
        outcome: 'stale',
        message: staleMessage(last ? { actor: last.actor, at: last.at } : null),
        current: saved.current,
      };
    }
    this.changes.changed();
    return saved;
  }
}
