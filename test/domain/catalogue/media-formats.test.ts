import { describe, expect, it } from 'vitest';
import { mediaFormats, withLaterFormats } from '../../../src/domain/catalogue/media-formats';
import { mediaDoc } from '../../../src/domain/content/page-blocks';

const id = '00000000-0000-4000-8000-0000000000d2';

describe('a picture’s formats as read (ADR 066)', () => {
  it('name the phone and tablet formats when the row, written by an older server during a deploy, does not', () => {
    const { phone: _, tablet: __, ...kept } = mediaFormats(id);
    expect(withLaterFormats(id, kept)).toEqual(mediaFormats(id));
    expect(mediaDoc({ id, alt: 'The gym', formats: kept }).formats).toEqual(mediaFormats(id));
  });

  it('are the row’s own when it names them', () => {
    const formats = mediaFormats(id);
    expect(withLaterFormats(id, formats)).toBe(formats);
  });
});
