import type { ReactNode } from 'react';

/** One total: its label names it (and keys it, so labels in one grid are distinct). */
export type Stat = { label: string; value: ReactNode };

/** Totals as cards, a description list so each number is read with its name (styled by `.stat-grid` in styles.css). */
export function StatGrid({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className="stat-grid">
      {stats.map((stat) => (
        <div key={stat.label} className="stat-card">
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
