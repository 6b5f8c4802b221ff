export interface FooterLink {
  label: string;
  to: string;
}

export interface FooterColumn {
  title: string;
  links: FooterLink[];
}

/** The footer's columns: every link is a page of the site. */
export const FOOTER_COLUMNS: FooterColumn[] = [
  {
    title: 'Quick Links',
    links: [
      { label: 'All Movies', to: '/movies' },
      { label: 'My Bookings', to: '/my-bookings' },
      { label: 'Favourites', to: '/favorite' },
    ],
  },
  {
    title: 'Help',
    links: [
      { label: 'Help Center', to: '/help' },
      { label: 'Refund Policy', to: '/refund-policy' },
      { label: 'Payment Options', to: '/payment-options' },
      { label: 'FAQ', to: '/faq' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'Site Map', to: '/sitemap' },
      { label: 'Careers', to: '/careers' },
      { label: 'Press', to: '/press' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms & Conditions', to: '/terms-and-conditions' },
      { label: 'Privacy Policy', to: '/privacy-policy' },
    ],
  },
];
