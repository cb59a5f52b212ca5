import { describe, expect, it } from 'vitest';
import { asChunkLoadFailure, isChunkLoadMessage } from '../../../src/domain/analytics/chunk-load';

describe('chunk-load messages', () => {
  it('are those containing "Loading chunk", case and all', () => {
    expect(isChunkLoadMessage('Uncaught Error: Loading chunk 42 failed.')).toBe(true);
    expect(isChunkLoadMessage('loading chunk 1 failed')).toBe(false);
  });
});

describe('failed dynamic imports count as chunk loads', () => {
  it('renames the browsers’ own messages so a stale deploy reloads', () => {
    expect(asChunkLoadFailure('Failed to fetch dynamically imported module: http://x/assets/chunks/a-1.js')).toBe(
      'Loading chunk http://x/assets/chunks/a-1.js failed (Failed to fetch dynamically imported module)',
    );
    expect(asChunkLoadFailure('error loading dynamically imported module: http://x/a.js')).toMatch(/^Loading chunk /);
    expect(asChunkLoadFailure('Importing a module script failed.')).toMatch(/^Loading chunk /);
  });

  it('leaves other messages alone', () => {
    expect(asChunkLoadFailure('x is not defined')).toBeNull();
  });
});
