export interface NavItem {
  label: string;
  to: string;
  /** Active only on the exact path (Home), not on paths below it. */
  end?: boolean;
}

export const NAV_LINKS: NavItem[] = [
  { label: 'Home', to: '/', end: true },
  { label: 'Movies', to: '/movies' },
  { label: 'Bookings', to: '/my-bookings' },
  { label: 'Favourite', to: '/favorite' },
];
