import { z } from 'zod';
import {
  MAX_PICTURE_BYTES,
  MAX_PICTURES_PER_UPLOAD,
  type PictureRefusal,
  pictureFileType,
  pictureRefusalMessage,
} from '../../domain/catalogue/picture-upload';
import type { Clock } from '../../ports/clock.port';
import type { EncodedPictureFiles, PictureFormats } from '../../ports/media-writer.port';
import type { LibraryPicture, PictureLibrary } from '../../ports/picture-library.port';
import { type PicturesActor, pictureAudit } from './pictures-actor';

export interface UploadedFile {
  /** The file's name as the operator's computer gave it (for messages only). */
  readonly name: string;
  readonly original: Uint8Array;
  readonly alt: string;
}

export const altText = z
  .string()
  .trim()
  .min(1, 'Describe the picture for people who cannot see it (alt text is required).')
  .max(300, 'Keep the alt text under 300 characters.');

export type UploadOutcome =
  | { readonly outcome: 'added'; readonly pictures: readonly LibraryPicture[] }
  /** Fields by name: `alt.0`, `alt.1`... for each file's alt text, `files` for the upload as a whole. */
  | { readonly outcome: 'invalid'; readonly message: string; readonly fields: Readonly<Record<string, string>> }
  /** One of the files is refused: nothing of the upload is kept. */
  | {
      readonly outcome: 'refused';
      readonly refusal: PictureRefusal;
      readonly index: number;
      readonly name: string;
      readonly message: string;
    };

/**
 * Keeps the pictures an operator uploads (issue 18): each needs its alt text, each file is checked
 * as a hostile one and made into every format in WebP and AVIF; when any file is refused none is kept.
 */
export class UploadPictures {
  constructor(
    private readonly formats: PictureFormats,
    private readonly library: PictureLibrary,
    private readonly clock: Clock,
  ) {}

  async run(actor: PicturesActor, files: readonly UploadedFile[]): Promise<UploadOutcome> {
    if (files.length === 0 || files.length > MAX_PICTURES_PER_UPLOAD) {
      const message = `Choose between 1 and ${MAX_PICTURES_PER_UPLOAD} pictures to upload.`;
      return { outcome: 'invalid', message, fields: { files: message } };
    }
    const fields: Record<string, string> = {};
    const alts = files.map((file, i) => {
      const parsed = altText.safeParse(file.alt);
      if (!parsed.success) fields[`alt.${i}`] = parsed.error.issues[0]?.message ?? 'Alt text is required.';
      return parsed.success ? parsed.data : '';
    });
    if (Object.keys(fields).length > 0) {
      return { outcome: 'invalid', message: 'Every picture needs its alt text.', fields };
    }
    const made: EncodedPictureFiles[] = [];
    for (const [index, file] of files.entries()) {
      const refuse = (refusal: PictureRefusal) => ({
        outcome: 'refused' as const,
        refusal,
        index,
        name: file.name,
        message: `${file.name}: ${pictureRefusalMessage(refusal, pictureFileType(file.original))}`,
      });
      if (file.original.length > MAX_PICTURE_BYTES) return refuse('too_large');
      const upload = await this.formats.makeUpload(file.original);
      if (upload.outcome === 'refused') return refuse(upload.refusal);
      made.push(upload.files);
    }
    const pictures: LibraryPicture[] = [];
    for (const [i, files] of made.entries()) {
      const alt = alts[i] ?? '';
      const audit = pictureAudit(actor, this.clock.now(), {
        action: 'create',
        entity: 'media',
        entityId: null,
        summary: `Picture uploaded: "${alt}"`,
        before: null,
        after: { alt },
      });
      pictures.push(await this.library.add(alt, files, audit));
    }
    return { outcome: 'added', pictures };
  }
}
