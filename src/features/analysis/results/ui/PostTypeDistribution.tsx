import type { PostTypeName } from '@subreddit-signal/contract';
import { typeShares } from '../model/post-types';
import { formatPercent } from '../model/format';

/**
 * Share of Text, Link, Image and Video posts: one stacked bar plus a legend list
 * that carries the numbers. Plain HTML and CSS, so the free pages load no chart code.
 */
export function PostTypeDistribution({ distribution }: { distribution: Record<PostTypeName, number> }) {
  const shares = typeShares(distribution);
  const total = shares.reduce((s, x) => s + x.value, 0);
  return (
    <div className="type-dist">
      <div className="type-dist__bar" aria-hidden>
        {total > 0
          ? shares.map((s) => (s.value > 0 ? <span key={s.type} style={{ flexGrow: s.value, background: s.color }} /> : null))
          : null}
      </div>
      <ul className="type-dist__legend" aria-label="Post types">
        {shares.map((s) => (
          <li key={s.type}>
            <span className="swatch" style={{ background: s.color }} aria-hidden />
            <span className="type-dist__name">{s.type}</span>
            <strong className="type-dist__value">{formatPercent(s.value)}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
