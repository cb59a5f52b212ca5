import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import type { PasswordHasher } from '../../ports/password-hasher.port';

/** scrypt's cost: N = 2^logN, block size r, parallelism p (ADR 043). */
export interface ScryptCost {
  readonly logN: number;
  readonly r: number;
  readonly p: number;
}

/**
 * OWASP's recommendation for scrypt (Password Storage Cheat Sheet): N = 2^17, r = 8, p = 1, which
 * takes 128 MiB and roughly 0.2 to 0.4 s a hash on one core here. Tests use a smaller N.
 */
export const defaultScryptCost: ScryptCost = { logN: 17, r: 8, p: 1 };

const keyLength = 32;
const saltLength = 16;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const N = 2 ** cost.logN;
  const options: ScryptOptions = { N, r: cost.r, p: cost.p, maxmem: 128 * N * cost.r * cost.p + 16 * 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * Staff passwords hashed with node's scrypt (no native dependency to build). The stored form,
 * `scrypt$<logN>$<r>$<p>$<salt>$<key>` (base64url), carries its own cost, so a later change of cost
 * still verifies old hashes.
 */
export class ScryptPasswordHasher implements PasswordHasher {
  private readonly dummy: Promise<string>;

  constructor(private readonly cost: ScryptCost = defaultScryptCost) {
    // Drawn once: an unknown address is checked against it, at the same cost as a real hash.
    this.dummy = this.hash(randomBytes(16).toString('hex'));
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(saltLength);
    const key = await derive(password, salt, this.cost);
    const { logN, r, p } = this.cost;
    return ['scrypt', logN, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
  }

  async verify(password: string, stored: string | null): Promise<boolean> {
    const parsed = parse(stored ?? (await this.dummy));
    if (!parsed) {
      await derive(password, randomBytes(saltLength), this.cost);
      return false;
    }
    const key = await derive(password, parsed.salt, parsed.cost);
    return timingSafeEqual(key, parsed.key) && stored !== null;
  }
}

function parse(stored: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | null {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !key) return null;
  const cost = { logN: Number(logN), r: Number(r), p: Number(p) };
  if (![cost.logN, cost.r, cost.p].every((n) => Number.isInteger(n) && n > 0) || cost.logN > 22) return null;
  const keyBytes = Buffer.from(key, 'base64url');
  if (keyBytes.length !== keyLength) return null;
  return { cost, salt: Buffer.from(salt, 'base64url'), key: keyBytes };
}
