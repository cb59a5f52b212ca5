import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MemoryStaffConsole } from '../../../src/adapters/memory/memory-staff-console';
import { ConsoleSessionStore } from '../../../src/application/staff/console-session.store';
import { StaffConsoleStore } from '../../../src/application/staff/staff-console.store';
import { ConsoleUnavailable } from '../../../src/ports/staff-console.port';
import { consoleSeed } from '../../support/staff-console-fixture';

const stores = (signedIn: string | null) => {
  const api = new MemoryStaffConsole(consoleSeed(signedIn));
  const session = new ConsoleSessionStore(api);
  return { api, session, staff: new StaffConsoleStore(api, session) };
};

describe('ConsoleSessionStore', () => {
  it('starts checking, then knows who is signed in', async () => {
    const { session } = stores('staff-sales');
    expect(session.current()).toEqual({ status: 'checking' });
    await session.check();
    expect(session.current()).toEqual({
      status: 'signed-in',
      staff: expect.objectContaining({ id: 'staff-sales', role: 'sales' }),
    });
  });

  it('is signed out without a session, signed in after signing in, signed out after signing out', async () => {
    const { session } = stores(null);
    await session.check();
    expect(session.current().status).toBe('signed-out');
    const outcome = await session.signIn('  olivia.owner@digs.test ', 'owner passphrase 2026');
    expect(outcome.kind).toBe('signed-in');
    expect((await firstValueFrom(session.session$)).status).toBe('signed-in');
    await session.signOutEverywhere();
    expect(session.current().status).toBe('signed-out');
  });

  it('tells a session ended elsewhere from signing out here: ended when a call or a second look finds it gone', async () => {
    const { api, session } = stores('staff-sales');
    await session.check();
    await session.recheck();
    expect(session.current().status).toBe('signed-in');
    await api.signOutEverywhere(); // from another tab or device
    await session.recheck();
    expect(session.current()).toEqual({ status: 'signed-out', ended: true });
    // Once signed out, nothing more to end.
    session.ended();
    expect(session.current()).toEqual({ status: 'signed-out', ended: true });

    const here = stores('staff-owner').session;
    await here.check();
    await here.signOutEverywhere();
    expect(here.current()).toEqual({ status: 'signed-out' });
    here.ended();
    expect(here.current()).toEqual({ status: 'signed-out' });
  });

  it('stays signed out on a refused sign-in', async () => {
    const { session } = stores(null);
    await session.check();
    expect((await session.signIn('olivia.owner@digs.test', 'wrong')).kind).toBe('wrong-credentials');
    expect(session.current().status).toBe('signed-out');
  });

  it('says the server could not be reached, and checks again when asked', async () => {
    const api = new MemoryStaffConsole(consoleSeed('staff-owner'));
    let down = true;
    const flaky = Object.assign(Object.create(api), {
      currentStaff: () => (down ? Promise.reject(new ConsoleUnavailable()) : api.currentStaff()),
    });
    const session = new ConsoleSessionStore(flaky);
    await session.check();
    expect(session.current()).toEqual({ status: 'unreachable', message: new ConsoleUnavailable().message });
    down = false;
    await session.check();
    expect(session.current().status).toBe('signed-in');
  });

  it('signs the member in once a one-time link is followed', async () => {
    const { session } = stores(null);
    await session.check();
    const outcome = await session.followLink('invite-link', { name: 'Priya Shah', password: 'a long new passphrase' });
    expect(outcome.kind).toBe('signed-in');
    expect(session.current()).toEqual({ status: 'signed-in', staff: expect.objectContaining({ name: 'Priya Shah' }) });
  });
});

describe('StaffConsoleStore', () => {
  it('takes the whole console back to sign-in when a call finds the session ended', async () => {
    const { api, session, staff } = stores('staff-owner');
    await session.check();
    await api.signOut(); // ended elsewhere (expired, or signed out everywhere on another device)
    expect(await staff.listStaff()).toEqual({ kind: 'signed-out' });
    expect(session.current()).toEqual({ status: 'signed-out', ended: true });
  });

  it('refuses an address that is not one before asking the server', async () => {
    const { staff, api } = stores('staff-owner');
    expect(await staff.invite('not an address', 'sales')).toEqual({
      kind: 'refused',
      fields: { email: expect.stringMatching(/e-mail address/) },
    });
    const list = await api.listStaff();
    expect(list.kind === 'ok' && list.staff).toHaveLength(4);
  });

  it('passes a forbidden answer on without signing out', async () => {
    const { staff, session } = stores('staff-editor');
    await session.check();
    expect(await staff.auditPage({ limit: 5 })).toEqual({ kind: 'forbidden' });
    expect(session.current().status).toBe('signed-in');
  });
});
