import { createServer } from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isConnectionFailure } from '../../src/adapters/postgres/connection-failure';
import { openDatabase } from '../../src/adapters/postgres/database';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isConnectionFailure: the database could not be reached (503), not the query at fault', () => {
  it.each([
    ['refused', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['reset', withCode('ECONNRESET', 'read ECONNRESET')],
    ['timed out', withCode('ETIMEDOUT')],
    ['broken pipe', withCode('EPIPE')],
    ['no route', withCode('EHOSTUNREACH')],
    ['host not found', withCode('ENOTFOUND')],
    [
      'terminated by the administrator (57P01)',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['crash shutdown (57P02)', withCode('57P02')],
    ['starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['connection exception (08006)', withCode('08006')],
    ['connection does not exist (08003)', withCode('08003')],
    ['protocol violation (08P01)', withCode('08P01')],
    ['too many connections (53300)', withCode('53300')],
    ['lost mid-query', new Error('Connection terminated unexpectedly')],
    ['connect timeout', new Error('Connection terminated due to connection timeout')],
    ['pool exhausted', new Error('timeout exceeded when trying to connect')],
    ['client broken', new Error('Client has encountered a connection error and is not queryable')],
    ['no answer in time (query_timeout)', new Error('Query read timeout')],
  ])('%s', (_name, error) => {
    expect(isConnectionFailure(error)).toBe(true);
    // As Drizzle throws it: its own error, the driver's as the cause.
    expect(isConnectionFailure(new DrizzleQueryError('select 1', [], error))).toBe(true);
  });

  it('looks inside the AggregateError of a dual-stack connect', () => {
    const error = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect failed');
    expect(isConnectionFailure(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error (42601)', withCode('42601')],
    ['a missing table (42P01)', withCode('42P01')],
    ['a serialisation failure (40001)', withCode('40001')],
    ['a plain error', new Error('boom')],
    ['a string', 'Connection terminated'],
    ['nothing', null],
    ['a message that only mentions a connection', new Error('Invalid connection string')],
  ])('not %s', (_name, error) => {
    expect(isConnectionFailure(error)).toBe(false);
    expect(isConnectionFailure(new DrizzleQueryError('select 1', [], error as Error))).toBe(false);
  });

  it('stops on an error that is its own cause', () => {
    const error = new Error('loop');
    (error as { cause?: unknown }).cause = error;
    expect(isConnectionFailure(error)).toBe(false);
  });

  it('recognises what the real pool throws when nothing listens at the address', async () => {
    // A port that was free a moment ago: connecting to it is refused.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const database = await openDatabase({ kind: 'postgres', url: `postgres://postgres@127.0.0.1:${port}/none` });
    try {
      const failure = await database.db.execute('select 1').then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).not.toBeNull();
      expect(isConnectionFailure(failure)).toBe(true);
    } finally {
      await database.close();
    }
  });
});
