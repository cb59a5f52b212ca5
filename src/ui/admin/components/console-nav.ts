import { createContext, useContext } from 'react';
import type { GuardedScreen } from '../../../domain/staff/staff-roles';

/** The sidebar's sections, in their order; a section shows when the member may open one of its screens. */
export const ADMIN_SECTIONS = [
  'Catalogue',
  'Pictures',
  'Content',
  'Viewings',
  'Enquiries',
  'Reservations',
  'Analytics',
  'Staff',
  'Audit log',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** A console screen as the navigation sees it (admin-routes.tsx holds the screens themselves). */
export interface NavEntry extends GuardedScreen {
  readonly path: string;
  readonly title: string;
  readonly section: AdminSection | null;
  readonly nav?: boolean;
  readonly description?: string;
  /** The dashboard's line for a member who may only read the screen (when `description` offers changes). */
  readonly readDescription?: string;
}

/** The screens the signed-in member may open, given by the layout (the dashboard lists them). */
export const ConsoleNavContext = createContext<readonly NavEntry[]>([]);

export function useConsoleNav(): readonly NavEntry[] {
  return useContext(ConsoleNavContext);
}
