import { z } from 'zod';
import type { RoomKind } from '../../domain/catalogue/catalogue';
import {
  CURRENCIES,
  cataloguePath,
  cityDeletionIssue,
  type FieldIssues,
  PROPERTY_STATUSES,
  redirectsForMove,
  type SlugRedirect,
  slugIssue,
  tenancyOptionIssues,
} from '../../domain/catalogue/catalogue-editing';
import { optionLabel } from '../../domain/catalogue/price-sheet';
import { ROOM_KINDS } from '../../domain/catalogue/room-kinds';
import type { AuditLog } from '../../ports/audit-log.port';
import type {
  CatalogueChanges,
  CatalogueEditor,
  CatalogueEntities,
  CatalogueEntity,
  NewRecord,
} from '../../ports/catalogue-editor.port';
import type { Clock } from '../../ports/clock.port';
import {
  type Actor,
  type RecordEditOutcome,
  type StaleOutcome,
  VersionedRecordDesk,
} from '../shared/versioned-record-desk';

export type { Actor } from '../shared/versioned-record-desk';

const slug = z.string().trim().max(200);
const line = z.string().trim().min(1, 'Fill this in.').max(200, 'At most 200 characters.');
const text = z.string().trim().min(1, 'Fill this in.').max(10_000, 'At most 10,000 characters.');
const lat = z.number({ error: 'A latitude, e.g. 53.48.' }).min(-90).max(90);
const lng = z.number({ error: 'A longitude, e.g. -2.24.' }).min(-180).max(180);
const labels = z.array(line).max(60, 'At most 60.');
const id = z.uuid({ error: 'Choose one.' });
const sort = z.int().min(0).max(100_000);

/** What an operator gives for each kind of record (all of it to create; any of it, with the version, to change). */
const schemas = {
  city: z.object({ slug, name: line, region: line, intro: text, lat, lng, heroMediaId: z.uuid().nullable(), sort }),
  university: z.object({
    cityId: id,
    slug,
    name: line,
    shortName: line,
    lat,
    lng,
    website: z.url({ protocol: /^https?$/, error: 'A web address starting https://' }),
  }),
  property: z.object({
    cityId: id,
    slug,
    name: line,
    tagline: line,
    description: text,
    addressLine1: line,
    postcode: line,
    lat,
    lng,
    amenities: labels,
    floorLevels: labels,
    featured: z.boolean(),
    sort,
    status: z.enum(PROPERTY_STATUSES, { error: 'Published, draft or withdrawn.' }),
  }),
  room_type: z.object({
    propertyId: id,
    slug,
    name: line,
    kind: z.enum(ROOM_KINDS as readonly RoomKind[] as [RoomKind, ...RoomKind[]], { error: 'Choose a kind of room.' }),
    bedType: line,
    sizeSqm: z.number({ error: 'Square metres, e.g. 21.' }).positive('More than 0.').max(1000, 'At most 1000.'),
    description: text,
    features: labels,
    floorLevels: labels,
    sort,
  }),
  tenancy_option: z.object({
    roomTypeId: id,
    academicYear: z.string().trim(),
    weeks: z.number({ error: 'A whole number of weeks.' }),
    startDate: z.string().trim(),
    endDate: z.string().trim(),
    pricePerWeekPence: z.number({ error: 'An amount in pence.' }),
    billingFrequency: z.string(),
    currency: z.enum(CURRENCIES, { error: `One of ${CURRENCIES.join(', ')}.` }),
    roomsAvailable: z.number({ error: 'A whole number.' }),
    soldOut: z.boolean({ error: 'Yes or no.' }),
  }),
} as const;

/** Defaults for what a new record need not be given. */
const defaults: { [K in CatalogueEntity]?: Partial<NewRecord<K>> } = {
  city: { heroMediaId: null, sort: 0 },
  property: { amenities: [], floorLevels: [], featured: false, sort: 0, status: 'draft' },
  room_type: { features: [], floorLevels: [], sort: 0 },
  tenancy_option: { billingFrequency: 'weekly', currency: 'GBP', roomsAvailable: 0, soldOut: false },
};

/** The names people read, for the audit log's summaries. */
const entityNames: Readonly<Record<CatalogueEntity, string>> = {
  city: 'city',
  university: 'university',
  property: 'residence',
  room_type: 'room type',
  tenancy_option: 'tenancy option',
};

export type EditOutcome<K extends CatalogueEntity> = RecordEditOutcome<CatalogueEntities[K]>;

export type DeleteOutcome<K extends CatalogueEntity> =
  | { readonly outcome: 'deleted' }
  | { readonly outcome: 'refused'; readonly message: string }
  | StaleOutcome<CatalogueEntities[K]>
  | { readonly outcome: 'not_found' };

export interface ListQuery {
  /** Words to find in the names and slugs (all of them, any case). */
  readonly q?: string;
  /** A field to sort by; the list's own order (by name) when not given. */
  readonly sort?: string;
  readonly dir?: 'asc' | 'desc';
  /** From 1. */
  readonly page?: number;
  readonly pageSize?: number;
  /** Only records whose fields equal these (e.g. { cityId }, { status: 'draft' }). */
  readonly where?: Readonly<Record<string, string>>;
}

