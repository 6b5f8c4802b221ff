import { LegalPage, type LegalSection } from './LegalPage';
import { MailLink, SiteLink } from './SiteLink';

const SECTIONS: LegalSection[] = [
  {
    heading: 'About ReelTime',
    body: (
      <>
        <p>
          ReelTime is a cinema ticket booking site: browse what is showing in your city, pick a show and your seats on a
          live seat map, pay, and get a ticket with a QR code, an e-mail and a calendar invite.
        </p>
        <p>
          Cancellations follow each cinema&apos;s published <SiteLink to="/refund-policy">refund policy</SiteLink>, and
          the amount is shown before a customer confirms.
        </p>
      </>
    ),
  },
  {
    heading: 'Name and wordmark',
    body: (
      <p>
        Write the name as ReelTime (one word, capital R and T). The wordmark sets &quot;Reel&quot; and &quot;Time&quot;
        in two colours.
      </p>
    ),
  },
  {
    heading: 'Press contact',
    body: (
      <p>
        Journalists can reach us at <MailLink address="press@reeltime.app" />. For help with a booking, write to{' '}
        <MailLink address="support@reeltime.app" /> instead.
      </p>
    ),
  },
];

/** `/press`: facts about ReelTime and the press contact. */
export function PressPage() {
  return (
    <LegalPage title="Press" intro="Facts about ReelTime and who to talk to." sections={SECTIONS} numbered={false} />
  );
}
