import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { mentionsAddress } from '../../domain/privacy/personal-data';
import type { MailFiles } from '../../ports/mail-files.port';

/**
 * The .eml files the outbox-folder mailer wrote (no SMTP server set) that name an address in their
 * headers or text: copies of sent mail, so they belong to a request for someone's data. A missing
 * folder holds nothing. Bodies encoded as base64 are not decoded: the recipient and reply-to
 * headers, where a person's address is, are always plain.
 */
export async function findMailFiles(dir: string, email: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const found: string[] = [];
  for (const name of names.filter((n) => n.endsWith('.eml')).sort()) {
    const file = path.join(dir, name);
    // Folded header lines are unfolded, so an address split over two lines is found.
    const text = (await readFile(file, 'utf8')).replace(/\r?\n[ \t]+/g, ' ');
    if (mentionsAddress(text, email)) found.push(file);
  }
  return found;
}

export async function removeMailFiles(files: readonly string[]): Promise<void> {
  for (const file of files) await rm(file, { force: true });
}

/** The outbox folder as the personal-data requests see it: its files that name an address, and their removal. */
export function outboxFolder(dir: string): MailFiles {
  return { dir, find: (email) => findMailFiles(dir, email), remove: removeMailFiles };
}
