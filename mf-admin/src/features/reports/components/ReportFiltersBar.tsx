import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import type { ReportFilters } from '../api/getSalesReport';
import type { ReportOptions } from '../api/getReportOptions';

const DATE_FORMAT = 'YYYY-MM-DD';

interface ReportFiltersBarProps {
  filters: ReportFilters;
  options: ReportOptions | undefined;
  /** Messages for the date fields (e.g. "to" before "from"). */
  errors: { from?: string; to?: string };
  onChange(filters: ReportFilters): void;
}

/** The days (cinema time, both included), the cinema and the movie a report covers. */
export function ReportFiltersBar({ filters, options, errors, onChange }: ReportFiltersBarProps) {
  const setDate = (field: 'from' | 'to', value: dayjs.Dayjs | null) => {
    if (value?.isValid()) onChange({ ...filters, [field]: value.format(DATE_FORMAT) });
  };
  const cinemas = options?.cinemas ?? [];
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        component="form"
        aria-label="Report filters"
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        onSubmit={(event) => event.preventDefault()}
      >
        <DatePicker
          label="From"
          value={dayjs(filters.from)}
          format={DATE_FORMAT}
          onChange={(value) => setDate('from', value)}
          slotProps={{ textField: { size: 'small', error: Boolean(errors.from), helperText: errors.from } }}
        />
        <DatePicker
          label="To"
          value={dayjs(filters.to)}
          format={DATE_FORMAT}
          onChange={(value) => setDate('to', value)}
          slotProps={{ textField: { size: 'small', error: Boolean(errors.to), helperText: errors.to } }}
        />
        <TextField
          select
          size="small"
          label="Cinema"
          value={filters.cinemaId ?? ''}
          onChange={(event) =>
            onChange({ ...filters, cinemaId: event.target.value ? Number(event.target.value) : undefined })
          }
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        >
          <option value="">{cinemas.length === 1 ? cinemas[0].name : 'All my cinemas'}</option>
          {cinemas.length > 1 &&
            cinemas.map((cinema) => (
              <option key={cinema.id} value={cinema.id}>
                {cinema.name}
              </option>
            ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Movie"
          value={filters.movieId ?? ''}
          onChange={(event) =>
            onChange({ ...filters, movieId: event.target.value ? Number(event.target.value) : undefined })
          }
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        >
          <option value="">All movies</option>
          {(options?.movies ?? []).map((movie) => (
            <option key={movie.id} value={movie.id}>
              {movie.title}
            </option>
          ))}
        </TextField>
      </Stack>
    </LocalizationProvider>
  );
}
