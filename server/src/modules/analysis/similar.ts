/**
 * Similar subreddits (week and month rows of Subreddit, Subscribers, Posts/Day, Comments/Day,
 * EngagementRate; docs/METRICS.md):
 *
 * - content similarity = cosine of the two communities' term vectors (SubredditProfile.terms);
 * - size similarity = 1 − |log10(subscribers A) − log10(subscribers B)| / 4, floored at 0
 *   (1 = same size, 0 = 10,000× apart; 0.5 when either count is unknown);
 * - score = content × (0.8 + 0.2 × size): content decides, size only reorders near-equals.
 *
 * Candidates need content similarity ≥ MIN_SIMILARITY; the community itself is skipped, and NSFW
 * communities unless the target is NSFW. Ties: higher score, more subscribers, name.
 */
import type { SimilarSubredditRow, SimilarSubreddits } from '@subreddit-signal/contract';
import type { RedditPost, SubredditProfile } from '../reddit/model';
import { ratio, round } from './numbers';
import { engagementOf, RATE_DECIMALS } from './subreddit';
import { DAY_S, inWindow, MONTH_DAYS, WEEK_DAYS } from './time';

export const SIMILAR_COUNT = 10;
export const MIN_SIMILARITY = 0.05;
export const SIZE_WEIGHT = 0.2;
const PER_DAY_DECIMALS = 2;

export interface WindowActivity {
  /** Posts created in the window per day covered. */
  postsPerDay: number;
  /** Comments on those posts (counted when collected) per day covered. */
  commentsPerDay: number;
  /** Mean engagement (score + comments) of those posts per subscriber, in %; 0 when the count is unknown. */
  engagementRate: number;
  /** Posts the figures rest on. */
  posts: number;
  /** 'sample' when the window had no posts and the whole sample over its span stands in. */
  basis: 'window' | 'sample';
}

export interface ActivityStats {
  week: WindowActivity;
  month: WindowActivity;
}

type StatPost = Pick<RedditPost, 'createdUtc' | 'score' | 'numComments'>;

function activity(
  posts: readonly StatPost[],
  days: number,
  subscribers: number | null,
  from: number,
  to: number,
  basis: 'window' | 'sample',
): WindowActivity {
  const coveredDays = Math.max(DAY_S, to - from) / DAY_S;
  let comments = 0;
  let engagement = 0;
  for (const p of posts) {
    comments += Math.max(0, Number.isFinite(p.numComments) ? p.numComments : 0);
    engagement += engagementOf(p);
  }
  return {
    postsPerDay: round(ratio(posts.length, coveredDays), PER_DAY_DECIMALS),
    commentsPerDay: round(ratio(comments, coveredDays), PER_DAY_DECIMALS),
    engagementRate:
      subscribers !== null && subscribers > 0 ? round((ratio(engagement, posts.length) / subscribers) * 100, RATE_DECIMALS) : 0,
    posts: posts.length,
    basis,
  };
}

function windowActivity(
  posts: readonly StatPost[],
  subscribers: number | null,
  asOf: number,
  days: number,
  oldest: number,
  newest: number,
): WindowActivity {
  const inside = posts.filter((p) => inWindow(p.createdUtc, asOf, days));
  if (inside.length > 0 || posts.length === 0)
    return activity(inside, days, subscribers, Math.max(asOf - days * DAY_S, oldest), asOf, 'window');
  return activity(posts, days, subscribers, oldest, Math.max(asOf, newest), 'sample');
}

/**
 * Week (7 days) and month (30 days) activity of a community before asOf. Per-day figures divide by
 * the days the sample covers in the window (all of it unless the sample starts later). A window
 * without posts falls back to the whole sample over its span (basis 'sample').
 */
export function windowStats(posts: readonly StatPost[], subscribers: number | null, asOf: number): ActivityStats {
  let oldest = Infinity;
  let newest = -Infinity;
  for (const p of posts) {
    if (!Number.isFinite(p.createdUtc)) continue;
    if (p.createdUtc < oldest) oldest = p.createdUtc;
    if (p.createdUtc > newest) newest = p.createdUtc;
  }
  if (oldest === Infinity) oldest = newest = asOf;
  return {
    week: windowActivity(posts, subscribers, asOf, WEEK_DAYS, oldest, newest),
    month: windowActivity(posts, subscribers, asOf, MONTH_DAYS, oldest, newest),
  };
}

/** Euclidean norm of a term vector, cached per (immutable) terms object. */
const norms = new WeakMap<object, number>();
function normOf(terms: Readonly<Record<string, number>>): number {
  let n = norms.get(terms);
  if (n === undefined) {
    n = 0;
    const keys = Object.keys(terms);
    for (let i = 0; i < keys.length; i++) {
      const w = terms[keys[i]];
      if (Number.isFinite(w)) n += w * w;
    }
    n = Math.sqrt(n);
    norms.set(terms, n);
  }
  return n;
}

