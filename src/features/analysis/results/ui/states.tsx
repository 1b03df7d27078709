import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { errorMessage } from '@/shared/api/http';
import { ErrorState } from '@/shared/ui';
import { RESULTS_MSG } from '../model/messages';

function Block({ className }: { className: string }) {
  return <span className={`skeleton ${className}`} aria-hidden />;
}

/** Placeholder shapes of the page while the analysis loads. */
export function AnalysisSkeleton({ sections = 2, label = 'Loading analysis' }: { sections?: number; label?: string }) {
  return (
    <div className="analysis-skeleton" role="status" aria-label={label} aria-busy="true">
      <div className="card analysis-skeleton__header">
        <Block className="skeleton--title" />
        <Block className="skeleton--line" />
        <Block className="skeleton--line skeleton--short" />
      </div>
      <div className="metric-grid">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="metric">
            <Block className="skeleton--line skeleton--short" />
            <Block className="skeleton--value" />
          </div>
        ))}
      </div>
      {Array.from({ length: sections }, (_, i) => (
        <div key={i} className="card analysis-skeleton__section">
          <Block className="skeleton--line skeleton--short" />
          <Block className="skeleton--chart" />
        </div>
      ))}
    </div>
  );
}

/** The analysis could not be loaded: why (the server's message, else the spec's), 'Try again', and the way back to the search. */
export function AnalysisLoadError({ error, onRetry, retrying, backTo }: { error: unknown; onRetry: () => void; retrying: boolean; backTo: '/analyze-post' | '/analyze-subreddit' }) {
  return (
    <ErrorState variant="page" alert title={RESULTS_MSG.couldNotLoad} detail={errorMessage(error, RESULTS_MSG.loadFailed)} onRetry={onRetry} retrying={retrying}>
      <Link to={backTo} className="btn btn--ghost btn--sm">
        Back to search
      </Link>
    </ErrorState>
  );
}

/** An empty list or table. */
export function EmptyText({ children }: { children: ReactNode }) {
  return <p className="analysis-empty">{children}</p>;
}
