import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ManageTokens } from '../../ports/viewing-repository.port';

/**
 * Manage-link tokens as HMAC-SHA256 of the viewing's id under a server key (base64url, 43
 * characters): nothing secret is stored beside the booking, a repeated booking request can be
 * answered with the same link, and changing the key revokes every link at once.
 */
export class HmacManageTokens implements ManageTokens {
  constructor(private readonly key: Uint8Array) {
    if (key.length < 32) throw new Error('The manage-link key must be at least 32 bytes');
  }

  tokenFor(viewingId: string): string {
    return createHmac('sha256', this.key).update(`viewing-manage:${viewingId}`).digest('base64url');
  }

  matches(viewingId: string, token: string): boolean {
    const expected = Buffer.from(this.tokenFor(viewingId));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
