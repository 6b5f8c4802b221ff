import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, formatTime12h } from '@reeltime/shared-lib';
import type { DeskBookingSummary } from '../api/deskApi';
import { paiseText } from '../utils/deskFormat';
import { StatusChip } from './StatusChip';

interface Props {
  q: string;
  items: DeskBookingSummary[];
  total: number;
  selectedId: number | undefined;
  onOpen: (id: number) => void;
  onMore: () => void;
}

/** The bookings found, newest first; choosing one opens it below. */
export function BookingResults({ q, items, total, selectedId, onOpen, onMore }: Props) {
  if (items.length === 0) {
    return (
      <Typography role="status" sx={{ mt: 2 }}>
        No booking of your cinemas matches “{q}”.
      </Typography>
    );
  }
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <Typography role="status" variant="body2" color="text.secondary">
        {total === 1 ? '1 booking' : `${total} bookings`} for “{q}”, newest first
      </Typography>
      <List aria-label="Bookings found" disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {items.map((item) => (
          <ListItem key={item.id} disablePadding divider>
            <ListItemButton
              selected={item.id === selectedId}
              onClick={() => onOpen(item.id)}
              aria-current={item.id === selectedId ? 'true' : undefined}
            >
              <ListItemText
                primary={
                  <Stack
                    component="span"
                    direction="row"
                    spacing={1}
                    useFlexGap
                    sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                  >
                    <Typography component="span" sx={{ fontWeight: 700, fontFamily: 'monospace' }}>
                      {item.reference}
                    </Typography>
                    <Typography component="span">{item.show.movieTitle}</Typography>
                    <StatusChip status={item.status} admitted={item.admittedAt !== null} />
                  </Stack>
                }
                secondary={`${item.show.cinemaName} · ${formatDate(item.show.showDate)}, ${formatTime12h(item.show.startTime)} · ${item.customer.name} · seats ${item.seats.join(', ')} · ${paiseText(item.totalPaise)}`}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {items.length < total && (
        <Button onClick={onMore} sx={{ alignSelf: 'flex-start' }}>
          Show more bookings
        </Button>
      )}
    </Stack>
  );
}
