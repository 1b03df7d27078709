/**
 * What does well in a community, read from its posts (decision 021): the figures a draft is held
 * against when the written rules say nothing, or are not known. Pure and deterministic.
 *
 * - Well-performing posts: the top quarter by engagement (score + comments), at least one post.
 * - Title length: the middle half (25th-75th percentile, nearest rank) and median of those posts' titles,
 *   in characters as people count them.
 * - Post types and link domains: shares among the top posts (domains: `www.` dropped, text posts left out).
 * - Flair: the share of all posts that carry one, and the flairs used most.
 * - Self-promotion: the share of top posts whose title or body promotes the poster's own thing
 *   (analysis/promotion.ts: by what the post does, not 'I' and 'my'; a heuristic, said as such).
 * - Best times: the engine's own bestTimes over every post.
 */
import type { CommunityNormsInfo } from '@subreddit-signal/contract';
import { postKind, type RedditPost } from '../reddit/model';
import { bestTimes } from './best-time';
import { isPromotional } from './promotion';
import { percentages, percentile, ratio, round } from './numbers';
import { canonicalPosts, charCount, engagementOf } from './subreddit';

export { charCount };

/** The top share of posts by engagement the norms are read from. */
export const TOP_QUARTER = 0.25;
export const TOP_DOMAINS = 8;
export const TOP_FLAIRS = 8;

/**
 * Whether a post promotes the poster's own thing, judged by what it does (analysis/promotion.ts:
 * codes, affiliate and tracking links, shorteners, prices with a call to buy, first-person selling),
 * so ordinary first-person stories ('I started a business…') are not counted.
 */
export function isSelfPromotion(text: { title: string; body?: string; link?: string | null }): boolean {
  return isPromotional(text);
}

/** Per post object (decision 040): whether it promotes, re-read when its text changes. */
const promoting = new WeakMap<RedditPost, { title: string; body: string; promotes: boolean }>();
function promotes(p: RedditPost): boolean {
  const memo = promoting.get(p);
  if (memo && memo.title === p.title && memo.body === p.selftext) return memo.promotes;
  const yes = isSelfPromotion({ title: p.title, body: p.selftext, link: p.isSelf ? null : p.url });
  promoting.set(p, { title: p.title, body: p.selftext, promotes: yes });
  return yes;
}

/** `www.example.com` / `Example.com` → `example.com`; '' for text posts' `self.<sub>` domains. */
export function normaliseDomain(domain: string): string {
  const d = domain
    .trim()
    .toLowerCase()
    .replace(/^www\./, '');
  return d.startsWith('self.') ? '' : d;
}

/** The top quarter of posts by engagement (ties: score, then newer, then id), at least one. */
export function wellPerformingPosts(posts: readonly RedditPost[]): RedditPost[] {
  if (posts.length === 0) return [];
  const sorted = [...posts].sort(
    (a, b) =>
      engagementOf(b) - engagementOf(a) || b.score - a.score || b.createdUtc - a.createdUtc || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  return sorted.slice(0, Math.max(1, Math.ceil(sorted.length * TOP_QUARTER)));
}

export function communityNorms(input: readonly RedditPost[]): CommunityNormsInfo {
  const posts = canonicalPosts(input);
  const top = wellPerformingPosts(posts);
  const n = top.length;

  const titles = top.map((p) => charCount(p.title));
  const titleLength = n > 0 ? { low: percentile(titles, 25), median: percentile(titles, 50), high: percentile(titles, 75) } : null;

  const kindCounts = new Map<string, number>();
  for (const p of top) {
    const k = postKind(p);
    kindCounts.set(k, (kindCounts.get(k) ?? 0) + 1);
  }
  const kinds = [...kindCounts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const kindShares = percentages(kinds.map(([, c]) => c));
  const postTypes = kinds.map(([kind], i) => ({ kind, share: kindShares[i] }));

  const domainCounts = new Map<string, number>();
  for (const p of top) {
    if (p.isSelf) continue;
    const d = normaliseDomain(p.domain);
    if (d) domainCounts.set(d, (domainCounts.get(d) ?? 0) + 1);
  }
  const linkDomains = [...domainCounts.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, TOP_DOMAINS)
    .map(([domain, count]) => ({ domain, posts: count, share: round(ratio(count, n) * 100) }));

  const flairCounts = new Map<string, { flair: string; n: number }>();
  let flaired = 0;
  for (const p of posts) {
    const f = p.flair?.trim();
    if (!f) continue;
    flaired++;
    const s = flairCounts.get(f.toLowerCase()) ?? { flair: f, n: 0 };
    s.n++;
    flairCounts.set(f.toLowerCase(), s);
  }
  const flairs = [...flairCounts.values()]
    .sort((a, b) => b.n - a.n || (a.flair < b.flair ? -1 : 1))
    .slice(0, TOP_FLAIRS)
    .map((s) => ({ flair: s.flair, share: round(ratio(s.n, posts.length) * 100) }));

  const promoting = top.filter(promotes).length;

  return {
    postsAnalysed: posts.length,
    topPosts: n,
    titleLength,
    postTypes,
    linkDomains,
    flairShare: round(ratio(flaired, posts.length) * 100),
    flairs,
    selfPromotionShare: round(ratio(promoting, n) * 100),
    bestTimes: bestTimes(posts.map((p) => ({ createdUtc: p.createdUtc, engagement: engagementOf(p) }))).slots,
  };
}
