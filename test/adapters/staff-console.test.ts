import { getResponse, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { HttpStaffConsole } from '../../src/adapters/http-client/http-staff-console.adapter';
import { MemoryStaffConsole } from '../../src/adapters/memory/memory-staff-console';
import { ConsoleUnavailable } from '../../src/ports/staff-console.port';
import { consoleHandlers } from '../qa/console-handlers';
import { consoleSeed } from '../support/staff-console-fixture';
import { staffConsoleContract } from './staff-console.contract';

const base = 'http://console.test';

/** A fetch answered by msw handlers in this process (no network, no worker). */
const fetchOver =
  (handlers: Parameters<typeof getResponse>[0]) =>
  async (input: string, init?: RequestInit): Promise<Response> => {
    const response = await getResponse(handlers, new Request(new URL(input, base), init));
    return response ?? new Response(null, { status: 404 });
  };

staffConsoleContract('memory fake', (signedIn) => new MemoryStaffConsole(consoleSeed(signedIn)));

// The HTTP adapter over the API's paths and answers (issue 18), served from a memory fake: this
// checks the adapter's reading of every status; the server's own tests check the server's answers.
staffConsoleContract(
  'HTTP adapter over the console API',
  (signedIn) => new HttpStaffConsole(fetchOver(consoleHandlers(new MemoryStaffConsole(consoleSeed(signedIn))))),
);

describe('HttpStaffConsole failures', () => {
  it('rejects with ConsoleUnavailable on a 500, a network failure or an answer that does not fit', async () => {
    const failing = new HttpStaffConsole(
      fetchOver([http.all('*', () => HttpResponse.json({ message: 'Database down.' }, { status: 500 }))]),
    );
    await expect(failing.listStaff()).rejects.toThrow(new ConsoleUnavailable('Database down.'));
    const offline = new HttpStaffConsole(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(offline.currentStaff()).rejects.toBeInstanceOf(ConsoleUnavailable);
    const odd = new HttpStaffConsole(
      fetchOver([http.get('*/api/admin/staff', () => HttpResponse.json({ people: [] }))]),
    );
    await expect(odd.listStaff()).rejects.toBeInstanceOf(ConsoleUnavailable);
  });

  it('reads the wait from Retry-After when the body has none', async () => {
    const limited = new HttpStaffConsole(
      fetchOver([
        http.post('*/api/admin/session', () =>
          HttpResponse.json(
            { error: 'rate_limited', message: 'Too many.' },
            { status: 429, headers: { 'retry-after': '120' } },
          ),
        ),
      ]),
    );
    expect(await limited.signIn('a@b.test', 'x')).toEqual({
      kind: 'rate-limited',
      message: 'Too many.',
      retryAfterSeconds: 120,
    });
  });

  it('sends a stale version refusal as stale with the server message, and the last owner as last-owner', async () => {
    const api = new HttpStaffConsole(
      fetchOver([
        http.patch('*/api/admin/staff/:id', () =>
          HttpResponse.json(
            { error: 'stale', message: 'Olivia changed this at 10:02. Reload to see their change.' },
            { status: 409 },
          ),
        ),
        http.delete('*/api/admin/staff/:id', () =>
          HttpResponse.json({ error: 'last_owner', message: 'Keep one owner.' }, { status: 409 }),
        ),
      ]),
    );
    expect(await api.changeRole('a', 'sales', 1)).toEqual({
      kind: 'stale',
      message: 'Olivia changed this at 10:02. Reload to see their change.',
    });
    expect(await api.remove('a')).toEqual({ kind: 'last-owner', message: 'Keep one owner.' });
  });
});
