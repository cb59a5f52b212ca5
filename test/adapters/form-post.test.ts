import fc from 'fast-check';
import { parse } from 'fast-querystring';
import { describe, expect, it } from 'vitest';
import { enquiryFormSchemas } from '../../src/adapters/forms/enquiry-forms.schema';
import { decodeFormPost, submissionIdFor } from '../../src/adapters/forms/form-post';

// As @fastify/formbody hands a form post to the route: fast-querystring's parse of the encoded body.
const post = (pairs: [string, string][]) => parse(new URLSearchParams(pairs).toString());

describe('decodeFormPost', () => {
  it('turns a form posted without JavaScript into the body its schema takes', () => {
    const body = post([
      ['groupName', 'Lisbon Rowing Club'],
      ['groupSize', '24'],
      ['university', 'University of Manchester'],
      ['roomKinds', 'ensuite'],
      ['roomKinds', 'studio'],
      ['moveInDate', '2027-09-04'],
      ['message', 'Two lines\r\nof text'],
      ['name', 'Ana Silva'],
      ['email', 'ana@example.com'],
      ['countryCode', '+351'],
      ['phone', '912 345 678'],
      ['agreedToTerms', 'on'],
      ['submissionId', '0B8F1F5E-9D7A-4C1E-8A3B-2F4D6E8A0C1B'],
      ['sourcePage', '/group-booking'],
      ['utm_source', 'newsletter'],
      ['utm_campaign', 'autumn'],
      ['website', ''],
      ['formToken', 'tok'],
      ['sneaky', 'ignored'],
      ['__proto__', 'ignored'],
    ]);
    const { input, values } = decodeFormPost('group-booking', body);
    expect(input).toEqual({
      groupName: 'Lisbon Rowing Club',
      groupSize: '24',
      university: 'University of Manchester',
      roomKinds: ['ensuite', 'studio'],
      moveInDate: '2027-09-04',
      message: 'Two lines\r\nof text',
      name: 'Ana Silva',
      email: 'ana@example.com',
      countryCode: '+351',
      phone: '912 345 678',
      agreedToTerms: true,
      submissionId: '0B8F1F5E-9D7A-4C1E-8A3B-2F4D6E8A0C1B',
      sourcePage: '/group-booking',
      utm: { source: 'newsletter', campaign: 'autumn' },
      website: '',
      formToken: 'tok',
    });
    const parsed = enquiryFormSchemas['group-booking'].safeParse(input);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.groupSize).toBe(24);
    // What the page shows again after a refusal: as posted, without the honeypot and the token.
    expect(values).toEqual({
      groupName: 'Lisbon Rowing Club',
      groupSize: '24',
      university: 'University of Manchester',
      roomKinds: ['ensuite', 'studio'],
      moveInDate: '2027-09-04',
      message: 'Two lines\r\nof text',
      name: 'Ana Silva',
      email: 'ana@example.com',
      countryCode: '+351',
      phone: '912 345 678',
      agreedToTerms: 'on',
      submissionId: '0B8F1F5E-9D7A-4C1E-8A3B-2F4D6E8A0C1B',
      sourcePage: '/group-booking',
      utm_source: 'newsletter',
      utm_campaign: 'autumn',
    });
  });

  it('leaves out what was not posted: no boxes ticked, terms not accepted', () => {
    const { input } = decodeFormPost(
      'rebook',
      post([
        ['property', 'square-gardens'],
        ['formToken', 't'],
      ]),
    );
    expect(input).not.toHaveProperty('roomKinds');
    expect(input).not.toHaveProperty('agreedToTerms');
    expect(input).not.toHaveProperty('utm');
    const parsed = enquiryFormSchemas.rebook.safeParse(input);
    expect(parsed.success).toBe(false);
  });

  it('passes a terms box with another value on, for the schema to refuse', () => {
    expect(decodeFormPost('contact', post([['agreedToTerms', 'maybe']])).input.agreedToTerms).toBe('maybe');
    expect(decodeFormPost('contact', post([['agreedToTerms', 'true']])).input.agreedToTerms).toBe(true);
  });

  it('takes the first of a repeated single-value field', () => {
    expect(
      decodeFormPost(
        'contact',
        post([
          ['name', 'Ana'],
          ['name', 'Bea'],
        ]),
      ).input.name,
    ).toBe('Ana');
  });

  it('reads the chat panel’s fields', () => {
    const { input } = decodeFormPost(
      'chat',
      post([
        ['message', 'Parking?'],
        ['name', 'Ana'],
        ['topic', 'x'],
      ]),
    );
    expect(input).toMatchObject({ message: 'Parking?', name: 'Ana' });
    expect(input).not.toHaveProperty('topic');
  });

  it('derives the submission id from the form token and the answers when the page sent none: a double post is one submission, other answers from the same page another', () => {
    const sent = (name: string) =>
      decodeFormPost(
        'contact',
        post([
          ['formToken', 'abc.def.ghi'],
          ['name', name],
        ]),
      ).input.submissionId;
    const once = sent('Ana');
    const twice = sent('Ana');
    expect(sent('Ana B')).not.toBe(once);
    const other = decodeFormPost('contact', post([['formToken', 'abc.def.ghj']])).input.submissionId;
    expect(once).toBe(twice);
    expect(once).not.toBe(other);
    expect(once).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(
      decodeFormPost(
        'contact',
        post([
          ['submissionId', ''],
          ['formToken', 'abc.def.ghi'],
          ['name', 'Ana'],
        ]),
      ).input.submissionId,
    ).toBe(once);
  });

  it('makes a version 4 UUID of any text, and decodes any body without throwing', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(submissionIdFor(text)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom('contact', 'friend', 'rebook', 'chat' as const),
        fc.string({ unit: 'binary' }),
        (kind, body) => {
          const { input } = decodeFormPost(kind, parse(body));
          expect(Object.getPrototypeOf(input)).toBe(Object.prototype);
          expect(typeof input.submissionId).toBe('string');
        },
      ),
    );
  });
});
