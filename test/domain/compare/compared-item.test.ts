// The compared item and how it is built from a document (spec section 3), one rule per test.
import { describe, expect, it } from 'vitest';
import { comparedItem } from '../../../src/domain/compare/compared-item';

const formats = (id: string) => ({
  thumbnail: { url: `/media/${id}/thumbnail.webp`, width: 240, height: 160 },
  small: { url: `/media/${id}/small.webp`, width: 480, height: 320 },
  medium: { url: `/media/${id}/medium.webp`, width: 960, height: 640 },
  large: { url: `/media/${id}/large.webp`, width: 1600, height: 1067 },
});

describe('a compared item from a document', () => {
  it('takes its id from _id, otherwise id', () => {
    expect(comparedItem({ _id: 'a1', id: 'square-gardens' })?.id).toBe('a1');
    expect(comparedItem({ id: 'square-gardens' })?.id).toBe('square-gardens');
    expect(comparedItem({ id: 42 })?.id).toBe('42');
  });

  it('cannot be made from a document with no id, or from something that is not a document', () => {
    expect(comparedItem({ name: 'No id' })).toBeNull();
    expect(comparedItem({ _id: '' })).toBeNull();
    expect(comparedItem(null)).toBeNull();
    expect(comparedItem('square-gardens')).toBeNull();
    expect(comparedItem([{ id: 'x' }])).toBeNull();
  });

  it('shows display_name, falling back to name', () => {
    expect(comparedItem({ id: 'x', display_name: 'Square Gardens', name: 'SG' })?.display_name).toBe('Square Gardens');
    expect(comparedItem({ id: 'x', name: 'SG' })?.display_name).toBe('SG');
    expect(comparedItem({ id: 'x' })?.display_name).toBe('');
  });

  it('pictures the small format of the first media_gallery entry, otherwise of media', () => {
    expect(
      comparedItem({ id: 'x', media_gallery: [{ formats: formats('g1') }, { formats: formats('g2') }] })?.image,
    ).toBe('/media/g1/small.webp');
    expect(comparedItem({ id: 'x', media_gallery: [], media: [{ formats: formats('m1') }] })?.image).toBe(
      '/media/m1/small.webp',
    );
    expect(comparedItem({ id: 'x', media: { formats: formats('m2') } })?.image).toBe('/media/m2/small.webp');
    expect(comparedItem({ id: 'x' })?.image).toBe('');
  });

  it('has the bed type as its sub text', () => {
    expect(comparedItem({ id: 'x', bed_type: 'Small double' })?.sub_text).toBe('Small double');
    expect(comparedItem({ id: 'x' })?.sub_text).toBe('');
  });

  it.each([
    [1234, '1,234'],
    [199, '199'],
    ['2450', '2,450'],
    [null, ''],
    [undefined, ''],
    ['abc', ''],
    [Number.NaN, ''],
  ])('formats the starting price %j as %j (en-US, empty when missing or not numeric)', (price, shown) => {
    expect(comparedItem({ id: 'x', room_starting_price: price })?.price).toBe(shown);
  });

  it.each([
    ['weekly', 'week'],
    ['monthly', 'month'],
    ['yearly', 'year'],
    ['fortnightly', 'week'],
    [undefined, 'week'],
  ])('maps the billing frequency %j to %j', (frequency, period) => {
    expect(comparedItem({ id: 'x', room_starting_price_billing_frequency: frequency })?.billing_frequency).toBe(period);
  });

  it('keeps the currency as the document gives it', () => {
    expect(comparedItem({ id: 'x', room_starting_price_currency: 'GBP' })?.currency).toBe('GBP');
    expect(comparedItem({ id: 'x' })?.currency).toBe('');
  });
});
