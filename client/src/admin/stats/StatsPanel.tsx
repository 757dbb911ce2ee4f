import { type ReactNode, useId } from 'react';

/**
 * A card with its heading, the section named by it for assistive technology: every panel of the
 * statistics screen and of the report.
 */
export function StatsPanel({ title, className, children }: { title: ReactNode; className?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={className ? `card ${className}` : 'card'} aria-labelledby={titleId}>
      <h2 id={titleId} className="stats-panel__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
