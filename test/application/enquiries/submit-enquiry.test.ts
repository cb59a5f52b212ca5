import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HmacFormTokens } from '../../../src/adapters/crypto/hmac-form-tokens';
import { ManualTime } from '../../../src/adapters/memory/manual-time.adapter';
import { MemoryCatalogue } from '../../../src/adapters/memory/memory-catalogue.adapter';
import { MemoryContent } from '../../../src/adapters/memory/memory-content.adapter';
import { MemoryEnquiryRepository } from '../../../src/adapters/memory/memory-enquiry.repository';
import { MemoryEnquiryInboxes } from '../../../src/adapters/memory/memory-enquiry-inboxes.adapter';
import { MemoryMailQueue } from '../../../src/adapters/memory/memory-mail-queue';
import { LibPhoneNumbers } from '../../../src/adapters/phone/libphonenumber-phone-numbers.adapter';
import { type EnquirySubmission, SubmitEnquiry } from '../../../src/application/enquiries/submit-enquiry.use-case';
import { isEnquiryReference } from '../../../src/domain/enquiries/enquiry';
import { FORM_TOKEN_MAX_AGE_MS, MIN_FILL_MS } from '../../../src/domain/enquiries/fill-time';
import { fixtureSettings, fixtureSlice } from '../../support/catalogue-fixture';
import { contentNow, fixtureContent } from '../../support/content-fixture';

const catalogue = new MemoryCatalogue(fixtureSlice, fixtureSettings);
const tokens = new HmacFormTokens(new Uint8Array(32).fill(9));

function setup() {
  const time = new ManualTime(contentNow);
  const outbox = new MemoryMailQueue();
  const repository = new MemoryEnquiryRepository(time, undefined, outbox);
  let codes = 0;
  let decoys = 0;
  const kicks: number[] = [];
  const submit = new SubmitEnquiry(
    repository,
    tokens,
    catalogue,
    new MemoryContent(fixtureContent, catalogue, time),
    new MemoryEnquiryInboxes({
      supportEmail: 'hello@test.example',
      enquiryEmails: { friend: 'referrals@test.example', offer: 'offers@test.example' },
    }),
    time,
    new LibPhoneNumbers(),
    {
      publicUrl: 'https://digs.test',
      newReference: () => `EQ-DECOY${(decoys++ % 10).toString().replace(/[01]/, '2')}`,
      newReferralCode: () => `REF-CODE${'23456789'[codes++ % 8]}${'2'}`,
      mailQueued: () => kicks.push(time.now()),
    },
  );
  const token = (ageMs = 10_000) => tokens.issue(time.now() - ageMs);
  const mails = () => outbox.snapshot().map((e) => e.mail);
  return { time, outbox, repository, submit, token, mails, kicks };
}

let submissions = 0;
function aSubmission(change: Partial<EnquirySubmission> = {}): EnquirySubmission {
  submissions += 1;
  return {
    kind: 'contact',
    submissionId: `00000000-0000-4000-8000-${submissions.toString().padStart(12, '0')}`,
    name: 'Ana Silva',
    email: 'ana@example.com',
    answers: { topic: 'payments', message: 'When is rent due?', phone: '', countryCode: '+44' },
    sourcePage: '/contact-us',
    utm: { source: 'newsletter' },
    consent: true,
    website: '',
    formToken: '',
    ...change,
  };
}

