import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink, formatDate, toApiError } from '@reeltime/shared-lib';
import { AdminFrame } from '../../staff/components/AdminFrame';
import { STATUS_LABELS, useAdminMovies, type AdminMovie, type MovieStatus } from '../api/getAdminMovies';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { MovieStatusChip } from './MovieStatusChip';

const SEARCH_DELAY_MS = 300;

const columns: GridColDef<AdminMovie>[] = [
  {
    field: 'thumbnail',
    headerName: 'Poster',
    width: 72,
    sortable: false,
    renderCell: ({ row }) => (
      <Box
        component="img"
        src={row.thumbnail}
        alt={`${row.title} poster`}
        loading="lazy"
        sx={{ width: 36, height: 54, objectFit: 'cover', borderRadius: 0.5, display: 'block', my: 0.5 }}
      />
    ),
  },
  {
    field: 'title',
    headerName: 'Title',
    flex: 2,
    minWidth: 180,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={`/admin/movies/${row.id}`}>
        {row.title}
      </Link>
    ),
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 140,
    valueFormatter: (value: MovieStatus) => STATUS_LABELS[value],
    renderCell: ({ row }) => <MovieStatusChip status={row.status} />,
  },
  {
    field: 'languages',
    headerName: 'Languages',
    flex: 1,
    minWidth: 140,
    sortable: false,
    valueGetter: (value: string[]) => value.join(', '),
  },
  {
    field: 'releaseDate',
    headerName: 'Release date',
    width: 140,
    valueFormatter: (value: string | null) => (value ? formatDate(value) : '—'),
  },
];

/** Every film of the chain: search by title or cast, filter by status, open one to edit it. */
export function MoviesPage() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<MovieStatus | ''>('');
  const search = useDebouncedValue(q, SEARCH_DELAY_MS);
  const { data, error, isLoading, mutate } = useAdminMovies({ q: search, status });
  return (
    <AdminFrame
      title="Movies"
      actions={
        <Button component={RouterLink} to="/admin/movies/new" variant="contained">
          Add movie
        </Button>
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }} role="search">
        <TextField
          label="Search title, cast or crew"
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          size="small"
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          select
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as MovieStatus | '')}
          size="small"
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">All</MenuItem>
          {(Object.keys(STATUS_LABELS) as MovieStatus[]).map((value) => (
            <MenuItem key={value} value={value}>
              {STATUS_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void mutate()}>
              Try again
            </Button>
          }
        >
          {toApiError(error).message || 'Could not load the movies. Check the connection and try again.'}
        </Alert>
      ) : (
        <DataGrid
          aria-label="Movies"
          rows={data ?? []}
          columns={columns}
          loading={isLoading}
          rowHeight={64}
          autoHeight
          disableRowSelectionOnClick
          disableColumnMenu
          disableVirtualization
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          pageSizeOptions={[25, 50, 100]}
          localeText={{ noRowsLabel: q || status ? 'No movie matches.' : 'No movies yet. Add the first one.' }}
        />
      )}
    </AdminFrame>
  );
}
