import { createContext, type ReactNode, useContext } from 'react';
import {
  can,
  type GuardedScreen,
  type Permission,
  type ScreenAccess,
  screenAccess,
} from '../../../domain/staff/staff-roles';
import { roleLabels } from './role-labels';
import { useSignedInStaff } from './use-console';

/**
 * The console's one way of fitting a screen to the member's role (issue 36 item 3, ADR 078): the
 * layout gives each screen its entry of ADMIN_ROUTES (what opening it and changing what it shows
 * need, from the permission table the server enforces), and the screen asks here, never the role.
 */
const ScreenContext = createContext<GuardedScreen | null>(null);

/** Given by the layout around each screen: that screen's permissions. */
export const ScreenPermissions = ScreenContext.Provider;

/** What the member may do with the screen on show: 'read' hides its changes, 'change' shows them. */
export function useScreenAccess(): ScreenAccess {
  const staff = useSignedInStaff();
  const screen = useContext(ScreenContext);
  // Fails closed: a screen drawn without its entry of the table would not know what it may show.
  if (!screen) throw new Error('A console screen outside ScreenPermissions (the layout gives each screen its route)');
  return screenAccess(staff.role, screen);
}

/** Whether the member may change what the screen on show shows. */
export function useMayChange(): boolean {
  return useScreenAccess() === 'change';
}

/**
 * Its children only when the member may: change what the screen shows (no `permission`), or do
 * the one action named (`permission`, for an action another area's permission guards, such as a
 * gallery on a residence). Otherwise `otherwise`, or nothing: a control the server would refuse
 * is not shown at all.
 */
export function Can({
  permission,
  children,
  otherwise = null,
}: {
  readonly permission?: Permission;
  readonly children: ReactNode;
  readonly otherwise?: ReactNode;
}) {
  const staff = useSignedInStaff();
  const mayChange = useMayChange();
  return (permission ? can(staff.role, permission) : mayChange) ? children : otherwise;
}

/** The line a screen the member may only read shows under its heading (ScreenHeader puts it there). */
export function ReadOnlyNote() {
  const staff = useSignedInStaff();
  if (useScreenAccess() !== 'read') return null;
  return (
    <p className="admin-alert admin-alert-info admin-read-only-note" role="note">
      Your role ({roleLabels[staff.role]}) can read this, not change it.
    </p>
  );
}
