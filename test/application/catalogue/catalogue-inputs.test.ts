import { describe, expect, it } from 'vitest';
import { universityInput } from '../../../src/application/catalogue/catalogue-inputs';

const university = {
  slug: 'uom',
  name: 'University of Manchester',
  shortName: 'UoM',
  lat: 53.4668,
  lng: -2.2339,
  website: 'https://www.manchester.ac.uk',
};

describe('a university’s website (issue 40: the one rule for stored links)', () => {
  it('is an https address with a host', () => {
    expect(universityInput.safeParse(university).success).toBe(true);
  });

  it.each([
    'http://www.manchester.ac.uk',
    'https://www.manchester.ac.uk@evil.example',
    'javascript:alert(1)',
    '/\\evil.example',
  ])('refuses %j, naming the field', (website) => {
    const parsed = universityInput.safeParse({ ...university, website });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['website']);
    expect(parsed.error?.issues[0]?.message).toBe('An https:// address.');
  });
});
