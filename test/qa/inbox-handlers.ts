import './buffer-shim';
import { HttpResponse, http, type RequestHandler } from 'msw';
import * as z from 'zod/mini';
import { inboxContract } from '../../src/adapters/contracts/inbox.contract';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryAuditLog } from '../../src/adapters/memory/memory-audit-log';
import type { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { MemoryEnquiryInbox } from '../../src/adapters/memory/memory-enquiry-inbox';
import { MemoryEnquiryInboxes } from '../../src/adapters/memory/memory-enquiry-inboxes.adapter';
import { type InboxActor, type InboxEdit, ManageInbox } from '../../src/application/enquiries/manage-inbox.use-case';
import type { EnquiryKind, StoredEnquiry } from '../../src/domain/enquiries/enquiry';
import { isEmailAddress } from '../../src/domain/shared/email-address';
import type { StaffMember } from '../../src/domain/staff/staff-member';
import { consoleNow } from '../support/staff-console-fixture';
import { handle } from './contract-handler';

/** The inbox's staff in QA (ids are UUIDs, as assignment wants), named as the console's fixture names them. */
const members: StaffMember[] = [
  { id: '5a1e5000-0000-4000-8000-000000000001', email: 'sam.sales@digs.test', name: 'Sam Okafor', role: 'sales' },
  { id: '5a1e5000-0000-4000-8000-000000000002', email: 'olivia.owner@digs.test', name: 'Olivia Hart', role: 'owner' },
].map((m) => ({
  ...m,
  role: m.role as StaffMember['role'],
  passwordHash: 'x',
  createdAt: 0,
  disabledAt: null,
  version: 1,
}));

const hour = 3_600_000;
let serial = 0;
function enquiry(
  reference: string,
  kind: EnquiryKind,
  name: string,
  email: string,
  fields: Record<string, unknown>,
  hoursAgo: number,
): StoredEnquiry {
  serial += 1;
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    reference,
    kind,
    submission_id: `00000000-0000-4000-9000-${String(serial).padStart(12, '0')}`,
    name,
    email,
    fields,
    source_page: kind === 'chat' ? '/manchester/canal-view' : `/${kind}`,
    utm: kind === 'room-finder' ? { source: 'instagram', campaign: 'autumn' } : {},
    consent: kind !== 'chat',
    status: 'new',
    created_at: new Date(consoleNow - hoursAgo * hour).toISOString(),
  };
}

/** Enquiries of every kind over the last fortnight: what the inbox's screens and screenshots show. */
export const inboxSeed: readonly StoredEnquiry[] = [
  enquiry(
    'EQ-7K3P9Q',
    'contact',
    'Ana Silva',
    'ana.silva@example.com',
    {
      topic: 'parking',
      message: 'Is there parking for a small car at Canal View?\n\nI arrive in September.',
      property: 'canal-view',
      countryCode: '+44',
      phone: '7700900123',
    },
    2,
  ),
  enquiry(
    'EQ-4M8TWX',
    'room-finder',
    'Kwame Mensah',
    'kwame@example.com',
    {
      city: 'manchester',
      moveInDate: '2026-09-12',
      duration: '51',
      price: '200-250',
      space: ['en-suite'],
      countryCode: '+44',
      phone: '7700900456',
    },
    5,
  ),
  enquiry(
    'EQ-9HCR2D',
    'chat',
    'Lena Fischer',
    'lena.f@example.com',
    { message: 'Do you accept guarantors from Germany?' },
    9,
  ),
  enquiry(
    'EQ-2VNB6J',
    'group-booking',
    'Priya Patel',
    'priya@uni-sport.example',
    {
      groupSize: 14,
      property: 'square-gardens',
      message: 'A rowing squad for the summer.',
      countryCode: '+44',
      phone: '7700900789',
    },
    26,
  ),
  enquiry(
    'EQ-6PQZ8A',
    'parent',
    'Tom Reid',
    'tom.reid@example.com',
    {
      studentName: 'Ella Reid',
      property: 'canal-view',
      message: 'What is the security like at night?',
      countryCode: '+44',
      phone: '7700900111',
    },
    50,
  ),
  enquiry(
    'EQ-3TRF5K',
    'support',
    'Mo Farah',
    'mo@example.com',
    { property: 'square-gardens', message: 'The shower in flat 4B is cold.', countryCode: '+44', phone: '7700900222' },
    73,
  ),
  enquiry(
    'EQ-8DWS4M',
    'rebook',
    'Chen Wei',
    'chen.wei@example.com',
    { property: 'square-gardens', nextProperty: 'canal-view', countryCode: '+44', phone: '7700900333' },
    120,
  ),
  enquiry(
    'EQ-5YHG7N',
    'agent',
    'Global Study Ltd',
    'desk@global-study.example',
    { company: 'Global Study', message: 'We place 40 students a year.', countryCode: '+44', phone: '7700900444' },
    200,
  ),
  enquiry(
    'EQ-AB2C3D',
    'offer',
    '=HYPERLINK("http://evil.example","win")',
    'winner@example.com',
    { message: '@SUM(1,1)' },
    300,
  ),
];

