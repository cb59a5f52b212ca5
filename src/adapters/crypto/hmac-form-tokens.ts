import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FormTokens } from '../../ports/form-tokens.port';

/**
 * Form tokens as `<issued at, base 36>.<nonce>.<HMAC-SHA256 of both>` (base64url, about 70
 * characters), under a key the server keeps (server_secrets 'form-tokens'). Nothing is stored per
 * token: the signature proves the time is the server's own, and the nonce makes two tokens of one
 * millisecond differ. A token cannot be forged or moved to another time without the key.
 */
export class HmacFormTokens implements FormTokens {
  constructor(private readonly key: Uint8Array) {
    if (key.length < 32) throw new Error('The form-token key must be at least 32 bytes');
  }

  issue(nowMs: number): string {
    const payload = `${Math.floor(nowMs).toString(36)}.${randomBytes(9).toString('base64url')}`;
    return `${payload}.${this.sign(payload)}`;
  }

  issuedAt(token: string): number | null {
    const match = /^([0-9a-z]{1,11})\.([A-Za-z0-9_-]{12})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const [, time = '', nonce = '', signature = ''] = match;
    const expected = Buffer.from(this.sign(`${time}.${nonce}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const issued = Number.parseInt(time, 36);
    return Number.isSafeInteger(issued) ? issued : null;
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(`form-token:${payload}`).digest('base64url');
  }
}
