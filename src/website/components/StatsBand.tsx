import type { Stat } from '../../../content/types';
import { keepTogether } from './format';

/** A band of headline figures; each figure is a claim from content/claims.ts. */
export function StatsBand({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <section className="stats-band" aria-label={label}>
      <dl className="container stats">
        {stats.map((stat) => (
          <div key={stat.label} className={stat.value.length > 6 ? 'stat-long' : undefined}>
            <dt>{stat.label}</dt>
            <dd>{keepTogether(stat.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
