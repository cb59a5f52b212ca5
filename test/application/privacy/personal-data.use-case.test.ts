import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ManualTime } from '../../../src/adapters/memory/manual-time.adapter';
import { MemoryAuditLog } from '../../../src/adapters/memory/memory-audit-log';
import { MemoryEnquiryRecords } from '../../../src/adapters/memory/memory-enquiry-records';
import { MemoryMailQueue } from '../../../src/adapters/memory/memory-mail-queue';
import { MemoryReservationRepository } from '../../../src/adapters/memory/memory-reservation.repository';
import {
  MemorySignInChallenges,
  MemoryVisitorAccounts,
  MemoryVisitorSessions,
} from '../../../src/adapters/memory/memory-visitor-accounts';
import { DeleteAccount } from '../../../src/application/accounts/my-account.use-case';
import {
  erasureSummary,
  PersonalDataConsole,
  PersonalDataRequests,
} from '../../../src/application/privacy/personal-data.use-case';
import { newChallenge } from '../../../src/domain/accounts/sign-in-code';
import { VISITOR_SESSION_LIMITS } from '../../../src/domain/accounts/visitor-account';
import { newSession } from '../../../src/domain/staff/session-rules';
import { anOption } from '../../support/reservation-fixture';

const ada = 'ada@example.com';

interface ExportDocument {
  readonly reservations: readonly { readonly reference: string; readonly on_erasure: string }[];
  readonly kept_after_erasure: { readonly why: string };
  readonly account: { readonly email: string; readonly sign_in_links: readonly unknown[] };
}
const option = anOption({ tenancyOptionId: 'option-1', roomsAvailable: 3 });

async function setUp() {
  const time = new ManualTime(Date.UTC(2026, 10, 26, 9));
  const records = new MemoryEnquiryRecords();
  const reservations = new MemoryReservationRepository([option], new MemoryMailQueue());
  const accounts = new MemoryVisitorAccounts();
  const sessions = new MemoryVisitorSessions(accounts);
  const challenges = new MemorySignInChallenges(undefined, accounts);
  const place = async (email: string, paid: boolean) => {
    const hold = await reservations.hold(option.tenancyOptionId, randomUUID(), time.now());
    if (hold.outcome !== 'held') throw new Error('not held');
    const reference = hold.reservation.reference;
    await reservations.saveDetails(
      reference,
      {
        details: {
          name: 'Ada Lovelace',
          email,
          countryCode: 'GB',
          phone: '+447700900123',
          dateOfBirth: '2006-05-04',
          university: 'The University of Manchester',
          yearOfStudy: 'First year',
          guarantor: 'uk_guarantor',
        },
        termsVersion: '2026-1',
        totalPence: 1_269_900,
        depositPence: 10_000,
        paymentMethod: paid ? 'stripe' : 'direct',
      },
      time.now(),
    );
    if (paid) {
      await reservations.setPaymentReference(reference, 'cs_test_paid', time.now());
      await reservations.confirmPayment(reference, time.now(), () => []);
    }
    return reference;
  };
  const paid = await place(ada, true);
  const unpaid = await place('Ada@Example.com', false);
  const account = await accounts.findOrCreate(ada, time.now());
  const session = await sessions.create(account.id, newSession(time.now(), VISITOR_SESSION_LIMITS), 'Firefox');
  await challenges.issue(newChallenge(ada, '/account', time.now()));
  records.addMail({ to: ada, subject: `Your reservation ${paid}`, text: 'Hello Ada' }, { at: time.now() });
  const requests = new PersonalDataRequests({ records, reservations, accounts }, null, time);
  return { time, reservations, accounts, sessions, session, requests, paid, unpaid, records };
}

