import type { FastifyInstance } from 'fastify';
import { sendError } from './api-error';
import { bears } from './bearer';

/** What the HTTP app needs to hand out a copy of the embedded database. */
export interface DatabaseBackupRoute {
  /** The bearer token the copy is given for (ADMIN_TOKEN). */
  readonly token: string;
  /** A consistent copy of the whole database, as a gzipped tar. */
  snapshot(): Promise<Uint8Array>;
}

/**
 * GET /api/admin/backup: the running server's PGlite database as one file, for `npm run db:backup`
 * while the server holds the folder (ADR 058). Only for a bearer of ADMIN_TOKEN, never cached.
 */
export function backupRoute(backup: DatabaseBackupRoute) {
  return async (app: FastifyInstance) => {
    app.get('/api/admin/backup', async (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      if (!bears(request.headers.authorization, backup.token)) {
        reply.header('www-authenticate', 'Bearer realm="admin"');
        return sendError(reply, 401, {
          error: 'unauthorized',
          message: 'A backup needs the ADMIN_TOKEN as a bearer token.',
        });
      }
      const bytes = await backup.snapshot();
      return reply
        .type('application/gzip')
        .header('content-disposition', 'attachment; filename="digs-backup.tar.gz"')
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    });
  };
}
