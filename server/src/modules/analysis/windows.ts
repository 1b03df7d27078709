/**
 * Which posts a time-based figure is computed over (docs/METRICS.md, "window widening"). A window that
 * holds fewer than MIN_WINDOW_POSTS posts says little (the 2013 sample's last week holds 2 posts), so
 * the figure moves to the narrowest wider window that holds enough, and says which one it used.
 * When no window does (a small sample), the asked window stays, so a small sample is not stretched
 * over years it may not cover; the client says the figure rests on few posts.
 */
import type { AnalysisWindowInfo, MeasuredOver } from '@subreddit-signal/contract';
import { MIN_WINDOW_POSTS } from '@subreddit-signal/contract';
import type { RedditPost } from '../reddit/model';
import { ratio, round } from './numbers';
import { DAY_S, inWindow, WEEK_S } from './time';

export { MIN_WINDOW_POSTS };

/** Wider windows tried in turn (days); after them, the whole sample. */
export const WIDER_DAYS = [30, 90, 365] as const;
/** posts_per_week looks at the 4 whole weeks before asOf first (no weekday bias). */
export const RATE_DAYS = 28;

type Timed = Pick<RedditPost, 'createdUtc'>;

const countIn = (posts: readonly Timed[], asOf: number, days: number) => {
  let n = 0;
  for (const p of posts) if (inWindow(p.createdUtc, asOf, days)) n++;
  return n;
};

/**
 * The window a figure asked over `days` is computed on: `days` itself when it holds MIN_WINDOW_POSTS,
 * else the first wider window that does (null days = the whole sample). An empty window in a
 * non-empty sample always falls back to the whole sample (there is nothing to show otherwise).
 */
export function chooseWindow(posts: readonly Timed[], asOf: number, days: number): { asked: MeasuredOver; used: MeasuredOver } {
  const asked = { days, posts: countIn(posts, asOf, days) };
  if (asked.posts >= MIN_WINDOW_POSTS || posts.length === 0) return { asked, used: asked };
  for (const wider of WIDER_DAYS) {
    if (wider <= days) continue;
    const n = countIn(posts, asOf, wider);
    if (n >= MIN_WINDOW_POSTS) return { asked, used: { days: wider, posts: n } };
  }
  if (posts.length >= MIN_WINDOW_POSTS || asked.posts === 0) return { asked, used: { days: null, posts: posts.length } };
  return { asked, used: asked };
}

/** The contract's description of a week or month view. */
export function windowInfo(choice: { asked: MeasuredOver; used: MeasuredOver }): AnalysisWindowInfo {
  const { asked, used } = choice;
  if (used.days === asked.days) return { days: asked.days!, posts: asked.posts, basis: 'window' };
  return { days: asked.days!, posts: asked.posts, basis: used.days === null ? 'sample' : 'wider', shown: used };
}

/** Whether a post falls in the window a choice settled on. */
export const inUsed = (used: MeasuredOver, asOf: number) => (p: Timed) => used.days === null || inWindow(p.createdUtc, asOf, used.days);

/** Weeks between `from` and `to`, at least one day's worth. */
export const weeksBetween = (from: number, to: number) => Math.max(DAY_S, to - from) / WEEK_S;

/**
 * Posts per week: the one definition behind the search card, the analysis page, the report and the
 * JSON download. Measured over the RATE_DAYS before asOf, widened as chooseWindow says. Only the
 * part of the window the sample covers counts: a "newest posts" listing of 100 posts from the last
 * day reads as 700 a week, not 25. `oldest` is the sample's oldest post time.
 */
export function postingRate(posts: readonly Timed[], asOf: number, oldest: number): { perWeek: number; over: MeasuredOver } {
  const { used } = chooseWindow(posts, asOf, RATE_DAYS);
  if (used.posts === 0) return { perWeek: 0, over: used };
  const start = used.days === null ? oldest : Math.max(asOf - used.days * DAY_S, oldest);
  let end = asOf;
  if (used.days === null) for (const p of posts) if (Number.isFinite(p.createdUtc) && p.createdUtc > end) end = p.createdUtc;
  return { perWeek: ratio(used.posts, weeksBetween(start, end)), over: used };
}

/** posts_per_week and its window, rounded as the analysis shows it (2 decimals). */
export const PER_WEEK_DECIMALS = 2;
export function postsPerWeekFigure(posts: readonly Timed[], asOf: number): { perWeek: number; over: MeasuredOver } {
  let oldest = Infinity;
  for (const p of posts) if (Number.isFinite(p.createdUtc) && p.createdUtc < oldest) oldest = p.createdUtc;
  const rate = postingRate(posts, asOf, oldest === Infinity ? asOf : oldest);
  return { perWeek: round(rate.perWeek, PER_WEEK_DECIMALS), over: rate.over };
}
