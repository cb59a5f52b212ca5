import { type Token, token } from '../../ports/token';
import type { PagesConsoleStore } from './pages-console.store';
import type { EditPages, EditSiteSettings, PreviewPage, PublishDuePages } from './pages-console.use-case';

/** The console's content pages and site settings, by token (bound in the server's composition root). */
export const EDIT_PAGES: Token<EditPages> = token<EditPages>('EditPages');
export const PREVIEW_PAGE: Token<PreviewPage> = token<PreviewPage>('PreviewPage');
export const PUBLISH_DUE_PAGES: Token<PublishDuePages> = token<PublishDuePages>('PublishDuePages');
export const EDIT_SITE_SETTINGS: Token<EditSiteSettings> = token<EditSiteSettings>('EditSiteSettings');
export const PAGES_CONSOLE_STORE: Token<PagesConsoleStore> = token<PagesConsoleStore>('PagesConsoleStore');
