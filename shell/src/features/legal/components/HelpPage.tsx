import { LegalPage, type LegalSection } from './LegalPage';
import { MailLink, SiteLink } from './SiteLink';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Booking tickets',
    body: (
      <>
        <p>
          Open a film from <SiteLink to="/movies">All Movies</SiteLink> or search for it, pick a date, a cinema and a
          showtime, then choose your seats on the seat map (up to 10 per booking). Seats you choose are held for you for
          10 minutes while you pay.
        </p>
        <p>You need to be logged in to hold seats. If you log in halfway, you carry on from the seats you chose.</p>
      </>
    ),
  },
  {
    heading: 'Your tickets',
    body: (
      <>
        <p>
          Once payment succeeds you see &quot;Payment Successful!&quot; with your ticket&apos;s QR code, and we e-mail
          the ticket (PDF) and a calendar invite. Every booking is in <SiteLink to="/my-bookings">My Bookings</SiteLink>
          , upcoming shows first: show the QR, download the ticket again or add the show to your calendar.
        </p>
        <p>At the cinema, show the QR code at the entrance. Doors open for a show up to an hour before it starts.</p>
      </>
    ),
  },
  {
    heading: 'Cancelling and refunds',
    body: (
      <p>
        Cancel from My Bookings with &quot;Cancel booking&quot;: before you confirm, it tells you exactly what comes
        back and to which card. Each cinema sets how late you can cancel and how much of the ticket price is refunded;
        read them all on the <SiteLink to="/refund-policy">Refund Policy</SiteLink> page. If a cinema cancels a show,
        you get the full amount back.
      </p>
    ),
  },
  {
    heading: 'Paying',
    body: (
      <p>
        We take debit and credit cards. What you pay is the ticket price plus a convenience fee with GST, shown before
        you pay. See <SiteLink to="/payment-options">Payment Options</SiteLink>.
      </p>
    ),
  },
  {
    heading: 'Your account',
    body: (
      <p>
        Log in with your e-mail or mobile number and password, or with a one-time code sent to you. Forgot your
        password? Choose &quot;Forgot password&quot; in the login window to set a new one with a code. Change your name
        and password on your <SiteLink to="/info">profile</SiteLink>.
      </p>
    ),
  },
  {
    heading: 'Still stuck?',
    body: (
      <p>
        Write to <MailLink address="support@reeltime.app" /> with your booking reference (it starts with RT-, on your
        ticket and in My Bookings). We answer within one working day. Answers to common questions are in the{' '}
        <SiteLink to="/faq">FAQ</SiteLink>.
      </p>
    ),
  },
];

/** `/help`: how booking, tickets, cancelling, paying and accounts work, and how to reach support. */
export function HelpPage() {
  return (
    <LegalPage
      title="Help Center"
      intro="Everything you need to book, find and use your tickets, and what to do when plans change."
      sections={SECTIONS}
      numbered={false}
    />
  );
}
