/**
 * Every generated post, idea and comment goes through the draft checker of its community before
 * it is shown (issue 25): the same check a user's own draft gets ('Will it survive?', decision 021),
 * through the drafts module's exported functions, so improvements there apply here too. A text the
 * check says would be removed, or likely removed, is replaced by another the engine writes; when no
 * replacement passes either, the least flagged are kept (the 'Check' button then names the problem).
 */
import type { CommentIdea, DraftFinding, GeneratedPost } from '@subreddit-signal/contract';
import { blockingFindings, communityContext, contextOf, type CommunityContext } from '../drafts';
import type { CommunityRulesData, SubredditPosts } from '../reddit';
import type { RedditData } from '../research';
import { postedBody } from './requirements';

/** The community's rules, norms and flairs for the check; null when the data does not know it. */
export async function checkContext(data: RedditData, name: string): Promise<CommunityContext | null> {
  return communityContext(data, name).catch(() => null);
}

/**
 * checkContext from the community's posts and rules as the caller already read them (one lookup
 * per paid call, decision 078); null where checkContext would fail.
 */
export function checkContextOf(
  data: RedditData,
  found: SubredditPosts,
  rules: { rules: CommunityRulesData | null; unreachable: boolean },
): CommunityContext | null {
  try {
    return contextOf(data, found, rules);
  } catch {
    return null;
  }
}

/**
 * The findings that would have the text removed, as the whole check finds them (its
 * findings with severity 'removed' or 'likely-removed', in its order): only whether a text passes
 * is asked here, so the rest of the check is not worked out (decision 074).
 */
function blocking(ctx: CommunityContext, title: string, body: string, flair: string | null): DraftFinding[] {
  return blockingFindings({
    subreddit: ctx.found.subreddit.name,
    draft: { title, body, link: null, flair, galleryItems: null },
    rules: ctx.rules,
    rulesUnreachable: ctx.unreachable,
    norms: ctx.norms,
    flairs: ctx.flairs,
  });
}

/** What stands against a post as it would be posted: its blocking findings' ids (none: it passes). */
export function postProblems(ctx: CommunityContext, p: GeneratedPost): string[] {
  return blocking(ctx, p.title, postedBody(p), p.flairs[0] ?? null).map((f) => f.id);
}

/**
 * What stands against a comment: the community's written rules read on its text (under the post it
 * answers). A post's requirements (title length, flair) are the post's, not the comment's.
 */
export function commentProblems(ctx: CommunityContext, postTitle: string, c: CommentIdea): string[] {
  return blocking(ctx, postTitle, c.response, null)
    .filter((f) => f.evidence.kind === 'rule' && f.field !== 'title')
    .map((f) => f.id);
}

/**
 * `count` items, passing ones first in their order: failing ones are replaced from `more()` (asked
 * once, only when needed); if still short, the failing ones with the fewest problems fill up.
 */
export async function keepPassing<T>(
  items: readonly T[],
  problems: (t: T) => string[],
  count: number,
  more: () => Promise<T[]>,
): Promise<T[]> {
  const judged = items.map((item) => ({ item, n: problems(item).length }));
  const passing = judged.filter((j) => j.n === 0);
  if (passing.length >= count || passing.length === judged.length) return passing.slice(0, count).map((j) => j.item);
  const extra = (await more()).map((item) => ({ item, n: problems(item).length }));
  const all = [...judged, ...extra];
  const pass = all.filter((j) => j.n === 0);
  const fail = all.filter((j) => j.n > 0).sort((a, b) => a.n - b.n);
  return [...pass, ...fail].slice(0, count).map((j) => j.item);
}
