import { LegalPage, type LegalSection } from './LegalPage';
import { SiteLink } from './SiteLink';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Cards',
    body: (
      <>
        <p>
          Pay with a Visa or Mastercard debit or credit card: the 16-digit number, expiry (MM/YY), CVV and the name on
          the card.
        </p>
        <p>
          We never store your card number or CVV: a booking keeps only the card&apos;s last four digits, so we can tell
          you which card a refund goes back to.
        </p>
      </>
    ),
  },
  {
    heading: 'UPI and wallets',
    body: <p>UPI and wallet payments are not currently available. We will announce them here when they are.</p>,
  },
  {
    heading: 'What you pay',
    body: (
      <ul>
        <li>The ticket price of each seat you choose (seats in different rows can cost different amounts).</li>
        <li>A convenience fee of 7% of the ticket price, plus 18% GST on that fee.</li>
        <li>The total is shown on the seat map and again on the payment page before you pay.</li>
      </ul>
    ),
  },
  {
    heading: 'If a payment fails',
    body: (
      <p>
        A declined card is not charged, and your seats stay held until the countdown ends, so you can try another card.
      </p>
    ),
  },
  {
    heading: 'Refunds',
    body: (
      <p>
        Refunds go back to the card you paid with, within 5–7 days. How much comes back depends on the cinema: see the{' '}
        <SiteLink to="/refund-policy">Refund Policy</SiteLink>.
      </p>
    ),
  },
];

/** `/payment-options`: how to pay, what it costs, and where refunds go. */
export function PaymentOptionsPage() {
  return (
    <LegalPage
      title="Payment Options"
      intro="How you can pay for tickets on ReelTime, and what the total is made of."
      sections={SECTIONS}
      numbered={false}
    />
  );
}
