import type { Clock } from '../../ports/clock.port';
import type { LibraryPicture, PictureLibrary, PicturePage } from '../../ports/picture-library.port';
import { type CatalogueChanged, type PicturesActor, pictureAudit } from './pictures-actor';
import { altText } from './upload-pictures.use-case';

export type AltOutcome =
  | { readonly outcome: 'saved'; readonly picture: LibraryPicture }
  | { readonly outcome: 'invalid'; readonly fields: { readonly alt: string } }
  | { readonly outcome: 'not_found' };

/** The console's picture library: listing the uploaded pictures and editing their alt text. */
export class ManagePictureLibrary {
  constructor(
    private readonly library: PictureLibrary,
    private readonly clock: Clock,
    private readonly catalogueChanged: CatalogueChanged,
  ) {}

  list(query: { readonly limit: number; readonly offset: number; readonly search?: string }): Promise<PicturePage> {
    return this.library.list({
      ...query,
      limit: Math.min(Math.max(query.limit, 1), 100),
      offset: Math.max(query.offset, 0),
    });
  }

  async editAlt(actor: PicturesActor, id: string, alt: string): Promise<AltOutcome> {
    const parsed = altText.safeParse(alt);
    if (!parsed.success)
      return { outcome: 'invalid', fields: { alt: parsed.error.issues[0]?.message ?? 'Alt text is required.' } };
    const [before] = await this.library.find([id]);
    if (!before) return { outcome: 'not_found' };
    const audit = pictureAudit(actor, this.clock.now(), {
      action: 'update',
      entity: 'media',
      entityId: id,
      summary: `Alt text: "${before.alt}" -> "${parsed.data}"`,
      before: { alt: before.alt },
      after: { alt: parsed.data },
    });
    const picture = await this.library.updateAlt(id, parsed.data, audit);
    if (!picture) return { outcome: 'not_found' };
    this.catalogueChanged();
    return { outcome: 'saved', picture };
  }
}
