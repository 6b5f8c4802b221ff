import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { auditDiff, valueText } from '../utils/auditDiff';

/** Before and after of one change, field by field; changed fields first and marked. */
export function AuditDiff({ before, after, label }: { before: unknown; after: unknown; label: string }) {
  const changes = auditDiff(before, after);
  if (changes.length === 0) return <Typography color="text.secondary">No details were recorded.</Typography>;
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            Field
          </TableCell>
          <TableCell component="th" scope="col">
            Before
          </TableCell>
          <TableCell component="th" scope="col">
            After
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => (
          <TableRow key={change.field} sx={change.changed ? { bgcolor: 'action.hover' } : undefined}>
            <TableCell component="th" scope="row" sx={{ fontWeight: change.changed ? 700 : 400 }}>
              {change.field}
              {change.changed ? ' (changed)' : ''}
            </TableCell>
            <TableCell
              sx={{
                overflowWrap: 'anywhere',
                textDecoration: change.changed && change.before !== undefined ? 'line-through' : 'none',
              }}
            >
              {valueText(change.before)}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{valueText(change.after)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
