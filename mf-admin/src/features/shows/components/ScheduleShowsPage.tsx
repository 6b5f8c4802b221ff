import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { toApiError, toast, useNavigate } from '@reeltime/shared-lib';
import { AdminFrame } from '../../staff/components/AdminFrame';
import { useCinemaChoices, useMovieChoices, useScreenChoices } from '../api/getScheduleChoices';
import { localToday } from '../utils/localTime';
import { ScheduleShowsForm } from './ScheduleShowsForm';

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** /admin/shows/new: schedule a film at one of the account's cinemas, previewed before anything is created. */
export function ScheduleShowsPage() {
  const navigate = useNavigate();
  const { data: cinemas, error: cinemasError } = useCinemaChoices();
  const { data: movies, error: moviesError } = useMovieChoices();
  const [chosenCinema, setCinema] = useState<number | undefined>();
  const cinema = cinemas?.find((item) => item.id === chosenCinema) ?? cinemas?.[0];
  const { data: screens, error: screensError } = useScreenChoices(cinema?.id);
  const failure = cinemasError ?? moviesError ?? screensError;
  return (
    <AdminFrame title="Schedule shows">
      <Stack spacing={3}>
        {failure !== undefined && (
          <Alert severity="error">
            {toApiError(failure).message || 'Cinemas, screens or movies could not be loaded.'}
          </Alert>
        )}
        <TextField
          select
          label="Cinema"
          value={cinema?.id ?? ''}
          onChange={(event) => setCinema(Number(event.target.value))}
          slotProps={nativeSelect}
          sx={{ maxWidth: 320 }}
        >
          {(cinemas ?? []).map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </TextField>
        {cinema && movies && screens && (
          <ScheduleShowsForm
            key={cinema.id}
            movies={movies}
            screens={screens}
            today={localToday(cinema.timeZone)}
            onScheduled={(result) => {
              toast.success(`${result.created} shows scheduled.`);
              navigate('/admin/shows');
            }}
          />
        )}
      </Stack>
    </AdminFrame>
  );
}
