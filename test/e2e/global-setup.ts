import { rm } from 'node:fs/promises';
import { startSmtpCapture } from '../support/smtp-capture';
import { e2eMailDirOf, e2eSmtpPortOf, e2eWorkers } from './ports';

/**
 * A local SMTP server for each worker's server (ports.ts): the server under test sends to it
 * (SMTP_URL in playwright.config.ts) and it writes each message into that worker's mail folder,
 * where the worker's tests read it.
 */
export default async function globalSetup() {
  const captures = await Promise.all(
    Array.from({ length: e2eWorkers }, async (_, slot) => {
      await rm(e2eMailDirOf(slot), { recursive: true, force: true });
      return startSmtpCapture({ dir: e2eMailDirOf(slot), port: e2eSmtpPortOf(slot) });
    }),
  );
  return () => Promise.all(captures.map((capture) => capture.close()));
}
