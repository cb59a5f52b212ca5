import type { PropertyStatus, SlugRedirect, TenancyOptionFields } from '../domain/catalogue/catalogue-editing';
import type {
  CityRecord,
  PropertyRecord,
  RoomTypeRecord,
  TenancyOptionRecord,
  UniversityRecord,
} from '../domain/catalogue/catalogue-records';
import type { AuditEntry } from '../domain/staff/audit-entry';
import { type Token, token } from './token';
import type { CreateOutcome, DeleteOutcome, UpdateOutcome } from './versioned-records.port';

/**
 * The console's editing of the catalogue (issue 18 item 5): records with their version, read,
 * created, changed and deleted one at a time, each write with its audit entry in the same
 * transaction. A change or deletion names the version it was made from and happens only while
 * the record is still at it (`WHERE id = ? AND version = ?`), so of two saves from one version
 * only the first wins. Galleries are the pictures' port's; this one leaves them alone.
 */

export interface EditableCity extends CityRecord {
  readonly version: number;
}
export interface EditableUniversity extends UniversityRecord {
  readonly version: number;
}
export interface EditableProperty extends Omit<PropertyRecord, 'mediaIds'> {
  readonly status: PropertyStatus;
  readonly version: number;
}
export interface EditableRoomType extends Omit<RoomTypeRecord, 'mediaIds'> {
  readonly version: number;
}
export interface EditableTenancyOption extends TenancyOptionRecord {
  readonly soldOut: boolean;
  readonly version: number;
}

/** Each kind of record the console edits, by the name the audit log gives it. */
export interface CatalogueEntities {
  readonly city: EditableCity;
  readonly university: EditableUniversity;
  readonly property: EditableProperty;
  readonly room_type: EditableRoomType;
  readonly tenancy_option: EditableTenancyOption;
}
export type CatalogueEntity = keyof CatalogueEntities;

/** A record's fields as given to create it: the writer gives the id and version 1. */
export type NewRecord<K extends CatalogueEntity> = Omit<CatalogueEntities[K], 'id' | 'version'>;
/** The fields a change sets. */
export type RecordChanges<K extends CatalogueEntity> = Partial<NewRecord<K>>;

export type CreateResult<K extends CatalogueEntity> = CreateOutcome<CatalogueEntities[K]>;
export type UpdateResult<K extends CatalogueEntity> = UpdateOutcome<CatalogueEntities[K]>;
export type DeleteResult<K extends CatalogueEntity> =
  | DeleteOutcome<CatalogueEntities[K]>
  /** A city that still has residences (checked in the same statement as the deletion). */
  | { readonly outcome: 'in_use' };

/** One tenancy option's new fields, from the version they were read at. */
export interface TenancyOptionUpdate {
  readonly id: string;
  readonly version: number;
  readonly fields: TenancyOptionFields;
}

export type BulkResult =
  | { readonly outcome: 'applied'; readonly count: number }
  /** One option had moved on: nothing was applied. */
  | { readonly outcome: 'stale'; readonly id: string };

export interface CatalogueEditor {
  list<K extends CatalogueEntity>(kind: K): Promise<readonly CatalogueEntities[K][]>;
  get<K extends CatalogueEntity>(kind: K, id: string): Promise<CatalogueEntities[K] | null>;
  /** Creates the record; `audit` is given the record made and returns the entry stored with it. */
  create<K extends CatalogueEntity>(
    kind: K,
    fields: NewRecord<K>,
    audit: (created: CatalogueEntities[K]) => AuditEntry,
  ): Promise<CreateResult<K>>;
  /**
   * Sets `changes` on the record if it is still at `version` (which then goes up by one), stores
   * `audit` and the `redirects` a changed address leaves (replacing any from the same path), all in
   * one transaction.
   */
  update<K extends CatalogueEntity>(
    kind: K,
    id: string,
    version: number,
    changes: RecordChanges<K>,
    audit: AuditEntry,
    redirects?: readonly SlugRedirect[],
  ): Promise<UpdateResult<K>>;
  /** Deletes the record (and what belongs to it) if it is still at `version`; a city only without residences. */
  remove<K extends CatalogueEntity>(kind: K, id: string, version: number, audit: AuditEntry): Promise<DeleteResult<K>>;
  /** Every update, each from its version, with its entries: all in one transaction, or none. */
  updateTenancyOptions(updates: readonly TenancyOptionUpdate[], audit: readonly AuditEntry[]): Promise<BulkResult>;
  listRedirects(): Promise<readonly SlugRedirect[]>;
  /** Where an old address now is, or null. */
  findRedirect(fromPath: string): Promise<string | null>;
}

export const CATALOGUE_EDITOR: Token<CatalogueEditor> = token<CatalogueEditor>('CatalogueEditor');

/** Told after every console write, so the site's read caches forget what they kept (issue 18 item 7). */
export interface CatalogueChanges {
  changed(): void;
}

export const CATALOGUE_CHANGES: Token<CatalogueChanges> = token<CatalogueChanges>('CatalogueChanges');

/** Old addresses of moved pages, read by the page route (a 301 to where the page is now). */
export interface SlugRedirects {
  find(fromPath: string): Promise<string | null>;
}

export const SLUG_REDIRECTS: Token<SlugRedirects> = token<SlugRedirects>('SlugRedirects');
