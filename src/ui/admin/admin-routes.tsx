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
  /**
   * What the member's role must allow to open it (src/domain/staff/staff-roles.ts, the table the
   * server's routes check); null for any member.
   */
  readonly permission: Permission | null;
  /**
   * What the role must also allow to change what the screen shows, when opening it needs less (the
   * permission the server's write routes behind the screen check); null when opening it is enough.
   * A member without it reads the screen: no control for a change, and a line saying so.
   */
  readonly change: Permission | null;
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
    change: null,
    nav: false,
    component: lazy(() => import('./screens/dashboard.screen')),
  },
  {
    path: '/catalogue/residences',
    title: 'Residences',
    section: 'Catalogue',
    permission: 'catalogue:read',
    change: 'catalogue:write',
    description: 'Search residences and publish, draft or withdraw them.',
    readDescription: 'Search residences and see whether each is published, a draft or withdrawn.',
    component: lazy(() => import('./screens/residences.screen')),
  },
  {
    path: '/catalogue/residences/:id',
    title: 'Residence',
    section: 'Catalogue',
    permission: 'catalogue:read',
    change: 'catalogue:write',
    nav: false,
    component: lazy(() => import('./screens/residence.screen')),
  },
  {
    path: '/catalogue/residences/:id/room-types/:roomTypeId',
    title: 'Room type',
    section: 'Catalogue',
    permission: 'catalogue:read',
    change: 'catalogue:write',
    nav: false,
    component: lazy(() => import('./screens/room-type.screen')),
  },
  {
    path: '/catalogue/cities',
    title: 'Cities',
    section: 'Catalogue',
    permission: 'catalogue:read',
    change: 'catalogue:write',
    description: 'Add, edit or delete the cities residences are in.',
    readDescription: 'The cities residences are in, with how many residences and universities each has.',
    component: lazy(() => import('./screens/cities.screen')),
  },
  {
    path: '/catalogue/universities',
    title: 'Universities',
    section: 'Catalogue',
    permission: 'catalogue:read',
    change: 'catalogue:write',
    description: 'Each city’s universities, with their websites and map positions.',
    component: lazy(() => import('./screens/universities.screen')),
  },
  {
    path: '/catalogue/prices',
    title: 'Prices in bulk',
    section: 'Catalogue',
    permission: 'catalogue:read',
    change: 'catalogue:write',
    description: 'Export tenancy options as CSV, preview an edited sheet and apply it.',
    readDescription: 'Download every tenancy option with its price and rooms available, as CSV.',
    component: lazy(() => import('./screens/prices.screen')),
  },
  {
    path: '/pictures',
    title: 'Pictures',
    section: 'Pictures',
    permission: 'catalogue:read',
    change: 'pictures:write',
    description: 'Upload pictures with their alt text, and edit it.',
    readDescription: 'Every picture the site can show, with its alt text.',
    component: lazy(() => import('./screens/pictures.screen')),
  },
  {
    path: '/analytics',
    title: 'Analytics',
    section: 'Analytics',
    permission: 'analytics:read',
    change: null,
    description: 'Page views, the booking funnel, web vitals, errors and cookie choices by London day.',
    component: lazy(() => import('./screens/analytics.screen')),
  },
  {
    path: '/content/pages',
    title: 'Pages',
    section: 'Content',
    permission: 'content:write',
    change: null,
    description: 'Edit the site’s pages as blocks, preview them and publish now or at a set time.',
    component: lazy(() => import('./screens/pages.screen')),
  },
  {
    path: '/content/pages/:id',
    title: 'Page',
    section: 'Content',
    permission: 'content:write',
    change: null,
    nav: false,
    component: lazy(() => import('./screens/page-editor.screen')),
  },
  {
    path: '/content/settings',
    title: 'Site settings',
    section: 'Content',
    permission: 'content:write',
    change: null,
    description:
      'Navigation, contact details, where each kind of enquiry goes, the address replies come from, social links.',
    component: lazy(() => import('./screens/site-settings.screen')),
  },
  {
    path: '/content/posts',
    title: 'Blog posts',
    section: 'Content',
    permission: 'content:write',
    change: null,
    description: 'Write posts in Markdown, preview them, publish now or at a set time.',
    component: lazy(() => import('./screens/posts.screen')),
  },
  {
    path: '/content/posts/:id',
    title: 'Post',
    section: 'Content',
    permission: 'content:write',
    change: null,
    nav: false,
    component: lazy(() => import('./screens/post-edit.screen')),
  },
  {
    path: '/content/faqs',
    title: 'FAQs',
    section: 'Content',
    permission: 'content:write',
    change: null,
    description: 'Questions by category, in order, general or about one residence.',
    component: lazy(() => import('./screens/faqs.screen')),
  },
  {
    path: '/content/offers',
    title: 'Offers',
    section: 'Content',
    permission: 'content:write',
    change: null,
    description: 'Offer codes on their London days, everywhere or in a city or residence.',
    component: lazy(() => import('./screens/offers.screen')),
  },
  {
    path: '/content/trash',
    title: 'Trash',
    section: 'Content',
    permission: 'content:write',
    change: null,
    description: 'Deleted pages, posts, offers and FAQs for 30 days: restore one as a draft.',
    component: lazy(() => import('./screens/trash.screen')),
  },
  {
    path: '/viewings',
    title: 'Viewings desk',
    section: 'Viewings',
    permission: 'viewings:manage',
    change: null,
    description: 'Each residence’s viewings by day and week, its opening hours, and a private calendar feed.',
    component: lazy(() => import('./screens/viewings.screen')),
  },
  {
    path: '/enquiries',
    title: 'Enquiries',
    section: 'Enquiries',
    permission: 'enquiries:manage',
    change: null,
    description: 'Every enquiry, the room finder’s and the chat’s: filter, assign, note, reply, export.',
    component: lazy(() => import('./screens/inbox.screen')),
  },
  {
    path: '/enquiries/:reference',
    title: 'Enquiry',
    section: 'Enquiries',
    permission: 'enquiries:manage',
    change: null,
    nav: false,
    component: lazy(() => import('./screens/inbox-enquiry.screen')),
  },
  {
    path: '/personal-data',
    title: 'Personal data',
    section: 'Enquiries',
    permission: 'personal-data:manage',
    change: null,
    description: 'Export or erase what the site holds about one person.',
    component: lazy(() => import('./screens/personal-data.screen')),
  },
  {
    path: '/reservations',
    title: 'Reservations',
    section: 'Reservations',
    permission: 'reservations:manage',
    change: null,
    description: 'Holds and reservations: mark paid, cancel with a refund, release a hold.',
    component: lazy(() => import('./screens/reservations.screen')),
  },
  {
    path: '/reservations/terms',
    title: 'Reservation terms',
    section: 'Reservations',
    permission: 'reservations:manage',
    change: 'reservation-terms:manage',
    description: 'Set the holding and tenancy deposits, fees, tenancy terms and cancellation refunds.',
    readDescription:
      'The holding and tenancy deposits, fees, tenancy terms and cancellation refunds, to answer students.',
    component: lazy(() => import('./screens/reservation-terms.screen')),
  },
  {
    path: '/reservations/:reference',
    title: 'Reservation',
    section: 'Reservations',
    permission: 'reservations:manage',
    change: null,
    nav: false,
    component: lazy(() => import('./screens/reservation.screen')),
  },
  {
    path: '/staff',
    title: 'Staff',
    section: 'Staff',
    permission: 'staff:manage',
    change: null,
    description: 'Invite people, change their role or remove them.',
    component: lazy(() => import('./screens/staff.screen')),
  },
  {
    path: '/audit',
    title: 'Audit log',
    section: 'Audit log',
    permission: 'audit:read',
    change: null,
    description: 'Who changed what, and when, with the record before and after.',
    component: lazy(() => import('./screens/audit-log.screen')),
  },
];
