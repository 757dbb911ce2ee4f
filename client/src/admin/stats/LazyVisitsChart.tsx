import { type ComponentProps, lazy, Suspense } from 'react';

const VisitsChart = lazy(() => import('./VisitsChart.tsx'));

/** The chart with a placeholder of the same size while the chart library loads. */
export function LazyVisitsChart(props: ComponentProps<typeof VisitsChart>) {
  return (
    <Suspense
      fallback={
        <div className="card stats-chart stats-chart--loading" aria-busy="true">
          <p className="stats-panel__title">Pengunjung dan tampilan halaman per hari</p>
        </div>
      }
    >
      <VisitsChart {...props} />
    </Suspense>
  );
}
