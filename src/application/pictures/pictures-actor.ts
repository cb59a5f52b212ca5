import type { AuditEntry } from '../../domain/staff/audit-entry';
import type { SignedInStaff } from '../../domain/staff/staff-roles';

/** Who changes the pictures: the signed-in staff member, and the address the request came from. */
export interface PicturesActor {
  readonly staff: SignedInStaff;
  readonly ip: string | null;
}

/** An audit entry for a change `actor` makes now. */
export function pictureAudit(
  actor: PicturesActor,
  at: number,
  entry: Pick<AuditEntry, 'action' | 'entity' | 'entityId' | 'summary' | 'before' | 'after'>,
): AuditEntry {
  return { at, staffId: actor.staff.id, actor: actor.staff.email, ip: actor.ip, ...entry };
}

/** Called after a change the public site shows (the catalogue's read cache forgets what it kept). */
export type CatalogueChanged = () => void;
