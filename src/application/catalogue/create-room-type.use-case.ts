import type { CatalogueWriter } from '../../ports/catalogue-writer.port';
import { type CreateOutcome, invalid, type RoomTypeInput, roomTypeInput } from './catalogue-inputs';

/** Creates a room type in a property with its lets (tenancy options), listed after the property's others. */
export class CreateRoomType {
  constructor(private readonly catalogue: CatalogueWriter) {}

  async run(input: RoomTypeInput): Promise<CreateOutcome> {
    const parsed = roomTypeInput.safeParse(input);
    if (!parsed.success) return invalid(parsed.error);
    const { propertySlug, pictureIds, tenancyOptions, ...roomType } = parsed.data;
    const property = await this.catalogue.findProperty(propertySlug);
    if (!property) return { outcome: 'no_parent' };
    const slugs = await this.catalogue.roomTypeSlugs(property.id);
    if (slugs.includes(roomType.slug)) return { outcome: 'slug_taken' };
    const id = await this.catalogue.addRoomType(
      { ...roomType, propertyId: property.id, sort: slugs.length, mediaIds: pictureIds },
      tenancyOptions,
    );
    return { outcome: 'created', id };
  }
}
