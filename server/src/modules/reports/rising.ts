import { extractKeywords, recurringThreads, type KeywordDoc } from '../analysis';
import type { RedditPost } from '../reddit';

const DAY = 86_400;
/** Terms of the earlier posts a period term must be missing from to count as new. */
const EARLIER_TERMS = 40;
/** Below this many posts in the period, no term is called rising: one post's words are not a trend. */
export const MIN_PERIOD_POSTS = 5;
/** A rising term appears in at least this many of the period's posts. */
const MIN_TERM_POSTS = 2;

const docOf = (p: RedditPost): KeywordDoc => ({
  title: p.title,
  body: p.selftext,
  key: p,
  engagement: Math.max(0, p.score) + Math.max(0, p.numComments),
});

/**
 * Rising keywords of a report period: the period's strongest terms (same engine as the analysis
 * keywords) that several of its posts use and that were not among the strongest terms of the posts
 * before it. Null when the period is too thin to tell (the 2013 sample ends long before 'now') or
 * nothing in it is new: the report then shows the analysis keywords, and never calls old terms new.
 */
export function risingKeywords(posts: readonly RedditPost[], asOf: number, days: number, exclude: string, limit: number): string[] | null {
  const from = asOf - days * DAY;
  // A scheduled thread's new date is no rising term (analysis/series.ts).
  const series = recurringThreads(posts);
  const own = posts.filter((_, i) => !series[i]);
  const inPeriod = own.filter((p) => p.createdUtc > from && p.createdUtc <= asOf);
  const before = own.filter((p) => p.createdUtc <= from);
  if (inPeriod.length < MIN_PERIOD_POSTS || before.length === 0) return null;
  const opts = { exclude: [exclude] };
  const earlier = new Set(extractKeywords(before.map(docOf), { ...opts, limit: EARLIER_TERMS }).keywords.map((k) => k.text));
  const fresh = extractKeywords(inPeriod.map(docOf), { ...opts, limit: limit * 4 })
    .keywords.filter((k) => k.posts >= MIN_TERM_POSTS && !earlier.has(k.text))
    .map((k) => k.text)
    .slice(0, limit);
  return fresh.length > 0 ? fresh : null;
}
