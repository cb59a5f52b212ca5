import { z } from 'zod';
import { type FieldIssues, slugIssue } from '../../domain/catalogue/catalogue-editing';
import { POST_STATUSES } from '../../domain/content/content-records';
import { moveFaq, offerDays, offerWindow, postPathChange } from '../../domain/content/posts-editing';
import type { AuditLog } from '../../ports/audit-log.port';
import type { CatalogueChanges } from '../../ports/catalogue-editor.port';
import type { Clock } from '../../ports/clock.port';
import type { ContentTrash } from '../../ports/content-trash.port';
import type { MarkdownRenderer } from '../../ports/markdown.port';
import type {
  ContentEntities,
  ContentEntity,
  ContentReference,
  NewContent,
  PostsEditor,
} from '../../ports/posts-editor.port';
import {
  type Actor,
  type RecordEditOutcome,
  type StaleOutcome,
  VersionedRecordDesk,
} from '../shared/versioned-record-desk';
import { moveToTrash } from './content-trash.use-case';

/** A NUL character cannot be stored (PostgreSQL's text refuses it) and is never meant. */
const noNul = (s: string) => !s.includes('\u0000');
const nulMessage = 'Remove the invisible control character (NUL).';
const slug = z.string().trim().max(200);
const line = (max: number) =>
  z.string().trim().min(1, 'Fill this in.').max(max, `At most ${max} characters.`).refine(noNul, nulMessage);
const text = (max: number) =>
  z
    .string()
    .min(1, 'Fill this in.')
    .max(max, `At most ${max.toLocaleString('en-GB')} characters.`)
    .refine(noNul, nulMessage);
const reference = z.uuid({ error: 'Choose one.' }).nullable();
const day = z.iso.date({ error: 'A day, e.g. 2027-01-31.' });

/** What an editor gives for each kind (all of it to create, any of it with the version to change). */
const schemas = {
  post: z.object({
    slug,
    title: line(200),
    excerpt: line(600),
    body: text(100_000),
    category: line(80),
    author: line(120),
    publishedAt: z.iso.datetime({ offset: true, error: 'A date and time.' }),
    coverMediaId: reference,
    status: z.enum(POST_STATUSES, { error: 'Draft or published.' }),
  }),
  faq: z.object({
    category: line(80),
    question: line(500),
    answer: text(10_000),
    propertyId: reference,
    status: z.enum(POST_STATUSES, { error: 'Draft or published.' }),
  }),
  offer: z.object({
    slug,
    title: line(200),
    summary: line(600),
    terms: text(10_000),
    code: z
      .string()
      .trim()
      .regex(/^[A-Z0-9-]{2,30}$/, 'Capitals, digits and hyphens, 2 to 30 of them.'),
    validFrom: day,
    validTo: day,
    cityId: reference,
    propertyId: reference,
    status: z.enum(POST_STATUSES, { error: 'Draft or published.' }),
  }),
} as const;

const names: Readonly<Record<ContentEntity, string>> = { post: 'post', faq: 'question', offer: 'offer' };

/** The references each kind's fields name. */
const references: Readonly<Record<string, ContentReference>> = {
  coverMediaId: 'media',
  cityId: 'city',
  propertyId: 'property',
};

export type ContentEditOutcome<K extends ContentEntity> = RecordEditOutcome<ContentEntities[K]>;

export type ContentDeleteOutcome<K extends ContentEntity> =
  | { readonly outcome: 'deleted' }
  | StaleOutcome<ContentEntities[K]>
  | { readonly outcome: 'not_found' };

export type FaqMoveOutcome =
  | { readonly outcome: 'moved'; readonly faqs: readonly ContentEntities['faq'][] }
  /** The first or last of its category already. */
  | { readonly outcome: 'unchanged'; readonly faqs: readonly ContentEntities['faq'][] }
  | { readonly outcome: 'stale'; readonly message: string }
  | { readonly outcome: 'not_found' };

