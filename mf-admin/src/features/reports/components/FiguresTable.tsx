import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SalesFigures } from '../api/getSalesReport';
import { formatPaise } from '../utils/paise';

const COLUMNS: { label: string; value: (row: SalesFigures) => string }[] = [
  { label: 'Tickets', value: (row) => String(row.tickets) },
  { label: 'Gross', value: (row) => formatPaise(row.grossPaise) },
  { label: 'Ticket sales', value: (row) => formatPaise(row.ticketSalesPaise) },
  { label: 'Convenience fees', value: (row) => formatPaise(row.convenienceFeesPaise) },
  { label: 'GST', value: (row) => formatPaise(row.gstPaise) },
  { label: 'Refunds', value: (row) => formatPaise(row.refundsPaise) },
  { label: 'Net', value: (row) => formatPaise(row.netPaise) },
];

interface FiguresTableProps<T extends SalesFigures> {
  /** The table's accessible name (its caption). */
  caption: string;
  /** What the first column lists, e.g. "Cinema". */
  keyLabel: string;
  rows: T[];
  rowKey: (row: T) => string | number;
  rowLabel: (row: T) => string;
  emptyText: string;
}

/** Sales figures per day, cinema or movie, one row each; amounts in rupees. */
export function FiguresTable<T extends SalesFigures>({
  caption,
  keyLabel,
  rows,
  rowKey,
  rowLabel,
  emptyText,
}: FiguresTableProps<T>) {
  return (
    <TableContainer tabIndex={0} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {keyLabel}
            </TableCell>
            {COLUMNS.map((column) => (
              <TableCell key={column.label} component="th" scope="col" align="right">
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={COLUMNS.length + 1}>{emptyText}</TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={rowKey(row)}>
                <TableCell component="th" scope="row">
                  {rowLabel(row)}
                </TableCell>
                {COLUMNS.map((column) => (
                  <TableCell key={column.label} align="right">
                    {column.value(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
