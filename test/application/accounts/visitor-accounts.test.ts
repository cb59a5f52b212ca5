import { describe, expect, it } from 'vitest';
import { ManualTime } from '../../../src/adapters/memory/manual-time.adapter';
import { MemoryCatalogue } from '../../../src/adapters/memory/memory-catalogue.adapter';
import { MemoryEnquiryRecords } from '../../../src/adapters/memory/memory-enquiry-records';
import { MemoryMailQueue } from '../../../src/adapters/memory/memory-mail-queue';
import { MemoryReservationRepository } from '../../../src/adapters/memory/memory-reservation.repository';
import {
  MemorySignInChallenges,
  MemoryVisitorAccounts,
  MemoryVisitorSessions,
} from '../../../src/adapters/memory/memory-visitor-accounts';
import type { AccountPorts } from '../../../src/application/accounts/account-ports';
import {
  AccountShortlists,
  DeleteAccount,
  ReadAccount,
  UpdateAccountDetails,
} from '../../../src/application/accounts/my-account.use-case';
import {
  AuthenticateVisitor,
  PurgeVisitorSessions,
  RequestSignIn,
  SignOutVisitor,
  VerifySignIn,
} from '../../../src/application/accounts/visitor-sign-in.use-case';
import { PersonalDataRequests } from '../../../src/application/privacy/personal-data.use-case';
import { emptyLists } from '../../../src/domain/accounts/account-lists';
import { MAX_CODE_ATTEMPTS, SIGN_IN_LIFETIME_MS } from '../../../src/domain/accounts/sign-in-code';
import type { StoredEnquiry } from '../../../src/domain/enquiries/enquiry';
import type { StoredViewing } from '../../../src/domain/viewings/viewing';
import { fixtureSettings, fixtureSlice } from '../../support/catalogue-fixture';

const day = 86_400_000;

function setUp() {
  const time = new ManualTime(Date.UTC(2026, 10, 26, 9));
  const accounts = new MemoryVisitorAccounts();
  const records = new MemoryEnquiryRecords();
  const mailQueue = new MemoryMailQueue();
  const ports: AccountPorts = {
    accounts,
    sessions: new MemoryVisitorSessions(accounts),
    challenges: new MemorySignInChallenges(undefined, accounts),
    mailQueue,
    catalogue: new MemoryCatalogue(fixtureSlice, fixtureSettings),
    records,
    clock: time,
  };
  const options = { publicUrl: 'https://digs.test' };
  const erased: string[] = [];
  const reservations = new MemoryReservationRepository([], mailQueue);
  const requests = new PersonalDataRequests({ records, reservations, accounts }, null, time);
  return {
    time,
    ports,
    records,
    mailQueue,
    erased,
    request: new RequestSignIn(ports, options),
    verify: new VerifySignIn(ports, options),
    authenticate: new AuthenticateVisitor(ports, options),
    signOut: new SignOutVisitor(ports),
    purge: new PurgeVisitorSessions(ports, options),
    read: new ReadAccount(ports, (v) => `/viewing-detail?ref=${v.reference}&token=t`),
    details: new UpdateAccountDetails(ports),
    lists: new AccountShortlists(ports),
    remove: new DeleteAccount(async (email) => {
      erased.push(email);
      await requests.erase(email);
    }),
  };
}

/** The link and code of the last sign-in e-mail. */
function lastMail(queue: MemoryMailQueue) {
  const mail = queue.snapshot().at(-1)?.mail;
  const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
  const code = /code[^0-9]*([0-9]{6})/.exec(mail?.text ?? '')?.[1] ?? '';
  return { mail, token, code };
}

