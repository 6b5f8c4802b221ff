import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  Link as RouterLink,
  refreshQuery,
  toApiError,
  toast,
  updateQuery,
  userKey,
  useNavigate,
  useParams,
} from '@reeltime/shared-lib';
import { CINEMAS_PATH, cinemaPath, useCinema } from '../api/cinemas';
import { useScreens } from '../api/screens';
import type { Cinema } from '../api/types';
import { CinemaForm } from './CinemaForm';

function ScreensOf({ cinemaId }: { cinemaId: number }) {
  const { data, error } = useScreens(cinemaId);
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="screens-title">
      <Typography id="screens-title" variant="h5" component="h2">
        Screens
      </Typography>
      {error ? (
        <Alert severity="error">{toApiError(error).message || 'The screens could not be loaded.'}</Alert>
      ) : !data ? (
        <CircularProgress aria-label="Loading screens" />
      ) : data.length === 0 ? (
        <Typography>No screens yet: add one and draw its seats.</Typography>
      ) : (
        <List dense disablePadding>
          {data.map((screen) => (
            <ListItem key={screen.id} disableGutters>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={`/admin/screens/${screen.id}`}>
                    {screen.name}
                  </Link>
                }
                secondary={`${screen.seatCount} seats: Recliner ${screen.seatsByTier.Recliner}, Prime ${screen.seatsByTier.Prime}, Classic ${screen.seatsByTier.Classic}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Button
        component={RouterLink}
        to={`/admin/cinemas/${cinemaId}/screens/new`}
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
      >
        Add screen
      </Button>
    </Stack>
  );
}

async function remember(cinema: Cinema) {
  await updateQuery(userKey(cinemaPath(cinema.id)), () => cinema);
  await refreshQuery(userKey(CINEMAS_PATH));
}

/** `/admin/cinemas/new`: a new cinema, then its page (to add screens). */
export function NewCinemaPage() {
  const navigate = useNavigate();
  return (
    <CinemaForm
      onSaved={async (cinema) => {
        await remember(cinema);
        toast.success(`${cinema.name} added. Now add its screens.`);
        navigate(`/admin/cinemas/${cinema.id}`, { replace: true });
      }}
    />
  );
}

/** `/admin/cinemas/:cinemaId`: a cinema's details and its screens. */
export function CinemaPage() {
  const cinemaId = Number(useParams().cinemaId);
  const { data, error, mutate } = useCinema(cinemaId);
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => mutate()}>
            Retry
          </Button>
        }
      >
        {toApiError(error).message || 'The cinema could not be loaded.'}
      </Alert>
    );
  }
  if (!data) return <CircularProgress aria-label="Loading the cinema" />;
  return (
    <Stack spacing={4}>
      <CinemaForm
        key={data.id}
        cinema={data}
        onSaved={async (cinema) => {
          await remember(cinema);
          toast.success(`${cinema.name} saved.`);
        }}
      />
      <ScreensOf cinemaId={data.id} />
    </Stack>
  );
}
