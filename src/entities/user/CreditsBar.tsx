import type { User } from '@/shared/api/contract';
import './credits-bar.css';

/** Credits available out of total, as a percentage for the bar (0 when there is no total). */
export function creditsPercent(available: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.max(0, Math.min(100, Math.round((available / total) * 100)));
}

/** The credits bar: available out of total credits. */
export function CreditsBar({ user }: { user: Pick<User, 'availableCredits' | 'totalCredits'> }) {
  const { availableCredits: available, totalCredits: total } = user;
  return (
    <span
      className="credits-bar"
      role="progressbar"
      aria-label="Credits available"
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={available}
      aria-valuetext={`${available} of ${total} credits available`}
    >
      <span className="credits-bar__fill" style={{ width: `${creditsPercent(available, total)}%` }} />
    </span>
  );
}
