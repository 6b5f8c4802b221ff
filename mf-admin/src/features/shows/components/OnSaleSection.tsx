import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toApiError } from '@reeltime/shared-lib';
import { getOnSale, removeOnSale, saveOnSale, type OnSale } from '../api/onSale';
import { cinemaDateTimeInput, cinemaInstant } from '../utils/cinemaDateTime';

/** The API's default rate (what one API process served within the sale's goals in the flash-sale bench). */
export const DEFAULT_ADMIT_PER_MINUTE = 30;

/**
 * Sells a show through a virtual waiting room: sales open at a moment on the cinema's clock, and customers are let
 * through to the seat map a set number a minute. Saved on its own, whatever else of the show may change.
 */
export function OnSaleSection({ showId, timeZone }: { showId: number; timeZone: string }) {
  const [current, setCurrent] = useState<OnSale | null | undefined>(undefined);
  const [onSaleAt, setOnSaleAt] = useState('');
  const [rate, setRate] = useState(String(DEFAULT_ADMIT_PER_MINUTE));
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const show = (onSale: OnSale | null) => {
    setCurrent(onSale);
    if (onSale) {
      setOnSaleAt(cinemaDateTimeInput(onSale.onSaleAt, timeZone));
      setRate(String(onSale.admitPerMinute));
    }
  };
  useEffect(() => {
    getOnSale(showId).then(show, (failure: unknown) => {
      setCurrent(null);
      setMessage({ severity: 'error', text: toApiError(failure).message || 'The on-sale could not be loaded.' });
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fetched once per show: `show` is a new function each render and reads the time zone only to fill the form, so neither may refetch
  }, [showId]);

  const act = async (work: () => Promise<string>) => {
    setBusy(true);
    setMessage(null);
    try {
      setMessage({ severity: 'success', text: await work() });
    } catch (failure) {
      setMessage({
        severity: 'error',
        text: toApiError(failure).message || 'The on-sale could not be saved. Try again.',
      });
    }
    setBusy(false);
  };
  const save = () =>
    act(async () => {
      const instant = cinemaInstant(onSaleAt, timeZone);
      if (!instant) throw new Error('Enter the date and time sales open.');
      show(await saveOnSale(showId, instant.toISOString(), Math.round(Number(rate))));
      return 'Saved: customers queue for this show from the on-sale moment.';
    });
  const remove = () =>
    act(async () => {
      await removeOnSale(showId);
      setCurrent(null);
      return 'This show is sold without a queue again.';
    });

  return (
    <Stack component="section" aria-labelledby={`on-sale-${showId}`} spacing={1.5} sx={{ pt: 1, minHeight: 140 }}>
      <Typography id={`on-sale-${showId}`} variant="subtitle1" component="h3">
        On-sale through a waiting room
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {current
          ? `${current.joined} customer${current.joined === 1 ? '' : 's'} in the queue${current.started ? ' (sales have opened)' : ''}.`
          : 'For a high-demand show: customers queue from the moment sales open and are let through to the seats a set number a minute.'}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          type="datetime-local"
          label="Sales open at (cinema time)"
          value={onSaleAt}
          disabled={current === undefined || current?.started}
          onChange={(event) => setOnSaleAt(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="number"
          label="Customers let through a minute"
          value={rate}
          disabled={current === undefined}
          onChange={(event) => setRate(event.target.value)}
          slotProps={{ htmlInput: { min: 1, max: 100000, step: 1 } }}
        />
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" disabled={busy || current === undefined} onClick={() => void save()}>
          {current ? 'Save on-sale' : 'Sell through a waiting room'}
        </Button>
        {current && (
          <Button color="error" disabled={busy} onClick={() => void remove()}>
            Sell without a queue
          </Button>
        )}
      </Stack>
      {message && <Alert severity={message.severity}>{message.text}</Alert>}
    </Stack>
  );
}
