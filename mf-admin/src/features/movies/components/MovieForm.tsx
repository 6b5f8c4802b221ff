import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import { useApiMutation } from '@reeltime/shared-lib';
import { saveFailureMessage } from '../../../utils/saveFailureMessage';
import { CERTIFICATIONS, type AdminMovie } from '../api/getAdminMovies';
import { saveMovie, type MovieInput } from '../api/saveMovie';
import {
  INVALID_DATE,
  RUNTIME_MAX_MINUTES,
  TRAILER_HINT,
  formValuesOf,
  toMovieInput,
  trailerError,
  validateMovieForm,
  type CastRow,
  type CrewRow,
  type MovieFormErrors,
  type MovieFormValues,
} from '../utils/movieForm';
import { LabelsField } from './LabelsField';
import { PeopleRows } from './PeopleRows';

const LANGUAGES = [
  'Hindi',
  'English',
  'Tamil',
  'Telugu',
  'Malayalam',
  'Kannada',
  'Bengali',
  'Marathi',
  'Gujarati',
  'Punjabi',
];
const GENRES = [
  'Action',
  'Adventure',
  'Animation',
  'Comedy',
  'Crime',
  'Drama',
  'Family',
  'Horror',
  'Musical',
  'Mystery',
  'Romance',
  'Sci-Fi',
  'Sports',
  'Thriller',
];

export interface MovieFormProps {
  /** The film edited; none: a new film. */
  movie?: AdminMovie;
  onSaved: (movie: AdminMovie) => void;
}

/** Every field of a film; checked as typed where it helps (trailer link), all checked on save, the API's answer shown. */
export function MovieForm({ movie, onSaved }: MovieFormProps) {
  const [values, setValues] = useState<MovieFormValues>(() => formValuesOf(movie));
  const [errors, setErrors] = useState<MovieFormErrors>({});
  const {
    run,
    busy: saving,
    error: failure,
    reset,
  } = useApiMutation((input: MovieInput) => saveMovie(input, movie?.id), {
    onSuccess: (saved) => onSaved(saved),
    error: false,
  });
  const apiError = saveFailureMessage(failure, 'The movie could not be saved.');
  const set = <K extends keyof MovieFormValues>(field: K, value: MovieFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateMovieForm(values);
    setErrors(found);
    reset();
    if (Object.keys(found).length > 0) return;
    await run(toMovieInput(values));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={(event) => void submit(event)}
        aria-label={movie ? 'Edit movie' : 'New movie'}
      >
        <TextField
          label="Title"
          required
          value={values.title}
          onChange={(event) => set('title', event.target.value)}
          error={Boolean(errors.title)}
          helperText={errors.title}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          label="Description"
          multiline
          minRows={3}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
        <LabelsField
          label="Languages"
          values={values.languages}
          suggestions={LANGUAGES}
          onChange={(next) => set('languages', next)}
          helperText="The usual audio language first. Type one and press Enter to add it."
        />
        <LabelsField
          label="Genres"
          values={values.genres}
          suggestions={GENRES}
          onChange={(next) => set('genres', next)}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label="Certification"
            value={values.certification}
            sx={{ minWidth: 180 }}
            onChange={(event) => set('certification', event.target.value as MovieFormValues['certification'])}
          >
            <MenuItem value="">Not certified yet</MenuItem>
            {CERTIFICATIONS.map((value) => (
              <MenuItem key={value} value={value}>
                {value}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Running time (minutes)"
            required
            value={values.runtime}
            onChange={(event) => set('runtime', event.target.value)}
            error={Boolean(errors.runtime)}
            helperText={errors.runtime}
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', min: 1, max: RUNTIME_MAX_MINUTES } }}
          />
          <DatePicker
            label="Release date"
            format="YYYY-MM-DD"
            value={values.releaseDate && values.releaseDate !== INVALID_DATE ? dayjs(values.releaseDate) : null}
            onChange={(value) =>
              set('releaseDate', value === null ? '' : value.isValid() ? value.format('YYYY-MM-DD') : INVALID_DATE)
            }
            slotProps={{
              field: { clearable: true },
              textField: { error: Boolean(errors.releaseDate), helperText: errors.releaseDate },
            }}
          />
        </Stack>
        <TextField
          label="Trailer link"
          value={values.trailerUrl}
          onChange={(event) => set('trailerUrl', event.target.value)}
          error={Boolean(trailerError(values.trailerUrl))}
          helperText={trailerError(values.trailerUrl) ?? TRAILER_HINT}
          slotProps={{ htmlInput: { maxLength: 300, inputMode: 'url' } }}
        />
        <PeopleRows<CastRow>
          noun="Cast member"
          heading="Cast"
          detail={{ key: 'role', label: 'Role' }}
          rows={values.cast}
          emptyRow={{ name: '', role: '' }}
          onChange={(rows) => set('cast', rows)}
        />
        <PeopleRows<CrewRow>
          noun="Crew member"
          heading="Crew"
          detail={{ key: 'job', label: 'Job' }}
          rows={values.crew}
          emptyRow={{ name: '', job: '' }}
          onChange={(rows) => set('crew', rows)}
        />
        {apiError && (
          <Alert severity="error" role="alert">
            {apiError}
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={saving} sx={{ alignSelf: 'flex-start' }}>
          {saving ? 'Saving…' : movie ? 'Save changes' : 'Create movie'}
        </Button>
      </Stack>
    </LocalizationProvider>
  );
}
