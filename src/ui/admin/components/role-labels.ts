import type { StaffRole } from '../../../domain/staff/staff-roles';

export const roleLabels: Readonly<Record<StaffRole, string>> = { owner: 'Owner', editor: 'Editor', sales: 'Sales' };

/** What each role may do, in the words the Staff screen uses. */
export const roleDescriptions: Readonly<Record<StaffRole, string>> = {
  owner: 'Everything, including staff and the audit log.',
  editor: 'The catalogue, pictures and content.',
  sales: 'Viewings, enquiries and reservations, and the analytics; reads the catalogue and the reservation terms.',
};
