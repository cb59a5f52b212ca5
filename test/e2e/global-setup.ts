import { rm } from 'node:fs/promises';
import { startSmtpCapture } from '../support/smtp-capture';
import { e2eMailDir, e2eSmtpPort } from './mail';

/**
 * A local SMTP server for the journeys: the server under test sends to it (SMTP_URL in
 * playwright.config.ts) and it writes each message into e2eMailDir, where tests read it.
 */
export default async function globalSetup() {
  await rm(e2eMailDir, { recursive: true, force: true });
  const capture = await startSmtpCapture({ dir: e2eMailDir, port: e2eSmtpPort });
  return () => capture.close();
}
