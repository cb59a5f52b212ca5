import type { ConsoleSession } from '../../../application/staff/console-session.store';
import { CONSOLE_SESSION } from '../../../application/staff/staff-console.tokens';
import type { SignedInStaff } from '../../../domain/staff/staff-roles';
import { useAdminService, useAdminStream } from './admin-services';

const checking: ConsoleSession = { status: 'checking' };

/** Where the console stands with the person at the screen. */
export function useConsoleSession(): ConsoleSession {
  const session = useAdminService(CONSOLE_SESSION);
  return useAdminStream(session.session$, checking);
}

/** The member signed in (inside the signed-in console only). */
export function useSignedInStaff(): SignedInStaff {
  const session = useConsoleSession();
  if (session.status !== 'signed-in') throw new Error('useSignedInStaff outside the signed-in console');
  return session.staff;
}