export interface ListPage<T> {
  readonly items: readonly T[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

const maxPageSize = 500;

/**
 * The console's catalogue (issue 18 item 5): list, read, create, change and delete cities,
 * universities, residences, room types and tenancy options. Every write is checked by the domain's
 * rules, stored with its audit entry in one transaction, refused when made from an older version
 * (naming who changed the record and when), and then the site's caches are told.
 *
 * Lists are searched, sorted and paged here on the server, over the whole kind (an operator's
 * catalogue is hundreds of records, not millions): the console asks for one page at a time.
 */
export class EditCatalogue {
  private readonly desk: VersionedRecordDesk<CatalogueEntities>;

  constructor(
    private readonly editor: CatalogueEditor,
    audit: AuditLog,
    private readonly changes: CatalogueChanges,
    clock: Clock,
  ) {
    this.desk = new VersionedRecordDesk(editor, audit, changes, clock, {
      schemas,
      names: entityNames,
      defaults: (kind) => ({ ...defaults[kind] }),
      inputOf: (_kind, { id: _id, version: _version, ...fields }) => fields,
      fieldsOf: async (kind, input, before) => {
        const issues = await this.ruleIssues(kind, input as NewRecord<typeof kind>, before);
        return Object.keys(issues).length > 0 ? { issues } : { record: input as NewRecord<typeof kind> };
      },
      describe,
      displayName: (kind, record) => this.nameOf(kind, record),
      redirects: (kind, before, after) => this.redirectsFor(kind, before, after),
    });
  }

  async list<K extends CatalogueEntity>(kind: K, query: ListQuery = {}): Promise<ListPage<CatalogueEntities[K]>> {
    const all = await this.editor.list(kind);
    const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const where = Object.entries(query.where ?? {});
    const found = all.filter((record) => {
      const fields = record as unknown as Record<string, unknown>;
      if (where.some(([key, value]) => String(fields[key]) !== value)) return false;
      const haystack = Object.values(fields)
        .filter((v) => typeof v === 'string')
        .join(' ')
        .toLowerCase();
      return words.every((w) => haystack.includes(w));
    });
    const key = query.sort ?? ('name' in (all[0] ?? {}) ? 'name' : 'startDate');
    const sign = query.dir === 'desc' ? -1 : 1;
    const value = (r: CatalogueEntities[K]) => (r as unknown as Record<string, unknown>)[key];
    found.sort((a, b) => {
      const x = value(a);
      const y = value(b);
      const order =
        typeof x === 'number' && typeof y === 'number'
          ? x - y
          : String(x ?? '').localeCompare(String(y ?? ''), 'en-GB', { numeric: true });
      return order === 0 ? a.id.localeCompare(b.id) : sign * order;
    });
    const pageSize = Math.min(Math.max(1, Math.trunc(query.pageSize ?? 25)), maxPageSize);
    const pages = Math.max(1, Math.ceil(found.length / pageSize));
    const page = Math.min(Math.max(1, Math.trunc(query.page ?? 1)), pages);
    return { items: found.slice((page - 1) * pageSize, page * pageSize), total: found.length, page, pageSize };
  }

  get<K extends CatalogueEntity>(kind: K, id: string): Promise<CatalogueEntities[K] | null> {
    return this.editor.get(kind, id);
  }

  create<K extends CatalogueEntity>(kind: K, input: unknown, actor: Actor): Promise<EditOutcome<K>> {
    return this.desk.create(kind, input, actor);
  }

  /** `input` holds the fields to change and `version`, the version the change was made from. */
  update<K extends CatalogueEntity>(kind: K, id: string, input: unknown, actor: Actor): Promise<EditOutcome<K>> {
    return this.desk.update(kind, id, input, actor);
  }

  async remove<K extends CatalogueEntity>(
    kind: K,
    id: string,
    version: number,
    actor: Actor,
  ): Promise<DeleteOutcome<K>> {
    const before = await this.editor.get(kind, id);
    if (!before) return { outcome: 'not_found' };
    if (before.version !== version) return this.desk.stale(kind, before);
    if (kind === 'city') {
      const residences = (await this.editor.list('property')).filter((p) => p.cityId === id).length;
      const issue = cityDeletionIssue(residences);
      if (issue) return { outcome: 'refused', message: issue };
    }
    const name = await this.nameOf(kind, before);
    const result = await this.editor.remove(
      kind,
      id,
      version,
      this.desk.entry(
        actor,
        {
          action: 'delete',
          entity: kind,
          entityId: id,
          summary: `Deleted ${entityNames[kind]} ${describe(kind, before)}`,
          before,
          after: null,
        },
        name,
      ),
    );
    if (result.outcome === 'stale') return this.desk.stale(kind, result.current);
    if (result.outcome === 'in_use')
      return { outcome: 'refused', message: cityDeletionIssue(1) ?? 'This city has residences.' };
    if (result.outcome === 'not_found') return result;
    this.changes.changed();
    return { outcome: 'deleted' };
  }

  /** A record's name with its residence (and room) where it has them: "Mill · En-suite · 51 weeks from 5 Sep 2026". */
  private async nameOf(kind: CatalogueEntity, record: object): Promise<string> {
    const r = record as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    if (kind === 'tenancy_option') {
      const room = await this.editor.get('room_type', text(r.roomTypeId));
      const property = room ? await this.editor.get('property', room.propertyId) : null;
      return optionLabel({
        residence: property?.name ?? '',
        roomType: room?.name ?? '',
        weeks: typeof r.weeks === 'number' ? r.weeks : text(r.weeks),
        startDate: text(r.startDate),
      });
    }
    if (kind === 'room_type') {
      const property = await this.editor.get('property', text(r.propertyId));
      return [property?.name ?? '', text(r.name)].filter(Boolean).join(' · ');
    }
    return text(r.name) || text(r.slug);
  }

  /** The rules that need the rest of the catalogue: parents exist, slugs are free in their scope, lets are consistent. */
  private async ruleIssues<K extends CatalogueEntity>(
    kind: K,
    record: NewRecord<K> & { readonly id?: string },
    before: CatalogueEntities[K] | null,
  ): Promise<FieldIssues> {
    const issues: Record<string, string> = {};
    const r = record as unknown as Record<string, unknown>;
    const others = async <S extends CatalogueEntity>(scope: S, same: (x: CatalogueEntities[S]) => boolean) =>
      (await this.editor.list(scope))
        .filter((x) => x.id !== before?.id && same(x))
        .map((x) => (x as { slug?: string }).slug ?? '');
    const parent = async (field: string, scope: CatalogueEntity, label: string) => {
      if (typeof r[field] === 'string' && !(await this.editor.get(scope, r[field] as string)))
        issues[field] = `No such ${label}.`;
    };
    if (kind === 'tenancy_option') {
      Object.assign(issues, tenancyOptionIssues(record as unknown as CatalogueEntities['tenancy_option']));
      await parent('roomTypeId', 'room_type', 'room type');
      return issues;
    }
    const slugValue = String(r.slug ?? '');
    let taken: string[] = [];
    if (kind === 'city') taken = await others('city', () => true);
    if (kind === 'university') {
      taken = await others('university', () => true);
      await parent('cityId', 'city', 'city');
    }
    if (kind === 'property') {
      taken = await others('property', () => true);
      await parent('cityId', 'city', 'city');
    }
    if (kind === 'room_type') {
      taken = await others('room_type', (x) => x.propertyId === r.propertyId);
      await parent('propertyId', 'property', 'residence');
    }
    // An unchanged slug stands as it is (a reserved word given before these rules stays until changed).
    const unchanged = before !== null && (before as unknown as { slug?: string }).slug === slugValue;
    const slugProblem = unchanged ? null : slugIssue(slugValue, taken);
    if (slugProblem) issues.slug = slugProblem;
    return issues;
  }

  /** The redirects a changed address leaves: the page's own and every page under it. */
  private async redirectsFor<K extends CatalogueEntity>(
    kind: K,
    before: CatalogueEntities[K],
    after: CatalogueEntities[K],
  ): Promise<SlugRedirect[]> {
    if (kind !== 'city' && kind !== 'property' && kind !== 'room_type') return [];
    const [cities, properties, roomTypes, existing] = await Promise.all([
      this.editor.list('city'),
      this.editor.list('property'),
      this.editor.list('room_type'),
      this.editor.listRedirects(),
    ]);
    const citySlug = (cityId: string) => cities.find((c) => c.id === cityId)?.slug ?? '';
    const propertyOf = (propertyId: string) => properties.find((p) => p.id === propertyId);
    const paths: string[] = [];
    for (const p of properties) paths.push(cataloguePath.property(citySlug(p.cityId), p.slug));
    for (const rt of roomTypes) {
      const p = propertyOf(rt.propertyId);
      if (p) paths.push(cataloguePath.roomType(citySlug(p.cityId), p.slug, rt.slug));
    }
    const pathOf = (record: CatalogueEntities[K]): string => {
      if (kind === 'city') return cataloguePath.city((record as CatalogueEntities['city']).slug);
      if (kind === 'property') {
        const p = record as CatalogueEntities['property'];
        return cataloguePath.property(citySlug(p.cityId), p.slug);
      }
      const rt = record as CatalogueEntities['room_type'];
      const p = propertyOf(rt.propertyId);
      return p ? cataloguePath.roomType(citySlug(p.cityId), p.slug, rt.slug) : '';
    };
    const from = pathOf(before);
    const to = pathOf(after);
    if (!from || !to || from === to) return [];
    return redirectsForMove(from, to, paths, existing);
  }
}

/** A record as the audit log's summary names it. */
function describe(kind: CatalogueEntity, record: object): string {
  const r = record as Record<string, unknown>;
  if (kind === 'tenancy_option') return `${r.academicYear} (${r.weeks} weeks from ${r.startDate})`;
  return `"${String(r.name ?? r.slug ?? '')}"`;
}
