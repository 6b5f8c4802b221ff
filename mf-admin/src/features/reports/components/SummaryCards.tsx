import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SalesFigures } from '../api/getSalesReport';
import { formatPaise } from '../utils/paise';

/** The range's totals at a glance. */
export function SummaryCards({ totals }: { totals: SalesFigures }) {
  const cards = [
    { label: 'Gross', value: formatPaise(totals.grossPaise), note: 'What customers paid' },
    { label: 'Tickets', value: String(totals.tickets), note: `${totals.bookings} bookings` },
    { label: 'Ticket sales', value: formatPaise(totals.ticketSalesPaise), note: 'Ticket prices' },
    { label: 'Convenience fees', value: formatPaise(totals.convenienceFeesPaise), note: '7% of ticket sales' },
    { label: 'GST', value: formatPaise(totals.gstPaise), note: '18% of the fees' },
    { label: 'Refunds', value: formatPaise(totals.refundsPaise), note: `${totals.refundedBookings} bookings` },
    { label: 'Net', value: formatPaise(totals.netPaise), note: 'Gross less refunds' },
  ];
  return (
    <Box
      component="ul"
      aria-label="Totals"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {cards.map((card) => (
        <Paper component="li" key={card.label} variant="outlined" sx={{ p: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            {card.label}
          </Typography>
          <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {card.value}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {card.note}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
