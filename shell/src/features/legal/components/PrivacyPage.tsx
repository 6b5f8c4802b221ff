import { MailLink } from './SiteLink';
import { LegalPage, type LegalSection } from './LegalPage';

const SECTIONS: LegalSection[] = [
  {
    heading: 'What we collect',
    body: (
      <ul>
        <li>Account details: your name, email address, mobile number and, if you choose, your gender.</li>
        <li>Bookings: the shows, seats and amounts of your bookings, and your favourite movies.</li>
        <li>
          Payments: processed by our payment gateway. We never store your full card number or CVV; at most the last four
          digits are kept on your booking.
        </li>
        <li>Technical data: device and browser type and pages visited, to keep the site secure and working.</li>
      </ul>
    ),
  },
  {
    heading: 'How we use it',
    body: (
      <p>
        To run your account, confirm and deliver your tickets, send one-time login codes, answer support requests,
        prevent fraud and improve ReelTime. We email or text you about your bookings; we send marketing only if you ask
        for it.
      </p>
    ),
  },
  {
    heading: 'We do not sell your data',
    body: (
      <p>
        We never sell, rent or trade your personal information. We share it only with the cinema you book with (to admit
        you), with service providers that process it on our behalf under contract, or when the law requires it.
      </p>
    ),
  },
  {
    heading: 'Cookies and local storage',
    body: (
      <p>
        We use cookies and your browser&apos;s local storage to keep you logged in, remember a booking in progress and
        measure how the site performs. These are needed for the site to work. You can clear them in your browser
        settings at any time; you will then be logged out.
      </p>
    ),
  },
  {
    heading: 'Third parties',
    body: (
      <p>
        Trailers are embedded from a third-party video site, and share buttons open WhatsApp, Facebook, Twitter,
        Telegram or LinkedIn. When you use them, those companies may collect data under their own privacy policies.
      </p>
    ),
  },
  {
    heading: 'Children',
    body: (
      <p>
        ReelTime is intended for adults aged 18 and over. Younger users may use it only with a parent&apos;s or
        guardian&apos;s consent. We do not knowingly collect data from children without that consent.
      </p>
    ),
  },
  {
    heading: 'Your rights and how long we keep data',
    body: (
      <p>
        You can view and edit your profile, and delete your account from Your Profile, which permanently removes your
        data except what we must keep by law (such as payment records). For any privacy question, write to{' '}
        <MailLink address="privacy@reeltime.app" />.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="1 January 2026"
      intro="Your privacy matters to us. This policy explains what information ReelTime collects when you browse and book, why we collect it, and the choices you have."
      sections={SECTIONS}
    />
  );
}
