import { Bar as BarShape, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { isRest, type Bar } from '../chart-data';

export type ChartLayout = 'ranked' | 'columns';

type InsightsBarChartProps = {
  bars: Bar[];
  /** Ranked: one horizontal bar per row, largest first; columns: vertical bars in the given (time) order. */
  layout: ChartLayout;
  height: number;
  countLabel: string;
  /** Room for the row labels of a ranked chart, in pixels. */
  labelWidth?: number;
};

const barColour = '#166534';
// The "everything else" bar is paler: it adds up many, it is not one more in the ranking.
const restColour = '#6b9e7e';
const gridColour = '#e5e7eb';

/**
 * The bars themselves, in their own module so recharts loads only with the charts, after the page's own chunk.
 * The section around them names the chart and carries the table screen readers read instead, so the SVG stays
 * out of the accessibility tree (no accessibility layer).
 */
export function InsightsBarChart({ bars, layout, height, countLabel, labelWidth = 48 }: InsightsBarChartProps) {
  const tooltip = <Tooltip formatter={(count) => [count, countLabel]} cursor={{ fill: '#f0fdf4' }} />;
  if (layout === 'ranked') {
    return (
      <ResponsiveContainer width="100%" height={height}>
        <BarChart data={bars} layout="vertical" margin={{ top: 4, right: 24, bottom: 4, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke={gridColour} strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} />
          <YAxis type="category" dataKey="label" width={labelWidth} interval={0} tickLine={false} />
          {tooltip}
          <BarShape dataKey="count" fill={barColour} radius={[0, 4, 4, 0]} maxBarSize={24}>
            {bars.map((bar) => (
              <Cell key={bar.key} fill={isRest(bar) ? restColour : barColour} />
            ))}
          </BarShape>
        </BarChart>
      </ResponsiveContainer>
    );
  }
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={bars} margin={{ top: 8, right: 16, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke={gridColour} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" interval="preserveStartEnd" minTickGap={4} tickLine={false} />
        <YAxis allowDecimals={false} width={40} />
        {tooltip}
        <BarShape dataKey="count" fill={barColour} radius={[4, 4, 0, 0]} maxBarSize={40} />
      </BarChart>
    </ResponsiveContainer>
  );
}
