import type { ResourceStreams } from '../../domain/catalogue/resource-streams';
import { type Token, token } from '../../ports/token';
import type { CatalogueStore } from './catalogue.store';

/** The catalogue's application services, by token (bound in each program's composition root). */
export const CATALOGUE_STORE: Token<CatalogueStore> = token<CatalogueStore>('application.CatalogueStore');
/** One set of answer streams for the catalogue, the content and the forms: one priming, one retry. */
export const RESOURCE_STREAMS: Token<ResourceStreams> = token<ResourceStreams>('application.ResourceStreams');
