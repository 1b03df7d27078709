/**
 * Where should this draft go (decisions 024, 033): one draft checked against up to 20 communities
 * (a typed list, one of the user's audiences, or the communities they analysed), each through the
 * same check as 'Will it survive?', ranked by survival first, then fit to the community's norms,
 * then reach (members). A community that cannot be checked (unknown, private, Reddit unreachable)
 * is a line marked 'unknown' that says why, never a failed request. One call counts as one draft
 * check against the plan's daily allowance.
 */
import {
  PLACEMENT_MAX_COMMUNITIES,
  PLACEMENT_MSG,
  bareSubredditName,
  placementSourceOf,
  subredditKey,
  withoutSubredditPrefix,
  type DraftCheckResult,
  type DraftPlacementRequest,
  type DraftPlacementResult,
  type PlacementLine,
} from '@subreddit-signal/contract';
import type { Database } from '../../db/client';
import { HttpError, badRequest } from '../../platform/errors';
import type { RateLimiter } from '../../platform/rate-limit';
import { ownedAudience } from '../audiences';
import { userAnalysedCommunities, type RedditData } from '../research';
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

type PlacementDraft = Pick<DraftPlacementRequest, 'title' | 'body' | 'link'>;

async function lineFor(data: RedditData, name: string, req: PlacementDraft): Promise<Omit<PlacementLine, 'rank'>> {
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

/** The communities to check, each once (any casing or r/ prefix), in the order given. */
export function uniqueCommunities(raw: readonly string[]): string[] {
  const names: string[] = [];
  for (const r of raw) {
    const n = bareSubredditName(r);
    if (n && !names.some((m) => subredditKey(m) === subredditKey(n))) names.push(n);
  }
  return names;
}

export interface PlacementCommunities {
  names: string[];
  source: NonNullable<DraftPlacementResult['source']>;
  /** Beyond the cap, in order: reported, not checked. */
  notChecked: string[];
}

/**
 * The communities a request names, capped at PLACEMENT_MAX_COMMUNITIES (a typed list over the cap
 * is refused by the contract; an audience or a history over it is checked in its own order, the
 * most recently analysed first, and the rest named as not checked).
 */
export async function placementCommunities(db: Database, userId: string, req: DraftPlacementRequest): Promise<PlacementCommunities> {
  const source = placementSourceOf(req);
  let names: string[];
  let label: string;
  if (source.kind === 'audience') {
    const audience = await ownedAudience(db, userId, source.audienceId);
    if (audience.communities.length === 0) throw badRequest(PLACEMENT_MSG.audienceEmpty);
    names = uniqueCommunities(audience.communities);
    label = audience.name;
  } else if (source.kind === 'history') {
    // More than the cap are read so that those left out can be named.
    names = await userAnalysedCommunities(db, userId, 100);
    if (names.length === 0) throw badRequest(PLACEMENT_MSG.historyEmpty);
    label = 'Communities you analysed';
  } else {
    names = uniqueCommunities(source.subreddits);
    if (names.length === 0) throw badRequest(PLACEMENT_MSG.subredditsRequired);
    label = 'Your list';
  }
  return {
    names: names.slice(0, PLACEMENT_MAX_COMMUNITIES),
    notChecked: names.slice(PLACEMENT_MAX_COMMUNITIES),
    source: { kind: source.kind, label },
  };
}

/** Checks `draft` against each of `names` (a few at a time) and ranks the lines. */
export async function draftPlacement(
  data: RedditData,
  draft: PlacementDraft,
  names: readonly string[],
): Promise<Pick<DraftPlacementResult, 'lines' | 'note'>> {
  const lines: Omit<PlacementLine, 'rank'>[] = new Array(names.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(PARALLEL, names.length) }, async () => {
      while (next < names.length) {
        const i = next++;
        lines[i] = await lineFor(data, names[i]!, draft);
      }
    }),
  );
  return {
    lines: rankLines(lines),
    note: 'Ranked by how likely the draft is to survive there (rules and Reddit-wide rules), then by how well it fits what does well there, then by members.',
  };
}

const leftOutNote = (n: number) =>
  ` ${n} more ${n === 1 ? 'community was' : 'communities were'} not checked: at most ${PLACEMENT_MAX_COMMUNITIES} are checked at once.`;

export async function userDraftPlacement(
  deps: { db: Database; data: RedditData; rateLimiter: RateLimiter },
  user: { id: string; planName: string | null },
  req: DraftPlacementRequest,
): Promise<DraftPlacementResult> {
  // The communities are known (or the request refused) before a check is counted.
  const { names, source, notChecked } = await placementCommunities(deps.db, user.id, req);
  const reservation = await deps.rateLimiter.reserve(draftCheckRule(user.planName), user.id);
  try {
    const ranked = await draftPlacement(deps.data, req, names);
    if (ranked.lines.every((l) => l.status === 'unknown')) await deps.rateLimiter.release(reservation);
    return {
      ...ranked,
      note: notChecked.length ? ranked.note + leftOutNote(notChecked.length) : ranked.note,
      source,
      notChecked,
    };
  } catch (err) {
    await deps.rateLimiter.release(reservation);
    throw err;
  }
}
