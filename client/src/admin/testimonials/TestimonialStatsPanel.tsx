import type { TestimonialStats } from '@island/shared';

/** Figures over every testimonial, not just the page on screen. */
export function TestimonialStatsPanel({ stats }: { stats: TestimonialStats | undefined }) {
  const figure = (value: number | undefined) => (value === undefined ? '–' : String(value));
  const items = [
    { label: 'Rata-rata rating', value: stats ? (stats.total > 0 ? stats.average : 0).toFixed(1) : '–' },
    { label: 'Ditampilkan', value: figure(stats?.displayed) },
    { label: 'Terverifikasi', value: figure(stats?.verified) },
    { label: 'Bintang 5', value: figure(stats?.fiveStar) },
    { label: 'Total', value: figure(stats?.total) },
  ];
  return (
    <section className="card stats-panel" aria-labelledby="testimonial-stats-title">
      <h2 id="testimonial-stats-title" className="stats-panel__title">
        Statistik Testimoni
      </h2>
      <dl className="stat-grid">
        {items.map((item) => (
          <div key={item.label} className="stat">
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
