import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useApiMutation } from '@reeltime/shared-lib';
import { saveFailureMessage } from '../../../utils/saveFailureMessage';
import { changeShow, type ShowChange } from '../api/changeShow';
import { FORMATS, TIERS, type AdminShow, type ShowFormat } from '../api/types';
import { OnSaleSection } from './OnSaleSection';

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** Changes a show's date, time, format, audio, subtitles or prices; the API refuses once seats are sold or held. */
export function EditShowDialog({
  show,
  onClose,
  onSaved,
}: {
  show: AdminShow;
  onClose: () => void;
  onSaved: (show: AdminShow) => void;
}) {
  const [values, setValues] = useState({
    showDate: show.showDate,
    startTime: show.startTime,
    format: show.format,
    audioLanguage: show.audioLanguage ?? '',
    subtitles: show.subtitles ?? '',
    prices: Object.fromEntries(
      TIERS.filter((tier) => show.pricesPaise[tier] !== undefined).map((tier) => [
        tier,
        String(show.pricesPaise[tier]! / 100),
      ]),
    ),
  });
  const {
    run,
    busy,
    error: failure,
  } = useApiMutation((change: ShowChange) => changeShow(show.id, change), {
    onSuccess: (saved) => onSaved(saved),
    error: false,
  });
  const error = saveFailureMessage(failure, 'The show could not be changed. Try again.');
  const set = (key: keyof typeof values, value: string) => setValues((current) => ({ ...current, [key]: value }));
  const save = async () => {
    const change: ShowChange = {
      showDate: values.showDate,
      startTime: values.startTime,
      format: values.format as ShowFormat,
      audioLanguage: values.audioLanguage,
      subtitles: values.subtitles.trim() || null,
      pricesPaise: Object.fromEntries(
        Object.entries(values.prices).map(([tier, rupees]) => [tier, Math.round(Number(rupees) * 100)]),
      ),
    };
    await run(change);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="edit-show-title" fullWidth maxWidth="sm">
      <DialogTitle id="edit-show-title">
        Change {show.movieTitle}, {show.screen}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {show.seatsSold + show.seatsHeld > 0 && (
            <Alert severity="info">
              Seats of this show are sold or held: it can no longer be changed. Cancel it to refund its bookings.
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              type="date"
              label="Date"
              value={values.showDate}
              onChange={(event) => set('showDate', event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="time"
              label="Starts"
              value={values.startTime}
              onChange={(event) => set('startTime', event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              select
              label="Format"
              value={values.format}
              onChange={(event) => set('format', event.target.value)}
              slotProps={nativeSelect}
            >
              {FORMATS.map((format) => (
                <option key={format} value={format}>
                  {format}
                </option>
              ))}
            </TextField>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Audio language"
              value={values.audioLanguage}
              onChange={(event) => set('audioLanguage', event.target.value)}
            />
            <TextField
              label="Subtitles (optional)"
              value={values.subtitles}
              onChange={(event) => set('subtitles', event.target.value)}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {Object.entries(values.prices).map(([tier, rupees]) => (
              <TextField
                key={tier}
                type="number"
                label={`${tier} price (₹)`}
                value={rupees}
                onChange={(event) =>
                  setValues((current) => ({ ...current, prices: { ...current.prices, [tier]: event.target.value } }))
                }
                slotProps={{ htmlInput: { min: 1, step: 'any' } }}
              />
            ))}
          </Stack>
          {error && <Alert severity="error">{error}</Alert>}
          <OnSaleSection showId={show.id} timeZone={show.timeZone} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" disabled={busy} onClick={() => void save()}>
          Save changes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
