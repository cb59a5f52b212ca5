import type { PagesConsole } from '../../ports/pages-console.port';
import { type Token, token } from '../../ports/token';
import type { EditPages, EditSiteSettings, PreviewPage, PublishDuePages } from './pages-console.use-case';

/** The console's content pages and site settings, by token (bound in the server's composition root). */
export const EDIT_PAGES: Token<EditPages> = token<EditPages>('EditPages');
export const PREVIEW_PAGE: Token<PreviewPage> = token<PreviewPage>('PreviewPage');
export const PUBLISH_DUE_PAGES: Token<PublishDuePages> = token<PublishDuePages>('PublishDuePages');
export const EDIT_SITE_SETTINGS: Token<EditSiteSettings> = token<EditSiteSettings>('EditSiteSettings');
/**
 * The console screens' content pages and site settings: the port's calls as they are (the
 * console's composition binds the port's adapter here, with no class forwarding each call; issue 36
 * item 2), by a token the screens may resolve where they may not resolve a port's.
 */
export const PAGES_CONSOLE_STORE: Token<PagesConsole> = token<PagesConsole>('PagesConsoleStore');