/** The signed-in member of each console scenario, as the inbox's actor. */
const actors: Readonly<Record<string, StaffMember | undefined>> = {
  'staff-owner': members[1],
  'staff-sales': members[0],
};

const notFound = { status: 404, body: { error: 'not_found', message: 'No enquiry has that reference.' } } as const;

/** An edit's outcome as the contract answers it, as the server's route does. */
function answerOf<S extends 200 | 201>(edit: InboxEdit, saved: S) {
  switch (edit.outcome) {
    case 'saved':
      return { status: saved, body: edit.detail } as const;
    case 'invalid':
      return {
        status: 400,
        body: { error: 'invalid', message: 'Check the highlighted fields.', fields: edit.fields },
      } as const;
    case 'refused':
      return { status: 409, body: { error: 'not_allowed', message: edit.message } } as const;
    case 'stale':
      return { status: 409, body: { error: 'stale', message: edit.message, current: edit.detail } } as const;
    case 'not_found':
      return notFound;
  }
}

const notOneAddress = {
  status: 400,
  body: { error: 'invalid', message: 'Give one e-mail address, like name@example.com.' },
} as const;

/**
 * The inbox's API for QA and the UI tests (issue 19 item 3): the server's own use case over the
 * memory inbox, so filters, status rules, stale edits and the CSV behave as on the server. One
 * enquiry comes with a reply and notes already, for the thread. A person's data is looked up and
 * erased over the same enquiries.
 */
