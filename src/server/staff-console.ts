import type { Container } from 'inversify';
import type { StaffUseCases } from '../adapters/http-api/staff.routes';
import {
  CHANGE_ROLE,
  INVITE_STAFF,
  LIST_STAFF,
  READ_AUDIT_LOG,
  READ_LINK,
  REMOVE_STAFF,
  REQUEST_PASSWORD_RESET,
  SIGN_IN,
  SIGN_OUT,
  SIGN_OUT_EVERYWHERE,
  USE_LINK,
} from '../application/staff/staff.tokens';

/** The staff routes' use cases, from the server's container. */
export function staffUseCases(container: Container): StaffUseCases {
  return {
    signIn: container.get(SIGN_IN),
    signOut: container.get(SIGN_OUT),
    signOutEverywhere: container.get(SIGN_OUT_EVERYWHERE),
    inviteStaff: container.get(INVITE_STAFF),
    readLink: container.get(READ_LINK),
    useLink: container.get(USE_LINK),
    requestPasswordReset: container.get(REQUEST_PASSWORD_RESET),
    listStaff: container.get(LIST_STAFF),
    changeRole: container.get(CHANGE_ROLE),
    removeStaff: container.get(REMOVE_STAFF),
    readAuditLog: container.get(READ_AUDIT_LOG),
  };
}
