import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HistoryEntry } from '../api/deskApi';
import { cinemaInstant, HISTORY_LABELS, paiseText } from '../utils/deskFormat';

function detailText(entry: HistoryEntry): string | null {
  const { refundPaise, totalPaise, reason, seats } = entry.detail as {
    refundPaise?: number;
    totalPaise?: number;
    reason?: string;
    seats?: string[];
  };
  if (entry.kind === 'REFUNDED' && typeof refundPaise === 'number') return `${paiseText(refundPaise)} to the card`;
  if (entry.kind === 'PAID' && typeof totalPaise === 'number') return paiseText(totalPaise);
  if (entry.kind === 'CANCELLED' && typeof reason === 'string') return reason;
  if (entry.kind === 'HELD' && Array.isArray(seats)) return `seats ${seats.join(', ')}`;
  return null;
}

function actorText(entry: HistoryEntry): string {
  if (!entry.actor) return 'ReelTime';
  return entry.actor.role === 'customer'
    ? `${entry.actor.name} (customer)`
    : `${entry.actor.name} (${entry.actor.role})`;
}

/** What happened to the booking, oldest first: when (cinema time), what and who. */
export function BookingHistory({ history, timeZone }: { history: HistoryEntry[]; timeZone: string }) {
  return (
    <Box
      component="ol"
      aria-label="Booking history"
      sx={{ listStyle: 'none', p: 0, m: 0, borderLeft: 2, borderColor: 'divider', pl: 2 }}
    >
      {history.map((entry, index) => {
        const detail = detailText(entry);
        return (
          <Box component="li" key={`${entry.kind}-${entry.at}-${index}`} sx={{ mb: 1.5 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {HISTORY_LABELS[entry.kind] ?? entry.kind}
              {detail ? ` — ${detail}` : ''}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {cinemaInstant(entry.at, timeZone)} · {actorText(entry)}
              {entry.derived ? ' · from the booking record' : ''}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