describe('SubmitEnquiry', () => {
  it('stores the enquiry with its answers (empty ones left out) and queues the staff notice and the auto-reply', async () => {
    const { submit, token, repository, mails, kicks } = setup();
    const answer = await submit.run(aSubmission({ formToken: token() }));
    expect(answer).toEqual({
      ok: true,
      created: true,
      reference: expect.any(String),
      message: expect.stringMatching(/^Thanks, Ana Silva\. We have your message/),
    });
    if (!answer.ok) throw new Error('refused');
    expect(isEnquiryReference(answer.reference)).toBe(true);
    const [stored] = await repository.list();
    expect(stored).toMatchObject({
      kind: 'contact',
      reference: answer.reference,
      name: 'Ana Silva',
      email: 'ana@example.com',
      fields: { topic: 'payments', message: 'When is rent due?', countryCode: '+44' },
      source_page: '/contact-us',
      utm: { source: 'newsletter' },
      consent: true,
    });
    expect(stored?.fields).not.toHaveProperty('phone');
    expect(mails().map((m) => [m.to, m.replyTo])).toEqual([
      ['hello@test.example', 'ana@example.com'],
      ['ana@example.com', 'hello@test.example'],
    ]);
    expect(mails()[0]?.subject).toBe(`Contact us from Ana Silva (${answer.reference})`);
    expect(mails()[0]?.text).toContain('Sent from: https://digs.test/contact-us');
    expect(mails()[1]?.text).toContain('Test Living');
    expect(kicks).toHaveLength(1);
  });

  it('answers a repeated submission with the first one’s reference, storing and sending nothing more', async () => {
    const { submit, token, repository, mails, kicks } = setup();
    const submission = aSubmission({ formToken: token() });
    const first = await submit.run(submission);
    const again = await submit.run({ ...submission, name: 'Someone Else' });
    expect(again).toMatchObject({ ok: true, created: false });
    expect(again.ok && first.ok && again.reference === first.reference).toBe(true);
    expect(again.ok && again.message).toContain('Ana Silva');
    expect(await repository.list()).toHaveLength(1);
    expect(mails()).toHaveLength(2);
    expect(kicks).toHaveLength(1);
  });

  it('draws a referral code for a referral, keeps it with the answers and writes to the friend too', async () => {
    const { submit, token, repository, mails } = setup();
    const submission = aSubmission({
      kind: 'friend',
      sourcePage: '/friend',
      answers: {
        property: 'square-gardens',
        friendName: 'Bea Costa',
        friendEmail: 'bea@example.com',
        phone: '',
        countryCode: '+44',
      },
      formToken: token(),
    });
    const answer = await submit.run(submission);
    expect(answer).toMatchObject({ ok: true, created: true, referralCode: 'REF-CODE22' });
    expect(answer.ok && answer.message).toContain('Bea Costa');
    const [stored] = await repository.list();
    expect(stored?.fields).toMatchObject({ property: 'square-gardens', referralCode: 'REF-CODE22' });
    expect(mails().map((m) => m.to)).toEqual(['referrals@test.example', 'ana@example.com', 'bea@example.com']);
    expect(mails()[2]?.text).toContain('Square Gardens');
    // A repeat is told the code it was given the first time.
    expect(await submit.run(submission)).toMatchObject({ ok: true, created: false, referralCode: 'REF-CODE22' });
  });

  it('answers a filled-in honeypot like a success, with a reference (and code) that belong to nothing', async () => {
    const { submit, repository, mails, kicks } = setup();
    const contact = await submit.run(aSubmission({ website: 'https://spam.example' }));
    expect(contact).toEqual({
      ok: true,
      created: true,
      reference: 'EQ-DECOY2',
      message: expect.stringContaining('Thanks, Ana Silva.'),
    });
    const friend = await submit.run(
      aSubmission({
        kind: 'friend',
        website: 'x',
        answers: { property: 'nowhere', friendName: 'Bea', friendEmail: 'bea@example.com' },
      }),
    );
    expect(friend).toMatchObject({ ok: true, created: true, referralCode: expect.stringMatching(/^REF-/) });
    expect(await repository.list()).toHaveLength(0);
    expect(mails()).toHaveLength(0);
    expect(kicks).toHaveLength(0);
  });

  it('refuses a form sent back faster than a person types, with a fresh token', async () => {
    const { submit, token, time, repository } = setup();
    const answer = await submit.run(aSubmission({ formToken: token(MIN_FILL_MS - 1) }));
    expect(answer).toEqual({
      ok: false,
      reason: 'too_fast',
      message: expect.any(String),
      formToken: expect.any(String),
    });
    if (answer.ok || answer.reason !== 'too_fast') throw new Error('not refused');
    expect(tokens.issuedAt(answer.formToken)).toBe(time.now());
    expect(await repository.list()).toHaveLength(0);
  });

  it.each([
    ['absent', () => ''],
    ['not ours', () => 'abc.def.ghi'],
    ['a day old', (t: ReturnType<typeof setup>) => t.token(FORM_TOKEN_MAX_AGE_MS + 1)],
    ['from the future', (t: ReturnType<typeof setup>) => t.token(-60_000)],
  ])('asks again for a form whose token is %s', async (_, make) => {
    const t = setup();
    const answer = await t.submit.run(aSubmission({ formToken: make(t) }));
    expect(answer).toMatchObject({ ok: false, reason: 'form_expired', formToken: expect.any(String) });
    expect(await t.repository.list()).toHaveLength(0);
  });

  it('takes the room finder without a token (its form has none) and sends its mails too', async () => {
    const { submit, repository, mails } = setup();
    const answer = await submit.run(
      aSubmission({
        kind: 'room-finder',
        sourcePage: '/find-your-room/contact',
        answers: {
          city: 'manchester',
          moveInDate: '2027-09-04',
          duration: ['44'],
          price: ['under-180'],
          space: ['studio'],
          phone: '07700 900123',
          countryCode: '+44',
        },
        formToken: undefined,
      }),
    );
    expect(answer).toMatchObject({
      ok: true,
      created: true,
      message:
        'Thanks, Ana Silva. We have your enquiry and we will be in touch within one working day by email or phone.',
    });
    expect(await repository.list()).toHaveLength(1);
    expect(mails()[0]?.text).toContain('City: Manchester');
  });

  it('refuses residences that do not exist, naming the field, and stores nothing', async () => {
    const { submit, token, repository } = setup();
    const answer = await submit.run(
      aSubmission({
        kind: 'rebook',
        answers: {
          property: 'square-gardens',
          room: 'Flat 3',
          nextProperty: 'atlantis',
          roomKinds: ['studio'],
          tenancyWeeks: '44',
        },
        formToken: token(),
      }),
    );
    expect(answer).toEqual({
      ok: false,
      reason: 'invalid',
      message: 'Please check the highlighted fields.',
      fields: { nextProperty: 'Choose a residence from the list.' },
    });
    expect(await repository.list()).toHaveLength(0);
  });

  describe('offer claims', () => {
    const claim = (t: ReturnType<typeof setup>, offerCode: string, property = '') =>
      t.submit.run(
        aSubmission({
          kind: 'offer',
          sourcePage: '/offers',
          answers: { offerCode, property, phone: '07700 900123', countryCode: '+44' },
          formToken: t.token(),
        }),
      );

    it('takes a current offer’s code in any letter case and tells the offers team', async () => {
      const t = setup();
      expect(await claim(t, 'ReferAFriend')).toMatchObject({ ok: true, created: true });
      expect(t.mails()[0]?.to).toBe('offers@test.example');
    });

    it.each(['NOSUCHCODE', 'LASTMINUTE', 'ENDEDTHISMOMENT', 'EARLYBIRD'])(
      'refuses %s, which is not a current offer',
      async (code) => {
        const t = setup();
        expect(await claim(t, code)).toMatchObject({
          ok: false,
          reason: 'invalid',
          fields: { offerCode: expect.stringContaining('not one of our current offers') },
        });
        expect(await t.repository.list()).toHaveLength(0);
      },
    );

    it('refuses an offer of one residence claimed for another', async () => {
      const t = setup();
      expect(await claim(t, 'SQUAREGARDENSVIEWING', 'canal-view')).toMatchObject({
        ok: false,
        fields: { property: 'This offer is for Square Gardens only.' },
      });
      expect(await claim(t, 'SQUAREGARDENSVIEWING', 'square-gardens')).toMatchObject({ ok: true });
      expect(await claim(t, 'MANCHESTER250OFF', 'canal-view')).toMatchObject({ ok: true });
    });
  });

  it('stores each submission once and sends its mails once, whatever order copies arrive in', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ id: fc.integer({ min: 0, max: 3 }), kind: fc.constantFrom('contact', 'friend') }), {
          minLength: 1,
          maxLength: 12,
        }),
        async (steps) => {
          const t = setup();
          const model = new Map<number, { reference: string; kind: string }>();
          const base = aSubmission();
          for (const step of steps) {
            const submission = aSubmission({
              submissionId: `${base.submissionId.slice(0, -1)}${step.id}`,
              kind: step.kind,
              // A sender and a friend of its own per submission: the referral limits are tested below.
              email: `ana.${step.id}@example.com`,
              answers:
                step.kind === 'friend'
                  ? { property: 'canal-view', friendName: 'Bea', friendEmail: `bea.${step.id}@example.com` }
                  : base.answers,
              formToken: t.token(),
            });
            const answer = await t.submit.run(submission);
            if (!answer.ok) throw new Error('refused');
            const known = model.get(step.id);
            expect(answer.created).toBe(!known);
            if (known) expect(answer.reference).toBe(known.reference);
            else model.set(step.id, { reference: answer.reference, kind: step.kind });
          }
          expect(await t.repository.list()).toHaveLength(model.size);
          const expectedMails = [...model.values()].reduce((n, e) => n + (e.kind === 'friend' ? 3 : 2), 0);
          expect(t.mails()).toHaveLength(expectedMails);
          expect(t.kicks).toHaveLength(model.size);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('SubmitEnquiry: one enquiry per form token', () => {
  it('refuses a second enquiry sent with a token that stored one, with a fresh token, and takes it with that', async () => {
    const t = setup();
    const formToken = t.token();
    expect(await t.submit.run(aSubmission({ formToken }))).toMatchObject({ ok: true, created: true });
    const again = await t.submit.run(aSubmission({ formToken }));
    expect(again).toEqual({
      ok: false,
      reason: 'form_used',
      message: expect.stringContaining('sent already'),
      formToken: expect.any(String),
    });
    expect(await t.repository.list()).toHaveLength(1);
    expect(t.mails()).toHaveLength(2);
    if (again.ok || !('formToken' in again)) throw new Error('no fresh token');
    t.time.advance(MIN_FILL_MS);
    expect(await t.submit.run(aSubmission({ formToken: again.formToken }))).toMatchObject({ ok: true, created: true });
  });
});

describe('SubmitEnquiry: referral limits and opt-outs', () => {
  const referral = (sender: string, friend: string, t: ReturnType<typeof setup>) =>
    aSubmission({
      kind: 'friend',
      email: sender,
      answers: { property: 'canal-view', friendName: 'Bea Costa', friendEmail: friend },
      formToken: t.token(),
    });
  const toFriend = (t: ReturnType<typeof setup>, friend: string) => t.mails().filter((m) => m.to === friend);

  it('takes three referrals from one sender a UTC day, refuses the fourth with a clear message, and takes it the next day', async () => {
    const t = setup();
    const day = 86_400_000;
    const nextMorning = (Math.floor(t.time.now() / day) + 1) * day + 9 * 3_600_000;
    t.time.advance(nextMorning - t.time.now());
    for (let i = 0; i < 3; i++) {
      expect(await t.submit.run(referral('ana@example.com', `bea.${i}@example.com`, t))).toMatchObject({ ok: true });
    }
    const fourth = await t.submit.run(referral('ANA@example.com', 'bea.3@example.com', t));
    expect(fourth).toEqual({ ok: false, reason: 'too_many_referrals', message: expect.stringContaining('tomorrow') });
    expect(await t.repository.list()).toHaveLength(3);
    expect(toFriend(t, 'bea.3@example.com')).toHaveLength(0);
    // Another sender is not held back by Ana's.
    expect(await t.submit.run(referral('cy@example.com', 'bea.4@example.com', t))).toMatchObject({ ok: true });
    t.time.advance(nextMorning + 15 * 3_600_000 + 1000 - t.time.now());
    expect(await t.submit.run(referral('ana@example.com', 'bea.3@example.com', t))).toMatchObject({ ok: true });
  });

  it('mails one friend address at most once a week, keeping the referral and telling the sender the same', async () => {
    const t = setup();
    const first = await t.submit.run(referral('ana@example.com', 'bea@example.com', t));
    const receipt = t.mails().find((m) => m.to === 'ana@example.com')?.text;
    t.time.advance(6 * 24 * 3_600_000);
    const second = await t.submit.run(referral('cy@example.com', 'BEA@example.com', t));
    expect(first).toMatchObject({ ok: true, created: true });
    expect(second).toMatchObject({ ok: true, created: true });
    expect(await t.repository.list()).toHaveLength(2);
    expect(t.mails().filter((m) => m.to.toLowerCase() === 'bea@example.com')).toHaveLength(1);
    const plain = (text = '') => text.replace(/REF-\w+/g, 'REF-…').replace(/EQ-\w+/g, 'EQ-…');
    expect(plain(t.mails().find((m) => m.to === 'cy@example.com')?.text)).toBe(plain(receipt));
    t.time.advance(24 * 3_600_000);
    await t.submit.run(referral('dee@example.com', 'bea@example.com', t));
    expect(toFriend(t, 'bea@example.com')).toHaveLength(2);
  });

  it('puts an unsubscribe link in the friend’s e-mail, and never mails an address that used it', async () => {
    const t = setup();
    await t.submit.run(referral('ana@example.com', 'bea@example.com', t));
    const [invitation] = toFriend(t, 'bea@example.com');
    const link = /https:\/\/digs\.test\/referrals\/unsubscribe\?token=([\w%-]+)/.exec(invitation?.text ?? '');
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link?.[1] ?? '');
    expect(await t.repository.optOutStatus(token)).toBe('subscribed');
    expect(await t.repository.optOut(token, t.time.now())).toBe(true);
    expect(await t.repository.optOutStatus(token)).toBe('opted_out');
    expect(await t.repository.optOutStatus('not-a-token')).toBeNull();

    t.time.advance(365 * 24 * 3_600_000);
    const later = await t.submit.run(referral('cy@example.com', 'bea@example.com', t));
    // Taken as any referral is: the sender cannot tell that the friend opted out.
    expect(later).toMatchObject({ ok: true, created: true, referralCode: expect.any(String) });
    expect(toFriend(t, 'bea@example.com')).toHaveLength(1);
    expect(t.mails().some((m) => m.to === 'cy@example.com')).toBe(true);
  });
});
