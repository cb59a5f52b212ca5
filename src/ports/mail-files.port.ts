/**
 * Copies of sent mail kept as files (the outbox folder, when no SMTP server is set): what an export
 * lists and an erasure removes besides the database's records.
 */
export interface MailFiles {
  /** Where they are, for the messages. */
  readonly dir: string;
  /** Files that name the address. */
  find(email: string): Promise<readonly string[]>;
  remove(files: readonly string[]): Promise<void>;
}
