import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, toApiError } from '@reeltime/shared-lib';
import { useCinemas } from '../api/cinemas';
import type { Cinema } from '../api/types';

export function policyLabel({ cutoffMinutes, refundPercent }: Cinema['cancellationPolicy']): string {
  const until = cutoffMinutes === 0 ? 'until the show' : `${cutoffMinutes} min before`;
  return refundPercent === 0 ? 'No refunds' : `${refundPercent}% ${until}`;
}

/** `/admin/cinemas`: the cinemas this account manages, each opening its details and screens. */
export function CinemasPage() {
  const { data, error, mutate } = useCinemas();
  return (
    <Stack spacing={2}>
      <Button component={RouterLink} to="/admin/cinemas/new" variant="contained" sx={{ alignSelf: 'flex-start' }}>
        Add cinema
      </Button>
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => mutate()}>
              Retry
            </Button>
          }
        >
          {toApiError(error).message || 'The cinemas could not be loaded.'}
        </Alert>
      ) : !data ? (
        <CircularProgress aria-label="Loading cinemas" />
      ) : data.length === 0 ? (
        <Typography>No cinemas yet. Add the first one.</Typography>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Cinemas">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>City</TableCell>
                <TableCell>Time zone</TableCell>
                <TableCell align="right">Screens</TableCell>
                <TableCell>Cancellation</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((cinema) => (
                <TableRow key={cinema.id} hover>
                  <TableCell>
                    <Link component={RouterLink} to={`/admin/cinemas/${cinema.id}`}>
                      {cinema.name}
                    </Link>
                  </TableCell>
                  <TableCell>{cinema.city}</TableCell>
                  <TableCell>{cinema.timeZone}</TableCell>
                  <TableCell align="right">{cinema.screenCount}</TableCell>
                  <TableCell>{policyLabel(cinema.cancellationPolicy)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
