import { useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useApiMutation } from '@reeltime/shared-lib';
import { saveCinema } from '../api/cinemas';
import type { Cinema } from '../api/types';
import { saveFailureMessage } from '../../../utils/saveFailureMessage';
import {
  fieldProblem,
  fieldsOfCinema,
  inputOfFields,
  newCinemaFields,
  timeZones,
  type CinemaFields,
} from '../utils/cinemaForm';

interface CinemaFormProps {
  cinema?: Cinema;
  onSaved: (cinema: Cinema) => void;
}

/** A cinema's details, cancellation policy and cleaning gap; the API's refusal is shown under the form. */
export function CinemaForm({ cinema, onSaved }: CinemaFormProps) {
  const [fields, setFields] = useState<CinemaFields>(() => (cinema ? fieldsOfCinema(cinema) : newCinemaFields()));
  const [problem, setProblem] = useState('');
  const { busy, error: failure, run } = useApiMutation(saveCinema, { error: false });
  const error = saveFailureMessage(failure);
  // Some 400 zones: built once per zone choice, not on every keystroke elsewhere in the form.
  const zoneOptions = useMemo(
    () =>
      timeZones(fields.timeZone).map((zone) => (
        <option key={zone} value={zone}>
          {zone}
        </option>
      )),
    [fields.timeZone],
  );

  const field = (name: keyof CinemaFields) => ({
    name,
    value: fields[name],
    onChange: (event: { target: { value: string } }) =>
      setFields((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = inputOfFields(fields);
    const invalid = fieldProblem(input);
    setProblem(invalid ?? '');
    if (invalid) return;
    const outcome = await run(input, cinema?.id);
    if (outcome.ok) onSaved(outcome.data);
  };

  return (
    <Stack
      component="form"
      spacing={2.5}
      onSubmit={submit}
      noValidate
      aria-label="Cinema details"
      sx={{ maxWidth: 640 }}
    >
      <TextField label="Name" required {...field('name')} slotProps={{ htmlInput: { maxLength: 80 } }} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="City" required fullWidth {...field('city')} slotProps={{ htmlInput: { maxLength: 60 } }} />
        <TextField
          label="Time zone"
          select
          fullWidth
          {...field('timeZone')}
          slotProps={{ select: { native: true } }}
          helperText="Show dates and times are in this zone"
        >
          {zoneOptions}
        </TextField>
      </Stack>
      <TextField
        label="Address"
        required
        {...field('address')}
        helperText="The address line customers see"
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        label="Facilities"
        {...field('facilities')}
        helperText="Separated by commas, e.g. Parking, Food court, Wheelchair access"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Cancellation cut-off (minutes before the show)"
          fullWidth
          {...field('cutoffMinutes')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          helperText="0: customers may cancel until the show starts"
        />
        <TextField
          label="Refund on cancellation (%)"
          fullWidth
          {...field('refundPercent')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          helperText="Share of the ticket price given back"
        />
      </Stack>
      <TextField
        label="Cleaning gap between shows (minutes)"
        {...field('cleaningMinutes')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ maxWidth: 320 }}
      />
      {(problem || error) && (
        <Alert severity="error" role="alert">
          {problem || error}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {busy ? 'Saving…' : cinema ? 'Save cinema' : 'Add cinema'}
      </Button>
    </Stack>
  );
}
