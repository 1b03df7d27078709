import type { CSSProperties, ReactNode } from 'react';
import { AlertIcon } from '@/shared/ui/icons';
import { Button } from '@/shared/ui/Button';

/** A calm, centred message with an optional action (empty lists, nothing generated yet). */
export function EmptyState({ icon, title, children, action }: { icon?: ReactNode; title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="gen-state">
      {icon ? (
        <span className="gen-state__icon" aria-hidden>
          {icon}
        </span>
      ) : null}
      <p className="gen-state__title">{title}</p>
      {children ? <p className="gen-state__text">{children}</p> : null}
      {action ? <div className="gen-state__action">{action}</div> : null}
    </div>
  );
}

/** A failure in place of the content, with a way to try again. */
export function ErrorState({
  title,
  detail,
  onRetry,
  retrying,
  retryLabel = 'Try again',
}: {
  title: string;
  detail?: string | null;
  onRetry: () => void;
  retrying?: boolean;
  retryLabel?: string;
}) {
  return (
    <div className="gen-state gen-state--error" role="alert">
      <span className="gen-state__icon" aria-hidden>
        <AlertIcon size={22} />
      </span>
      <p className="gen-state__title">{title}</p>
      {detail ? <p className="gen-state__text">{detail}</p> : null}
      <div className="gen-state__action">
        <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
          {retryLabel}
        </Button>
      </div>
    </div>
  );
}

/** A grey placeholder block shown while content loads, so nothing jumps when it arrives. */
export function Skeleton({ width = '100%', height = 14 }: { width?: number | string; height?: number | string }) {
  const style: CSSProperties = { width, height };
  return <span className="gen-skel" style={style} aria-hidden />;
}

/** Placeholder cards in the shape of posts or comments. */
export function CardSkeletons({ count, label, compact }: { count: number; label: string; compact?: boolean }) {
  return (
    <div className={compact ? 'gen-grid gen-grid--list' : 'gen-grid'} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="gen-post card gen-post--skeleton">
          <Skeleton width={90} height={22} />
          <Skeleton width="85%" height={20} />
          <Skeleton height={12} />
          <Skeleton height={12} />
          <Skeleton width="60%" height={12} />
          {compact ? null : <Skeleton width="45%" height={12} />}
        </div>
      ))}
    </div>
  );
}