describe('signing in without a password', () => {
  it('e-mails a link to the login page and a code; the link signs in once and returns to the page asked for', async () => {
    const s = setUp();
    await s.request.run(' Ada@Example.com ', '/favourite');
    const { mail, token, code } = lastMail(s.mailQueue);
    expect(mail?.to).toBe('Ada@Example.com');
    expect(mail?.text).toContain(`https://digs.test/login?token=${token}`);
    expect(code).toMatch(/^[0-9]{6}$/);
    const signedIn = await s.verify.withLink(token, 'Firefox');
    expect(signedIn).toMatchObject({ ok: true, next: '/favourite', account: { email: 'Ada@Example.com' } });
    expect(await s.verify.withLink(token, 'Firefox')).toEqual({ ok: false, reason: 'link_used' });
    if (!signedIn.ok) throw new Error('not signed in');
    expect(await s.authenticate.run(signedIn.sessionId)).toMatchObject({ email: 'Ada@Example.com' });
  });

  it('an address with no account and one with an account get the same: a challenge and an e-mail', async () => {
    const s = setUp();
    await s.ports.accounts.findOrCreate('known@example.com', s.time.now());
    await s.request.run('known@example.com', null);
    await s.request.run('unknown@example.com', null);
    const [a, b] = s.mailQueue.snapshot().map((e) => e.mail);
    expect(a?.subject.replace(/[0-9]{6}/, '')).toBe(b?.subject.replace(/[0-9]{6}/, ''));
    expect(a?.text.replace(/token=\S+|[0-9]{6}/g, '').replace('known', '')).toBe(
      b?.text.replace(/token=\S+|[0-9]{6}/g, '').replace('unknown', ''),
    );
  });

  it('an unsafe return path becomes /account', async () => {
    const s = setUp();
    await s.request.run('ada@example.com', 'https://evil.example/');
    const answer = await s.verify.withCode('ada@example.com', lastMail(s.mailQueue).code, 'x');
    expect(answer).toMatchObject({ ok: true, next: '/account' });
  });

  it('the code works on another device, once, for 15 minutes; wrong codes lock it', async () => {
    const s = setUp();
    await s.request.run('ada@example.com', null);
    const { code } = lastMail(s.mailQueue);
    s.time.advance(SIGN_IN_LIFETIME_MS);
    expect(await s.verify.withCode('ada@example.com', code, 'x')).toEqual({ ok: false, reason: 'wrong_code' });
    await s.request.run('ada@example.com', null);
    const fresh = lastMail(s.mailQueue).code;
    const wrong = fresh === '123456' ? '654321' : '123456';
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i += 1)
      expect(await s.verify.withCode('ada@example.com', wrong, 'x')).toEqual({ ok: false, reason: 'wrong_code' });
    expect(await s.verify.withCode('ada@example.com', fresh, 'x')).toEqual({ ok: false, reason: 'wrong_code' });
  });

  it('a session ends after 14 idle days or 30 days, and sign-out here or everywhere ends it', async () => {
    const s = setUp();
    const signIn = async () => {
      await s.request.run('ada@example.com', null);
      const answer = await s.verify.withCode('ada@example.com', lastMail(s.mailQueue).code, 'x');
      if (!answer.ok) throw new Error('not signed in');
      return answer;
    };
    const first = await signIn();
    s.time.advance(14 * day);
    expect(await s.authenticate.run(first.sessionId)).toBeNull();
    const second = await signIn();
    for (let d = 0; d < 29; d += 1) {
      s.time.advance(day);
      expect(await s.authenticate.run(second.sessionId)).not.toBeNull();
    }
    s.time.advance(day);
    expect(await s.authenticate.run(second.sessionId)).toBeNull();
    const here = await signIn();
    const there = await signIn();
    await s.signOut.here(here.sessionId);
    expect(await s.authenticate.run(here.sessionId)).toBeNull();
    expect(await s.authenticate.run(there.sessionId)).not.toBeNull();
    const again = await signIn();
    expect(await s.signOut.everywhere(again.account)).toBe(2);
    expect(await s.authenticate.run(there.sessionId)).toBeNull();
    expect(await s.authenticate.run('')).toBeNull();
    s.time.advance(31 * day);
    await s.request.run('ada@example.com', null);
    s.time.advance(SIGN_IN_LIFETIME_MS * 2 + 1);
    expect((await s.purge.run()).challenges).toBeGreaterThan(0);
  });
});

const viewing = (over: Partial<StoredViewing>): StoredViewing => ({
  id: 'v1',
  reference: 'VW-AAAAAA',
  status: 'booked',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  propertyId: '00000000-0000-4000-8000-00000000e001',
  idempotencyKey: 'k1',
  kind: 'in-person',
  start: '2026-12-01T10:00:00.000Z',
  end: '2026-12-01T10:30:00.000Z',
  name: 'Ada',
  email: 'ada@example.com',
  countryCode: '+44',
  phone: '7700900123',
  partySize: 1,
  message: '',
  ...over,
});
const enquiry = (over: Partial<StoredEnquiry>): StoredEnquiry => ({
  id: 'e1',
  reference: 'EQ-AAAAAA',
  status: 'new',
  created_at: '2026-11-01T10:00:00.000Z',
  kind: 'contact',
  submission_id: 's1',
  name: 'Ada',
  email: 'ada@example.com',
  fields: {},
  source_page: '/',
  utm: {},
  consent: true,
  ...over,
});

