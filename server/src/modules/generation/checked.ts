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
 * The check's answers by context and text, least recently used dropped first. The engine gives the
 * same post again for other nonces and requests (about half of the bench's 13,500 posts were
 * repeats), and the check was a fifth of a generate-post's CPU (issue 27, decision 109). Keyed by
 * everything blockingFindings reads: the rules and norms by identity (ctxId), the rest by value.
 */
const FINDINGS = new Map<string, readonly DraftFinding[]>();
const FINDINGS_KEPT = 4000;

/** A number per (norms, rules) pair of objects: a new rules or norms object is a new context, never an old one's answers. */
const ids = new WeakMap<object, WeakMap<object, number>>();
const NO_RULES = {};
let nextId = 0;
function ctxId(ctx: CommunityContext): number {
  let byRules = ids.get(ctx.norms);
  if (!byRules) ids.set(ctx.norms, (byRules = new WeakMap()));
  const rules = ctx.rules ?? NO_RULES;
  let id = byRules.get(rules);
  if (id === undefined) byRules.set(rules, (id = nextId++));
  return id;
}

/**
 * The findings that would have the text removed, as the whole check finds them (its
 * findings with severity 'removed' or 'likely-removed', in its order): only whether a text passes
 * is asked here, so the rest of the check is not worked out (decision 074).
 */
function blocking(ctx: CommunityContext, title: string, body: string, flair: string | null): readonly DraftFinding[] {
  // Lengths before the free texts, so no title, body or flair can pass for another split of the same characters.
  const fixed = JSON.stringify([ctxId(ctx), ctx.found.subreddit.name, ctx.unreachable, ctx.flairs, flair]);
  const key = `${fixed.length}:${fixed}${title.length}:${title}${body}`;
  const known = FINDINGS.get(key);
  if (known) {
    FINDINGS.delete(key);
    FINDINGS.set(key, known);
    return known;
  }
  const found = blockingFindings({
    subreddit: ctx.found.subreddit.name,
    draft: { title, body, link: null, flair, galleryItems: null },
    rules: ctx.rules,
    rulesUnreachable: ctx.unreachable,
    norms: ctx.norms,
    flairs: ctx.flairs,
  });
  if (FINDINGS.size >= FINDINGS_KEPT) FINDINGS.delete(FINDINGS.keys().next().value!);
  FINDINGS.set(key, found);
  return found;
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
