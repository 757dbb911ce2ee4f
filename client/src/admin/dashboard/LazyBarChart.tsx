import { type ComponentProps, lazy, Suspense } from 'react';

const BarChartCard = lazy(() => import('./BarChartCard.tsx'));

/** The chart with a placeholder of the same size while the chart library loads. */
export function LazyBarChart(props: ComponentProps<typeof BarChartCard>) {
  return (
    <Suspense
      fallback={
        <div className="card dashboard-chart dashboard-chart--loading" aria-busy="true">
          <p className="stats-panel__title">{props.title}</p>
        </div>
      }
    >
      <BarChartCard {...props} />
    </Suspense>
  );
}
