import { z } from 'zod';
import type { MediaRecord } from '../../domain/catalogue/catalogue-records';
import type { MediaWriter, PictureFormats } from '../../ports/media-writer.port';
import { type FieldIssues, fieldIssues } from '../shared/field-issues';

export const pictureInput = z.object({
  /** The original as the operator gives it (JPEG, PNG, WebP, AVIF...); at most 20 MB. */
  original: z.instanceof(Uint8Array).refine((b) => b.length > 0 && b.length <= 20_000_000, 'must be 1 byte to 20 MB'),
  alt: z.string().trim().min(1).max(300),
});

export type PictureInput = z.infer<typeof pictureInput>;

export type AddPictureOutcome =
  | { readonly outcome: 'added'; readonly picture: MediaRecord }
  | { readonly outcome: 'invalid'; readonly fields: FieldIssues }
  /** The bytes are no picture the formats could be made from. */
  | { readonly outcome: 'unreadable' };

/** Keeps a picture an operator uploads: its four formats are made from the original, then stored. */
export class AddPicture {
  constructor(
    private readonly formats: PictureFormats,
    private readonly media: MediaWriter,
  ) {}

  async run(input: PictureInput): Promise<AddPictureOutcome> {
    const parsed = pictureInput.safeParse(input);
    if (!parsed.success) return { outcome: 'invalid', fields: fieldIssues(parsed.error) };
    const files = await this.formats.make(parsed.data.original);
    if (!files) return { outcome: 'unreadable' };
    return { outcome: 'added', picture: await this.media.addPicture(parsed.data.alt, files) };
  }
}
