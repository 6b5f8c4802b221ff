import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StaffAccount } from '../../staff/api/getStaffAccount';
import { useDoorShows, type DoorShow } from '../api/getDoorShows';
import { useTicketScan } from '../api/scanTicket';
import { useDoorChoice } from '../hooks/useDoorChoice';
import { currentOrNextShow } from '../utils/currentShow';
import { CameraScanner } from './CameraScanner';
import { DoorShowPicker } from './DoorShowPicker';
import { ScanResultCard } from './ScanResultCard';
import { TicketTextForm } from './TicketTextForm';

function cinemasOf(shows: DoorShow[]) {
  const byId = new Map(shows.map((show) => [show.theater.id, show.theater]));
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * /admin/scan: check tickets at the door, by camera, photo or pasted text, for the show the door admits for
 * ("Admitting for": the current or next show is preselected; the choice lasts the browser session).
 */
export function ScanPage({ account }: { account: StaffAccount }) {
  const { data: allShows, error: showsError, mutate: refreshShows } = useDoorShows();
  const [choice, choose] = useDoorChoice();
  const shows = allShows ?? [];
  const cinemas = account.allCinemas ? cinemasOf(shows) : account.cinemas;
  const onlyCinema = cinemas.length === 1 && !account.allCinemas ? cinemas[0].id : undefined;
  const theaterId =
    onlyCinema ?? (cinemas.some((cinema) => cinema.id === choice.theaterId) ? choice.theaterId : undefined);
  const cinemaShows = shows.filter((show) => show.theater.id === theaterId);
  const now = Date.now();
  const chosen = cinemaShows.find((show) => show.id === choice.showId && Date.parse(show.endsAt) > now);
  const doorShow = chosen ?? currentOrNextShow(cinemaShows, now);
  const { state, check } = useTicketScan(doorShow?.id, () => void refreshShows());

  return (
    <Stack spacing={3}>
      {showsError !== undefined && !allShows ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refreshShows()}>
              Try again
            </Button>
          }
        >
          Today&apos;s shows could not be loaded. Check the connection and try again.
        </Alert>
      ) : !allShows ? (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} />
          <Typography>Loading today&apos;s shows...</Typography>
        </Stack>
      ) : (
        <DoorShowPicker
          cinemas={cinemas}
          theaterId={theaterId}
          onCinema={(id) => choose({ theaterId: id })}
          shows={cinemaShows}
          show={doorShow}
          onShow={(showId) => choose({ theaterId, showId })}
        />
      )}
      <div aria-live="polite">
        {state.status === 'checking' && (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 2 }}>
            <CircularProgress size={28} />
            <Typography>Checking ticket...</Typography>
          </Stack>
        )}
        {state.status === 'done' && <ScanResultCard result={state.result} />}
        {state.status === 'failed' && <Alert severity="error">{state.message}</Alert>}
        {state.status === 'idle' && doorShow && (
          <Typography color="text.secondary">
            Scan a ticket&apos;s QR code, or paste its text. Only tickets of this show are admitted, each once.
          </Typography>
        )}
      </div>
      {doorShow ? (
        <>
          <CameraScanner onDecoded={(text) => void check(text)} />
          <Divider>or</Divider>
          <TicketTextForm checking={state.status === 'checking'} onCheck={(text) => void check(text)} />
        </>
      ) : (
        allShows && (
          <Typography color="text.secondary">
            {theaterId === undefined
              ? 'Choose your cinema, then the show you are admitting for.'
              : 'Choose the show you are admitting for to start scanning.'}
          </Typography>
        )
      )}
    </Stack>
  );
}
