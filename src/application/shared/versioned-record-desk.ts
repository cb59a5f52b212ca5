import type { z } from 'zod';
import { type FieldIssues, type SlugRedirect, staleMessage } from '../../domain/catalogue/catalogue-editing';
import { type AuditEntry, type AuditFacts, auditEntry } from '../../domain/staff/audit-entry';
import type { AuditLog } from '../../ports/audit-log.port';
import type { CatalogueChanges } from '../../ports/catalogue-editor.port';
import type { Clock } from '../../ports/clock.port';
import type { NewVersioned, VersionedKinds, VersionedRecordEditor } from '../../ports/versioned-records.port';
import { fieldIssues } from './field-issues';

/** Who acts: the signed-in member, for the audit log. */
export interface Actor {
  readonly staffId: string;
  readonly email: string;
  readonly ip: string | null;
}

export type StaleOutcome<R> = { readonly outcome: 'stale'; readonly message: string; readonly current: R };

export type RecordEditOutcome<R> =
  | { readonly outcome: 'saved'; readonly record: R }
  | { readonly outcome: 'invalid'; readonly fields: FieldIssues }
  | StaleOutcome<R>
  | { readonly outcome: 'not_found' };

type Fields = Record<string, unknown>;

/**
 * What one family of versioned records (the catalogue's, the content's) tells the desk about its
 * kinds (ADR 105): the rest of creating and changing a record is the same for every kind.
 */
export interface RecordKindRules<E extends VersionedKinds<E>> {
  /** What an operator gives for each kind: all of it to create; any of it, with the version, to change. */
  readonly schemas: { readonly [K in keyof E]: z.ZodObject };
  /** Each kind as the audit log's summaries name it ("residence", "question"). */
  readonly names: { readonly [K in keyof E]: string };
  /** What a new record of the kind need not be given. */
  defaults(kind: keyof E): Fields;
  /** A stored record as the fields its schema takes (so a change is checked as the whole record). */
  inputOf<K extends keyof E>(kind: K, record: E[K]): Fields;
  /** The record's fields from the checked input, or the refusals of the rules that read other records. */
  fieldsOf<K extends keyof E>(
    kind: K,
    input: Fields,
    before: E[K] | null,
  ): Promise<{ readonly record: NewVersioned<E, K> } | { readonly issues: FieldIssues }>;
  /** A record as the audit log's summary names it: `"Mill"`. */
  describe(kind: keyof E, record: object): string;
  /** The record's name kept with its audit entry, so the log reads well after a deletion (where the family keeps one). */
  displayName?(kind: keyof E, record: object): Promise<string>;
  /** The redirects a change that moves the record's address leaves. */
  redirects<K extends keyof E>(kind: K, before: E[K], after: E[K]): Promise<readonly SlugRedirect[]>;
}

/**
 * Creating and changing a versioned record of any kind: the input checked by the kind's schema
 * and rules, a change only from the version it was read at (a stale one answered with the record
 * as it is and who changed it when), the audit entry written with it, then the site's caches told.
 */
export class VersionedRecordDesk<E extends VersionedKinds<E>> {
  constructor(
    /** Its deletions are the use case's own (a city's guard, the trash): whatever they answer. */
    private readonly editor: VersionedRecordEditor<E, unknown>,
    private readonly audit: AuditLog,
    private readonly changes: CatalogueChanges,
    private readonly clock: Clock,
    private readonly rules: RecordKindRules<E>,
  ) {}

  async create<K extends keyof E>(kind: K, input: unknown, actor: Actor): Promise<RecordEditOutcome<E[K]>> {
    const parsed = this.rules.schemas[kind].safeParse({ ...this.rules.defaults(kind), ...objectOf(input) });
    if (!parsed.success) return { outcome: 'invalid', fields: fieldIssues(parsed.error) };
    const fields = await this.rules.fieldsOf(kind, parsed.data, null);
    if ('issues' in fields) return { outcome: 'invalid', fields: fields.issues };
    const name = await this.rules.displayName?.(kind, fields.record);
    const created = await this.editor.create(kind, fields.record, (record) =>
      this.entry(
        actor,
        {
          action: 'create',
          entity: String(kind),
          entityId: record.id,
          summary: `Created ${this.rules.names[kind]} ${this.rules.describe(kind, record)}`,
          before: null,
          after: record,
        },
        name,
      ),
    );
    if (created.outcome === 'slug_taken') return slugTaken;
    this.changes.changed();
    return { outcome: 'saved', record: created.record };
  }

