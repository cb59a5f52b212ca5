import { ContainerModule } from 'inversify';
import { CachingSlugRedirects } from '../adapters/cache/caching-slug-redirects.adapter';
import { MarkdownItRenderer } from '../adapters/markdown/markdown-it.adapter';
import type { DatabaseHandle } from '../adapters/postgres/database';
import { DrizzleCatalogueEditor } from '../adapters/postgres/drizzle-catalogue-editor.adapter';
import { DrizzleContentReader } from '../adapters/postgres/drizzle-content.adapter';
import { DrizzleContentTrash } from '../adapters/postgres/drizzle-content-trash.adapter';
import { DrizzleEnquiryInbox } from '../adapters/postgres/drizzle-enquiry-inbox';
import { DrizzlePageEditor, DrizzleSiteSettingsEditor } from '../adapters/postgres/drizzle-page-editor.adapter';
import { DrizzlePictureLibrary } from '../adapters/postgres/drizzle-picture-library.adapter';
import { DrizzlePostsEditor } from '../adapters/postgres/drizzle-posts-editor';
import { SharpPictureFormats } from '../adapters/sharp/sharp-picture-formats.adapter';
import { EDIT_CATALOGUE, PRICE_SHEET } from '../application/catalogue/catalogue-console.tokens';
import { EditCatalogue } from '../application/catalogue/edit-catalogue.use-case';
import { PriceSheet } from '../application/catalogue/price-sheet.use-case';
import { CONTENT_TRASH_DESK } from '../application/content/content-trash.tokens';
import { ContentTrashDesk } from '../application/content/content-trash.use-case';
import {
  EDIT_PAGES,
  EDIT_SITE_SETTINGS,
  PREVIEW_PAGE,
  PUBLISH_DUE_PAGES,
} from '../application/content/pages-console.tokens';
import {
  EditPages,
  EditSiteSettings,
  PreviewPage,
  PublishDuePages,
} from '../application/content/pages-console.use-case';
import { EDIT_POSTS_CONTENT } from '../application/content/posts-console.tokens';
import { EditPostsContent } from '../application/content/posts-console.use-case';
import { MANAGE_INBOX, PERSONAL_DATA_CONSOLE, PERSONAL_DATA_REQUESTS } from '../application/enquiries/inbox.tokens';
import { ManageInbox } from '../application/enquiries/manage-inbox.use-case';
import { ManageGalleries } from '../application/pictures/manage-galleries.use-case';
import { ManagePictureLibrary } from '../application/pictures/picture-library.use-case';
import {
  CATALOGUE_CHANGED,
  MANAGE_GALLERIES,
  MANAGE_PICTURE_LIBRARY,
  UPLOAD_PICTURES,
} from '../application/pictures/pictures.tokens';
import type { CatalogueChanged } from '../application/pictures/pictures-actor';
import { UploadPictures } from '../application/pictures/upload-pictures.use-case';
import { PersonalDataConsole, PersonalDataRequests } from '../application/privacy/personal-data.use-case';
import { AUDIT_LOG, type AuditLog } from '../ports/audit-log.port';
import {
  CATALOGUE_CHANGES,
  CATALOGUE_EDITOR,
  type CatalogueChanges,
  type CatalogueEditor,
  SLUG_REDIRECTS,
  type SlugRedirects,
} from '../ports/catalogue-editor.port';
import { CATALOGUE_READER, type CatalogueReader } from '../ports/catalogue-reader.port';
import { CHANGE_NOTICES, type ChangeNotices } from '../ports/change-notices.port';
import { CLOCK, type Clock } from '../ports/clock.port';
import { CONTENT_READER, type ContentReader } from '../ports/content-reader.port';
import { CONTENT_TRASH, type ContentTrash } from '../ports/content-trash.port';
import { ENQUIRY_INBOX, type EnquiryInbox } from '../ports/enquiry-inbox.port';
import { ENQUIRY_INBOXES, type EnquiryInboxes } from '../ports/enquiry-inboxes.port';
import { ENQUIRY_RECORDS, type EnquiryRecords } from '../ports/enquiry-records.port';
import { MARKDOWN_RENDERER, type MarkdownRenderer } from '../ports/markdown.port';
import { PICTURE_FORMATS, type PictureFormats } from '../ports/media-writer.port';
import {
  PAGE_EDITOR,
  PAGE_RESOLVER,
  type PageEditor,
  type PageResolver,
  SITE_SETTINGS_EDITOR,
  type SiteSettingsEditor,
} from '../ports/page-editor.port';
import { PICTURE_LIBRARY, type PictureLibrary } from '../ports/picture-library.port';
import { POSTS_EDITOR, type PostsEditor } from '../ports/posts-editor.port';
import { RESERVATION_REPOSITORY, type ReservationRepository } from '../ports/reservation-repository.port';
import { STAFF_DIRECTORY, type StaffDirectory } from '../ports/staff-directory.port';
import { VIEWING_REPOSITORY, type ViewingRepository } from '../ports/viewing-repository.port';
import { VISITOR_ACCOUNTS, type VisitorAccounts } from '../ports/visitor-accounts.port';
import { forgetsOnNotice, type ServerSettings, sendingAddress } from './composition';
import { DATABASE } from './tokens';