/** The finite, non-zero entries of a term vector as parallel arrays (iterated once per query). */
function entriesOf(terms: Readonly<Record<string, number>>): { keys: string[]; weights: number[] } {
  const keys: string[] = [];
  const weights: number[] = [];
  for (const k of Object.keys(terms)) {
    const w = terms[k];
    if (w !== 0 && Number.isFinite(w)) {
      keys.push(k);
      weights.push(w);
    }
  }
  return { keys, weights };
}

function dot(target: { keys: string[]; weights: number[] }, terms: Readonly<Record<string, number>>): number {
  let d = 0;
  const { keys, weights } = target;
  for (let i = 0; i < keys.length; i++) {
    const y = terms[keys[i]];
    if (y !== undefined && Number.isFinite(y)) d += weights[i] * y;
  }
  return d;
}

/** Cosine similarity of two sparse vectors, in [0, 1] (0 when either is empty). */
export function cosine(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>): number {
  const r = ratio(dot(entriesOf(a), b), normOf(a) * normOf(b));
  return Math.min(1, Math.max(0, r));
}

export function sizeSimilarity(a: number | null, b: number | null): number {
  if (a === null || b === null || !(a > 0) || !(b > 0)) return 0.5;
  return Math.max(0, 1 - Math.abs(Math.log10(a) - Math.log10(b)) / 4);
}

export interface SimilarOptions {
  /** Rows per view (default 10). */
  k?: number;
  minSimilarity?: number;
}

type StatsOf = (name: string) => ActivityStats | undefined;

interface Scored {
  profile: SubredditProfile;
  content: number;
  score: number;
}

const eligible = (target: SubredditProfile, c: SubredditProfile) =>
  c.info.name.toLowerCase() !== target.info.name.toLowerCase() && (!c.info.over18 || target.info.over18);

const blend = (content: number, target: SubredditProfile, c: SubredditProfile) =>
  content * (1 - SIZE_WEIGHT + SIZE_WEIGHT * sizeSimilarity(target.info.subscribers, c.info.subscribers));

const byScore = (a: Scored, b: Scored) =>
  b.score - a.score ||
  (b.profile.info.subscribers ?? -1) - (a.profile.info.subscribers ?? -1) ||
  (a.profile.info.name < b.profile.info.name ? -1 : a.profile.info.name > b.profile.info.name ? 1 : 0);

/** Keeps the k best in a small sorted array (k ≪ n, so this beats sorting everything). */
function pushTop(top: Scored[], s: Scored, k: number): void {
  if (top.length === k && byScore(s, top[k - 1]) >= 0) return;
  let i = top.length < k ? top.length : k - 1;
  if (top.length < k) top.push(s);
  while (i > 0 && byScore(s, top[i - 1]) < 0) {
    top[i] = top[i - 1];
    i--;
  }
  top[i] = s;
}

function rows(top: Scored[], stats: StatsOf): SimilarSubreddits {
  const row = (s: Scored, view: 'week' | 'month'): SimilarSubredditRow => {
    const { info, postsPerWeek } = s.profile;
    const w = stats(info.name)?.[view];
    return {
      Subreddit: info.name,
      Subscribers: info.subscribers,
      'Posts/Day': w ? w.postsPerDay : round(ratio(postsPerWeek, 7), PER_DAY_DECIMALS),
      'Comments/Day': w ? w.commentsPerDay : 0,
      EngagementRate: w ? w.engagementRate : 0,
      similarity: round(s.content, 3),
      basis: w ? w.basis : 'sample',
      ...(w ? {} : { activity: 'unknown' as const }),
    };
  };
  return { week: top.map((s) => row(s, 'week')), month: top.map((s) => row(s, 'month')) };
}

/**
 * The k communities most similar to `target` among `candidates`, with their week and month
 * activity from `stats` (or, when it has none for a name, Posts/Day from the profile's sample rate
 * and 0 for the rest, basis 'sample'). One pass over the candidates; for many queries over the same
 * catalogue, SimilarityIndex answers the same faster.
 */
export function similarSubreddits(
  target: SubredditProfile,
  candidates: Iterable<SubredditProfile>,
  stats: StatsOf,
  options: SimilarOptions = {},
): SimilarSubreddits {
  const k = Math.max(0, options.k ?? SIMILAR_COUNT);
  const min = options.minSimilarity ?? MIN_SIMILARITY;
  const top: Scored[] = [];
  if (k === 0) return { week: [], month: [] };
  const entries = entriesOf(target.terms);
  const tnorm = normOf(target.terms);
  for (const c of candidates) {
    if (!eligible(target, c)) continue;
    const content = Math.min(1, Math.max(0, ratio(dot(entries, c.terms), tnorm * normOf(c.terms))));
    if (content < min || content === 0) continue;
    pushTop(top, { profile: c, content, score: blend(content, target, c) }, k);
  }
  return rows(top, stats);
}

