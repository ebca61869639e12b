import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DayCount } from '../api/get-events-by-day';

// The spec's height; the surrounding figure reserves the same in CSS while this module loads.
const chartHeight = 250;

type GrowthChartProps = {
  days: DayCount[];
  formatDay: (day: string) => string;
  countLabel: string;
};

/**
 * The line itself, in its own module so recharts (the console's largest dependency) loads only with it. The
 * surrounding figure names it and carries the table screen readers read instead, so the SVG stays out of the
 * accessibility tree (no accessibility layer).
 */
export function GrowthChart({ days, formatDay, countLabel }: GrowthChartProps) {
  return (
    <ResponsiveContainer width="100%" height={chartHeight}>
      <LineChart data={days} margin={{ top: 8, right: 16, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke="#e5e7eb" strokeDasharray="3 3" />
        <XAxis dataKey="date" tickFormatter={formatDay} minTickGap={16} />
        <YAxis allowDecimals={false} width={40} />
        <Tooltip labelFormatter={(day) => formatDay(String(day))} formatter={(count) => [count, countLabel]} />
        <Line type="linear" dataKey="count" stroke="#166534" strokeWidth={2} dot={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}