// The console's modules of the server container (container.ts loads them): the catalogue, pictures,
// pages, posts, the trash and the inbox.

/**
 * The console's catalogue (issue 18 items 5 to 7): the editor, old addresses behind a cache, and
 * the caches each console write clears: this server's at once, every other server's on the
 * change notice (ADR 056).
 */
export const catalogueConsoleModule = new ContainerModule(({ bind }) => {
  bind(CATALOGUE_EDITOR)
    .toResolvedValue((database: DatabaseHandle) => new DrizzleCatalogueEditor(database.db), [DATABASE])
    .inSingletonScope();
  bind(SLUG_REDIRECTS)
    .toResolvedValue(
      (editor: CatalogueEditor, clock: Clock, notices: ChangeNotices) =>
        forgetsOnNotice(new CachingSlugRedirects((path) => editor.findRedirect(path), clock), notices),
      [CATALOGUE_EDITOR, CLOCK, CHANGE_NOTICES],
    )
    .inSingletonScope();
  bind(CATALOGUE_CHANGES)
    .toResolvedValue(
      (
        catalogue: CatalogueReader,
        content: ContentReader,
        redirects: SlugRedirects,
        viewingPlaces: ViewingRepository,
        notices: ChangeNotices,
      ): CatalogueChanges => ({
        changed: () => {
          // This server forgets at once, so whoever wrote reads their change; every other on the notice.
          for (const cache of [catalogue, content, redirects, viewingPlaces])
            if ('clear' in cache && typeof cache.clear === 'function') cache.clear();
          notices.publish('catalogue').catch(() => {
            // The database is away: the other servers' caches turn over within their 30 seconds.
          });
        },
      }),
      [CATALOGUE_READER, CONTENT_READER, SLUG_REDIRECTS, VIEWING_REPOSITORY, CHANGE_NOTICES],
    )
    .inSingletonScope();
  bind(EDIT_CATALOGUE).toResolvedValue(
    (editor: CatalogueEditor, audit: AuditLog, changes: CatalogueChanges, clock: Clock) =>
      new EditCatalogue(editor, audit, changes, clock),
    [CATALOGUE_EDITOR, AUDIT_LOG, CATALOGUE_CHANGES, CLOCK],
  );
  bind(PRICE_SHEET).toResolvedValue(
    (editor: CatalogueEditor, changes: CatalogueChanges, clock: Clock) => new PriceSheet(editor, changes, clock),
    [CATALOGUE_EDITOR, CATALOGUE_CHANGES, CLOCK],
  );
});

