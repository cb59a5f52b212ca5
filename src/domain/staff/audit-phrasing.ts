import { ukDate } from '../catalogue/price-sheet';
import type { AuditEntry } from './audit-entry';

/**
 * The audit log as people read it (issue 36 item 6): each entry as one sentence, who did what to
 * which named thing ("Sana raised Mill · En-suite · 51 weeks from 5 Sep 2026 from £271 to £276 a
 * week"), its record kind by a human label, and its changed fields by their labels with amounts in
 * pounds and dates in UK form; never an id. Pure: the console's screen only lays it out.
 */

/** Every kind of record the log holds, by the label the filter and the record column show. */
export const AUDIT_RECORD_KINDS: Readonly<Record<string, string>> = {
  city: 'Cities',
  university: 'Universities',
  property: 'Residences',
  room_type: 'Room types',
  tenancy_option: 'Prices and tenancies',
  media: 'Pictures',
  page: 'Content pages',
  site_settings: 'Site settings',
  post: 'Posts',
  offer: 'Offers',
  faq: 'FAQs',
  enquiry: 'Enquiries',
  viewing: 'Viewings',
  viewing_rules: 'Viewing rules',
  reservation: 'Reservations',
  reservation_terms: 'Reservation terms',
  staff_member: 'Staff',
  session: 'Sign-ins',
  personal_data: 'Personal data requests',
};

/** One record of each kind, as a sentence names it. */
const singular: Readonly<Record<string, string>> = {
  city: 'city',
  university: 'university',
  property: 'residence',
  room_type: 'room type',
  tenancy_option: 'tenancy',
  media: 'picture',
  page: 'page',
  site_settings: 'site settings',
  post: 'post',
  offer: 'offer',
  faq: 'FAQ',
  enquiry: 'enquiry',
  viewing: 'viewing',
  viewing_rules: 'viewing rules',
  reservation: 'reservation',
  reservation_terms: 'reservation terms',
  staff_member: 'staff member',
  session: 'session',
  personal_data: 'personal data',
};

/** Field labels: one table for every kind, and one for each kind whose fields read differently. */
const commonFields: Readonly<Record<string, string>> = {
  name: 'Name',
  slug: 'Web address',
  title: 'Title',
  status: 'Status',
  description: 'Description',
  summary: 'Summary',
  body: 'Text',
  featured: 'Featured',
  sort: 'Order',
  amenities: 'Amenities',
  features: 'Features',
  floorLevels: 'Floors',
  email: 'Email',
  role: 'Role',
  alt: 'Alt text',
  question: 'Question',
  answer: 'Answer',
  startsAt: 'Starts',
  endsAt: 'Ends',
  publishedAt: 'Published',
  note: 'Note',
};

const fieldsByKind: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  tenancy_option: {
    academicYear: 'Academic year',
    weeks: 'Weeks',
    startDate: 'Start date',
    endDate: 'End date',
    pricePerWeekPence: 'Price per week',
    billingFrequency: 'Billing',
    currency: 'Currency',
    roomsAvailable: 'Rooms available',
    soldOut: 'Sold out',
  },
  property: { addressLine1: 'Address', postcode: 'Postcode', latitude: 'Latitude', longitude: 'Longitude' },
  room_type: { sizeSqm: 'Size (m²)', bedType: 'Bed', occupancy: 'Sleeps' },
};

/** Past tense of each action, for entries whose summary does not already say it. */
const verbs: Readonly<Record<string, string>> = {
  create: 'created',
  update: 'changed',
  delete: 'deleted',
  import: 'changed',
  invite: 'invited',
  role_change: 'changed the role of',
  remove: 'removed',
  password_set: 'set a password for',
  password_reset_requested: 'asked to reset the password of',
  setup_link_issued: 'issued a set-up link for',
  attach: 'added',
  deny: 'refused',
  publish: 'published',
  note: 'added a note to',
  reply: 'replied to',
  gallery_attach: 'added pictures to the gallery of',
  gallery_reorder: 'reordered the gallery of',
  gallery_remove: 'removed pictures from the gallery of',
  gallery_make_first: 'changed the first picture of',
  gallery_move: 'moved a picture in the gallery of',
  gallery_replace: 'replaced a picture in the gallery of',
  gallery_put_back: 'put a picture back in the gallery of',
  revoke_feed: 'revoked the calendar feed of',
  trash: 'moved to the trash',
  restore: 'restored',
  purge: 'purged',
};

