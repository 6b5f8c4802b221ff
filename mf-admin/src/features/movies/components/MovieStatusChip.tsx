import Chip from '@mui/material/Chip';
import { STATUS_LABELS, type MovieStatus } from '../api/getAdminMovies';

const COLORS = { now_showing: 'success', coming_soon: 'info', archived: 'default' } as const;

export function MovieStatusChip({ status }: { status: MovieStatus }) {
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={STATUS_LABELS[status]} />;
}