/** The console's pictures (issue 18, ADR 045): uploads, alt text, galleries; a change forgets the cached catalogue. */
export const picturesModule = (settings: ServerSettings) =>
  new ContainerModule(({ bind }) => {
    bind(PICTURE_LIBRARY).toResolvedValue(
      (database: DatabaseHandle) => new DrizzlePictureLibrary(database.db),
      [DATABASE],
    );
    bind(PICTURE_FORMATS).toConstantValue(settings.pictureFormats ?? new SharpPictureFormats());
    // One way the caches are forgotten after a console write, pictures' included (posts and pages show pictures too).
    bind(CATALOGUE_CHANGED).toResolvedValue(
      (changes: CatalogueChanges) => () => changes.changed(),
      [CATALOGUE_CHANGES],
    );
    bind(UPLOAD_PICTURES).toResolvedValue(
      (formats: PictureFormats, library: PictureLibrary, clock: Clock) => new UploadPictures(formats, library, clock),
      [PICTURE_FORMATS, PICTURE_LIBRARY, CLOCK],
    );
    bind(MANAGE_PICTURE_LIBRARY).toResolvedValue(
      (library: PictureLibrary, clock: Clock, changed: CatalogueChanged) =>
        new ManagePictureLibrary(library, clock, changed),
      [PICTURE_LIBRARY, CLOCK, CATALOGUE_CHANGED],
    );
    bind(MANAGE_GALLERIES).toResolvedValue(
      (library: PictureLibrary, clock: Clock, changed: CatalogueChanged) =>
        new ManageGalleries(library, clock, changed),
      [PICTURE_LIBRARY, CLOCK, CATALOGUE_CHANGED],
    );
  });

/** The console's content pages and site settings (issue 19 item 1, ADR 050); each write clears the site's caches. */
export const pagesConsoleModule = (settings: Pick<ServerSettings, 'mailFrom'>) =>
  new ContainerModule(({ bind }) => {
    bind(PAGE_EDITOR)
      .toResolvedValue((database: DatabaseHandle) => new DrizzlePageEditor(database.db), [DATABASE])
      .inSingletonScope();
    bind(SITE_SETTINGS_EDITOR)
      .toResolvedValue((database: DatabaseHandle) => new DrizzleSiteSettingsEditor(database.db), [DATABASE])
      .inSingletonScope();
    // Uncached: a preview shows the draft as it is now.
    bind(PAGE_RESOLVER).toResolvedValue(
      (database: DatabaseHandle, catalogue: CatalogueReader, clock: Clock) =>
        new DrizzleContentReader(database.db, catalogue, clock),
      [DATABASE, CATALOGUE_READER, CLOCK],
    );
    bind(EDIT_PAGES).toResolvedValue(
      (editor: PageEditor, audit: AuditLog, changes: CatalogueChanges, clock: Clock, trash: ContentTrash) =>
        new EditPages(editor, audit, changes, clock, trash),
      [PAGE_EDITOR, AUDIT_LOG, CATALOGUE_CHANGES, CLOCK, CONTENT_TRASH],
    );
    bind(PREVIEW_PAGE).toResolvedValue(
      (editor: PageEditor, resolver: PageResolver, catalogue: CatalogueReader, clock: Clock) =>
        new PreviewPage(editor, resolver, catalogue, clock),
      [PAGE_EDITOR, PAGE_RESOLVER, CATALOGUE_READER, CLOCK],
    );
    bind(PUBLISH_DUE_PAGES).toResolvedValue(
      (editor: PageEditor, changes: CatalogueChanges, clock: Clock) => new PublishDuePages(editor, changes, clock),
      [PAGE_EDITOR, CATALOGUE_CHANGES, CLOCK],
    );
    bind(EDIT_SITE_SETTINGS).toResolvedValue(
      (editor: SiteSettingsEditor, audit: AuditLog, changes: CatalogueChanges, clock: Clock) =>
        new EditSiteSettings(editor, audit, changes, clock, { sendingAddress: sendingAddress(settings) }),
      [SITE_SETTINGS_EDITOR, AUDIT_LOG, CATALOGUE_CHANGES, CLOCK],
    );
  });

