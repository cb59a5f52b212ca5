import { createHash, randomBytes } from 'node:crypto';
import type { FeedTokens } from '../../ports/feed-tokens.port';

/**
 * Feed tokens: 32 random bytes, base64url (256 bits, so unguessable), stored as their SHA-256. A
 * slow hash is not needed: nobody can try enough of 2^256 tokens for speed to matter.
 */
export class RandomFeedTokens implements FeedTokens {
  issue() {
    const token = randomBytes(32).toString('base64url');
    return { token, hash: this.hash(token) };
  }

  hash(token: string): string {
    return createHash('sha256').update(token, 'utf8').digest('hex');
  }
}
