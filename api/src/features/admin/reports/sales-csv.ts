import type { SalesFigures, SalesReport } from './schemas.js';

/** Rupees with two decimals from integer paise, without floating point (e.g. -1250 → "-12.50"). */
export function rupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A text cell a spreadsheet will not run: one starting with = + - @ (or a tab or carriage return) gets a leading
 * quote, and a cell with a comma, quote or line break is quoted.
 */
export function textCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const HEADER = [
  'Date',
  'Cinema',
  'Movie',
  'Bookings',
  'Tickets',
  'Gross (INR)',
  'Ticket sales (INR)',
  'Convenience fees (INR)',
  'GST (INR)',
  'Refunded bookings',
  'Refunds (INR)',
  'Net (INR)',
];

function figures(row: SalesFigures): string[] {
  return [
    String(row.bookings),
    String(row.tickets),
    rupees(row.grossPaise),
    rupees(row.ticketSalesPaise),
    rupees(row.convenienceFeesPaise),
    rupees(row.gstPaise),
    String(row.refundedBookings),
    rupees(row.refundsPaise),
    rupees(row.netPaise),
  ];
}

/** The report's rows (day × cinema × movie) and a totals row; amounts in rupees with two decimals. */
export function salesCsv(report: SalesReport): string {
  const lines = [HEADER.join(',')];
  for (const row of report.rows) {
    lines.push([row.date, textCell(row.cinema.name), textCell(row.movie.title), ...figures(row)].join(','));
  }
  lines.push(['Total', '', '', ...figures(report.totals)].join(','));
  return `${lines.join('\r\n')}\r\n`;
}

export function salesCsvFilename(report: Pick<SalesReport, 'from' | 'to'>): string {
  return `reeltime-sales-${report.from}-to-${report.to}.csv`;
}
