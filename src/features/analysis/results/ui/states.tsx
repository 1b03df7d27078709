import type { ReactNode } from 'react';
import { Button } from '@/shared/ui/Button';

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

/** The analysis could not be loaded: what happened, and a way on. */
export function ErrorState({ message, onRetry, retrying, children }: { message: string; onRetry?: () => void; retrying?: boolean; children?: ReactNode }) {
  return (
    <div className="card analysis-state analysis-state--error" role="alert">
      <h2 className="analysis-state__title">We couldn't load this analysis</h2>
      <p className="analysis-state__text">{message}</p>
      <div className="analysis-state__actions">
        {onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
            Try again
          </Button>
        ) : null}
        {children}
      </div>
    </div>
  );
}

/** Nothing to analyse (missing or unreadable `q` / `url`). */
export function InvalidState({ title, message, children }: { title: string; message: string; children?: ReactNode }) {
  return (
    <div className="card analysis-state">
      <h2 className="analysis-state__title">{title}</h2>
      <p className="analysis-state__text">{message}</p>
      <div className="analysis-state__actions">{children}</div>
    </div>
  );
}

/** An empty list or table. */
export function EmptyText({ children }: { children: ReactNode }) {
  return <p className="analysis-empty">{children}</p>;
}
