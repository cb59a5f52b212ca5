import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** A link's capability token sent as `Authorization: Bearer <token>` (1-128 URL-safe characters); '' when absent. */
export function bearerToken(request: FastifyRequest): string {
  return /^Bearer ([A-Za-z0-9_-]{1,128})$/.exec(String(request.headers.authorization ?? ''))?.[1] ?? '';
}

/** Whether the Authorization header bears exactly `token` (compared in constant time): the operators' own tokens. */
export function bears(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
