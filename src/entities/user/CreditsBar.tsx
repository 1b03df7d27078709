import { Link } from '@tanstack/react-router';
import { LOW_CREDITS_SHARE, type User } from '@subreddit-signal/contract';
import { creditsText } from './credits-text';
import './credits-bar.css';

type Credits = Pick<User, 'availableCredits' | 'totalCredits'>;

/** Credits available out of total, as a percentage for the bar (0 when there is no total). */
export function creditsPercent(available: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.max(0, Math.min(100, Math.round((available / total) * 100)));
}

/** LOW_CREDITS_SHARE of the period's credits or less is left (never for an account with no credits at all). */
export function isLowOnCredits({ availableCredits, totalCredits }: Credits): boolean {
  return totalCredits > 0 && availableCredits <= totalCredits * LOW_CREDITS_SHARE;
}

/**
 * The credits bar: available out of total credits. With `warn` (the default) it
 * says so when the credits run low, with a link to /plans; where the bar sits inside a link of its
 * own (the user menu), pass `warn={false}` and place <LowCreditsWarning> next to that link.
 */
export function CreditsBar({ user, warn = true }: { user: Credits; warn?: boolean }) {
  const { availableCredits: available, totalCredits: total } = user;
  const bar = (
    <span
      className="credits-bar"
      role="progressbar"
      aria-label="Credits available"
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={available}
      aria-valuetext={`${available} of ${total} credits available`}
    >
      <span
        className={isLowOnCredits(user) ? 'credits-bar__fill credits-bar__fill--low' : 'credits-bar__fill'}
        style={{ width: `${creditsPercent(available, total)}%` }}
      />
    </span>
  );
  if (!warn) return bar;
  return (
    <span className="credits-bar-group">
      {bar}
      <LowCreditsWarning user={user} />
    </span>
  );
}

/**
 * 'Running low: 2 credits left' (or 'You're out of credits') and a link to /plans, once
 * LOW_CREDITS_SHARE of the total or less is left. A polite live region that is always there, so a
 * spend that crosses the line is announced. `linkProps` lets a menu make the link one of its items.
 */
export function LowCreditsWarning({
  user,
  linkProps,
}: {
  user: Credits;
  linkProps?: { role?: 'menuitem'; tabIndex?: number; onClick?: () => void };
}) {
  const low = isLowOnCredits(user);
  return (
    <span className="credits-low" aria-live="polite">
      {low ? (
        <>
          <span className="credits-low__text">
            {user.availableCredits > 0 ? `Running low: ${creditsText(user.availableCredits)} left` : "You're out of credits"}
          </span>
          <Link to="/plans" className="credits-low__link" {...linkProps}>
            Get more credits
          </Link>
        </>
      ) : null}
    </span>
  );
}