/**
 * An inverted index over a fixed set of profiles (build it once per catalogue): a query touches only
 * the candidates that share a term with the target. Postings are stored flat (CSR): the candidates of
 * term t are ids[start[t] … start[t + 1]).
 */
export class SimilarityIndex {
  private readonly profiles: SubredditProfile[];
  private readonly norms: Float64Array;
  private readonly termIds = new Map<string, number>();
  private readonly start: Int32Array;
  private readonly ids: Int32Array;
  private readonly weights: Float64Array;
  private readonly dots: Float64Array;
  private readonly seen: Uint32Array; // query number that last touched each candidate
  private queries = 0;

  constructor(candidates: Iterable<SubredditProfile>) {
    this.profiles = [...candidates];
    const count = this.profiles.length;
    this.norms = new Float64Array(count);
    this.dots = new Float64Array(count);
    this.seen = new Uint32Array(count);
    // Pass 1: intern terms, count postings per term, keep each profile's (term, weight) pairs flat.
    let pairTerms = new Int32Array(1 << 16);
    let pairWeights = new Float64Array(1 << 16);
    const pairStart = new Int32Array(count + 1);
    let pairs = 0;
    const perTerm: number[] = [];
    for (let id = 0; id < count; id++) {
      const terms = this.profiles[id].terms;
      let norm = 0;
      for (const key of Object.keys(terms)) {
        const w = terms[key];
        if (w === 0 || !Number.isFinite(w)) continue;
        norm += w * w;
        let t = this.termIds.get(key);
        if (t === undefined) {
          t = perTerm.length;
          this.termIds.set(key, t);
          perTerm.push(0);
        }
        perTerm[t]++;
        if (pairs === pairTerms.length) {
          const nt = new Int32Array(pairs * 2);
          nt.set(pairTerms);
          pairTerms = nt;
          const nw = new Float64Array(pairs * 2);
          nw.set(pairWeights);
          pairWeights = nw;
        }
        pairTerms[pairs] = t;
        pairWeights[pairs] = w;
        pairs++;
      }
      this.norms[id] = Math.sqrt(norm);
      pairStart[id + 1] = pairs;
    }
    // Pass 2: prefix sums, then fill the postings in candidate order.
    this.start = new Int32Array(perTerm.length + 1);
    for (let t = 0; t < perTerm.length; t++) this.start[t + 1] = this.start[t] + perTerm[t];
    this.ids = new Int32Array(pairs);
    this.weights = new Float64Array(pairs);
    const fill = this.start.slice(0, perTerm.length);
    for (let id = 0; id < count; id++) {
      for (let k = pairStart[id]; k < pairStart[id + 1]; k++) {
        const at = fill[pairTerms[k]]++;
        this.ids[at] = id;
        this.weights[at] = pairWeights[k];
      }
    }
  }

  get size(): number {
    return this.profiles.length;
  }

  similar(target: SubredditProfile, stats: StatsOf, options: SimilarOptions = {}): SimilarSubreddits {
    const k = Math.max(0, options.k ?? SIMILAR_COUNT);
    const min = options.minSimilarity ?? MIN_SIMILARITY;
    if (k === 0) return { week: [], month: [] };
    const dots = this.dots;
    const seen = this.seen;
    const query = (this.queries = (this.queries % 0xfffffffe) + 1);
    const touched: number[] = [];
    let tnorm = 0;
    const entries = entriesOf(target.terms);
    for (let e = 0; e < entries.keys.length; e++) {
      const x = entries.weights[e];
      tnorm += x * x;
      const t = this.termIds.get(entries.keys[e]);
      if (t === undefined) continue;
      for (let p = this.start[t]; p < this.start[t + 1]; p++) {
        const id = this.ids[p];
        if (seen[id] !== query) {
          seen[id] = query;
          dots[id] = 0;
          touched.push(id);
        }
        dots[id] += x * this.weights[p];
      }
    }
    tnorm = Math.sqrt(tnorm);
    const top: Scored[] = [];
    for (const id of touched) {
      const dot = dots[id];
      const c = this.profiles[id];
      if (!eligible(target, c)) continue;
      const content = Math.min(1, Math.max(0, ratio(dot, tnorm * this.norms[id])));
      if (content < min || content === 0) continue;
      pushTop(top, { profile: c, content, score: blend(content, target, c) }, k);
    }
    return rows(top, stats);
  }
}
