import { type Token, token } from '../../ports/token';
import type { ConsoleSessionStore } from './console-session.store';
import type { StaffConsoleStore } from './staff-console.store';

/** The console's browser-side staff services, by token (bound in src/ui/admin/admin-modules.ts). */
export const CONSOLE_SESSION: Token<ConsoleSessionStore> = token<ConsoleSessionStore>('ConsoleSessionStore');
export const STAFF_CONSOLE_STORE: Token<StaffConsoleStore> = token<StaffConsoleStore>('StaffConsoleStore');
