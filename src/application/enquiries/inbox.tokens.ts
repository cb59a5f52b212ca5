import { type Token, token } from '../../ports/token';
import type { PersonalDataConsole, PersonalDataRequests } from '../privacy/personal-data.use-case';
import type { InboxConsoleStore } from './inbox-console.store';
import type { ManageInbox } from './manage-inbox.use-case';

/** The console's inbox (issue 19 item 3), by token: the server's use cases. */
export const MANAGE_INBOX: Token<ManageInbox> = /* @__PURE__ */ token<ManageInbox>('ManageInbox');
/** A person's data: the one erasure the console, the command and "Delete my account" share (ADR 076). */
export const PERSONAL_DATA_REQUESTS: Token<PersonalDataRequests> =
  /* @__PURE__ */ token<PersonalDataRequests>('PersonalDataRequests');
/** A person's data from the console (the owner): export and erasure. */
export const PERSONAL_DATA_CONSOLE: Token<PersonalDataConsole> =
  /* @__PURE__ */ token<PersonalDataConsole>('PersonalDataConsole');
/** The console's inbox in the browser. */
export const INBOX_CONSOLE_STORE: Token<InboxConsoleStore> =
  /* @__PURE__ */ token<InboxConsoleStore>('InboxConsoleStore');
