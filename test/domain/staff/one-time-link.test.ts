import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LINK_LIFETIME_MS, linkState, linkUrl, newLink } from '../../../src/domain/staff/one-time-link';

const fields = { purpose: 'invite', email: 'e@example.com', role: 'editor', staffId: null, createdBy: null } as const;

describe('one-time links', () => {
  it('are usable for 24 hours, then expired; once used, used whatever the time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 42 }),
        fc.integer({ min: 0, max: 3 * LINK_LIFETIME_MS }),
        (t0, later) => {
          const link = newLink(fields, t0);
          expect(linkState(link, t0 + later)).toBe(later < LINK_LIFETIME_MS ? 'usable' : 'expired');
          expect(linkState({ ...link, usedAt: t0 }, t0 + later)).toBe('used');
        },
      ),
    );
  });

  it('open the console page under /admin/link/', () => {
    expect(linkUrl('https://digs.example/', 'a-b_c')).toBe('https://digs.example/admin/link/a-b_c');
    expect(linkUrl('http://localhost:3000', 'x')).toBe('http://localhost:3000/admin/link/x');
  });
});
