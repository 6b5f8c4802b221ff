import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLiveToday } from '../hooks/useLiveToday';

/** Today's shows as they sell: sold, held, free and admitted, refetched as seats change. */
export function TodayPanel({ cinemaId }: { cinemaId: number | undefined }) {
  const { data: shows, error, live } = useLiveToday(cinemaId);
  return (
    <Stack component="section" aria-labelledby="today-title" spacing={1.5}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id="today-title" variant="h5" component="h2">
          Today
        </Typography>
        <Chip
          size="small"
          color={live ? 'success' : 'default'}
          variant="outlined"
          label={live ? 'Live' : 'Updated every minute'}
        />
      </Stack>
      {error !== undefined && !shows ? (
        <Alert severity="error">
          Today&apos;s shows could not be loaded. Check the connection; they are fetched again every minute.
        </Alert>
      ) : (
        <TableContainer tabIndex={0} sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Today’s shows">
            <TableHead>
              <TableRow>
                {['Time', 'Cinema', 'Screen', 'Movie', 'Sold', 'Held', 'Free', 'Admitted'].map((label, index) => (
                  <TableCell key={label} component="th" scope="col" align={index >= 4 ? 'right' : 'left'}>
                    {label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {!shows ? (
                <TableRow>
                  <TableCell colSpan={8}>Loading today&apos;s shows...</TableCell>
                </TableRow>
              ) : shows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={8}>No shows today.</TableCell>
                </TableRow>
              ) : (
                shows.map((show) => (
                  <TableRow key={show.showId} data-testid={`today-${show.showId}`}>
                    <TableCell component="th" scope="row">
                      {show.startTime}
                      {show.cancelled ? ' (cancelled)' : ''}
                    </TableCell>
                    <TableCell>{show.cinema.name}</TableCell>
                    <TableCell>{show.screen}</TableCell>
                    <TableCell>{show.movie.title}</TableCell>
                    <TableCell align="right">{show.sold}</TableCell>
                    <TableCell align="right">{show.held}</TableCell>
                    <TableCell align="right">{show.free}</TableCell>
                    <TableCell align="right">{show.admitted}</TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
