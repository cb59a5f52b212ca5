import { describe, expect, it } from 'vitest';
import type { StoredEnquiry } from '../../../src/domain/enquiries/enquiry';
import { type EnquiryMailContext, enquiryMails } from '../../../src/domain/enquiries/enquiry-emails';

const brand = {
  name: 'Ember & Oak Student Living',
  supportEmail: 'hello@emberandoak.example',
  phone: '+44 1632 960142',
  siteUrl: 'https://emberandoak.example',
};

function anEnquiry(change: Partial<StoredEnquiry> = {}): StoredEnquiry {
  return {
    id: '4a0b3c2d-1e2f-4a5b-8c7d-9e0f1a2b3c4d',
    reference: 'EQ-7K3P9Q',
    kind: 'group-booking',
    submission_id: '0b8f1f5e-9d7a-4c1e-8a3b-2f4d6e8a0c1b',
    name: 'Ana Silva',
    email: 'ana@example.com',
    fields: {
      groupName: 'Lisbon Rowing Club',
      groupSize: 24,
      university: 'University of Manchester',
      roomKinds: ['ensuite', 'studio'],
      moveInDate: '2027-09-04',
      message: 'We arrive by coach.\nTwo of us use wheelchairs.',
      phone: '912 345 678',
      countryCode: '+351',
    },
    source_page: '/group-booking',
    utm: { source: 'newsletter', campaign: 'autumn' },
    consent: true,
    status: 'new',
    created_at: '2027-03-01T12:00:00.000Z',
    ...change,
  };
}

const context = (change: Partial<StoredEnquiry> = {}, more: Partial<EnquiryMailContext> = {}): EnquiryMailContext => ({
  enquiry: anEnquiry(change),
  brand,
  staffEmail: 'groups@emberandoak.example',
  names: { 'square-gardens': 'Square Gardens', 'canal-view': 'Canal View' },
  ...more,
});

