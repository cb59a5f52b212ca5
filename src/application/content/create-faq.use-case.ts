import type { CatalogueWriter } from '../../ports/catalogue-writer.port';
import type { ContentWriter } from '../../ports/content-writer.port';
import { type CreateOutcome, invalid } from '../catalogue/catalogue-inputs';
import { type FaqInput, faqInput } from './content-inputs';

/** Adds a question and its answer after the others, general or about one property. */
export class CreateFaq {
  constructor(
    private readonly content: ContentWriter,
    private readonly catalogue: CatalogueWriter,
  ) {}

  async run(input: FaqInput): Promise<CreateOutcome> {
    const parsed = faqInput.safeParse(input);
    if (!parsed.success) return invalid(parsed.error);
    const { propertySlug, ...faq } = parsed.data;
    const property = propertySlug ? await this.catalogue.findProperty(propertySlug) : null;
    if (propertySlug && !property) return { outcome: 'no_parent' };
    return { outcome: 'created', id: await this.content.addFaq({ ...faq, propertyId: property?.id ?? null }) };
  }
}
