import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toApiError } from '@reeltime/shared-lib';
import { useState, type ReactNode } from 'react';
import { downloadSalesCsv } from '../api/downloadSalesCsv';
import { useReportOptions } from '../api/getReportOptions';
import { useSalesReport, type ReportFilters } from '../api/getSalesReport';
import { addDays, cinemaToday, daysBetween } from '../utils/dates';
import { FiguresTable } from './FiguresTable';
import { GrossPerDayChart } from './GrossPerDayChart';
import { OccupancyTable } from './OccupancyTable';
import { ReportFiltersBar } from './ReportFiltersBar';
import { SummaryCards } from './SummaryCards';
import { TicketsPerMovieChart } from './TicketsPerMovieChart';
import { TodayPanel } from './TodayPanel';

/** The longest range one report covers (the API refuses more). */
export const MAX_RANGE_DAYS = 366;

function Section({ id, title, note, children }: { id: string; title: string; note?: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Typography id={id} variant="h5" component="h2" sx={{ mb: note ? 0.5 : 1.5 }}>
        {title}
      </Typography>
      {note && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {note}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

function rangeErrors(filters: ReportFilters): { from?: string; to?: string } {
  if (filters.from > filters.to) return { to: 'The last day must be the first day or later.' };
  if (daysBetween(filters.from, filters.to) > MAX_RANGE_DAYS)
    return { to: `A report covers at most ${MAX_RANGE_DAYS} days.` };
  return {};
}

/**
 * The sales dashboard: the chosen days' takings (sales on the day paid, refunds on the day made), per day, cinema
 * and movie, occupancy per show, a CSV of the same figures, and today's shows live.
 */
export function SalesDashboardPage() {
  const [filters, setFilters] = useState<ReportFilters>(() => {
    const today = cinemaToday();
    return { from: addDays(today, -6), to: today };
  });
  const [downloadError, setDownloadError] = useState<string>();
  const [downloading, setDownloading] = useState(false);
  const errors = rangeErrors(filters);
  const valid = !errors.from && !errors.to;
  const { data: options } = useReportOptions();
  const { data: report, error, isLoading, mutate } = useSalesReport(filters);
  const shown = valid ? report : undefined;

  const download = async () => {
    setDownloadError(undefined);
    setDownloading(true);
    try {
      await downloadSalesCsv(filters);
    } catch (failure) {
      setDownloadError(
        toApiError(failure).message || 'The CSV could not be downloaded. Check the connection and try again.',
      );
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack spacing={3}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ReportFiltersBar filters={filters} options={options} errors={errors} onChange={setFilters} />
        <Button variant="contained" onClick={() => void download()} disabled={!valid || downloading}>
          {downloading ? 'Preparing CSV...' : 'Download CSV'}
        </Button>
      </Stack>
      {downloadError && <Alert severity="error">{downloadError}</Alert>}
      <Typography variant="body2" color="text.secondary">
        Sales count on the day a booking was paid, refunds on the day they were made, occupancy on the show&apos;s date,
        each in the cinema&apos;s time zone. Gross is what customers paid: ticket sales, convenience fees and GST.
      </Typography>

      {valid && error !== undefined && !isLoading ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void mutate()}>
              Try again
            </Button>
          }
        >
          {toApiError(error).message || 'The report could not be loaded. Check the connection and try again.'}
        </Alert>
      ) : valid && !shown ? (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} />
          <Typography>Loading the report...</Typography>
        </Stack>
      ) : shown ? (
        <>
          <SummaryCards totals={shown.totals} />
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
            <Section id="per-day-title" title="Gross per day">
              <GrossPerDayChart days={shown.days} />
              <FiguresTable
                caption="Figures per day"
                keyLabel="Day"
                rows={shown.days}
                rowKey={(row) => row.date}
                rowLabel={(row) => row.date}
                emptyText="No days."
              />
            </Section>
            <Section id="per-movie-title" title="Tickets per movie">
              <TicketsPerMovieChart movies={shown.movies} />
              <FiguresTable
                caption="Figures per movie"
                keyLabel="Movie"
                rows={shown.movies}
                rowKey={(row) => row.movie.id}
                rowLabel={(row) => row.movie.title}
                emptyText="No sales in these days."
              />
            </Section>
          </Box>
          <Section id="per-cinema-title" title="Per cinema">
            <FiguresTable
              caption="Figures per cinema"
              keyLabel="Cinema"
              rows={shown.cinemas}
              rowKey={(row) => row.cinema.id}
              rowLabel={(row) => row.cinema.name}
              emptyText="No sales in these days."
            />
          </Section>
          <Section
            id="occupancy-title"
            title="Occupancy per show"
            note="Held: seats customers are paying for right now."
          >
            <OccupancyTable shows={shown.occupancy} />
          </Section>
        </>
      ) : null}

      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <TodayPanel cinemaId={filters.cinemaId} />
      </Paper>
    </Stack>
  );
}
