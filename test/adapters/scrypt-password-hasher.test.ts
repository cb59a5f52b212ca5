import { describe, expect, it } from 'vitest';
import { defaultScryptCost, ScryptPasswordHasher } from '../../src/adapters/crypto/scrypt-password-hasher';

describe('the scrypt password hasher', () => {
  const hasher = new ScryptPasswordHasher({ logN: 10, r: 8, p: 1 });

  it('verifies the password it hashed and nothing else, with a fresh salt each time', async () => {
    const stored = await hasher.hash('plum harbour violet');
    expect(stored).toMatch(/^scrypt\$10\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await hasher.verify('plum harbour violet', stored)).toBe(true);
    expect(await hasher.verify('plum harbour violeT', stored)).toBe(false);
    expect(await hasher.hash('plum harbour violet')).not.toBe(stored);
  });

  it('answers false for no hash (an unknown address) or a hash it cannot read, after hashing all the same', async () => {
    expect(await hasher.verify('anything at all', null)).toBe(false);
    expect(await hasher.verify('anything at all', 'not-a-hash')).toBe(false);
    expect(await hasher.verify('anything at all', '')).toBe(false);
  });

  it('verifies a hash made at another cost (the cost is in the hash)', async () => {
    const stored = await new ScryptPasswordHasher({ logN: 11, r: 8, p: 1 }).hash('kettle orbit meadow');
    expect(await hasher.verify('kettle orbit meadow', stored)).toBe(true);
  });

  it('uses OWASP’s cost by default (N = 2^17, r = 8, p = 1)', async () => {
    expect(defaultScryptCost).toEqual({ logN: 17, r: 8, p: 1 });
    const real = new ScryptPasswordHasher();
    const stored = await real.hash('correct horse battery');
    expect(stored.startsWith('scrypt$17$8$1$')).toBe(true);
    expect(await real.verify('correct horse battery', stored)).toBe(true);
  }, 20_000);
});