/** Each kind's list order: posts newest first, questions by position, offers by when they start (latest first). */
const order: { [K in ContentEntity]: (a: ContentEntities[K], b: ContentEntities[K]) => number } = {
  post: (a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug),
  faq: (a, b) => a.position - b.position || a.id.localeCompare(b.id),
  offer: (a, b) => b.startsAt.localeCompare(a.startsAt) || a.slug.localeCompare(b.slug),
};

/**
 * The console's blog posts, FAQs and offers (issue 19 item 1): list, read, create, change and
 * delete, each write checked, stored with its audit entry, refused when made from an older version
 * (naming who changed it and when), and then the site's caches are told so it shows at once. A
 * published post's changed slug leaves a 301 from its old address. Offers are given as London days.
 */
export class EditPostsContent {
  private readonly desk: VersionedRecordDesk<ContentEntities>;

  constructor(
    private readonly editor: PostsEditor,
    audit: AuditLog,
    private readonly changes: CatalogueChanges,
    private readonly clock: Clock,
    private readonly markdown: MarkdownRenderer,
    private readonly trash: ContentTrash,
  ) {
    this.desk = new VersionedRecordDesk(editor, audit, changes, clock, {
      schemas,
      names,
      defaults: (kind) =>
        kind === 'post'
          ? { status: 'draft', coverMediaId: null, publishedAt: new Date(this.clock.now()).toISOString() }
          : kind === 'faq'
            ? { status: 'published', propertyId: null }
            : { status: 'published', cityId: null, propertyId: null },
      inputOf,
      fieldsOf: (kind, input, before) => this.fieldsOf(kind, input, before),
      describe: (_kind, record) => describe(record),
      redirects: async (kind, before, after) =>
        kind === 'post' && (before as ContentEntities['post']).status === 'published'
          ? postPathChange(
              (before as ContentEntities['post']).slug,
              (after as ContentEntities['post']).slug,
              await this.editor.listRedirects(),
            )
          : [],
    });
  }

  /** Every record of a kind in its list order, optionally only those containing every word of `q`. */
  async list<K extends ContentEntity>(kind: K, q = ''): Promise<readonly ContentEntities[K][]> {
    const words = q.toLowerCase().split(/\s+/).filter(Boolean);
    const all = await this.editor.list(kind);
    return all
      .filter((record) => {
        const haystack = Object.values(record)
          .filter((v) => typeof v === 'string')
          .join(' ')
          .toLowerCase();
        return words.every((w) => haystack.includes(w));
      })
      .sort(order[kind]);
  }

  get<K extends ContentEntity>(kind: K, id: string) {
    return this.editor.get(kind, id);
  }

  /** A post's body as the post page will show it. */
  preview(body: string): string {
    return this.markdown.toHtml(body.slice(0, 100_000));
  }

  create<K extends ContentEntity>(kind: K, input: unknown, actor: Actor): Promise<ContentEditOutcome<K>> {
    return this.desk.create(kind, input, actor);
  }

  /** `input` holds the fields to change and `version`, the version they were made from. */
  update<K extends ContentEntity>(kind: K, id: string, input: unknown, actor: Actor): Promise<ContentEditOutcome<K>> {
    return this.desk.update(kind, id, input, actor);
  }

  async remove<K extends ContentEntity>(
    kind: K,
    id: string,
    version: number,
    actor: Actor,
  ): Promise<ContentDeleteOutcome<K>> {
    const before = await this.editor.get(kind, id);
    if (!before) return { outcome: 'not_found' };
    if (before.version !== version) return this.desk.stale(kind, before);
    const moved = await moveToTrash(
      this.trash,
      this.clock,
      kind,
      { id, version, name: describe(before).slice(1, -1) },
      actor,
    );
    if (moved === 'not_found') return { outcome: 'not_found' };
    if (moved === 'stale') {
      const current = await this.editor.get(kind, id);
      return current ? this.desk.stale(kind, current) : { outcome: 'not_found' };
    }
    this.changes.changed();
    return { outcome: 'deleted' };
  }

