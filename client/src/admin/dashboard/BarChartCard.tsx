import { formatCount } from '@island/shared';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface ChartPoint {
  label: string;
  count: number;
}

interface BarChartCardProps {
  title: string;
  /** What one bar counts, for the table read by screen readers, e.g. "Artikel terbit". */
  valueLabel: string;
  points: readonly ChartPoint[];
  color?: string;
}

/**
 * A bar chart with a title and the same figures as a table for screen readers. Loaded lazily
 * (recharts stays out of every other screen's download).
 */
export default function BarChartCard({ title, valueLabel, points, color = '#12808f' }: BarChartCardProps) {
  return (
    <figure className="card dashboard-chart" data-testid="dashboard-chart">
      <figcaption className="stats-panel__title">{title}</figcaption>
      <div className="dashboard-chart__plot" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={[...points]} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#d9e2e3" />
            <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#4b5f65' }} interval="preserveStartEnd" tickLine={false} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#4b5f65' }} tickFormatter={(value: number) => formatCount(value)} width={48} />
            <Tooltip formatter={(value) => [formatCount(Number(value)), valueLabel]} cursor={{ fill: '#e1f3f5' }} />
            <Bar dataKey="count" fill={color} radius={[4, 4, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      {/* Hidden by a wrapper: a table keeps its own width whatever its class says, and would widen a phone's page. */}
      <div className="visually-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Periode</th>
              <th scope="col">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.label}>
                <th scope="row">{point.label}</th>
                <td>{formatCount(point.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
