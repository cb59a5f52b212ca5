import * as z from 'zod/mini';
import type { RoomKind } from '../../domain/catalogue/catalogue';
import { PROPERTY_STATUSES, type TenancyOptionFields } from '../../domain/catalogue/catalogue-editing';
import type { PricePlan } from '../../domain/catalogue/price-sheet';
import { ROOM_KINDS } from '../../domain/catalogue/room-kinds';
import type {
  EditableCity,
  EditableProperty,
  EditableRoomType,
  EditableTenancyOption,
  EditableUniversity,
} from '../../ports/catalogue-editor.port';
import { apiErrorSchema, endpoint, wholeQuery } from './endpoint';
import { versionedRecordContract } from './versioned-records.contract';

/**
 * The console's catalogue (issue 18 items 5 and 6) as it crosses the wire, written once (ADR 095):
 * each kind of record from its one schema (its four endpoints and its list from
 * `versionedRecordContract`), and the price sheet's preview and apply. The sheet's CSV download
 * is not JSON, so outside the contract.
 */

const base = '/api/admin/catalogue';

const city: z.ZodMiniType<EditableCity> = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  region: z.string(),
  intro: z.string(),
  lat: z.number(),
  lng: z.number(),
  heroMediaId: z.nullable(z.string()),
  sort: z.number(),
  version: z.number(),
});
const university: z.ZodMiniType<EditableUniversity> = z.object({
  id: z.string(),
  slug: z.string(),
  cityId: z.string(),
  name: z.string(),
  shortName: z.string(),
  lat: z.number(),
  lng: z.number(),
  website: z.string(),
  version: z.number(),
});
const residence: z.ZodMiniType<EditableProperty> = z.object({
  id: z.string(),
  slug: z.string(),
  cityId: z.string(),
  name: z.string(),
  tagline: z.string(),
  description: z.string(),
  addressLine1: z.string(),
  postcode: z.string(),
  lat: z.number(),
  lng: z.number(),
  amenities: z.array(z.string()),
  floorLevels: z.array(z.string()),
  featured: z.boolean(),
  sort: z.number(),
  status: z.enum(PROPERTY_STATUSES),
  version: z.number(),
});
const roomKind = z.custom<RoomKind>((value) => ROOM_KINDS.some((kind) => kind === value), 'A kind of room.');
const roomType: z.ZodMiniType<EditableRoomType> = z.object({
  id: z.string(),
  slug: z.string(),
  propertyId: z.string(),
  name: z.string(),
  kind: roomKind,
  bedType: z.string(),
  sizeSqm: z.number(),
  description: z.string(),
  features: z.array(z.string()),
  floorLevels: z.array(z.string()),
  sort: z.number(),
  version: z.number(),
});
const tenancyFields = {
  academicYear: z.string(),
  weeks: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  pricePerWeekPence: z.number(),
  currency: z.string(),
  roomsAvailable: z.number(),
  soldOut: z.boolean(),
};
const tenancyOption: z.ZodMiniType<EditableTenancyOption> = z.object({
  ...tenancyFields,
  id: z.string(),
  roomTypeId: z.string(),
  billingFrequency: z.enum(['weekly', 'monthly', 'yearly']),
  version: z.number(),
});

/** A list's search, order, page and filters (fields equal to these); 400 names what is wrong. */
const listQuery = z.object({
  q: z.optional(z.string().check(z.maxLength(200))),
  sort: z.optional(z.string().check(z.regex(/^[a-zA-Z]{1,40}$/))),
  dir: z.optional(z.enum(['asc', 'desc'])),
  page: wholeQuery(1, 100_000),
  pageSize: wholeQuery(1, 500),
  cityId: z.optional(z.uuid()),
  propertyId: z.optional(z.uuid()),
  roomTypeId: z.optional(z.uuid()),
  status: z.optional(z.enum(PROPERTY_STATUSES)),
});
const list = { query: listQuery, page: { total: z.number(), page: z.number(), pageSize: z.number() } };
const kind = <R>(path: string, record: z.ZodMiniType<R>) => versionedRecordContract(`${base}/${path}`, record, list);

const fields: z.ZodMiniType<TenancyOptionFields> = z.object({ ...tenancyFields, billingFrequency: z.string() });
const refused = z.array(z.object({ line: z.number(), optionId: z.string(), label: z.string(), reason: z.string() }));
const plan: z.ZodMiniType<PricePlan> = z.object({
  changes: z.array(
    z.object({
      line: z.number(),
      optionId: z.string(),
      label: z.string(),
      version: z.number(),
      before: fields,
      after: fields,
      fields: z.array(
        z.object({
          field: z.enum([
            'academicYear',
            'weeks',
            'startDate',
            'endDate',
            'pricePerWeekPence',
            'billingFrequency',
            'currency',
            'roomsAvailable',
            'soldOut',
          ]),
          before: z.string(),
          after: z.string(),
        }),
      ),
    }),
  ),
  refused,
  unchanged: z.number(),
});
/** The sheet as JSON `{csv}` (the console's way), or the body's text when sent as text/csv. */
const sheet = z.union([z.object({ csv: z.string() }), z.string()]);

export const catalogueConsoleContract = {
  city: kind('cities', city),
  university: kind('universities', university),
  property: kind('residences', residence),
  room_type: kind('room-types', roomType),
  tenancy_option: kind('tenancy-options', tenancyOption),
  /** Every change an edited sheet makes and every row it refuses, with the reason; 400 when it cannot be read. */
  previewPrices: endpoint({
    method: 'POST',
    path: `${base}/prices/preview`,
    body: sheet,
    answers: { 200: plan, 400: apiErrorSchema },
  }),
  /**
   * The sheet's changes in one transaction; with `skip_refused=true` only its good rows (chosen by
   * the operator after seeing the count), otherwise a sheet with a refused row applies nothing (422).
   */
  applyPrices: endpoint({
    method: 'POST',
    path: `${base}/prices/apply`,
    query: z.object({ skip_refused: z.optional(z.string()) }),
    body: sheet,
    answers: {
      200: z.object({ applied: z.number(), refused }),
      400: apiErrorSchema,
      409: apiErrorSchema,
      422: z.object({ error: z.string(), message: z.string(), refused }),
    },
  }),
};

/** Where the browser downloads the price sheet (CSV, outside the contract). */
export const priceSheetPath = `${base}/prices.csv`;