/** The console's blog posts, FAQs and offers (issue 19 item 1); a write clears the site's caches as the catalogue's do. */
export const postsConsoleModule = new ContainerModule(({ bind }) => {
  bind(POSTS_EDITOR)
    .toResolvedValue((database: DatabaseHandle) => new DrizzlePostsEditor(database.db), [DATABASE])
    .inSingletonScope();
  bind(MARKDOWN_RENDERER).toConstantValue(new MarkdownItRenderer());
  bind(EDIT_POSTS_CONTENT).toResolvedValue(
    (
      editor: PostsEditor,
      audit: AuditLog,
      changes: CatalogueChanges,
      clock: Clock,
      markdown: MarkdownRenderer,
      trash: ContentTrash,
    ) => new EditPostsContent(editor, audit, changes, clock, markdown, trash),
    [POSTS_EDITOR, AUDIT_LOG, CATALOGUE_CHANGES, CLOCK, MARKDOWN_RENDERER, CONTENT_TRASH],
  );
});

/** One trash for pages, posts, offers and FAQs (issue 36 item 7, ADR 086). */
export const contentTrashModule = new ContainerModule(({ bind }) => {
  bind(CONTENT_TRASH)
    .toResolvedValue((database: DatabaseHandle) => new DrizzleContentTrash(database.db), [DATABASE])
    .inSingletonScope();
  bind(CONTENT_TRASH_DESK).toResolvedValue(
    (trash: ContentTrash, changes: CatalogueChanges, clock: Clock) => new ContentTrashDesk(trash, changes, clock),
    [CONTENT_TRASH, CATALOGUE_CHANGES, CLOCK],
  );
});
/** The console's inbox and a person's data from the console (issue 19 item 3). */
export const inboxModule = (settings: ServerSettings) =>
  new ContainerModule(({ bind }) => {
    bind(ENQUIRY_INBOX)
      .toResolvedValue((database: DatabaseHandle) => new DrizzleEnquiryInbox(database.db), [DATABASE])
      .inSingletonScope();
    bind(MANAGE_INBOX).toResolvedValue(
      (
        inbox: EnquiryInbox,
        audit: AuditLog,
        staff: StaffDirectory,
        catalogue: CatalogueReader,
        inboxes: EnquiryInboxes,
        clock: Clock,
      ) =>
        new ManageInbox(inbox, audit, staff, catalogue, inboxes, clock, {
          publicUrl: settings.publicUrl,
          sendingAddress: sendingAddress(settings),
          ...(settings.mailQueued ? { mailQueued: settings.mailQueued } : {}),
        }),
      [ENQUIRY_INBOX, AUDIT_LOG, STAFF_DIRECTORY, CATALOGUE_READER, ENQUIRY_INBOXES, CLOCK],
    );
    bind(PERSONAL_DATA_REQUESTS)
      .toResolvedValue(
        (records: EnquiryRecords, reservations: ReservationRepository, accounts: VisitorAccounts, clock: Clock) =>
          new PersonalDataRequests({ records, reservations, accounts }, settings.mailFiles ?? null, clock),
        [ENQUIRY_RECORDS, RESERVATION_REPOSITORY, VISITOR_ACCOUNTS, CLOCK],
      )
      .inSingletonScope();
    bind(PERSONAL_DATA_CONSOLE).toResolvedValue(
      (requests: PersonalDataRequests, audit: AuditLog, clock: Clock) =>
        new PersonalDataConsole(requests, audit, clock),
      [PERSONAL_DATA_REQUESTS, AUDIT_LOG, CLOCK],
    );
  });
