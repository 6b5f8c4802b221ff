import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatTime12h } from '@reeltime/shared-lib';
import type { DoorShow } from '../api/getDoorShows';
import { endTime } from '../utils/currentShow';

export interface DoorShowPickerProps {
  /** Cinemas to choose from (all-cinema staff); one cinema: no cinema field. */
  cinemas: { id: number; name: string }[];
  theaterId: number | undefined;
  onCinema: (theaterId: number) => void;
  shows: DoorShow[];
  show: DoorShow | undefined;
  onShow: (showId: number) => void;
}

const showLabel = (show: DoorShow) => `${formatTime12h(show.startTime)} · ${show.movieTitle} · ${show.screen}`;

/** "Admitting for": the cinema (when the account has several) and the show whose tickets this door admits. */
export function DoorShowPicker({ cinemas, theaterId, onCinema, shows, show, onShow }: DoorShowPickerProps) {
  return (
    <Stack component="section" aria-labelledby="door-heading" spacing={1.5}>
      <Typography id="door-heading" component="h2" variant="h6">
        Admitting for
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {cinemas.length > 1 && (
          <TextField
            select
            label="Cinema"
            value={theaterId ?? ''}
            onChange={(event) => onCinema(Number(event.target.value))}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: { sm: 240 } }}
          >
            <option value="" disabled>
              Choose a cinema
            </option>
            {cinemas.map((cinema) => (
              <option key={cinema.id} value={cinema.id}>
                {cinema.name}
              </option>
            ))}
          </TextField>
        )}
        {theaterId !== undefined && (
          <TextField
            select
            label="Show"
            value={show?.id ?? ''}
            onChange={(event) => onShow(Number(event.target.value))}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ flex: 1 }}
            helperText={shows.length === 0 ? 'No shows today at this cinema.' : undefined}
          >
            <option value="" disabled>
              Choose a show
            </option>
            {shows.map((item) => (
              <option key={item.id} value={item.id}>
                {showLabel(item)}
              </option>
            ))}
          </TextField>
        )}
      </Stack>
      {show && (
        <Typography data-testid="door-show" color="text.secondary">
          {show.movieTitle}, {show.screen}, {formatTime12h(show.startTime)}–{formatTime12h(endTime(show))} ·{' '}
          {show.seatsAdmitted} of {show.seatsSold} {show.seatsSold === 1 ? 'seat' : 'seats'} admitted
        </Typography>
      )}
    </Stack>
  );
}
