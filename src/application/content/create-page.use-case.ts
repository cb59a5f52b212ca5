import type { ContentWriter } from '../../ports/content-writer.port';
import { type CreateOutcome, invalid } from '../catalogue/catalogue-inputs';
import { type PageInput, pageInput } from './content-inputs';

/** Creates a page of blocks (text, pictures, cards, FAQs, forms, property lists...) at /<slug>. */
export class CreatePage {
  constructor(private readonly content: ContentWriter) {}

  async run(input: PageInput): Promise<CreateOutcome> {
    const parsed = pageInput.safeParse(input);
    if (!parsed.success) return invalid(parsed.error);
    if (await this.content.hasPage(parsed.data.slug)) return { outcome: 'slug_taken' };
    return { outcome: 'created', id: await this.content.addPage(parsed.data) };
  }
}
