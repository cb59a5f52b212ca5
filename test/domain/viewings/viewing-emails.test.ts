import { describe, expect, it } from 'vitest';
import type { StoredViewing } from '../../../src/domain/viewings/viewing';
import {
  bookedMails,
  cancelledMails,
  movedMails,
  reminderMails,
  type ViewingMailContext,
} from '../../../src/domain/viewings/viewing-emails';

const viewing: StoredViewing = {
  id: '4a0b3c2d-1e2f-4a5b-8c7d-9e0f1a2b3c4d',
  reference: 'VW-7K3P9Q',
  propertyId: 'p1',
  kind: 'in-person',
  start: '2027-06-14T08:30:00.000Z',
  end: '2027-06-14T09:00:00.000Z',
  name: 'Zoë Ng',
  email: 'zoe@example.com',
  countryCode: '+44',
  phone: '07700 900123',
  partySize: 1,
  message: '',
  idempotencyKey: 'k',
  status: 'booked',
  createdAt: '2027-06-01T10:00:00.000Z',
  updatedAt: '2027-06-01T10:00:00.000Z',
};

const context = (change: Partial<StoredViewing> = {}): ViewingMailContext => ({
  viewing: { ...viewing, ...change },
  place: {
    slug: 'square-gardens',
    name: 'Square Gardens',
    cityName: 'Manchester',
    addressLine1: '12 Oxford Road',
    postcode: 'M1 5QA',
    staffEmail: 'viewings@square.example',
  },
  brand: {
    name: 'Ember & Oak',
    supportEmail: 'hello@ember.example',
    phone: '0161 496 0000',
    siteUrl: 'https://ember.example',
  },
  manageUrl: 'https://ember.example/viewing-detail?ref=VW-7K3P9Q&token=abc',
});

const invitation = (mail: { attachments?: readonly { content: string }[] }) => mail.attachments?.[0]?.content ?? '';

describe('viewing e-mails', () => {
  it('confirm a booking to the visitor in London time, with the manage link and a calendar request', () => {
    const [visitor, staff] = bookedMails(context());
    expect(visitor?.to).toBe('zoe@example.com');
    expect(visitor?.replyTo).toBe('hello@ember.example');
    expect(visitor?.subject).toBe('Your viewing at Square Gardens is booked: Monday 14 June 2027 at 09:30');
    expect(visitor?.text).toContain('When: Monday 14 June 2027, 09:30 to 10:00 (UK time)');
    expect(visitor?.text).toContain('Where: Square Gardens, 12 Oxford Road, Manchester M1 5QA');
    expect(visitor?.text).toContain('Who: Zoë Ng, 1 person');
    expect(visitor?.text).toContain('https://ember.example/viewing-detail?ref=VW-7K3P9Q&token=abc');
    const ics = invitation(visitor ?? { attachments: [] });
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('UID:viewing-4a0b3c2d-1e2f-4a5b-8c7d-9e0f1a2b3c4d@ember.example');
    expect(ics).toContain('SEQUENCE:0');
    expect(ics).toContain('DTSTART:20270614T083000Z');
    expect(staff).toMatchObject({ to: 'viewings@square.example', replyTo: 'zoe@example.com' });
    expect(staff?.subject).toBe('New viewing booked: Monday 14 June 2027 09:30, Square Gardens (VW-7K3P9Q)');
    expect(staff?.text).toContain('Phone: +44 07700 900123');
    expect(staff?.text).toContain('Message: (none)');
  });

  it('say how a video call happens instead of an address', () => {
    const [visitor] = bookedMails(context({ kind: 'video-call' }));
    expect(visitor?.text).toContain('What: video call tour of Square Gardens, Manchester');
    expect(visitor?.text).toContain('Where: Video call: we will call +44 07700 900123 with a video link at the time');
  });

  it('update the calendar event on a move (same UID, higher sequence) and remove it on a cancellation', () => {
    const later = {
      start: '2027-06-15T13:00:00.000Z',
      end: '2027-06-15T13:30:00.000Z',
      updatedAt: '2027-06-02T10:00:00.000Z',
    };
    const [moved, movedStaff] = movedMails(context(later));
    expect(moved?.subject).toBe('Your viewing at Square Gardens has changed: now Tuesday 15 June 2027 at 14:00');
    expect(invitation(moved ?? {})).toMatch(/SEQUENCE:86400\r\n/);
    expect(invitation(moved ?? {})).toContain('UID:viewing-4a0b3c2d-1e2f-4a5b-8c7d-9e0f1a2b3c4d@ember.example');
    expect(movedStaff?.subject).toMatch(/^Viewing changed: /);

    const [cancelled, cancelledStaff] = cancelledMails(
      context({ ...later, status: 'cancelled', updatedAt: '2027-06-03T10:00:00.000Z' }),
    );
    expect(cancelled?.subject).toBe('Your viewing at Square Gardens on Tuesday 15 June 2027 is cancelled');
    expect(cancelled?.text).toContain('Book again: https://ember.example/book-a-viewing/square-gardens');
    expect(invitation(cancelled ?? {})).toContain('METHOD:CANCEL');
    expect(invitation(cancelled ?? {})).toContain('STATUS:CANCELLED');
    expect(invitation(cancelled ?? {})).toMatch(/SEQUENCE:172800\r\n/);
    expect(cancelledStaff?.subject).toMatch(/^Viewing cancelled: /);
  });

  it('remind the visitor only, with the link to change or cancel', () => {
    const mails = reminderMails(context({ partySize: 3 }));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Reminder: your viewing at Square Gardens, Monday 14 June 2027 at 09:30');
    expect(mails[0]?.text).toContain('Who: Zoë Ng, 3 people');
    expect(mails[0]?.text).toContain('Change the time or cancel here: https://ember.example/viewing-detail');
  });
});
