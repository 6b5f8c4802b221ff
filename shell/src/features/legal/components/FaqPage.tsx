import { LegalPage, type LegalSection } from './LegalPage';
import { MailLink, SiteLink } from './SiteLink';

const SECTIONS: LegalSection[] = [
  {
    heading: 'I paid but closed the page. Is my booking confirmed?',
    body: (
      <p>
        Yes, if the payment went through: it is in <SiteLink to="/my-bookings">My Bookings</SiteLink> and in the
        confirmation e-mail. Reloading the confirmation page in the same tab shows it again.
      </p>
    ),
  },
  {
    heading: 'How long are my seats held?',
    body: (
      <p>10 minutes from the moment you proceed to payment. A countdown on the payment page shows the time left.</p>
    ),
  },
  {
    heading: 'How many seats can I book at once?',
    body: <p>Up to 10 seats in one booking.</p>,
  },
  {
    heading: 'Can I cancel a booking? How much do I get back?',
    body: (
      <p>
        Until the cinema&apos;s cut-off before the show, yes. The cancel dialog shows the exact amount and the card it
        goes back to before you confirm. Each cinema&apos;s rule is on the{' '}
        <SiteLink to="/refund-policy">Refund Policy</SiteLink> page.
      </p>
    ),
  },
  {
    heading: 'When does a refund reach my card?',
    body: (
      <p>Within 5–7 days of the cancellation, on the card you paid with. The cancellation e-mail states the amount.</p>
    ),
  },
  {
    heading: 'Is the convenience fee refunded?',
    body: (
      <p>
        No, refunds cover the ticket price under the cinema&apos;s policy. If the cinema cancels the show, everything
        you paid comes back.
      </p>
    ),
  },
  {
    heading: 'Do I need to print my ticket?',
    body: <p>No. Show the QR code on your phone at the entrance, from the confirmation, the e-mail or My Bookings.</p>,
  },
  {
    heading: 'Can I get a reminder before the show?',
    body: (
      <p>
        Yes: the calendar invite in your confirmation e-mail carries an alarm, and you can switch on reminder e-mails on
        your <SiteLink to="/info">profile</SiteLink>.
      </p>
    ),
  },
  {
    heading: 'Which payment methods can I use?',
    body: (
      <p>
        Debit and credit cards. See <SiteLink to="/payment-options">Payment Options</SiteLink>.
      </p>
    ),
  },
  {
    heading: 'Something else?',
    body: (
      <p>
        See the <SiteLink to="/help">Help Center</SiteLink> or write to <MailLink address="support@reeltime.app" />.
      </p>
    ),
  },
];

/** `/faq`: the questions customers ask most, answered. */
export function FaqPage() {
  return (
    <LegalPage
      title="Frequently Asked Questions"
      intro="Quick answers about booking, tickets, cancelling and refunds."
      sections={SECTIONS}
      numbered={false}
    />
  );
}
