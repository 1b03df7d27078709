import type { ReactNode } from 'react';
import { Skeleton } from '@/shared/ui';

/** Placeholder shapes of the page while the analysis loads; `progress` says how a community's fetch is going. */
export function AnalysisSkeleton({
  sections = 2,
  label = 'Loading analysis',
  progress = null,
}: {
  sections?: number;
  label?: string;
  progress?: string | null;
}) {
  return (
    <div className="analysis-skeleton" role="status" aria-label={progress ?? label} aria-busy="true">
      {progress ? (
        <p className="card analysis-skeleton__progress" aria-live="polite">
          {progress}. The analysis opens when it is ready.
        </p>
      ) : null}
      <div className="card analysis-skeleton__header">
        <Skeleton width="40%" height={28} />
        <Skeleton width="80%" />
        <Skeleton width="35%" />
      </div>
      <div className="metric-grid">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="metric">
            <Skeleton width="35%" />
            <Skeleton width="55%" height={22} />
          </div>
        ))}
      </div>
      {Array.from({ length: sections }, (_, i) => (
        <div key={i} className="card analysis-skeleton__section">
          <Skeleton width="35%" />
          <Skeleton height={180} />
        </div>
      ))}
    </div>
  );
}

/** An empty list or table. */
export function EmptyText({ children }: { children: ReactNode }) {
  return <p className="analysis-empty">{children}</p>;
}