describe('my account', () => {
  it('shows the viewings and enquiries made earlier with the address, not a referral naming it', async () => {
    const s = setUp();
    s.records.addViewing(viewing({}));
    s.records.addViewing(viewing({ id: 'v2', reference: 'VW-BBBBBB', email: 'someone@example.com' }));
    s.records.addEnquiry(enquiry({}));
    s.records.addEnquiry(
      enquiry({
        id: 'e2',
        reference: 'EQ-BBBBBB',
        email: 'friend@example.com',
        fields: { friend_email: 'ada@example.com' },
      }),
    );
    const account = await s.ports.accounts.findOrCreate('ADA@example.com', s.time.now());
    const overview = await s.read.run(account);
    expect(overview.viewings).toEqual([
      {
        reference: 'VW-AAAAAA',
        kind: 'in-person',
        start: '2026-12-01T10:00:00.000Z',
        end: '2026-12-01T10:30:00.000Z',
        status: 'booked',
        propertyName: expect.any(String),
        managePath: '/viewing-detail?ref=VW-AAAAAA&token=t',
      },
    ]);
    expect(overview.viewings[0]?.propertyName).not.toBe('A residence');
    expect(overview.enquiries.map((e) => e.reference)).toEqual(['EQ-AAAAAA']);
    expect(overview.reservations).toBeNull();
    // The name given most recently with the address (the viewing, 20 Nov, after the enquiry), not the
    // referral's; once the account has a name of its own, that one.
    expect(overview.suggestedName).toBe('Ada');
    const named = await s.details.run(account, { name: 'Ada Lovelace', marketingEmails: false });
    expect(named && (await s.read.run(named)).suggestedName).toBe('Ada Lovelace');
  });

  it('lists the reservations a MyReservations gives, and offers the name their details gave', async () => {
    const s = setUp();
    const read = new ReadAccount(s.ports, () => '', {
      list: async (a) => [
        {
          reference: 'RS-1',
          title: a.email,
          status: 'awaiting_payment',
          path: '/account',
          givenName: 'Ada Reserved',
          heldAt: '2026-11-25T10:00:00.000Z',
          depositDue: { pence: 10_000, by: '2026-12-02' },
        },
      ],
    });
    s.records.addViewing(viewing({}));
    const account = await s.ports.accounts.findOrCreate('ada@example.com', s.time.now());
    const overview = await read.run(account);
    expect(overview.reservations).toEqual([
      {
        reference: 'RS-1',
        title: 'ada@example.com',
        status: 'awaiting_payment',
        path: '/account',
        givenName: 'Ada Reserved',
        heldAt: '2026-11-25T10:00:00.000Z',
        depositDue: { pence: 10_000, by: '2026-12-02' },
      },
    ]);
    // The reservation's details came after the viewing: its name is the one offered.
    expect(overview.suggestedName).toBe('Ada Reserved');
  });

  it('keeps details; saves lists at a version, refuses a stale save and an over-full list', async () => {
    const s = setUp();
    const account = await s.ports.accounts.findOrCreate('ada@example.com', s.time.now());
    expect(await s.details.run(account, { name: '  Ada  ', marketingEmails: true })).toMatchObject({
      name: 'Ada',
      marketingEmails: true,
    });
    const fav = { kind: 'property' as const, id: 'p1', path: '/leeds/x', display_name: 'X' };
    expect(await s.lists.save(account, { ...emptyLists, favourites: [fav] }, 0)).toEqual({ ok: true, version: 1 });
    expect(await s.lists.save(account, emptyLists, 0)).toMatchObject({ ok: false, reason: 'stale' });
    await expect(s.lists.save(account, { ...emptyLists, favourites: [fav, fav] }, 1)).rejects.toThrow(RangeError);
    expect(await s.lists.read(account)).toEqual({ lists: { ...emptyLists, favourites: [fav] }, version: 1 });
  });

  it('deleting the account erases what personal-data erases for the address, then the account and its sessions', async () => {
    const s = setUp();
    s.records.addViewing(viewing({}));
    await s.request.run('ada@example.com', null);
    const answer = await s.verify.withCode('ada@example.com', lastMail(s.mailQueue).code, 'x');
    if (!answer.ok) throw new Error('not signed in');
    await s.remove.run(answer.account);
    expect(s.erased).toEqual(['ada@example.com']);
    expect((await s.records.exportFor('ada@example.com')).viewings).toEqual([]);
    expect(await s.ports.accounts.findById(answer.account.id)).toBeNull();
    expect(await s.authenticate.run(answer.sessionId)).toBeNull();
  });
});
