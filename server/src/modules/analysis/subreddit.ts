/**
 * The subreddit analysis (the answer's `subreddit` field): a pure function of its inputs.
 * Every definition is in docs/METRICS.md; the short version sits next to each field below.
 */
import type {
  AnalysisWindowInfo,
  BestTimeSlot,
  DataSourceInfo,
  HistoricalPost,
  PostTypeName,
  SubredditAnalysis,
  TopPostRow,
} from '@subreddit-signal/contract';
import { postKind, type DataProvenance, type PostKind, type RedditComment, type RedditPost, type SubredditInfo } from '../reddit/model';
import { bestTimes } from './best-time';
import { communityHashtags } from './hashtags';
import { extractKeywords, type KeywordDoc, type KeywordModel } from './keywords';
import { firstSorted, mean, percentages, ratio, round } from './numbers';
import { postMemo, type PostMemo, type TextFacts } from './post-memo';
import { recurringThreads } from './series';
import { toFreeTier } from './tier';
import { isoDate, isoDateTime, MONTH_DAYS, WEEK_DAYS } from './time';
import { chooseWindow, inUsed, PER_WEEK_DECIMALS, postsPerWeekFigure, weeksBetween, windowInfo } from './windows';

/** Where the analysed posts come from; postsAnalysed, from and to are computed. */
export type AnalysisProvenance = Pick<DataProvenance, 'kind' | 'label' | 'dataDate'>;

export interface SubredditAnalysisInput {
  subreddit: SubredditInfo;
  posts: readonly RedditPost[];
  /** Comments to list as postComments (the post analysis passes the post's thread). */
  comments?: readonly RedditComment[];
  /** "Now" in Unix seconds: the week and month windows end here. */
  asOf: number;
  provenance: AnalysisProvenance;
  /** 'paid' (default): everything; 'free': the paid-only parts emptied (tier.ts). */
  tier?: 'free' | 'paid';
}

export const POST_TYPES: readonly PostTypeName[] = ['Text', 'Link', 'Image', 'Video'];
export const HISTORICAL_POSTS = 50;
export const TOP_POSTS = 10;
export const TOP_COMMENTS = 10;
export const POPULAR_FLAIRS = 10;
export const EXCERPT_CHARS = 300;
/** Decimal places: averages 1, per-week rates 2, engagement rates (in %) 4. */
export const AVERAGE_DECIMALS = 1;
export { PER_WEEK_DECIMALS };
export const RATE_DECIMALS = 4;

const finite = (x: number) => (Number.isFinite(x) ? x : 0);

/** Engagement of a post: score + comments, each counted from 0 (a downvoted post adds nothing). */
export const engagementOf = (p: Pick<RedditPost, 'score' | 'numComments'>) =>
  Math.max(0, finite(p.score)) + Math.max(0, finite(p.numComments));

const SURROGATE_PAIR = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g;

/** Characters as people count them (Unicode code points, not UTF-16 units). */
export function charCount(s: string): number {
  const pairs = s.match(SURROGATE_PAIR);
  return s.length - (pairs ? pairs.length : 0);
}

/**
 * Character counts and the excerpt of a post, memoised per post object while its title and body are
 * the same strings (a community analysed again is not re-measured).
 */
function factsOf(p: RedditPost, memo: PostMemo = postMemo(p)): TextFacts {
  let f = memo.text;
  if (!f || f.title !== p.title || f.selftext !== p.selftext) {
    f = { title: p.title, selftext: p.selftext, titleChars: charCount(p.title), bodyChars: charCount(p.selftext), excerpt: undefined };
    memo.text = f;
  }
  return f;
}

/** Body length in characters: the source's full length when it shortened the body, else the body's. */
const bodyLength = (p: RedditPost, memo?: PostMemo) =>
  p.selftextLength !== undefined && Number.isFinite(p.selftextLength) && p.selftextLength >= 0
    ? p.selftextLength
    : factsOf(p, memo).bodyChars;
const excerptOf = (p: RedditPost) => {
  const f = factsOf(p);
  return (f.excerpt ??= excerpt(p.selftext));
};

export const subredditUrl = (name: string) => `https://www.reddit.com/r/${name}/`;

