import { useRefundPolicy, type CinemaRefundPolicy } from '../api/getRefundPolicy';
import { cutoffLabel } from '../utils/cutoffLabel';
import { DataState } from './DataState';
import { LegalPage, type LegalSection } from './LegalPage';
import { SiteLink } from './SiteLink';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Cancelling a booking',
    body: (
      <>
        <p>
          Cancel from <SiteLink to="/my-bookings">My Bookings</SiteLink> with &quot;Cancel booking&quot;. Before you
          confirm, the dialog shows the amount that comes back and the card it goes to, or why the booking can no longer
          be cancelled.
        </p>
        <p>
          Each cinema sets its own policy (below): how long before the show you can cancel, and the share of the ticket
          price refunded. The convenience fee and its GST are not refunded. A ticket already used at the entrance, or a
          show that has started, cannot be cancelled.
        </p>
      </>
    ),
  },
  {
    heading: 'When the cinema cancels',
    body: (
      <p>
        If a cinema cancels a show, every booking for it is refunded in full, convenience fee included, and we e-mail
        you.
      </p>
    ),
  },
  {
    heading: 'How refunds are paid',
    body: <p>Refunds go back to the card you paid with. The cancellation e-mail states the amount.</p>,
  },
];

function PolicyTable({ cinemas }: { cinemas: CinemaRefundPolicy[] }) {
  return (
    <div className="rt-table-wrap" role="region" tabIndex={0} aria-label="Cinema policies table">
      <table className="rt-table">
        <thead>
          <tr>
            <th scope="col">Cinema</th>
            <th scope="col">City</th>
            <th scope="col">Cancel until</th>
            <th scope="col" className="rt-table__num">
              Refund
            </th>
          </tr>
        </thead>
        <tbody>
          {cinemas.map((cinema) => (
            <tr key={cinema.id}>
              <th scope="row">
                <SiteLink to={`/cinemas/${cinema.id}`}>{cinema.name}</SiteLink>
              </th>
              <td>{cinema.city}</td>
              <td>{cinema.refundPercent === 0 ? 'No refunds' : cutoffLabel(cinema.cutoffMinutes)}</td>
              <td className="rt-table__num">{cinema.refundPercent}% of the ticket price</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** `/refund-policy`: how cancelling works, and every cinema's own policy as the API has it. */
export function RefundPolicyPage() {
  const { data, error, mutate } = useRefundPolicy();
  return (
    <LegalPage
      title="Refund Policy"
      intro={`What you get back when you cancel, cinema by cinema. Refunds reach your card within ${data?.refundWithin ?? '5–7 days'}.`}
      sections={SECTIONS}
    >
      <section aria-labelledby="cinema-policies-title">
        <h2 id="cinema-policies-title" className="rt-legal__heading">
          {SECTIONS.length + 1}. Each cinema&apos;s policy
        </h2>
        {data ? (
          <PolicyTable cinemas={data.cinemas} />
        ) : (
          <DataState error={error} label="the cinemas' policies" onRetry={() => void mutate()} height={320} />
        )}
      </section>
    </LegalPage>
  );
}
