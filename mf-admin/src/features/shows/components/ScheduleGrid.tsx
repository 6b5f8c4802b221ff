import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatTime12h } from '@reeltime/shared-lib';
import type { AdminShow } from '../api/types';

export interface ScheduleGridProps {
  shows: AdminShow[];
  days: string[];
  onEdit: (show: AdminShow) => void;
  onCancel: (show: AdminShow) => void;
}

function weekdayOf(date: string): string {
  return new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** A cinema's schedule: a row per screen, a column per day, each cell its shows by start with their seats and actions. */
export function ScheduleGrid({ shows, days, onEdit, onCancel }: ScheduleGridProps) {
  const screens = [...new Map(shows.map((show) => [show.screenId, show.screen])).entries()].sort((a, b) =>
    a[1].localeCompare(b[1]),
  );
  if (screens.length === 0) return <Typography>No shows scheduled on these days.</Typography>;
  return (
    <TableContainer tabIndex={0} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Schedule by screen and day">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Screen
            </TableCell>
            {days.map((day) => (
              <TableCell key={day} component="th" scope="col">
                {weekdayOf(day)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {screens.map(([screenId, name]) => (
            <TableRow key={screenId}>
              <TableCell component="th" scope="row">
                {name}
              </TableCell>
              {days.map((day) => (
                <TableCell key={day} sx={{ verticalAlign: 'top', minWidth: 160 }}>
                  <Stack spacing={1}>
                    {shows
                      .filter((show) => show.screenId === screenId && show.showDate === day)
                      .map((show) => (
                        <Stack
                          key={show.id}
                          spacing={0.25}
                          data-testid={`show-${show.id}`}
                          sx={{ opacity: show.status === 'cancelled' ? 0.6 : 1 }}
                        >
                          <Typography variant="body2" sx={{ fontWeight: 600 }}>
                            {formatTime12h(show.startTime)} · {show.movieTitle}
                          </Typography>
                          <Typography variant="caption" color="text.secondary">
                            {show.format} · {show.audioLanguage}
                            {show.subtitles ? ` (${show.subtitles} subtitles)` : ''}
                          </Typography>
                          {show.status === 'cancelled' ? (
                            <Typography variant="caption" color="error">
                              Cancelled
                            </Typography>
                          ) : (
                            <>
                              <Typography variant="caption">
                                {show.seatsSold} sold · {show.seatsHeld} held · {show.seatsFree} free
                              </Typography>
                              <Stack direction="row" spacing={0.5}>
                                <Button
                                  size="small"
                                  onClick={() => onEdit(show)}
                                  aria-label={`Change ${show.movieTitle} ${day} ${show.startTime}`}
                                >
                                  Change
                                </Button>
                                <Button
                                  size="small"
                                  color="error"
                                  onClick={() => onCancel(show)}
                                  aria-label={`Cancel ${show.movieTitle} ${day} ${show.startTime}`}
                                >
                                  Cancel
                                </Button>
                              </Stack>
                            </>
                          )}
                        </Stack>
                      ))}
                  </Stack>
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
