import { BarChart } from '@mui/x-charts/BarChart';
import type { SalesReport } from '../api/getSalesReport';
import { formatPaise } from '../utils/paise';
import { ChartFigure } from './ChartFigure';

/** Gross (and refunds) per day, in rupees. */
export function GrossPerDayChart({ days }: { days: SalesReport['days'] }) {
  return (
    <ChartFigure description="Chart of gross and refunds per day; the table below lists the same figures">
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: days.map((day) => day.date.slice(5)) }]}
        yAxis={[{ valueFormatter: (value: number) => formatPaise(value * 100) }]}
        series={[
          {
            label: 'Gross',
            data: days.map((day) => day.grossPaise / 100),
            valueFormatter: (value) => formatPaise((value ?? 0) * 100),
          },
          {
            label: 'Refunds',
            data: days.map((day) => day.refundsPaise / 100),
            valueFormatter: (value) => formatPaise((value ?? 0) * 100),
          },
        ]}
      />
    </ChartFigure>
  );
}
