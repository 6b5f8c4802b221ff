import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
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
    body: <p>If a cinema cancels a show, every booking for it is refunded in full, convenience fee included, and we e-mail you.</p>,
  },
  {
    heading: 'How refunds are paid',
    body: <p>Refunds go back to the card you paid with. The cancellation e-mail states the amount.</p>,
  },
];

function PolicyTable({ cinemas }: { cinemas: CinemaRefundPolicy[] }) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label="Cinema policies table" sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">Cinema</TableCell>
            <TableCell component="th" scope="col">City</TableCell>
            <TableCell component="th" scope="col">Cancel until</TableCell>
            <TableCell component="th" scope="col" align="right">Refund</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {cinemas.map((cinema) => (
            <TableRow key={cinema.id}>
              <TableCell component="th" scope="row">
                <SiteLink to={`/cinemas/${cinema.id}`}>{cinema.name}</SiteLink>
              </TableCell>
              <TableCell>{cinema.city}</TableCell>
              <TableCell>{cinema.refundPercent === 0 ? 'No refunds' : cutoffLabel(cinema.cutoffMinutes)}</TableCell>
              <TableCell align="right">{cinema.refundPercent}% of the ticket price</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
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
      <Box component="section" aria-labelledby="cinema-policies-title">
        <Typography id="cinema-policies-title" variant="h5" component="h2" sx={{ mb: 1.5 }}>
          {SECTIONS.length + 1}. Each cinema&apos;s policy
        </Typography>
        {data ? <PolicyTable cinemas={data.cinemas} /> : <DataState error={error} label="the cinemas' policies" onRetry={() => void mutate()} height={320} />}
      </Box>
    </LegalPage>
  );
}
