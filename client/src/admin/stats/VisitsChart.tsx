import { formatCount, formatDayMonth, type StatsDay } from '@island/shared';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const SERIES = [
  { key: 'pageViews', label: 'Tampilan halaman', color: '#8fc9d1' },
  { key: 'visitors', label: 'Pengunjung', color: '#0b4f5c' },
] as const;

/**
 * Visitors and page views per day as two bars a day, with the same figures as a table for screen
 * readers. Bars, not a curve: a day is counted whole, and a line between days would draw values
 * that were never counted. Loaded lazily: recharts stays out of every other screen's download.
 */
export default function VisitsChart({ days }: { days: readonly StatsDay[] }) {
  const points = days.map((day) => ({ ...day, label: formatDayMonth(day.date) }));
  return (
    <figure className="card stats-chart" data-testid="stats-chart">
      <figcaption className="stats-panel__title">Pengunjung dan tampilan halaman per hari</figcaption>
      <div className="stats-chart__plot" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} barGap={1} barCategoryGap="20%">
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#d9e2e3" />
            <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#4b5f65' }} interval="preserveStartEnd" tickLine={false} minTickGap={16} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#4b5f65' }} tickFormatter={(value: number) => formatCount(value)} width={48} />
            <Tooltip formatter={(value, name) => [formatCount(Number(value)), SERIES.find((s) => s.key === name)?.label ?? String(name)]} cursor={{ fill: '#e1f3f5' }} />
            <Legend formatter={(name: string) => SERIES.find((s) => s.key === name)?.label ?? name} wrapperStyle={{ fontSize: 13 }} />
            {SERIES.map((series) => (
              <Bar key={series.key} dataKey={series.key} fill={series.color} radius={[2, 2, 0, 0]} isAnimationActive={false} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      {/* Hidden by a wrapper: a table keeps its own width whatever its class says, and would widen a phone's page. */}
      <div className="visually-hidden">
        <table>
          <caption>Pengunjung dan tampilan halaman per hari</caption>
          <thead>
            <tr>
              <th scope="col">Tanggal</th>
              {SERIES.map((series) => (
                <th key={series.key} scope="col">
                  {series.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.date}>
                <th scope="row">{point.label}</th>
                <td>{formatCount(point.pageViews)}</td>
                <td>{formatCount(point.visitors)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
