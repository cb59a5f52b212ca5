import type { PropertyStatus, TenancyOptionFields } from '../domain/catalogue/catalogue-editing';
import type {
  CityRecord,
  PropertyRecord,
  RoomTypeRecord,
  TenancyOptionRecord,
  UniversityRecord,
} from '../domain/catalogue/catalogue-records';
import type { AuditEntry } from '../domain/staff/audit-entry';
import { type Token, token } from './token';
import type { DeleteOutcome, InUse, NewVersioned, VersionedRecordEditor } from './versioned-records.port';

/**
 * The console's editing of the catalogue (issue 18 item 5): versioned records
 * (`VersionedRecordEditor`), with the lets' bulk change and the redirects moved addresses leave.
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
export type NewRecord<K extends CatalogueEntity> = NewVersioned<CatalogueEntities, K>;

/** A city that still has residences is `in_use` (checked in the same statement as the deletion). */
export type DeleteResult<K extends CatalogueEntity> = DeleteOutcome<CatalogueEntities[K]> | InUse;

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

/** A city is deleted only without residences; galleries are the pictures' port's. */
export interface CatalogueEditor extends VersionedRecordEditor<CatalogueEntities, InUse> {
  /** Every update, each from its version, with its entries: all in one transaction, or none. */
  updateTenancyOptions(updates: readonly TenancyOptionUpdate[], audit: readonly AuditEntry[]): Promise<BulkResult>;
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
