import { type Token, token } from '../../ports/token';
import type { Access } from './access';
import type { CheckHealth } from './check-health.use-case';
import type { DescribePage } from './describe-page.use-case';
import type { ListSitemapEntries } from './sitemap.use-case';

/** The site's application services, by token. */
export const DESCRIBE_PAGE: Token<DescribePage> = /* @__PURE__ */ token<DescribePage>('DescribePage');
export const CHECK_HEALTH: Token<CheckHealth> = /* @__PURE__ */ token<CheckHealth>('CheckHealth');
export const LIST_SITEMAP_ENTRIES: Token<ListSitemapEntries> =
  /* @__PURE__ */ token<ListSitemapEntries>('ListSitemapEntries');
/** Whether the visitor is signed in (the protected routes' guard). */
export const ACCESS: Token<Access> = /* @__PURE__ */ token<Access>('Access');
