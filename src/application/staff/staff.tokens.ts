import { type Token, token } from '../../ports/token';
import type { ChangePassword } from './change-password.use-case';
import type { ChangeRole, ListStaff, ReadAuditLog, RemoveStaff } from './manage-staff.use-case';
import type { AuthenticateStaff, PurgeStaffSessions, SignIn, SignOut, SignOutEverywhere } from './sign-in.use-case';
import type { FirstOwnerSetup, InviteStaff, ReadLink, RequestPasswordReset, UseLink } from './staff-links.use-case';

/** The staff accounts' use cases (ADR 043), by token. */
export const SIGN_IN: Token<SignIn> = token<SignIn>('SignIn');
export const AUTHENTICATE_STAFF: Token<AuthenticateStaff> = token<AuthenticateStaff>('AuthenticateStaff');
export const SIGN_OUT: Token<SignOut> = token<SignOut>('SignOut');
export const SIGN_OUT_EVERYWHERE: Token<SignOutEverywhere> = token<SignOutEverywhere>('SignOutEverywhere');
export const INVITE_STAFF: Token<InviteStaff> = token<InviteStaff>('InviteStaff');
export const READ_LINK: Token<ReadLink> = token<ReadLink>('ReadLink');
export const USE_LINK: Token<UseLink> = token<UseLink>('UseLink');
export const REQUEST_PASSWORD_RESET: Token<RequestPasswordReset> = token<RequestPasswordReset>('RequestPasswordReset');
export const FIRST_OWNER_SETUP: Token<FirstOwnerSetup> = token<FirstOwnerSetup>('FirstOwnerSetup');
export const LIST_STAFF: Token<ListStaff> = token<ListStaff>('ListStaff');
export const CHANGE_ROLE: Token<ChangeRole> = token<ChangeRole>('ChangeRole');
export const REMOVE_STAFF: Token<RemoveStaff> = token<RemoveStaff>('RemoveStaff');
export const READ_AUDIT_LOG: Token<ReadAuditLog> = token<ReadAuditLog>('ReadAuditLog');
export const CHANGE_PASSWORD: Token<ChangePassword> = token<ChangePassword>('ChangePassword');
export const PURGE_STAFF_SESSIONS: Token<PurgeStaffSessions> = token<PurgeStaffSessions>('PurgeStaffSessions');
