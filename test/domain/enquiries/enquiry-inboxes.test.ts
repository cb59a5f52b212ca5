import { describe, expect, it } from 'vitest';
import { ENQUIRY_KINDS } from '../../../src/domain/enquiries/enquiry';
import { replyFromStored, staffAddressesFromStored } from '../../../src/domain/enquiries/enquiry-inboxes';

describe('staffAddressesFromStored', () => {
  it('sends each kind to its own address, the rest to the support address', () => {
    const addresses = staffAddressesFromStored({
      supportEmail: 'hello@oak.example',
      enquiryEmails: { 'group-booking': 'groups@oak.example', support: ' Residents@Oak.example ' },
    });
    expect(addresses['group-booking']).toBe('groups@oak.example');
    expect(addresses.support).toBe('Residents@Oak.example');
    expect(addresses.contact).toBe('hello@oak.example');
    expect(addresses.chat).toBe('hello@oak.example');
    expect(addresses['room-finder']).toBe('hello@oak.example');
    expect(Object.keys(addresses).sort()).toEqual([...ENQUIRY_KINDS].sort());
  });

  it('ignores addresses that are not addresses, kinds that do not exist and settings of the wrong shape', () => {
    expect(
      staffAddressesFromStored({
        supportEmail: 'hello@oak.example',
        enquiryEmails: {
          agent: 'not an address',
          parent: 42,
          nonsense: 'x@oak.example',
          offer: 'a@b\nBcc: c@d.example',
        },
      }),
    ).toEqual(Object.fromEntries(ENQUIRY_KINDS.map((kind) => [kind, 'hello@oak.example'])));
    expect(
      staffAddressesFromStored({ supportEmail: 'hello@oak.example', enquiryEmails: ['x@oak.example'] }).agent,
    ).toBe('hello@oak.example');
  });

  it('leaves every kind without an address when the operator set none', () => {
    expect(Object.values(staffAddressesFromStored({}))).toEqual(ENQUIRY_KINDS.map(() => ''));
    expect(staffAddressesFromStored({ supportEmail: 'nobody' }).contact).toBe('');
  });
});

describe('replyFromStored', () => {
  it('is the address replies come from as set, or empty when unset or not one address', () => {
    expect(replyFromStored({ replyFrom: ' enquiries@oak.example ' })).toBe('enquiries@oak.example');
    expect(replyFromStored({})).toBe('');
    expect(replyFromStored({ replyFrom: 42 })).toBe('');
    expect(replyFromStored({ replyFrom: 'a@oak.example\r\nBcc: c@d.example' })).toBe('');
  });
});
