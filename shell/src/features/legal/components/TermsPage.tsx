import { LegalPage, type LegalSection } from './LegalPage';
import { SiteLink } from './SiteLink';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Who can use ReelTime',
    body: (
      <>
        <p>
          You must be at least 18 years old to create an account and book tickets. If you are under 18, you may use
          ReelTime only with the consent and under the supervision of a parent or legal guardian, who accepts these
          terms on your behalf and is responsible for your bookings.
        </p>
        <p>Some films carry age certifications. Cinemas may ask for proof of age at entry and may refuse admission.</p>
      </>
    ),
  },
  {
    heading: 'Your account',
    body: (
      <p>
        Keep your password and one-time codes to yourself. You are responsible for bookings made from your account. Tell
        us at support@reeltime.app straight away if you think someone else has used it.
      </p>
    ),
  },
  {
    heading: 'Bookings and payment',
    body: (
      <>
        <p>
          Seats you select are held for you for 10 minutes while you pay. A booking is confirmed only once payment
          succeeds and you see the confirmation with your QR code.
        </p>
        <ul>
          <li>
            Prices are shown in rupees (₹) and include the ticket price plus a convenience fee and GST, itemised before
            you pay.
          </li>
          <li>Your ticket admits the named number of people to the stated show, cinema and seats only.</li>
          <li>Cinemas set their own entry rules (bags, food and drink, late entry); please follow them.</li>
        </ul>
      </>
    ),
  },
  {
    heading: 'Cancellations and refunds',
    body: (
      <p>
        You can cancel a booking from My Bookings until the cinema&apos;s cut-off before the show; its seats are then
        released. Refunds follow the cinema&apos;s policy (see our{' '}
        <SiteLink to="/refund-policy">Refund Policy</SiteLink>) and go back to the original payment method. If a show is
        cancelled by the cinema, you receive a full refund.
      </p>
    ),
  },
  {
    heading: 'Acceptable use',
    body: (
      <p>
        Do not resell tickets, use automated tools to hold or buy seats, or interfere with the service. We may suspend
        accounts that do.
      </p>
    ),
  },
  {
    heading: 'Third-party services',
    body: (
      <p>
        Trailers are played from third-party video sites, and share buttons open third-party social networks. Those
        services have their own terms and privacy policies, which apply when you use them. We are not responsible for
        their content.
      </p>
    ),
  },
  {
    heading: 'Liability',
    body: (
      <p>
        We work hard to keep showtimes and seat maps accurate, but the cinema is responsible for the screening itself.
        To the extent the law allows, our liability for a booking is limited to the amount you paid for it.
      </p>
    ),
  },
  {
    heading: 'Changes to these terms',
    body: (
      <p>
        We may update these terms. The date at the top shows the latest version; continuing to use ReelTime after a
        change means you accept it. How we handle your data is described in our{' '}
        <SiteLink to="/privacy-policy">Privacy Policy</SiteLink>.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalPage
      title="Terms & Conditions"
      updated="1 January 2026"
      intro="These terms govern your use of ReelTime to browse films and book cinema tickets. By using the site you agree to them. Please read them carefully."
      sections={SECTIONS}
    />
  );
}
