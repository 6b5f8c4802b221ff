import { BarChart } from '@mui/x-charts/BarChart';
import type { SalesReport } from '../api/getSalesReport';
import { ChartFigure } from './ChartFigure';

/** The movies that sold most tickets (top 10), longest bar first. */
export function TicketsPerMovieChart({ movies }: { movies: SalesReport['movies'] }) {
  const top = movies.slice(0, 10);
  return (
    <ChartFigure description="Chart of tickets per movie; the table below lists the same figures">
      <BarChart
        height={Math.max(160, top.length * 34 + 60)}
        layout="horizontal"
        margin={{ left: 8 }}
        yAxis={[{ scaleType: 'band', data: top.map((row) => row.movie.title), width: 140 }]}
        series={[{ label: 'Tickets', data: top.map((row) => row.tickets) }]}
      />
    </ChartFigure>
  );
}