/** Absolute https URL of a Reddit permalink ('/r/…' or an old absolute http URL). */
export function permalinkUrl(permalink: string): string {
  if (/^https?:\/\//i.test(permalink)) return permalink.replace(/^http:\/\//i, 'https://');
  return 'https://www.reddit.com' + (permalink.startsWith('/') ? permalink : '/' + permalink);
}

/** Posts deduplicated by id (first kept) and put in a canonical order (oldest first, then id), so input order never matters. */
export function canonicalPosts(posts: readonly RedditPost[]): RedditPost[] {
  const seen = new Set<string>();
  const out: RedditPost[] = [];
  for (const p of posts) {
    if (seen.has(p.id)) continue;
    seen.add(p.id);
    out.push(p);
  }
  return out.sort((a, b) => finite(a.createdUtc) - finite(b.createdUtc) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Percent strings per post type, Other excluded, whole percentages summing to 100 ('0%' each when none). */
function typeShares(
  posts: readonly RedditPost[],
  kindOf: (p: RedditPost) => PostKind,
): { numbers: Record<PostTypeName, number>; strings: Record<PostTypeName, string> } {
  const counts = [0, 0, 0, 0];
  for (const p of posts) {
    const i = POST_TYPES.indexOf(kindOf(p) as PostTypeName);
    if (i >= 0) counts[i]++;
  }
  const pct = percentages(counts);
  const numbers = { Text: pct[0], Link: pct[1], Image: pct[2], Video: pct[3] };
  const strings = { Text: `${pct[0]}%`, Link: `${pct[1]}%`, Image: `${pct[2]}%`, Video: `${pct[3]}%` };
  return { numbers, strings };
}

function excerpt(markdown: string, max = EXCERPT_CHARS): string {
  const head = markdown.slice(0, max * 4);
  // A markdown link needs '](': without one the link pattern cannot match (most posts), so it is not run.
  const text = (head.includes('](') ? head.replace(/\[([^\]\n]{0,500})\]\([^)\s]{0,2000}\)/g, '$1') : head)
    .replace(/[*_~`#>]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max - 1);
  return text.slice(0, cut > max * 0.6 ? cut : max - 1).trimEnd() + '…';
}

const byEngagement = (a: RedditPost, b: RedditPost) =>
  engagementOf(b) - engagementOf(a) ||
  finite(b.score) - finite(a.score) ||
  finite(b.createdUtc) - finite(a.createdUtc) ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byScore = (a: RedditPost, b: RedditPost) =>
  finite(b.score) - finite(a.score) ||
  finite(b.numComments) - finite(a.numComments) ||
  finite(b.createdUtc) - finite(a.createdUtc) ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function popularFlairs(posts: readonly RedditPost[], offered: readonly string[]): string[] {
  const stats = new Map<string, { name: string; n: number; engagement: number }>();
  for (const p of posts) {
    const name = p.flair?.trim();
    if (!name) continue;
    const key = name.toLowerCase();
    const s = stats.get(key) ?? { name, n: 0, engagement: 0 };
    s.n++;
    s.engagement += engagementOf(p);
    stats.set(key, s);
  }
  const used = [...stats.values()].sort(
    (a, b) => b.n - a.n || b.engagement - a.engagement || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
  const out = used.map((s) => s.name);
  const taken = new Set(stats.keys());
  for (const f of offered) {
    const name = f.trim();
    if (!name || taken.has(name.toLowerCase())) continue;
    taken.add(name.toLowerCase());
    out.push(name);
  }
  return out.slice(0, POPULAR_FLAIRS);
}

function topComments(comments: readonly RedditComment[] | undefined): { body: string; score: number }[] {
  if (!comments?.length) return [];
  return [...comments]
    .filter((c) => c.body && c.body.trim() !== '' && c.body !== '[deleted]' && c.body !== '[removed]')
    .sort(
      (a, b) =>
        finite(b.score) - finite(a.score) || finite(a.createdUtc) - finite(b.createdUtc) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
    .slice(0, TOP_COMMENTS)
    .map((c) => ({ body: c.body, score: finite(c.score) }));
}

interface Window {
  info: AnalysisWindowInfo;
  posts: RedditPost[];
}

/** The posts a week or month view shows: the `days` before asOf, widened when too thin (windows.ts). */
function windowOf(posts: RedditPost[], asOf: number, days: number): Window {
  const choice = chooseWindow(posts, asOf, days);
  return { info: windowInfo(choice), posts: choice.used.days === null ? posts : posts.filter(inUsed(choice.used, asOf)) };
}

export function analyzeSubreddit(input: SubredditAnalysisInput): SubredditAnalysis {
  const { subreddit, asOf, provenance } = input;
  const posts = canonicalPosts(input.posts);
  const n = posts.length;
  const subscribers =
    subreddit.subscribers !== null && Number.isFinite(subreddit.subscribers) && subreddit.subscribers >= 0
      ? Math.round(subreddit.subscribers)
      : null;
  const perSubscriber = subscribers !== null && subscribers > 0;

  const engagement = posts.map(engagementOf);
  const kinds = new Map<RedditPost, PostKind>();
  for (const p of posts) kinds.set(p, postKind(p));
  const kindOf = (p: RedditPost) => kinds.get(p) ?? postKind(p);
  const meanEngagement = mean(engagement);
  const oldest = n > 0 ? finite(posts[0].createdUtc) : asOf;
  const newest = n > 0 ? finite(posts[n - 1].createdUtc) : asOf;

  // Keywords over the sample's own posts (recurring threads left out: series.ts); hashtags from them;
  // a post's strongest keyword on demand.
  // Each post's memo looked up once here (a WeakMap lookup each) and handed to the parts that read it.
  const memos = posts.map(postMemo);
  const series = recurringThreads(posts, memos);
  const docs: KeywordDoc[] = [];
  for (let i = 0; i < n; i++)
    if (!series[i]) docs.push({ title: posts[i].title, body: posts[i].selftext, engagement: engagement[i], key: posts[i], memo: memos[i] });
  const model: KeywordModel = extractKeywords(docs, { exclude: [subreddit.name] });

  // Per-post engagement rate: per subscriber when known, else relative to the sample's mean post.
  const postRate = (p: RedditPost) =>
    round(perSubscriber ? (engagementOf(p) / subscribers!) * 100 : ratio(engagementOf(p), meanEngagement) * 100, RATE_DECIMALS);
  const topRows = (w: Window): TopPostRow[] =>
    firstSorted(w.posts, TOP_POSTS, byEngagement).map((p) => ({
      title: p.title,
      keyword: model.strongestFor({ title: p.title, body: p.selftext, key: p }),
      upvotes: finite(p.score),
      comments: finite(p.numComments),
      engagementRate: postRate(p),
      url: permalinkUrl(p.permalink),
    }));

  const rate = postsPerWeekFigure(posts, asOf);
  const week = windowOf(posts, asOf, WEEK_DAYS);
  const month = windowOf(posts, asOf, MONTH_DAYS);
  const times = bestTimes(posts.map((p, i) => ({ createdUtc: finite(p.createdUtc), engagement: engagement[i] })));

  let views = 0;
  let viewsKnown = false;
  for (const p of posts) {
    if (p.viewCount !== null && Number.isFinite(p.viewCount)) {
      views += p.viewCount;
      viewsKnown = true;
    }
  }
  const withHash: string[] = [];
  for (const p of posts) if (p.title.includes('#') || p.selftext.includes('#')) withHash.push(`${p.title}\n${p.selftext}`);
  const textBodies: number[] = [];
  for (let i = 0; i < n; i++) if (kindOf(posts[i]) === 'Text') textBodies.push(bodyLength(posts[i], memos[i]));

  const historical: HistoricalPost[] = firstSorted(posts, HISTORICAL_POSTS, byScore).map((p) => ({
    title: p.title,
    description: excerptOf(p),
    link_flair_text: p.flair?.trim() || null,
    num_comments: finite(p.numComments),
    score: finite(p.score),
  }));

  const dataSource: DataSourceInfo = {
    kind: provenance.kind,
    label: provenance.label,
    dataDate: provenance.dataDate,
    postsAnalysed: n,
    from: n > 0 ? isoDate(oldest) : null,
    to: n > 0 ? isoDate(newest) : null,
    asOf: isoDateTime(asOf),
    windows: { week: week.info, month: month.info },
    engagementBasis: perSubscriber ? 'subscribers' : 'sample-mean',
  };

  const bestTimeToPost: BestTimeSlot[] = times.slots;
  const analysis: SubredditAnalysis = {
    tier: 'paid',
    name: subreddit.name,
    url: subredditUrl(subreddit.name),
    description: subreddit.description || subreddit.title || '',
    subscribers,
    subscribersYear: subscribers === null ? null : subreddit.subscribersYear,
    posts_per_week: rate.perWeek,
    posts_per_week_over: rate.over,
    total_views: viewsKnown ? Math.round(views) : null,
    engagement_rate: perSubscriber ? round((meanEngagement / subscribers!) * 100, RATE_DECIMALS) : 0,
    avg_upvotes: round(mean(posts.map((p) => finite(p.score))), AVERAGE_DECIMALS),
    avg_comments: round(mean(posts.map((p) => finite(p.numComments))), AVERAGE_DECIMALS),
    avg_posts_per_week: n > 0 ? round(ratio(n, weeksBetween(oldest, Math.max(asOf, newest))), PER_WEEK_DECIMALS) : 0,
    best_time_to_post: times.best,
    avg_post_title_length: round(mean(posts.map((p, i) => factsOf(p, memos[i]).titleChars)), AVERAGE_DECIMALS),
    avg_content_length: round(mean(textBodies), AVERAGE_DECIMALS),
    post_type_distribution: typeShares(posts, kindOf).numbers,
    user_Activity: { week: typeShares(week.posts, kindOf).strings, month: typeShares(month.posts, kindOf).strings },
    keywords: model.keywords.map((k) => k.text),
    popularFlairs: popularFlairs(posts, subreddit.flairs),
    hashTags: communityHashtags(subreddit.name, withHash, model),
    raw_historical_posts: historical,
    bestTimeToPost,
    heatmap: times.heatmap,
    currentWeek: topRows(week),
    currentMonth: topRows(month),
    postComments: topComments(input.comments),
    dataSource,
  };
  return input.tier === 'free' ? toFreeTier(analysis) : analysis;
}