/** Fields never shown: ids, versions, times kept by the system, the kept name itself. */
const hidden = (field: string): boolean =>
  field === 'id' ||
  field === 'version' ||
  field === 'displayName' ||
  field === 'createdAt' ||
  field === 'updatedAt' ||
  /Ids?$/.test(field);

const uuidPattern = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

/** Pence as pounds: whole pounds without pence ("£276"), otherwise two decimals ("£179.50"). */
export function poundsLabel(pence: number): string {
  const pounds = pence / 100;
  return Number.isInteger(pounds)
    ? `£${pounds.toLocaleString('en-GB')}`
    : `£${pounds.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** A field's label: from its kind's table, the common one, or the name made into words ("roomsAvailable" -> "Rooms available"). */
export function fieldLabel(kind: string, field: string): string {
  const known = fieldsByKind[kind]?.[field] ?? commonFields[field];
  if (known) return known;
  const words = field
    .replace(/Pence$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value as people read it: pounds, UK dates, yes/no, lists joined; ids removed. */
export function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && /Pence$/.test(field)) return poundsLabel(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    const date = /^(\d{4}-\d{2}-\d{2})(T(\d{2}:\d{2}))?/.exec(value);
    if (date?.[1] && (value.length === 10 || date[2]))
      return date[3] ? `${ukDate(date[1])}, ${date[3]}` : ukDate(date[1]);
    const text = value.replace(uuidPattern, '').trim();
    return text.length > 120 ? `${text.slice(0, 117)}…` : text;
  }
  if (Array.isArray(value)) {
    const items = value.map((v) => (typeof v === 'object' && v !== null ? null : valueText(field, v)));
    return items.every((v) => v !== null) ? items.filter(Boolean).join(', ') : `${value.length} items`;
  }
  return 'changed';
}

/** What of an entry its words are made from. */
export type AuditText = Pick<AuditEntry, 'actor' | 'action' | 'entity' | 'summary' | 'before' | 'after'>;

export interface AuditChange {
  readonly field: string;
  readonly label: string;
  readonly before: string;
  readonly after: string;
}

export interface AuditEntryView {
  /** "Sana raised Mill · En-suite · 51 weeks from 5 Sep 2026 from £271 to £276 a week". */
  readonly sentence: string;
  /** The kind of record by its human label ("Prices and tenancies"). */
  readonly record: string;
  /** The fields that changed (all of them for a record created or deleted), by their labels. */
  readonly changes: readonly AuditChange[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The label of a kind of record; a kind the table lacks in words, never its code. */
export function recordLabel(kind: string): string {
  return AUDIT_RECORD_KINDS[kind] ?? fieldLabel('', kind);
}

/** Who acted, by name: "sana.khan@digs.local" -> "Sana Khan"; "Someone" when nobody is known. */
export function actorName(actor: string): string {
  const local = actor.split('@')[0]?.trim() ?? '';
  if (local === '') return 'Someone';
  return local
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** The changed fields of a record (every shown field of one created or deleted). */
export function auditChanges(kind: string, before: unknown, after: unknown): readonly AuditChange[] {
  if (!isRecord(before) && !isRecord(after)) return [];
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((f) => !hidden(f));
  const both = isRecord(before) && isRecord(after);
  return fields
    .map((field) => ({
      field,
      label: fieldLabel(kind, field),
      before: valueText(field, b[field]),
      after: valueText(field, a[field]),
    }))
    .filter((c) => (both ? c.before !== c.after : c.before !== '' || c.after !== ''));
}

const catalogueKinds = new Set(['city', 'university', 'property', 'room_type', 'tenancy_option']);

/** A catalogue record's name: the one kept with the entry, else from its fields (entries older than names). */
function catalogueName(kind: string, entry: Pick<AuditEntry, 'summary' | 'action'>, record: Record<string, unknown>) {
  if (typeof record.displayName === 'string' && record.displayName) return record.displayName;
  if (kind === 'tenancy_option') {
    // An old import's summary starts with "Residence, Room 2026/27 (51 weeks): ...".
    const named = entry.action === 'import' ? /^([^:]+?) \d{4}\/\d{2} \(\d+ weeks\):/.exec(entry.summary) : null;
    if (typeof record.weeks !== 'number' || typeof record.startDate !== 'string') return 'a tenancy';
    const when = `${record.weeks} weeks from ${valueText('startDate', record.startDate)}`;
    if (named?.[1]) return `${named[1]}, ${when}`;
    return typeof record.academicYear === 'string'
      ? `the ${record.academicYear} tenancy of ${when}`
      : `the tenancy of ${when}`;
  }
  const name = typeof record.name === 'string' ? record.name : typeof record.slug === 'string' ? record.slug : '';
  return name ? `the ${singular[kind]} ${name}` : `a ${singular[kind]}`;
}

function listChanges(changes: readonly AuditChange[]): string {
  const shown = changes
    .slice(0, 3)
    .map((c) => `${c.label.toLowerCase()} ${c.before || '(none)'} → ${c.after || '(none)'}`);
  const more = changes.length - shown.length;
  return `${shown.join('; ')}${more > 0 ? ` and ${more} more` : ''}`;
}

function catalogueSentence(entry: AuditText, who: string, changes: readonly AuditChange[]): string {
  const kind = entry.entity;
  const record = isRecord(entry.after) ? entry.after : isRecord(entry.before) ? entry.before : {};
  const name = catalogueName(kind, entry, record);
  if (entry.action === 'create') return `${who} added ${name}`;
  if (entry.action === 'delete') return `${who} deleted ${name}`;
  const before = isRecord(entry.before) ? entry.before : {};
  const after = isRecord(entry.after) ? entry.after : {};
  const only = changes.length === 1 ? changes[0] : undefined;
  if (only?.field === 'pricePerWeekPence') {
    const was = Number(before.pricePerWeekPence);
    const now = Number(after.pricePerWeekPence);
    return `${who} ${now > was ? 'raised' : 'lowered'} ${name}, from ${only.before} to ${only.after} a week`;
  }
  if (only?.field === 'soldOut')
    return after.soldOut ? `${who} marked ${name} sold out` : `${who} marked ${name} available again`;
  if (changes.length === 0) return `${who} saved ${name} without changes`;
  return `${who} changed ${name}: ${listChanges(changes)}`;
}

/** Past-tense words a stored summary may start with ("Invited …", "saved a draft …"). */
const startsWithVerb =
  /^(created|changed|deleted|invited|removed|refused|published|moved|saved|uploaded|added|revoked|marked|cancelled|released|replied|set|sent|signed|booked|confirmed|erased|reordered|issued|restored|purged|made|put|replaced)\b/i;

function summarySentence(entry: AuditText, who: string): string {
  const summary = entry.summary.replace(uuidPattern, '').replace(/ -> /g, ' → ').replace(/\s+/g, ' ').trim();
  switch (entry.action) {
    case 'sign_in':
      return `${who} signed in${/\(([^)]+)\)$/.exec(summary)?.[1] ? ` (${/\(([^)]+)\)$/.exec(summary)?.[1]})` : ''}`;
    case 'sign_in_refused':
      return `A sign-in as ${entry.actor || 'an unknown address'} was refused`;
    case 'sign_out':
      return `${who} signed out`;
    case 'sign_out_everywhere':
      return `${who} signed out everywhere`;
    case 'password_change_refused':
      return `A password change by ${who} was refused`;
  }
  if (startsWithVerb.test(summary)) return `${who} ${summary.charAt(0).toLowerCase()}${summary.slice(1)}`;
  const verb = verbs[entry.action] ?? 'changed';
  const thing = singular[entry.entity] ?? fieldLabel('', entry.entity).toLowerCase();
  const ref = /^([A-Z0-9][\w-]{0,30}): (.+)$/.exec(summary);
  if (ref?.[1] && ref[2]) return `${who} ${verb} the ${thing} ${ref[1]}: ${ref[2]}`;
  return summary ? `${who} ${verb} the ${thing}: ${summary}` : `${who} ${verb} the ${thing}`;
}

/** One entry as people read it. */
export function describeAuditEntry(entry: AuditText): AuditEntryView {
  const who = actorName(entry.actor);
  const changes = auditChanges(entry.entity, entry.before, entry.after);
  const sentence =
    catalogueKinds.has(entry.entity) && ['create', 'update', 'delete', 'import'].includes(entry.action)
      ? catalogueSentence(entry, who, changes)
      : summarySentence(entry, who);
  return { sentence, record: recordLabel(entry.entity), changes };
}
