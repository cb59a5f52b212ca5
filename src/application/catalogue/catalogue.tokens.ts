import type { ResourceStreams } from '../../domain/catalogue/resource-streams';
import { type Token, token } from '../../ports/token';
import type { CatalogueStore } from './catalogue.store';
import type { ReadCatalogue } from './read-catalogue.use-case';
import type { ReadMedia } from './read-media.use-case';

/** The catalogue's application services, by token (bound in each program's composition root). */
export const CATALOGUE_STORE: Token<CatalogueStore> = /* @__PURE__ */ token<CatalogueStore>('CatalogueStore');
/** One set of answer streams for the catalogue, the content and the forms: one priming, one retry. */
export const RESOURCE_STREAMS: Token<ResourceStreams> = /* @__PURE__ */ token<ResourceStreams>('ResourceStreams');
export const READ_CATALOGUE: Token<ReadCatalogue> = /* @__PURE__ */ token<ReadCatalogue>('ReadCatalogue');
export const READ_MEDIA: Token<ReadMedia> = /* @__PURE__ */ token<ReadMedia>('ReadMedia');
