import type { InboxChoices, InboxConsole } from '../../ports/inbox-console.port';
import { type Token, token } from '../../ports/token';
import type { PersonalDataConsole, PersonalDataRequests } from '../privacy/personal-data.use-case';
import type { ManageInbox } from './manage-inbox.use-case';

/** The console's inbox (issue 19 item 3), by token: the server's use cases. */
export const MANAGE_INBOX: Token<ManageInbox> = /* @__PURE__ */ token<ManageInbox>('ManageInbox');
/** A person's data: the one erasure the console, the command and "Delete my account" share (ADR 076). */
export const PERSONAL_DATA_REQUESTS: Token<PersonalDataRequests> =
  /* @__PURE__ */ token<PersonalDataRequests>('PersonalDataRequests');
/** A person's data from the console (the owner): export and erasure. */
export const PERSONAL_DATA_CONSOLE: Token<PersonalDataConsole> =
  /* @__PURE__ */ token<PersonalDataConsole>('PersonalDataConsole');
/**
 * The console's inbox in the browser: the port's calls as they are (the console's composition binds
 * the port's adapter here, with no class forwarding each call; issue 36 item 2), by a token the
 * screens may resolve where they may not resolve a port's.
 */
export const INBOX_CONSOLE_STORE: Token<InboxConsole> = /* @__PURE__ */ token<InboxConsole>('InboxConsoleStore');
/** The inbox's choices (residences and staff), read once and kept (a failed read is tried again): readOnce. */
export const INBOX_CHOICES: Token<() => Promise<InboxChoices>> =
  /* @__PURE__ */ token<() => Promise<InboxChoices>>('InboxChoices');
