/**
 * 'Will it survive?' (decision 021): a draft checked against a community's rules, requirements and
 * norms, a few times a day on the free plan (the plan's draftChecksPerDay, counted per UTC day in
 * the database's rate_limit_hits, so every instance shares the count); the rules block of the paid
 * analysis page.
 */
import type { CheckDraftRequest, CommunityRuleInfo, CommunityRulesInfo, DraftCheckResult } from '@subreddit-signal/contract';
import { FREE_PLAN, PLANS, formatPlanCount, planRulesFor, bareSubredditName } from '@subreddit-signal/contract';
import { notFound } from '../../platform/errors';
import type { RateLimiter, RateRule } from '../../platform/rate-limit';
import { communityNorms } from '../analysis';
import type { CommunityRulesData, SubredditPosts } from '../reddit';
import type { RedditData } from '../research';
import { checkDraft } from './check/check-draft';
import { judgedByModel } from './check/llm-rules';
import type { ChatClient } from '../generation/llm/client';

const DAY_SECONDS = 86_400;
const UPGRADE = PLANS.find((p) => p.draftChecksPerDay > FREE_PLAN.draftChecksPerDay);

/** The daily allowance of a plan, as a rate rule (its message says when it renews and what more there is). */
export function draftCheckRule(planName: string | null | undefined): RateRule {
  const plan = planRulesFor(planName);
  const n = formatPlanCount(plan.draftChecksPerDay);
  const more =
    plan.id === FREE_PLAN.id && UPGRADE ? `, or upgrade to ${UPGRADE.name} for ${formatPlanCount(UPGRADE.draftChecksPerDay)} a day` : '';
  return {
    name: 'draft-check',
    limit: plan.draftChecksPerDay,
    windowSeconds: DAY_SECONDS,
    message: `You have used your ${n} draft checks for today. They renew at 00:00 UTC${more}.`,
  };
}

export interface CommunityContext {
  found: SubredditPosts;
  rules: CommunityRulesData | null;
  unreachable: boolean;
  norms: DraftCheckResult['norms'];
  /** Flairs its posts use (most used first), then those it offers. */
  flairs: string[];
}

/** The community's posts, rules (when a source reads them) and norms; 404 when the data does not know it. */
export async function communityContext(data: RedditData, rawName: string): Promise<CommunityContext> {
  const name = bareSubredditName(rawName);
  const found = await data.subredditPosts(name);
  if (!found) throw notFound(`We couldn't find r/${name}. Check the name and try again.`);
  return contextOf(data, found, await data.communityRules(found.subreddit.name));
}

/**
 * The check's context from a lookup the caller made already: the community's posts and what
 * `data.communityRules` answered for it (a paid generation reads both once and shares them).
 */
export function contextOf(
  data: RedditData,
  found: SubredditPosts,
  { rules, unreachable }: { rules: CommunityRulesData | null; unreachable: boolean },
): CommunityContext {
  const key = `norms:${found.kind}:${found.subreddit.name.toLowerCase()}:${found.asOf}:${found.posts.length}:${found.posts[0]?.id ?? ''}`;
  const norms = data.remember(key, () => communityNorms(found.posts));
  const flairs: string[] = [];
  for (const f of [...norms.flairs.map((x) => x.flair), ...found.subreddit.flairs]) {
    if (f.trim() && !flairs.some((g) => g.toLowerCase() === f.trim().toLowerCase())) flairs.push(f.trim());
  }
  return { found, rules, unreachable, norms, flairs };
}

export async function checkUserDraft(
  deps: { data: RedditData; rateLimiter: RateLimiter; judge?: ChatClient | null; log?: { warn(obj: object, msg: string): void } },
  user: { id: string; planName: string | null },
  req: CheckDraftRequest,
): Promise<DraftCheckResult> {
  // Counted before the work, in one statement (no check-then-act race); given back when the check cannot be made.
  const reservation = await deps.rateLimiter.reserve(draftCheckRule(user.planName), user.id);
  try {
    const ctx = await communityContext(deps.data, req.subreddit);
    const draft = {
      title: req.title,
      body: req.body ?? '',
      link: req.link || null,
      flair: req.flair || null,
      galleryItems: req.galleryItems ?? null,
      nsfw: req.nsfw ?? false,
    };
    const result = checkDraft({
      subreddit: ctx.found.subreddit.name,
      draft,
      rules: ctx.rules,
      rulesUnreachable: ctx.unreachable,
      norms: ctx.norms,
      flairs: ctx.flairs,
    });
    // Reddit's own rules apply everywhere, so the model judges a draft even where the community's rules are unknown.
    const rules = ctx.rules?.rules ?? [];
    if (!deps.judge) return result;
    // The model reads the written rules too; when it cannot answer usably, the built-in check stands alone and says so.
    try {
      return await judgedByModel(deps.judge, result, draft, rules);
    } catch (err) {
      deps.log?.warn({ err }, 'the AI model could not judge the rules; built-in checks only');
      return {
        ...result,
        notVisible: [...result.notVisible, 'The AI model could not read the rules this time: only our built-in checks ran.'],
      };
    }
  } catch (err) {
    await deps.rateLimiter.release(reservation);
    throw err;
  }
}

/** The community's rules and requirements in the shape the rules block shows. */
export async function communityRulesInfo(data: RedditData, rawName: string): Promise<CommunityRulesInfo> {
  const ctx = await communityContext(data, rawName);
  const sub = ctx.found.subreddit.name;
  const r = ctx.rules;
  const rules: CommunityRuleInfo[] | null = r?.rules
    ? r.rules
        .map((x, i) => ({
          number: (x.priority ?? i) + 1,
          kind: x.kind ?? 'all',
          shortName: x.shortName,
          description: x.description ?? '',
          violationReason: x.violationReason ?? null,
        }))
        .sort((a, b) => a.number - b.number)
    : null;
  return {
    subreddit: sub,
    source: r ? 'live' : 'none',
    fetchedAt: r ? new Date(r.fetchedAt * 1000).toISOString() : null,
    rules,
    requirements: r?.requirements ?? null,
    settings: r?.settings ?? null,
    flairs: ctx.flairs,
    note: r
      ? `r/${sub}'s rules and post requirements as Reddit gave them on ${new Date(r.fetchedAt * 1000).toISOString().slice(0, 10)}.`
      : ctx.unreachable
        ? `Reddit could not be reached for r/${sub}'s rules. Try again in a few minutes.`
        : `Our data holds no rules for r/${sub} (only the live Reddit connection reads them).`,
  };
}
