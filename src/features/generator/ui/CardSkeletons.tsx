import { Skeleton } from '@/shared/ui';

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
