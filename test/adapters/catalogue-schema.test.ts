// What the browser keeps of a picture fetched from the API (client-side navigation): zod drops
// every field its schema does not name, so a picture's AVIF addresses and later formats must be
// named, or a page reached by a link offers WebP alone and the wider files never.
import { describe, expect, it } from 'vitest';
import { mediaSchema } from '../../src/adapters/http-client/catalogue.schema';
import { mediaFormats } from '../../src/domain/catalogue/media-formats';

const id = '00000000-0000-4000-8000-0000000000d1';

describe('a picture as the browser reads it from the API', () => {
  it('keeps every format the server names, with its AVIF address (ADR 045, ADR 066)', () => {
    const picture = { _id: id, alt: 'The study room', formats: mediaFormats(id) };
    expect(mediaSchema.parse(picture)).toEqual(picture);
  });

  it('takes a picture from a server that names neither the phone nor the tablet format', () => {
    const { phone: _, tablet: __, ...formats } = mediaFormats(id);
    const parsed = mediaSchema.parse({ _id: id, alt: 'The study room', formats });
    expect(parsed.formats.phone).toBeUndefined();
    expect(parsed.formats.medium.avifUrl).toBe(`/media/${id}/medium.avif`);
  });
});
