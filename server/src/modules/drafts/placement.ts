/**
 * Where should this draft go (decision 024): one draft checked against up to 20 communities, each
 * through the same check as 'Will it survive?', ranked by survival first, then fit to the
 * community's norms, then reach (members). A community that cannot be checked (unknown, private,
 * Reddit unreachable) is a line marked 'unknown' that says why, never a failed request. One call
 * counts as one draft check against the plan's daily allowance.
 */
import type { DraftCheckResult, DraftPlacementRequest, DraftPlacementResult, PlacementLine } from '@subreddit-signal/contract';
import { bareSubredditName, subredditKey, withoutSubredditPrefix } from '@subreddit-signal/contract';
import { HttpError } from '../../platform/errors';
import type { RateLimiter } from '../../platform/rate-limit';
import type { RedditData } from '../research';
import { checkDraft } from './check/check-draft';
import { communityContext, draftCheckRule } from './service';

/** Communities checked at once (each may read Reddit through the shared rate limit). */
const PARALLEL = 4;
const EVIDENCE_LINES = 3;
const ORDER = { removed: 0, 'likely-removed': 1, weak: 2, good: 3 } as const;

/** The share of norm findings that fit (good among good + weak), 0-100; null when no norm applied. */
export function fitOf(result: DraftCheckResult): number | null {
  const norms = result.findings.filter((f) => f.evidence.kind === 'norm');
  if (norms.length === 0) return null;
  return Math.round((norms.filter((f) => f.severity === 'good').length / norms.length) * 100);
}

/** Survival, then fit, then reach, all descending; unknown lines last, in the order asked. */
export function rankLines(lines: Omit<PlacementLine, 'rank'>[]): PlacementLine[] {
  const checked = lines
    .filter((l) => l.status === 'checked')
    .sort(
      (a, b) =>
        (b.survival ?? 0) - (a.survival ?? 0) ||
        (b.fit ?? -1) - (a.fit ?? -1) ||
        (b.reach ?? -1) - (a.reach ?? -1) ||
        a.subreddit.localeCompare(b.subreddit),
    );
  return [
    ...checked.map((l, i) => ({ ...l, rank: i + 1 })),
    ...lines.filter((l) => l.status === 'unknown').map((l) => ({ ...l, rank: null })),
  ];
}

async function lineFor(data: RedditData, name: string, req: DraftPlacementRequest): Promise<Omit<PlacementLine, 'rank'>> {
  try {
    const ctx = await communityContext(data, name);
    const result = checkDraft({
      subreddit: ctx.found.subreddit.name,
      draft: { title: req.title, body: req.body ?? '', link: req.link || null, flair: null, galleryItems: null },
      rules: ctx.rules,
      rulesUnreachable: ctx.unreachable,
      norms: ctx.norms,
      flairs: ctx.flairs,
    });
    const worst = [...result.findings].sort((a, b) => ORDER[a.severity] - ORDER[b.severity]).slice(0, EVIDENCE_LINES);
    return {
      subreddit: result.subreddit,
      status: 'checked',
      survival: result.score,
      verdict: result.verdict,
      fit: fitOf(result),
      reach: ctx.found.subreddit.subscribers,
      evidence: worst.map((f) => ({ severity: f.severity, title: f.title, source: f.evidence.label })),
      rules: result.basis.rules,
    };
  } catch (err) {
    if (!(err instanceof HttpError) || (err.statusCode >= 500 && err.statusCode !== 503)) throw err;
    return {
      subreddit: withoutSubredditPrefix(name),
      status: 'unknown',
      survival: null,
      verdict: err.message,
      fit: null,
      reach: null,
      evidence: [],
      rules: null,
    };
  }
}

export async function draftPlacement(data: RedditData, req: DraftPlacementRequest): Promise<DraftPlacementResult> {
  const names: string[] = [];
  for (const raw of req.subreddits) {
    const n = bareSubredditName(raw);
    if (!names.some((m) => subredditKey(m) === subredditKey(n))) names.push(n);
  }
  const lines: Omit<PlacementLine, 'rank'>[] = new Array(names.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(PARALLEL, names.length) }, async () => {
      while (next < names.length) {
        const i = next++;
        lines[i] = await lineFor(data, names[i]!, req);
      }
    }),
  );
  return {
    lines: rankLines(lines),
    note: 'Ranked by how likely the draft is to survive there (rules and Reddit-wide rules), then by how well it fits what does well there, then by members.',
  };
}

export async function userDraftPlacement(
  deps: { data: RedditData; rateLimiter: RateLimiter },
  user: { id: string; planName: string | null },
  req: DraftPlacementRequest,
): Promise<DraftPlacementResult> {
  const reservation = await deps.rateLimiter.reserve(draftCheckRule(user.planName), user.id);
  try {
    const result = await draftPlacement(deps.data, req);
    if (result.lines.every((l) => l.status === 'unknown')) await deps.rateLimiter.release(reservation);
    return result;
  } catch (err) {
    await deps.rateLimiter.release(reservation);
    throw err;
  }
}