describe('enquiryMails: the staff notice', () => {
  const [staff] = enquiryMails(context());

  it('goes to the staff address for the kind, answerable straight to the visitor', () => {
    expect(staff?.to).toBe('groups@emberandoak.example');
    expect(staff?.replyTo).toBe('ana@example.com');
    expect(staff?.subject).toBe('Group booking from Ana Silva (EQ-7K3P9Q)');
  });

  it('lists every answer by its label, in the form’s order, with option labels and the phone’s country code', () => {
    const text = staff?.text ?? '';
    const order = [
      'Reference: EQ-7K3P9Q',
      'Group or organisation name: Lisbon Rowing Club',
      'How many people?: 24',
      'University or college: University of Manchester',
      'Kinds of room: En-suite, Studio',
      'Move-in date: 2027-09-04',
      'Anything else we should know?:\n  We arrive by coach.\n  Two of us use wheelchairs.',
      'Lead contact’s name: Ana Silva',
      'Lead contact’s email: ana@example.com',
      'Phone number: +351 912 345 678',
      'Sent from: https://emberandoak.example/group-booking',
      'Campaign: source newsletter, campaign autumn',
      'Terms and privacy policy: accepted',
    ];
    const positions = order.map((line) => text.indexOf(line));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('names residences instead of their slugs, and says when no campaign brought the visitor', () => {
    const [parent] = enquiryMails(
      context({
        kind: 'parent',
        fields: { property: 'square-gardens', message: 'Is there a lift?', phone: '', countryCode: '+44' },
        utm: {},
        source_page: '/parent',
      }),
    );
    expect(parent?.subject).toBe('Parent or guardian question from Ana Silva (EQ-7K3P9Q)');
    expect(parent?.text).toContain('Residence: Square Gardens');
    expect(parent?.text).toContain('Campaign: none');
    expect(parent?.text).not.toContain('Phone number');
  });

  it('keeps the subject on one line whatever the name holds', () => {
    const [mail] = enquiryMails(context({ name: 'Ana\r\nBcc: victim@example.com' }));
    expect(mail?.subject).toBe('Group booking from Ana Bcc: victim@example.com (EQ-7K3P9Q)');
    expect(mail?.subject).not.toMatch(/[\r\n]/);
  });

  it('says when the form did not ask for the terms', () => {
    const [support] = enquiryMails(
      context({
        kind: 'support',
        consent: false,
        fields: { property: 'canal-view', room: 'Flat 3, room B', category: 'internet', message: 'No Wi-Fi.' },
      }),
    );
    expect(support?.text).toContain('What is it about?: Wi-Fi and internet');
    expect(support?.text).toContain('Your residence: Canal View');
    expect(support?.text).toContain('Terms and privacy policy: not asked on this form');
  });

  it('is left out when the operator has no address for the kind (nor a support address)', () => {
    const mails = enquiryMails(context({}, { staffEmail: '' }));
    expect(mails.map((m) => m.to)).toEqual(['ana@example.com']);
    expect(mails[0]?.replyTo).toBe('hello@emberandoak.example');
  });
});

describe('enquiryMails: the auto-reply', () => {
  const [, reply] = enquiryMails(context());

  it('thanks the visitor with their reference, a copy of what they chose (never what they typed) and what happens next', () => {
    expect(reply?.to).toBe('ana@example.com');
    expect(reply?.replyTo).toBe('groups@emberandoak.example');
    expect(reply?.subject).toBe('We have your group booking enquiry (EQ-7K3P9Q)');
    const text = reply?.text ?? '';
    // Anyone can type any address: nothing typed freely goes to it, not even the name.
    expect(text).toMatch(/^Hello,/);
    expect(text).not.toContain('Ana Silva');
    expect(text).toContain('EQ-7K3P9Q');
    expect(text).toContain('What happens next');
    expect(text).toContain('Kinds of room: En-suite, Studio');
    expect(text).not.toContain('Two of us use wheelchairs.');
    expect(text).toContain('What you wrote is with our team');
    expect(text).toContain('+44 1632 960142');
    expect(text).toContain('https://emberandoak.example');
    expect(text).toContain('Ember & Oak Student Living');
    // Staff-only lines stay with the staff.
    expect(text).not.toContain('Campaign:');
  });

  it('is the one mail when nobody at the operator has an address', () => {
    expect(enquiryMails(context({}, { staffEmail: '' }))).toHaveLength(1);
  });
});

describe('enquiryMails: refer a friend', () => {
  const friend = context({
    kind: 'friend',
    source_page: '/friend',
    fields: {
      property: 'square-gardens',
      friendName: 'Bea Costa',
      friendEmail: 'bea@example.com',
      phone: '',
      countryCode: '+44',
      referralCode: 'REF-4KD9QX',
    },
  });
  const mails = enquiryMails(friend);
  const [staff, resident, invitation] = mails;

  it('sends three mails: the staff notice, the resident’s copy and one to the friend', () => {
    expect(mails.map((m) => m.to)).toEqual(['groups@emberandoak.example', 'ana@example.com', 'bea@example.com']);
  });

  it('gives the staff the code with the answers', () => {
    expect(staff?.subject).toBe('Refer a friend from Ana Silva (EQ-7K3P9Q)');
    expect(staff?.text).toContain('Referral code: REF-4KD9QX');
    expect(staff?.text).toContain('Your friend’s email: bea@example.com');
  });

  it('gives the resident their code and says the friend has it too', () => {
    expect(resident?.subject).toBe('Your referral code: REF-4KD9QX');
    expect(resident?.text).toContain('REF-4KD9QX');
    expect(resident?.text).toContain('Bea Costa');
  });

  it('sends the friend a fixed, short message: the names, the residence and the code, nothing else the visitor typed', () => {
    expect(invitation?.subject).toBe('A referral code for Ember & Oak Student Living');
    expect(invitation?.replyTo).toBe('hello@emberandoak.example');
    const text = invitation?.text ?? '';
    expect(text).toMatch(/^Hello Bea Costa,/);
    expect(text).toContain('Ana Silva');
    expect(text).toContain('Square Gardens');
    expect(text).toContain('REF-4KD9QX');
    expect(text).toContain('https://emberandoak.example/offers');
    expect(text).not.toContain('ana@example.com');
    expect(text.length).toBeLessThan(900);
  });

  it('flattens and clips the names the visitor typed into the friend’s message', () => {
    const [, , mail] = enquiryMails(
      context({
        ...friend.enquiry,
        name: `Ana\n\nVisit http://spam.example now ${'x'.repeat(200)}`,
      }),
    );
    expect(mail?.text.split('\n')[2]).not.toMatch(/\n/);
    expect(mail?.text).not.toContain('x'.repeat(101));
  });
});

describe('enquiryMails: chat and room finder', () => {
  it('sends the staff the chat message and the visitor a receipt without it', () => {
    const [staff, reply] = enquiryMails(
      context({ kind: 'chat', source_page: '/manchester', fields: { message: 'Do you have parking?' } }),
    );
    expect(staff?.subject).toBe('Chat message from Ana Silva (EQ-7K3P9Q)');
    expect(staff?.text).toContain('Message: Do you have parking?');
    expect(staff?.text).toContain('Sent from: https://emberandoak.example/manchester');
    expect(reply?.to).toBe('ana@example.com');
    expect(reply?.text).not.toContain('Do you have parking?');
  });

  it('lists the room finder’s answers in words', () => {
    const [staff] = enquiryMails(
      context(
        {
          kind: 'room-finder',
          source_page: '/find-your-room/contact',
          fields: {
            city: 'manchester',
            moveInDate: '2027-09-04',
            duration: ['44', '51'],
            price: ['under-180'],
            space: ['studio'],
            phone: '07700 900123',
            countryCode: '+44',
          },
        },
        { names: { manchester: 'Manchester' } },
      ),
    );
    expect(staff?.subject).toBe('Room finder enquiry from Ana Silva (EQ-7K3P9Q)');
    for (const line of [
      'City: Manchester',
      'Move-in date: 2027-09-04',
      'Tenancy length: 44 weeks, 51 weeks (the whole year)',
      'Budget a week: Under £180',
      'Kinds of room: Studio',
      'Phone number: +44 07700 900123',
    ]) {
      expect(staff?.text).toContain(line);
    }
  });
});