  /** `input` holds the fields to change and `version`, the version they were made from. */
  async update<K extends keyof E>(kind: K, id: string, input: unknown, actor: Actor): Promise<RecordEditOutcome<E[K]>> {
    const { version, id: _id, ...rest } = objectOf(input);
    if (typeof version !== 'number' || !Number.isInteger(version))
      return { outcome: 'invalid', fields: { version: 'Give the version you opened (reload the record).' } };
    const parsed = this.rules.schemas[kind].partial().strict().safeParse(rest);
    if (!parsed.success) return { outcome: 'invalid', fields: fieldIssues(parsed.error) };
    const before = await this.editor.get(kind, id);
    if (!before) return { outcome: 'not_found' };
    if (before.version !== version) return this.stale(kind, before);
    const fields = await this.rules.fieldsOf(kind, { ...this.rules.inputOf(kind, before), ...parsed.data }, before);
    if ('issues' in fields) return { outcome: 'invalid', fields: fields.issues };
    const after = { ...before, ...fields.record };
    const changed = Object.keys(fields.record).filter(
      (k) => JSON.stringify(fieldOf(before, k)) !== JSON.stringify(fieldOf(after, k)),
    );
    const redirects = await this.rules.redirects(kind, before, after);
    const name = await this.rules.displayName?.(kind, before);
    const saved = await this.editor.update(
      kind,
      id,
      version,
      Object.fromEntries(changed.map((k) => [k, fieldOf(after, k)])) as Partial<NewVersioned<E, K>>,
      this.entry(
        actor,
        {
          action: 'update',
          entity: String(kind),
          entityId: id,
          summary: `Changed ${this.rules.names[kind]} ${this.rules.describe(kind, before)}: ${changed.map((k) => changeText(k, before, after)).join('; ') || 'nothing'}`,
          before,
          after: { ...after, version: version + 1 },
        },
        name,
      ),
      redirects,
    );
    if (saved.outcome === 'stale') return this.stale(kind, saved.current);
    if (saved.outcome === 'slug_taken') return slugTaken;
    if (saved.outcome === 'not_found') return saved;
    this.changes.changed();
    return { outcome: 'saved', record: saved.record };
  }

  /** A refusal of a change made from an older version: the record as it is, and who changed it last and when. */
  async stale<K extends keyof E>(kind: K, current: E[K]): Promise<StaleOutcome<E[K]>> {
    const [last] = await this.audit.list({ entity: String(kind), entityId: current.id, limit: 1 });
    return { outcome: 'stale', message: staleMessage(last ? { actor: last.actor, at: last.at } : null), current };
  }

  /**
   * An entry of the log for what `actor` did now (a summary kept to 1,000 characters); with
   * `displayName`, the record's name is kept in its before and after.
   */
  entry(actor: Actor, facts: AuditFacts, displayName?: string): AuditEntry {
    const named = (record: unknown) =>
      displayName !== undefined && typeof record === 'object' && record !== null ? { ...record, displayName } : record;
    return auditEntry(this.clock.now(), actor, {
      ...facts,
      summary: facts.summary.slice(0, 1000),
      before: named(facts.before),
      after: named(facts.after),
    });
  }
}

const slugTaken = { outcome: 'invalid', fields: { slug: 'This address is already used.' } } as const;

function objectOf(input: unknown): Fields {
  return typeof input === 'object' && input !== null ? (input as Fields) : {};
}

function fieldOf(record: object, key: string): unknown {
  return (record as Fields)[key];
}

/** One changed field for the audit's summary: `name "Mill" -> "Mill Lane"`, amounts in pence as pounds. */
function changeText(key: string, before: object, after: object): string {
  const show = (v: unknown) => {
    if (key.endsWith('Pence') && typeof v === 'number') return `£${(v / 100).toFixed(2)}`;
    const s = typeof v === 'string' ? v : JSON.stringify(v);
    return s.length > 60 ? `${s.slice(0, 57)}...` : s;
  };
  return `${key} ${show(fieldOf(before, key))} -> ${show(fieldOf(after, key))}`;
}
