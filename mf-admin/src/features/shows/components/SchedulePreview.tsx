import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatRupees, formatTime12h } from '@reeltime/shared-lib';
import type { ScheduleResult } from '../api/scheduleShows';
import { localTime } from '../utils/localTime';

/** The dry run's answer: what would be refused, then every show that would be created. */
export function SchedulePreview({ result }: { result: ScheduleResult }) {
  const { shows, problems, screen, movie } = result;
  return (
    <Stack component="section" aria-labelledby="preview-heading" spacing={1.5}>
      <Typography id="preview-heading" component="h2" variant="h6">
        Preview
      </Typography>
      {problems.length > 0 ? (
        <Alert severity="error" role="alert">
          <Typography>
            Nothing can be scheduled until {problems.length === 1 ? 'this is' : `these ${problems.length} are`} fixed:
          </Typography>
          <ul>
            {problems.map((problem, index) => (
              <li key={index}>{problem.message}</li>
            ))}
          </ul>
        </Alert>
      ) : (
        <Alert severity="success">
          {shows.length} {shows.length === 1 ? 'show' : 'shows'} of {movie.title} on {screen.name}, {screen.theaterName}
          , can be created.
        </Alert>
      )}
      <TableContainer tabIndex={0} sx={{ maxHeight: 360 }}>
        <Table size="small" stickyHeader aria-label="Shows to be created">
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>Starts</TableCell>
              <TableCell>Ends</TableCell>
              <TableCell>Prices</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shows.map((show) => (
              <TableRow key={`${show.showDate} ${show.startTime}`}>
                <TableCell>{show.showDate}</TableCell>
                <TableCell>{formatTime12h(show.startTime)}</TableCell>
                <TableCell>{formatTime12h(localTime(show.endsAt, screen.timeZone))}</TableCell>
                <TableCell>
                  {Object.entries(show.pricesPaise)
                    .map(([tier, paise]) => `${tier} ${formatRupees(paise / 100)}`)
                    .join(' · ')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