export function inboxHandlers(catalogue: MemoryCatalogue, signedIn: string | null): RequestHandler[] {
  const time = new ManualTime(consoleNow);
  const audit = new MemoryAuditLog();
  const inbox = new MemoryEnquiryInbox(audit);
  for (const m of members) inbox.addStaff({ id: m.id, name: m.name, email: m.email });
  for (const e of inboxSeed) inbox.addEnquiry(e);
  const held = new Map(inboxSeed.map((e) => [e.reference, e]));
  const staff = {
    list: async () => members,
    findById: async (id: string) => members.find((m) => m.id === id) ?? null,
  };
  const use = new ManageInbox(
    inbox,
    audit,
    staff,
    catalogue,
    new MemoryEnquiryInboxes({ supportEmail: 'hello@test.example' }),
    time,
    { publicUrl: 'https://digs.test', sendingAddress: 'no-reply@test.example' },
  );
  const member = (signedIn && actors[signedIn]) || members[0];
  const actor: InboxActor = {
    staffId: member?.id ?? '',
    email: member?.email ?? '',
    name: member?.name ?? '',
    ip: null,
  };
  // The thread: a reply sent and two notes on the contact enquiry, an assignment on the parent's.
  void (async () => {
    await use.change('EQ-7K3P9Q', { version: 1, status: 'open', assigneeId: members[0]?.id }, actor);
    await use.note('EQ-7K3P9Q', { body: 'Rang her: she would like a space from 12 September.' }, actor);
    time.advance(40 * 60_000);
    await use.reply(
      'EQ-7K3P9Q',
      {
        version: 2,
        subject: 'Re: your message (EQ-7K3P9Q)',
        body: 'Hello Ana,\n\nYes: Canal View has twelve spaces for residents, £15 a week. I have held one for you from 12 September.\n\nSam',
      },
      actor,
    );
    await use.note('EQ-7K3P9Q', { body: 'Space 7 held until 1 September.' }, actor);
    await use.change('EQ-6PQZ8A', { version: 1, assigneeId: members[1]?.id }, actor);
    time.advance(20 * 60_000);
  })();

  const mentions = (email: string) => [...held.values()].filter((e) => e.email.toLowerCase() === email.toLowerCase());

  return [
    handle(inboxContract.list, async ({ query }) => {
      const listed = await use.list(query);
      return listed.outcome === 'ok'
        ? { status: 200, body: listed.page }
        : { status: 400, body: { error: 'bad_request', message: 'Check the filters.', fields: listed.fields } };
    }),
    // A download, not JSON: its filters parsed by the same contract.
    http.get('*/api/admin/inbox.csv', async ({ request }) => {
      const query = z.safeParse(inboxContract.csv.query, Object.fromEntries(new URL(request.url).searchParams));
      const exported = query.success ? await use.csv(query.data) : null;
      if (exported?.outcome !== 'ok')
        return HttpResponse.json({ error: 'bad_request', message: 'Check the filters.' }, { status: 400 });
      return new HttpResponse(exported.csv, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="enquiries.csv"',
        },
      });
    }),
    handle(inboxContract.choices, async () => ({ status: 200, body: await use.choices() })),
    handle(inboxContract.get, async ({ params }) => {
      const detail = await use.get(params.reference, actor);
      return detail ? { status: 200, body: detail } : notFound;
    }),
    handle(inboxContract.open, async ({ params }) => {
      const detail = await use.open(params.reference, actor);
      return detail ? { status: 200, body: detail } : notFound;
    }),
    handle(inboxContract.change, async ({ params, body }) =>
      answerOf(await use.change(params.reference, body, actor), 200),
    ),
    handle(inboxContract.note, async ({ params, body }) =>
      answerOf(await use.note(params.reference, body, actor), 201),
    ),
    handle(inboxContract.reply, async ({ params, body }) =>
      answerOf(await use.reply(params.reference, body, actor), 201),
    ),
    handle(inboxContract.findPersonalData, async ({ body }) => {
      const email = body.email.trim();
      if (!isEmailAddress(email)) return notOneAddress;
      const found = mentions(email);
      return {
        status: 200,
        body: {
          holdsAnything: found.length > 0,
          data: { email, enquiries: found, viewings: [], mails: [], exported_at: new Date(time.now()).toISOString() },
        },
      };
    }),
    handle(inboxContract.erasePersonalData, async ({ body }) => {
      const email = body.email.trim();
      if (!isEmailAddress(email)) return notOneAddress;
      const found = mentions(email);
      if (found.length === 0) return { status: 200, body: { erased: false, summary: `Nothing is held for ${email}.` } };
      for (const e of found) {
        held.delete(e.reference);
        inbox.removeEnquiry(e.reference);
      }
      return {
        status: 200,
        body: {
          erased: true,
          summary: `Erased for ${email}: ${found.length} ${found.length === 1 ? 'enquiry' : 'enquiries'}, 0 viewings, 0 queued e-mails.`,
          counts: { enquiries: found.length, viewings: 0, mails: 0 },
        },
      };
    }),
  ];
}
