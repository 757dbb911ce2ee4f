import { formatCount } from '@island/shared';
import { changeLabel } from './statsLabels.ts';

export interface TotalFigure {
  label: string;
  value: number;
  /** The same figure over the range before; absent for a figure without one. */
  previous?: number;
  changePercent?: number | null;
}

/** The range's totals as large figures, each with its change against the range of the same length before. */
export function StatsTotals({ figures, days }: { figures: readonly TotalFigure[]; days: number }) {
  return (
    <dl className="stat-grid stats-totals" aria-label="Jumlah dalam rentang ini">
      {figures.map((figure) => {
        const change = figure.changePercent === undefined ? undefined : changeLabel(figure.changePercent);
        const direction = !figure.changePercent ? 'flat' : figure.changePercent > 0 ? 'up' : 'down';
        return (
          <div className="stat stats-total" key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>
              <span className="stats-total__value">{formatCount(figure.value)}</span>
              {change !== undefined && (
                <span className={`stats-total__change stats-total__change--${change === null ? 'flat' : direction}`}>
                  {change === null
                    ? `belum ada data ${days} hari sebelumnya`
                    : `${change} dibanding ${days} hari sebelumnya (${formatCount(figure.previous ?? 0)})`}
                </span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
