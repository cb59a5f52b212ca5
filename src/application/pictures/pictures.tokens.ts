import { type Token, token } from '../../ports/token';
import type { ManageGalleries } from './manage-galleries.use-case';
import type { ManagePictureLibrary } from './picture-library.use-case';
import type { CatalogueChanged } from './pictures-actor';
import type { PicturesConsoleStore } from './pictures-console.store';
import type { UploadPictures } from './upload-pictures.use-case';

/** The console's picture services, by token (bound in the server's composition root). */
export const UPLOAD_PICTURES: Token<UploadPictures> = token<UploadPictures>('UploadPictures');
export const MANAGE_PICTURE_LIBRARY: Token<ManagePictureLibrary> = token<ManagePictureLibrary>('ManagePictureLibrary');
export const MANAGE_GALLERIES: Token<ManageGalleries> = token<ManageGalleries>('ManageGalleries');
/** Called after a change the public site shows: the server root makes it forget its cached catalogue. */
export const CATALOGUE_CHANGED: Token<CatalogueChanged> = token<CatalogueChanged>('CatalogueChanged');
/** The console's pictures in the browser (bound by src/ui/admin/admin-modules.ts). */
export const PICTURES_CONSOLE_STORE: Token<PicturesConsoleStore> =
  /* @__PURE__ */ token<PicturesConsoleStore>('PicturesConsoleStore');
