import { describe, expect, it } from 'vitest';
import { mailBrand } from '../../../src/domain/mail/mail';

describe('mailBrand', () => {
  it("signs a mail with the operator's name, support address and phone from the site settings, and the site's address", () => {
    const settings = {
      brand_name: 'Ember & Oak',
      support_email: 'help@emberandoak.example',
      phone: '+44 20 7946 0000',
    };
    expect(mailBrand(settings, 'https://emberandoak.example')).toEqual({
      name: 'Ember & Oak',
      supportEmail: 'help@emberandoak.example',
      phone: '+44 20 7946 0000',
      siteUrl: 'https://emberandoak.example',
    });
  });
});
