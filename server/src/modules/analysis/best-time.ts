/**
 * Best time to post (docs/METRICS.md "Best time to post"): weekday × hour slots in UTC, scored by
 * how well posts made in the slot did, not by how many posts were made there.
 *
 * - Each post's engagement (score + comments) is capped at the sample's 95th percentile, so one
 *   viral post cannot make a slot, then divided by the sample's mean capped engagement (1 = an
 *   average post).
 * - A slot's performance is the mean of its posts' relative engagement, shrunk towards 1 as if
 *   PRIOR_POSTS average posts were added to it: (Σ relative + PRIOR_POSTS) / (n + PRIOR_POSTS).
 *   A slot with 1 great post stays near 1; a slot with many good posts keeps its lead.
 * - A slot is only called best when enough posts support it and it clearly beats a typical slot
 *   (decision 032): it needs minSlotPosts(n) posts (3, or 1 % of the sample when that is more, so
 *   999 posts need 10 in the slot, not 3), and a performance above 1 (the average post) and at
 *   least CLEAR_MARGIN above the median slot's. The sample needs MIN_SAMPLE_POSTS posts; otherwise
 *   there is no best time (null). Every slot states how many posts back it.
 */
import { bestSlotMinPosts, type BestTimeSlot } from '@subreddit-signal/contract';
import { ratio, round } from './numbers';
import { hhmm, weekdayHour } from './time';

export const MIN_SAMPLE_POSTS = 10;
/** How far above the median slot's performance a best slot must be (0.1 = a tenth of an average post). */
export const CLEAR_MARGIN = 0.1;
export const PRIOR_POSTS = 5;
export const CAP_PERCENTILE = 95;
export const TOP_SLOTS = 5;

export interface TimedEngagement {
  createdUtc: number;
  engagement: number;
}

export interface BestTimes {
  slots: BestTimeSlot[];
  /** [day][hour], null where no post was made. */
  heatmap: (number | null)[][];
  /** averageTime of the best slot, or null. */
  best: string | null;
}

/** Posts a slot needs before it can be called best (3, or 1 % of the sample when that is more): the contract's rule, which the page explains. */
export const minSlotPosts = bestSlotMinPosts;

export function emptyHeatmap(): (number | null)[][] {
  return Array.from({ length: 7 }, () => new Array<number | null>(24).fill(null));
}

export function bestTimes(posts: readonly TimedEngagement[]): BestTimes {
  const heatmap = emptyHeatmap();
  if (posts.length === 0) return { slots: [], heatmap, best: null };

  const engagement = posts.map((p) => (Number.isFinite(p.engagement) && p.engagement > 0 ? p.engagement : 0));
  // percentile(engagement, CAP_PERCENTILE), the values sorted natively: they are finite and never -0,
  // so a Float64Array's numeric order is the comparator's.
  const sorted = Float64Array.from(engagement).sort();
  const cap = sorted[Math.min(Math.max(1, Math.ceil((CAP_PERCENTILE / 100) * sorted.length)), sorted.length) - 1];
  let sum = 0;
  for (const e of engagement) sum += Math.min(e, cap);
  const mean = ratio(sum, engagement.length);

  const count = new Int32Array(168);
  const relSum = new Float64Array(168);
  const minuteSum = new Float64Array(168);
  posts.forEach((p, i) => {
    const { day, hour, minute } = weekdayHour(p.createdUtc);
    const s = day * 24 + hour;
    count[s]++;
    relSum[s] += ratio(Math.min(engagement[i], cap), mean, 1); // all-zero samples: every post is average
    minuteSum[s] += minute;
  });

  const exactOf = new Float64Array(168);
  const filled: number[] = [];
  for (let s = 0; s < 168; s++) {
    if (count[s] === 0) continue;
    exactOf[s] = (relSum[s] + PRIOR_POSTS) / (count[s] + PRIOR_POSTS);
    filled.push(exactOf[s]);
    heatmap[Math.floor(s / 24)][s % 24] = round(exactOf[s], 2);
  }
  // The median of the slots posted in (lower middle): "clearly better" is measured against it.
  const median = filled.length ? [...filled].sort((a, b) => a - b)[Math.floor((filled.length - 1) / 2)] : 1;
  const bar = Math.max(1, median + CLEAR_MARGIN);
  const needed = minSlotPosts(posts.length);

  const candidates: { slot: BestTimeSlot; exact: number }[] = [];
  for (let s = 0; s < 168; s++) {
    if (count[s] === 0) continue;
    const day = Math.floor(s / 24);
    const hour = s % 24;
    const exact = exactOf[s];
    if (posts.length >= MIN_SAMPLE_POSTS && count[s] >= needed && exact > 1 && exact >= bar) {
      const minute = Math.min(59, Math.round(minuteSum[s] / count[s]));
      candidates.push({ slot: { averageTime: hhmm(hour, minute), day, hour, performance: round(exact, 2), posts: count[s] }, exact });
    }
  }
  candidates.sort((a, b) => b.exact - a.exact || b.slot.posts - a.slot.posts || a.slot.day - b.slot.day || a.slot.hour - b.slot.hour);
  const slots = candidates.slice(0, TOP_SLOTS).map((c) => c.slot);
  return { slots, heatmap, best: slots.length > 0 ? slots[0].averageTime : null };
}
