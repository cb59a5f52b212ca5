import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { Permission } from '../../domain/staff/staff-roles';
import type { AdminSection, NavEntry } from './components/console-nav';

export { ADMIN_SECTIONS, type AdminSection } from './components/console-nav';

/**
 * One console screen. The sidebar, the dashboard's links and the router all read ADMIN_ROUTES, so
 * adding a screen is adding an entry here.
 */
export interface AdminRoute extends NavEntry {
  /** Under /admin, as wouter reads it: '/staff', '/catalogue/residences/:id'. */
  readonly path: string;
  /** The screen's heading and tab title. */
  readonly title: string;
  /** Where the sidebar lists it; null for the dashboard. */
  readonly section: AdminSection | null;
  /** What the member's role must allow (src/domain/staff/staff-roles.ts); null for any member. */
  readonly permission: Permission | null;
  readonly component: LazyExoticComponent<ComponentType>;
  /** Listed in the sidebar (default true); a detail screen such as '/…/:id' sets false. */
  readonly nav?: boolean;
  /** One line for the dashboard's link to it. */
  readonly description?: string;
}

export const ADMIN_ROUTES: readonly AdminRoute[] = [
  {
    path: '/',
    title: 'Dashboard',
    section: null,
    permission: null,
    nav: false,
    component: lazy(() => import('./screens/dashboard.screen')),
  },
  {
    path: '/catalogue/residences',
    title: 'Residences',
    section: 'Catalogue',
    permission: 'catalogue:read',
    description: 'Search residences and publish, draft or withdraw them.',
    component: lazy(() => import('./screens/residences.screen')),
  },
  {
    path: '/catalogue/residences/:id',
    title: 'Residence',
    section: 'Catalogue',
    permission: 'catalogue:read',
    nav: false,
    component: lazy(() => import('./screens/residence.screen')),
  },
  {
    path: '/catalogue/residences/:id/room-types/:roomTypeId',
    title: 'Room type',
    section: 'Catalogue',
    permission: 'catalogue:read',
    nav: false,
    component: lazy(() => import('./screens/room-type.screen')),
  },
  {
    path: '/catalogue/cities',
    title: 'Cities',
    section: 'Catalogue',
    permission: 'catalogue:read',
    description: 'Add, edit or delete the cities residences are in.',
    component: lazy(() => import('./screens/cities.screen')),
  },
  {
    path: '/catalogue/universities',
    title: 'Universities',
    section: 'Catalogue',
    permission: 'catalogue:read',
    description: 'Each city’s universities, with their websites and map positions.',
    component: lazy(() => import('./screens/universities.screen')),
  },
  {
    path: '/catalogue/prices',
    title: 'Prices in bulk',
    section: 'Catalogue',
    permission: 'catalogue:read',
    description: 'Export tenancy options as CSV, preview an edited sheet and apply it.',
    component: lazy(() => import('./screens/prices.screen')),
  },
  {
    path: '/pictures',
    title: 'Pictures',
    section: 'Pictures',
    permission: 'catalogue:read',
    description: 'Upload pictures with their alt text, and edit it.',
    component: lazy(() => import('./screens/pictures.screen')),
  },
  {
    path: '/staff',
    title: 'Staff',
    section: 'Staff',
    permission: 'staff:manage',
    description: 'Invite people, change their role or remove them.',
    component: lazy(() => import('./screens/staff.screen')),
  },
  {
    path: '/audit',
    title: 'Audit log',
    section: 'Audit log',
    permission: 'audit:read',
    description: 'Who changed what, and when, with the record before and after.',
    component: lazy(() => import('./screens/audit-log.screen')),
  },
];
