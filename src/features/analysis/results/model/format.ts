import { MIN_WINDOW_POSTS, type DataSourceInfo, type MeasuredOver } from '@subreddit-signal/contract';
import { abbreviateNumber, formatDate } from '@/shared/lib/format';

const UP_TO_ONE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const UP_TO_TWO = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A count (subscribers, upvotes, comments) in the product's short form (12K, 1.23M). */
export const formatCount = (n: number | null | undefined) => (n === null || n === undefined ? '—' : abbreviateNumber(n));

/** An average: short form from 1,000, else up to one decimal. */
export const formatAverage = (n: number) => (Math.abs(n) >= 1000 ? abbreviateNumber(n) : Number.isFinite(n) ? UP_TO_ONE.format(n) : '—');

const TWO_SIGNIFICANT = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 2 });

/**
 * A rate already in percent: 4.256 → '4.26%'. Below 1 % two significant digits, so the small
 * per-subscriber rates of large communities stay readable: 0.0089 → '0.0089%', not '0.01%'.
 */
export const formatPercent = (n: number) => {
  if (!Number.isFinite(n)) return '—';
  return `${(n !== 0 && Math.abs(n) < 1 ? TWO_SIGNIFICANT : UP_TO_TWO).format(n)}%`;
};

/** Per-day figures of the similar-subreddit table: up to two decimals. */
export const formatPerDay = (n: number) => (Number.isFinite(n) ? (Math.abs(n) >= 1000 ? abbreviateNumber(n) : UP_TO_TWO.format(n)) : '—');

/** Performance relative to the subreddit's average (1 = average): 1.84 → '1.8×', 0.25 → '0.25×'. */
export const formatRelative = (n: number) => `${(n < 1 ? UP_TO_TWO : UP_TO_ONE).format(n)}×`;

/** A length in characters: 57.6 → { value: '58', unit: 'characters' }. */
export const formatLength = (n: number) => ({
  value: WHOLE.format(Math.max(0, n)),
  unit: Math.round(n) === 1 ? 'character' : 'characters',
});

/**
 * A date of the data ('2013-06-30' or an ISO date-time) as 'June 30, 2013'. The data's calendar
 * is UTC (the analysis windows are UTC days), so a date-time is read on its UTC day, whatever the
 * viewer's time zone.
 */
export function formatDataDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return null;
  return formatDate(new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** The year of a date string ('2013-06-30' → 2013), or null. */
export function yearOf(value: string | null | undefined): number | null {
  const m = /^(\d{4})/.exec(value ?? '');
  return m ? Number(m[1]) : null;
}

const postsText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'post' : 'posts'}`;

/**
 * What a week or month view covers: '7 days to June 30, 2013 · 42 posts'. A window too thin for
 * the figure was widened by the server (basis 'wider' / 'sample'), and the note says both what was
 * asked and what is shown; a thin window nothing wider could help says it rests on few posts.
 */
export function windowNote(source: DataSourceInfo, period: 'week' | 'month'): string | null {
  const info = source.windows?.[period];
  if (!info) return null;
  const end = formatDataDate(source.asOf ?? null);
  const span = `${info.days} days${end ? ` to ${end}` : ''}`;
  const asked = info.posts === 0 ? `No posts in the ${span}` : `Only ${postsText(info.posts)} in the ${span}`;
  if (info.basis === 'sample') return `${asked}: the whole sample stands in${info.shown ? ` (${postsText(info.shown.posts)})` : ''}.`;
  if (info.basis === 'wider' && info.shown)
    return `${asked}, too few to mean much: showing the ${info.shown.days} days instead (${postsText(info.shown.posts)}).`;
  const few = info.posts > 0 && info.posts < MIN_WINDOW_POSTS ? ' (few posts: read with care)' : '';
  return `${span} · ${postsText(info.posts)}${few}`;
}

/** The window a rate was measured over: 'last 28 days of data · 30 posts' or 'whole sample · 1,000 posts'. */
export function measuredOverNote(over: MeasuredOver | undefined): string | null {
  if (!over) return null;
  return `${over.days === null ? 'whole sample' : `last ${over.days} days of data`} · ${postsText(over.posts)}`;
}
