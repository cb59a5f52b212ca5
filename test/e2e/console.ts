import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, request } from '@playwright/test';
import type { StaffRole } from '../../src/domain/staff/staff-roles';
import { waitForMail } from './mail';
import { e2eConsoleDirOf, e2eOrigin } from './ports';

/**
 * Console journeys sign in as a real member of staff (issue 18): the first owner through the set-up
 * link the server prints at start (test/e2e/serve.mjs keeps it), the others invited by that owner
 * and finishing their account from the invitation e-mail. Sign-in is rate-limited per address and
 * every journey comes from one, so each role signs in once per run and later journeys reuse its
 * session cookie while the server still accepts it.
 */
export interface ConsoleMember {
  readonly role: StaffRole;
  readonly email: string;
  readonly name: string;
  readonly password: string;
}

/** This worker's server, as playwright.config.ts starts it (ports.ts). */
export const e2eBaseUrl = e2eOrigin();

const stateDir = e2eConsoleDirOf();
const stateFile = (role: StaffRole) => path.join(stateDir, `${role}.json`);
const cookieName = 'digs_staff';

const members: Readonly<Record<StaffRole, ConsoleMember>> = {
  owner: {
    role: 'owner',
    email: 'olivia.owner@digs-e2e.test',
    name: 'Olivia Owner',
    password: 'e2e-owner-passphrase-41',
  },
  editor: {
    role: 'editor',
    email: 'eddie.editor@digs-e2e.test',
    name: 'Eddie Editor',
    password: 'e2e-editor-passphrase-42',
  },
  sales: { role: 'sales', email: 'sam.sales@digs-e2e.test', name: 'Sam Sales', password: 'e2e-sales-passphrase-43' },
};

interface SavedState {
  readonly created: boolean;
  readonly cookie?: string;
}

const readState = (role: StaffRole): SavedState =>
  existsSync(stateFile(role)) ? JSON.parse(readFileSync(stateFile(role), 'utf8')) : { created: false };
const writeState = (role: StaffRole, state: SavedState) => writeFileSync(stateFile(role), JSON.stringify(state));

/** The absolute set-up URL the server printed at start (absent once an owner exists). */
export function consoleSetupUrl(): string {
  const file = path.join(stateDir, 'setup-url.txt');
  if (!existsSync(file)) throw new Error('The server printed no set-up link (is the web server test/e2e/serve.mjs?)');
  return readFileSync(file, 'utf8').trim();
}

/** The account a role's journeys use. */
export const consoleMember = (role: StaffRole): ConsoleMember => members[role];

/** A request context that acts like the console in the browser would (same origin) with a member's session. */
export async function consoleApi(baseURL: string, role: StaffRole): Promise<APIRequestContext> {
  const cookie = await sessionCookie(baseURL, role);
  return request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL, cookie: `${cookieName}=${cookie}` } });
}

/**
 * Signs the page's browser context in to the console as `role` and opens `/admin` (or `path`): the
 * owner's account is made through the set-up link in the browser the first time, the others by
 * invitation from the owner.
 */
export async function signInToConsole(page: Page, role: StaffRole, pathUnderAdmin = ''): Promise<ConsoleMember> {
  const baseURL = e2eBaseUrl;
  if (role === 'owner' && !readState('owner').created) await setUpOwnerInBrowser(page);
  const cookie = await sessionCookie(baseURL, role);
  await page
    .context()
    .addCookies([{ name: cookieName, value: cookie, url: baseURL, httpOnly: true, sameSite: 'Strict' }]);
  await page.goto(`/admin${pathUnderAdmin}`);
  // Signed in at any width: the header's Sign out (a phone folds the console's menu behind a button).
  await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible({ timeout: 15_000 });
  return members[role];
}

/** The first owner opens the printed link and chooses their name and password, as an operator would. */
async function setUpOwnerInBrowser(page: Page): Promise<void> {
  const owner = members.owner;
  await page.goto(new URL(consoleSetupUrl()).pathname);
  await page.getByLabel(/^E-mail address/).fill(owner.email);
  await page.getByLabel(/^Your name/).fill(owner.name);
  await page.getByLabel(/^Password/).fill(owner.password);
  await page.getByRole('button', { name: 'Create my account' }).click();
  // The server's first password judged loads the strength estimator's dictionaries (ADR 071) and
  // hashes with scrypt: seconds on a loaded CI machine.
  // Signed in at any width: the header's Sign out (a phone folds the console's menu behind a button).
  await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible({ timeout: 30_000 });
  const cookie = (await page.context().cookies()).find((c) => c.name === cookieName)?.value;
  writeState('owner', { created: true, cookie });
}

/** A session id for the role that the server still accepts: the saved one, or a fresh sign-in. */
async function sessionCookie(baseURL: string, role: StaffRole): Promise<string> {
  const saved = readState(role);
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  try {
    if (saved.cookie) {
      const session = await api.get('/api/admin/session', { headers: { cookie: `${cookieName}=${saved.cookie}` } });
      if (session.ok()) return saved.cookie;
    }
    if (!saved.created && role === 'owner') await setUpOwnerByApi(api);
    else if (!saved.created) await createByInvitation(api, baseURL, role);
    const member = members[role];
    const signIn = await api.post('/api/admin/session', { data: { email: member.email, password: member.password } });
    expect(signIn.status(), `signing in as ${role}: ${await signIn.text()}`).toBe(200);
    const cookie = (await api.storageState()).cookies.find((c) => c.name === cookieName)?.value;
    if (!cookie) throw new Error(`Signing in as ${role} set no session cookie`);
    writeState(role, { created: true, cookie });
    return cookie;
  } finally {
    await api.dispose();
  }
}

/** The first owner from the printed link, without a browser (a journey that starts as another role). */
async function setUpOwnerByApi(api: APIRequestContext): Promise<void> {
  const owner = members.owner;
  const token = new URL(consoleSetupUrl()).pathname.split('/').pop() ?? '';
  const made = await api.post(`/api/admin/links/${token}`, {
    data: { email: owner.email, name: owner.name, password: owner.password },
  });
  expect(made.status(), `setting up the first owner: ${await made.text()}`).toBe(200);
  writeState('owner', { created: true });
}

/** The owner invites the member; the member finishes their account from the invitation e-mail's link. */
async function createByInvitation(api: APIRequestContext, baseURL: string, role: StaffRole): Promise<void> {
  if (role === 'owner') throw new Error('The owner is set up in the browser (signInToConsole)');
  const member = members[role];
  const owner = await consoleApi(baseURL, 'owner');
  try {
    const invited = await owner.post('/api/admin/staff/invitations', { data: { email: member.email, role } });
    expect(invited.status(), `inviting ${member.email}: ${await invited.text()}`).toBe(201);
  } finally {
    await owner.dispose();
  }
  const mail = await waitForMail((m) => m.to.includes(member.email));
  const link = /\/admin\/link\/([A-Za-z0-9_-]+)/.exec(mail.text ?? mail.html ?? '');
  if (!link) throw new Error(`No console link in the invitation to ${member.email}`);
  const finished = await api.post(`/api/admin/links/${link[1]}`, {
    data: { name: member.name, password: member.password },
  });
  expect(finished.status(), `finishing ${member.email}'s account: ${await finished.text()}`).toBe(200);
  writeState(role, { created: true });
}
