import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CapturedMail } from '../support/smtp-capture';
import { e2eMailDirOf, e2eSmtpPortOf } from './ports';

/** Where this worker's SMTP capture listens and writes what arrives (see global-setup.ts, ports.ts). */
export const e2eSmtpPort = e2eSmtpPortOf();
export const e2eMailDir = e2eMailDirOf();

async function received(): Promise<CapturedMail[]> {
  const names = (await readdir(e2eMailDir).catch(() => [])).filter((n) => n.endsWith('.json')).sort();
  return Promise.all(names.map(async (n) => JSON.parse(await readFile(path.join(e2eMailDir, n), 'utf8'))));
}

/** The first e-mail the site sent that matches, waiting up to `timeoutMs` for it to arrive. */
export async function waitForMail(
  predicate: (mail: CapturedMail) => boolean,
  timeoutMs = 15_000,
): Promise<CapturedMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await received()).find(predicate);
    if (found) return found;
    if (Date.now() > until) throw new Error(`No matching e-mail arrived within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