describe('PersonalDataRequests: everything held about an address, reservations and accounts included', () => {
  it('finds the reservations, the account, its sessions and sign-in links, and exports them with what erasure keeps', async () => {
    const s = await setUp();
    const held = await s.requests.find(ada);
    expect(PersonalDataRequests.holdsAnything(held)).toBe(true);
    const document = s.requests.exportDocument(held) as unknown as ExportDocument;
    expect(document.reservations.map((r) => r.reference).sort()).toEqual([s.paid, s.unpaid].sort());
    const paid = document.reservations.find((r) => r.reference === s.paid);
    expect(paid).toMatchObject({
      status: 'paid',
      residence: 'Square Gardens',
      details: { name: 'Ada Lovelace', phone: '+447700900123', dateOfBirth: '2006-05-04' },
      amount_pence: 1_269_900,
      currency: 'GBP',
      payment_reference: 'cs_test_paid',
      on_erasure: expect.stringMatching(/kept.*without/i),
    });
    const unpaid = document.reservations.find((r) => r.reference === s.unpaid);
    expect(unpaid?.on_erasure).toMatch(/cancelled.*room.*deleted/i);
    expect(document.kept_after_erasure.why).toMatch(/six years/);
    expect(document.account).toMatchObject({ email: ada, sessions: [{ userAgent: 'Firefox' }] });
    expect(document.account.sign_in_links).toHaveLength(1);
  });

  it('erases them all: the room of the unpaid one is free, the paid one is kept anonymised, the session no longer works', async () => {
    const s = await setUp();
    const done = await s.requests.erase(ada);
    expect(erasureSummary(ada, done)).toBe(
      `Erased for ${ada}: 0 enquiries, 0 viewings, 2 reservations (1 unpaid, cancelled and its room freed; ` +
        '1 paid, kept for the accounts without personal details), 1 account (1 session signed out, 1 sign-in link), ' +
        '1 queued e-mail.',
    );
    expect(await s.sessions.find(s.session)).toBeNull();
    expect((await s.reservations.findOption(option.tenancyOptionId))?.roomsAvailable).toBe(2);
    expect(await s.reservations.find(s.unpaid)).toBeNull();
    expect((await s.reservations.find(s.paid))?.reservation).toMatchObject({ status: 'paid', details: null });
    const after = await s.requests.find(ada);
    expect(PersonalDataRequests.holdsAnything(after)).toBe(false);
    expect(JSON.stringify(s.requests.exportDocument(after))).not.toContain('Lovelace');
  });

  it('finds an address that only ever reserved (no enquiry, no account)', async () => {
    const s = await setUp();
    await s.accounts.eraseFor(ada);
    await s.records.eraseFor(ada, s.time.now());
    expect(PersonalDataRequests.holdsAnything(await s.requests.find(ada))).toBe(true);
  });
});

describe('the console and the visitor’s own deletion erase the same', () => {
  const actor = { staffId: 'staff-1', email: 'owner@digs.test', ip: null };

  it('the console’s erasure counts reservations and accounts, and its audit entry leaves the address out', async () => {
    const s = await setUp();
    const audit = new MemoryAuditLog();
    const console = new PersonalDataConsole(s.requests, audit, s.time);
    const answer = await console.erase(` ${ada} `, actor);
    expect(answer.outcome).toBe('erased');
    if (answer.outcome !== 'erased') return;
    expect(answer.summary).toMatch(/2 reservations .*1 account/);
    const [entry] = await audit.list({ limit: 5 });
    expect(entry?.summary).toMatch(/^Erased for an address: .*2 reservations/);
    expect(entry?.summary).not.toContain(ada);
    expect((await console.erase(ada, actor)).outcome).toBe('nothing');
  });

  it('a visitor deleting their account erases their reservations, account, sessions and links', async () => {
    const s = await setUp();
    const account = await s.accounts.findOrCreate(ada, s.time.now());
    await new DeleteAccount(async (email) => {
      await s.requests.erase(email);
    }).run(account);
    expect(await s.accounts.findById(account.id)).toBeNull();
    expect(await s.sessions.find(s.session)).toBeNull();
    expect(await s.reservations.listByEmail(ada)).toEqual([]);
    expect(await s.reservations.find(s.unpaid)).toBeNull();
  });
});
