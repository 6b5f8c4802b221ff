import { LegalPage, type LegalSection } from './LegalPage';
import { MailLink } from './SiteLink';

const SECTIONS: LegalSection[] = [
  {
    heading: 'What we do',
    body: (
      <p>
        ReelTime sells cinema tickets for a chain of cinemas across India: the site customers book on, and the back
        office cinema managers run their screens, shows, prices and refunds from.
      </p>
    ),
  },
  {
    heading: 'Teams',
    body: (
      <ul>
        <li>Product engineering: the booking site, the seat map, payments and tickets.</li>
        <li>Cinema operations: the back office, door scanning and reports, with our cinema managers.</li>
        <li>Customer support: helping film-goers with bookings, cancellations and refunds.</li>
      </ul>
    ),
  },
  {
    heading: 'How to apply',
    body: (
      <p>
        Send your CV and a few lines about what you would like to work on to <MailLink address="careers@reeltime.app" />
        . We read every application and reply within two weeks.
      </p>
    ),
  },
];

/** `/careers`: who we are and how to join. */
export function CareersPage() {
  return (
    <LegalPage title="Careers" intro="Help people get to the films they love." sections={SECTIONS} numbered={false} />
  );
}
