import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { toApiError, useApiMutation } from '@reeltime/shared-lib';
import { saveFailureMessage } from '../../../utils/saveFailureMessage';
import { fetchScreenTierPrices, type MovieChoice, type ScreenChoice } from '../api/getScheduleChoices';
import { previewSchedule, scheduleShows, type ScheduleResult } from '../api/scheduleShows';
import { FORMATS, type ShowFormat, type Tier } from '../api/types';
import { scheduleRequest, WEEKDAYS, type ScheduleFormValues } from '../utils/scheduleForm';
import { SchedulePreview } from './SchedulePreview';

export interface ScheduleShowsFormProps {
  movies: MovieChoice[];
  screens: ScreenChoice[];
  /** First day offered, yyyy-mm-dd (cinema time) */
  today: string;
  onScheduled: (result: ScheduleResult) => void;
}

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/**
 * "Schedule shows": a film on a screen at a list of times on the chosen days of a date range, priced per tier
 * (the screen's prices to start with). Preview asks the API what would be created and what clashes; Create is
 * offered once a preview of exactly these values has no problem.
 */
export function ScheduleShowsForm({ movies, screens, today, onScheduled }: ScheduleShowsFormProps) {
  const [values, setValues] = useState<ScheduleFormValues>({
    movieId: '',
    screenId: '',
    format: '2D',
    audioLanguage: '',
    subtitles: '',
    fromDate: today,
    toDate: today,
    weekdays: WEEKDAYS.map((day) => day.value),
    times: ['10:00'],
    prices: {},
  });
  const [tiers, setTiers] = useState<{ tier: Tier; pricePaise: number }[]>([]);
  const [preview, setPreview] = useState<{ result: ScheduleResult; of: string } | null>(null);
  const [loadError, setLoadError] = useState('');
  const set = <K extends keyof ScheduleFormValues>(key: K, value: ScheduleFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  useEffect(() => {
    if (!values.screenId) return;
    let current = true;
    fetchScreenTierPrices(Number(values.screenId)).then(
      (found) => {
        if (!current) return;
        setTiers(found);
        setValues((previous) => ({
          ...previous,
          prices: Object.fromEntries(found.map((tier) => [tier.tier, String(tier.pricePaise / 100)])),
        }));
      },
      (failure: unknown) =>
        current && setLoadError(toApiError(failure).message || 'The screen’s prices could not be loaded.'),
    );
    return () => {
      current = false;
    };
  }, [values.screenId]);

  const chooseMovie = (movieId: string) => {
    const movie = movies.find((item) => String(item.id) === movieId);
    setValues((current) => ({
      ...current,
      movieId,
      audioLanguage: current.audioLanguage || movie?.languages[0] || '',
    }));
  };
  const request = scheduleRequest(values);
  const requestKey = JSON.stringify(request);
  const previewed = preview?.of === requestKey ? preview.result : null;

  const {
    run: send,
    busy,
    error: failure,
  } = useApiMutation((create: boolean) => (create ? scheduleShows(request) : previewSchedule(request)), {
    onSuccess: (result, create) => {
      if (create) onScheduled(result);
      else setPreview({ result, of: requestKey });
    },
    error: false,
  });
  const error = loadError || saveFailureMessage(failure, 'The schedule could not be checked. Try again.');
  const run = async (create: boolean) => {
    setLoadError('');
    await send(create);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(false);
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} aria-label="Schedule shows" noValidate>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          select
          required
          label="Movie"
          value={values.movieId}
          onChange={(event) => chooseMovie(event.target.value)}
          slotProps={nativeSelect}
          sx={{ flex: 2 }}
        >
          <option value="" disabled>
            Choose a movie
          </option>
          {movies.map((movie) => (
            <option key={movie.id} value={movie.id}>
              {movie.title} ({movie.runtimeMinutes} min)
            </option>
          ))}
        </TextField>
        <TextField
          select
          required
          label="Screen"
          value={values.screenId}
          onChange={(event) => set('screenId', event.target.value)}
          slotProps={nativeSelect}
          sx={{ flex: 1 }}
        >
          <option value="" disabled>
            Choose a screen
          </option>
          {screens.map((screen) => (
            <option key={screen.id} value={screen.id}>
              {screen.name}
            </option>
          ))}
        </TextField>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          select
          label="Format"
          value={values.format}
          onChange={(event) => set('format', event.target.value as ShowFormat)}
          slotProps={nativeSelect}
          sx={{ minWidth: 120 }}
        >
          {FORMATS.map((format) => (
            <option key={format} value={format}>
              {format}
            </option>
          ))}
        </TextField>
        <TextField
          required
          label="Audio language"
          value={values.audioLanguage}
          onChange={(event) => set('audioLanguage', event.target.value)}
          sx={{ flex: 1 }}
        />
        <TextField
          label="Subtitles (optional)"
          value={values.subtitles}
          onChange={(event) => set('subtitles', event.target.value)}
          sx={{ flex: 1 }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          type="date"
          required
          label="From"
          value={values.fromDate}
          onChange={(event) => set('fromDate', event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
        />
        <TextField
          type="date"
          required
          label="To"
          value={values.toDate}
          onChange={(event) => set('toDate', event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: values.fromDate } }}
        />
      </Stack>
      <Stack spacing={1}>
        <Typography id="weekdays-label" variant="subtitle2">
          Days of the week
        </Typography>
        <ToggleButtonGroup
          aria-labelledby="weekdays-label"
          value={values.weekdays}
          onChange={(_event, days: number[]) => set('weekdays', [...days].sort())}
          size="small"
          sx={{ flexWrap: 'wrap' }}
        >
          {WEEKDAYS.map((day) => (
            <ToggleButton key={day.value} value={day.value}>
              {day.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle2">
          Start times (cinema time)
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          {values.times.map((time, index) => (
            <Stack key={index} direction="row" sx={{ alignItems: 'center' }}>
              <TextField
                type="time"
                size="small"
                label={`Time ${index + 1}`}
                value={time}
                onChange={(event) =>
                  set(
                    'times',
                    values.times.map((item, at) => (at === index ? event.target.value : item)),
                  )
                }
                slotProps={{ inputLabel: { shrink: true } }}
              />
              {values.times.length > 1 && (
                <IconButton
                  aria-label={`Remove time ${index + 1}`}
                  onClick={() =>
                    set(
                      'times',
                      values.times.filter((_item, at) => at !== index),
                    )
                  }
                >
                  ×
                </IconButton>
              )}
            </Stack>
          ))}
          <Button onClick={() => set('times', [...values.times, ''])} disabled={values.times.length >= 12}>
            Add a time
          </Button>
        </Stack>
      </Stack>
      {tiers.length > 0 && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {tiers.map(({ tier }) => (
            <TextField
              key={tier}
              type="number"
              label={`${tier} price (₹)`}
              value={values.prices[tier] ?? ''}
              onChange={(event) => set('prices', { ...values.prices, [tier]: event.target.value })}
              slotProps={{ htmlInput: { min: 1, step: 'any' } }}
            />
          ))}
        </Stack>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="outlined" disabled={busy}>
          Preview
        </Button>
        <Button
          variant="contained"
          disabled={busy || !previewed || previewed.problems.length > 0 || previewed.shows.length === 0}
          onClick={() => void run(true)}
        >
          {previewed && previewed.problems.length === 0
            ? `Create ${previewed.shows.length} ${previewed.shows.length === 1 ? 'show' : 'shows'}`
            : 'Create shows'}
        </Button>
      </Stack>
      {previewed && <SchedulePreview result={previewed} />}
    </Stack>
  );
}