  /** Moves a question up or down within its category, from the version it was read at. */
  async moveFaq(id: string, direction: 'up' | 'down', version: number, actor: Actor): Promise<FaqMoveOutcome> {
    const faqs = await this.editor.list('faq');
    const target = faqs.find((f) => f.id === id);
    if (!target) return { outcome: 'not_found' };
    if (target.version !== version) return this.desk.stale('faq', target);
    const moves = moveFaq(faqs, id, direction);
    if (moves.length === 0) return { outcome: 'unchanged', faqs: [...faqs].sort(order.faq) };
    const versionOf = (faqId: string) => faqs.find((f) => f.id === faqId)?.version ?? 0;
    const moved = await this.editor.reposition(
      moves.map((m) => ({ ...m, version: versionOf(m.id) })),
      this.desk.entry(actor, {
        action: 'move',
        entity: 'faq',
        entityId: id,
        summary: `Moved question ${describe(target)} ${direction} in ${target.category}`,
        before: { position: target.position },
        after: { position: moves.find((m) => m.id === id)?.position ?? target.position },
      }),
    );
    if (moved.outcome === 'stale') {
      const current = await this.editor.get('faq', id);
      return { outcome: 'stale', message: (await this.desk.stale('faq', current ?? target)).message };
    }
    this.changes.changed();
    return { outcome: 'moved', faqs: [...(await this.editor.list('faq'))].sort(order.faq) };
  }

  /** The record's fields from what was given: slugs free, references there, offer days as instants. */
  private async fieldsOf<K extends ContentEntity>(
    kind: K,
    input: Record<string, unknown>,
    before: ContentEntities[K] | null,
  ): Promise<{ record: NewContent<K> } | { issues: FieldIssues }> {
    const issues: Record<string, string> = {};
    const given = input as Record<string, unknown>;
    if (kind === 'post' || kind === 'offer') {
      const value = String(given.slug ?? '');
      const unchanged = before !== null && (before as { slug?: string }).slug === value;
      const taken = unchanged
        ? []
        : (await this.editor.list(kind)).filter((r) => r.id !== before?.id).map((r) => (r as { slug: string }).slug);
      const problem = unchanged ? null : slugIssue(value, taken);
      if (problem) issues.slug = problem;
    }
    for (const [field, what] of Object.entries(references)) {
      const id = given[field];
      const was = before ? (before as unknown as Record<string, unknown>)[field] : undefined;
      if (typeof id === 'string' && id !== was && !(await this.editor.exists(what, id)))
        issues[field] =
          what === 'media' ? 'No such picture.' : what === 'city' ? 'No such city.' : 'No such residence.';
    }
    let record: Record<string, unknown> = { ...given };
    if (kind === 'faq') {
      const position = before
        ? (before as ContentEntities['faq']).position
        : Math.max(-1, ...(await this.editor.list('faq')).map((f) => f.position)) + 1;
      record = { ...record, position };
    }
    if (kind === 'offer') {
      const { validFrom, validTo, ...rest } = record;
      const window = offerWindow(String(validFrom), String(validTo));
      if (!window) issues.validTo = 'The last day cannot be before the first.';
      record = { ...rest, ...window };
    }
    if (Object.keys(issues).length > 0) return { issues };
    return { record: record as unknown as NewContent<K> };
  }
}

/** A stored record as the fields an editor gives (an offer's instants as its London days). */
function inputOf<K extends ContentEntity>(kind: K, record: ContentEntities[K]): Record<string, unknown> {
  const { id: _id, version: _version, ...fields } = record as unknown as Record<string, unknown>;
  if (kind === 'faq') {
    const { position: _position, ...rest } = fields;
    return rest;
  }
  if (kind !== 'offer') return fields;
  const { startsAt, endsAt, ...rest } = fields;
  return { ...rest, ...offerDays(String(startsAt), String(endsAt)) };
}

function describe(record: object): string {
  const r = record as Record<string, unknown>;
  return `"${String(r.title ?? r.question ?? r.slug ?? '')}"`;
}
