import type { BackOfficeRole } from '../staff/api/getStaffAccount';

export type { BackOfficeRole };

export interface NavigationEntry {
  /** Under /admin, e.g. 'movies' for /admin/movies. */
  path: string;
  label: string;
  /** The lowest role that may use the page; every role above it may too. */
  minimumRole: BackOfficeRole;
}

/** The back-office pages in the order the side navigation lists them. */
export const NAVIGATION: NavigationEntry[] = [
  { path: 'reports', label: 'Dashboard', minimumRole: 'manager' },
  { path: 'movies', label: 'Movies', minimumRole: 'manager' },
  { path: 'cinemas', label: 'Cinemas', minimumRole: 'manager' },
  { path: 'shows', label: 'Shows', minimumRole: 'manager' },
  { path: 'bookings', label: 'Bookings', minimumRole: 'manager' },
  { path: 'reviews', label: 'Reviews', minimumRole: 'manager' },
  { path: 'accounts', label: 'Accounts', minimumRole: 'admin' },
  { path: 'audit', label: 'Audit log', minimumRole: 'manager' },
  { path: 'scan', label: 'Ticket scanner', minimumRole: 'staff' },
];

const RANK: Record<BackOfficeRole, number> = { staff: 1, manager: 2, admin: 3 };

export const ROLE_LABEL: Record<BackOfficeRole, string> = { staff: 'Staff', manager: 'Manager', admin: 'Admin' };

/** What a page above the account's role says instead of itself. */
export const ROLE_REFUSAL: Record<BackOfficeRole, string> = {
  staff: 'This page is for staff, managers and admins.',
  manager: 'This page is for managers and admins.',
  admin: 'This page is for admins.',
};

export function mayUse(role: BackOfficeRole, minimumRole: BackOfficeRole): boolean {
  return RANK[role] >= RANK[minimumRole];
}

export function navigationFor(role: BackOfficeRole): NavigationEntry[] {
  return NAVIGATION.filter((entry) => mayUse(role, entry.minimumRole));
}

/** Where /admin opens: the sales dashboard for managers and admins, the door scanner for staff. */
export function homePathFor(role: BackOfficeRole): string {
  return mayUse(role, 'manager') ? 'reports' : 'scan';
}
