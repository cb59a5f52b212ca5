import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './database';
import { serverSecrets } from './schema';

/**
 * A key the server makes for itself the first time it needs it and keeps in the database, so every
 * instance and every restart uses the same one. Concurrent first starts agree: the first insert
 * wins and everyone reads it back.
 */
export async function serverSecret(db: Database, name: string): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name)).limit(1);
  if (!row) throw new Error(`The server secret ${name} could not be stored`);
  return Buffer.from(row.value, 'base64');
}
