/**
 * The whole check of one draft (decision 021), pure: exact requirements and settings, the written
 * rules read with care, the norms, what cannot be seen, and a score.
 *
 * Score: 100, minus 50 per 'will be removed', 25 per 'likely removed', 8 per 'weak' finding,
 * within 0-100; any 'will be removed' keeps it at or below 20. 'Good' findings add nothing: the
 * score says how much stands against the draft, not how much is right with it.
 */
import type { CommunityNormsInfo, DraftCheckResult, DraftFinding, DraftSeverity } from '@subreddit-signal/contract';
import type { CommunityRulesData } from '../../reddit';
import { finding, type Draft } from './draft';
import { normFindings } from './norm-findings';
import { requirementFindings, requirementsChecked, settingFindings } from './requirements';
import { ruleFindings, wikiFindings } from './rules-text';
import { siteRuleFindings } from './site-rules';

export const PENALTY: Record<DraftSeverity, number> = { removed: 50, 'likely-removed': 25, weak: 8, good: 0 };
export const REMOVED_CEILING = 20;

export function draftScore(findings: readonly DraftFinding[]): number {
  const raw = 100 - findings.reduce((s, f) => s + PENALTY[f.severity], 0);
  const score = Math.max(0, Math.min(100, raw));
  return findings.some((f) => f.severity === 'removed') ? Math.min(score, REMOVED_CEILING) : score;
}

export function verdictOf(findings: readonly DraftFinding[], score: number): string {
  const removed = findings.filter((f) => f.severity === 'removed').length;
  const likely = findings.filter((f) => f.severity === 'likely-removed');
  if (removed > 0) return `Will be removed as it stands: ${removed} hard requirement${removed === 1 ? '' : 's'} broken.`;
  // Reddit's own rules (site-…, llm-site-…) are not the community's: the verdict names whose rules are at stake.
  const reddits = likely.filter((f) => /^(?:llm-)?site-/.test(f.id)).length;
  const community = likely.length - reddits;
  if (community > 0 && reddits > 0) return `At risk: it may break ${community} of the community's rules and ${reddits} of Reddit's.`;
  if (community > 0) return `At risk: it may break ${community} of the community's rules.`;
  if (reddits > 0) return `At risk: it may break ${reddits} of Reddit's rules.`;
  if (score >= 90) return 'Nothing we can see stands against it.';
  return 'Should survive; a few things would help it do better.';
}

/** Norms where none are known (no posts read): checks then rest on the rules and requirements alone. */
export const NO_NORMS: CommunityNormsInfo = {
  postsAnalysed: 0,
  topPosts: 0,
  titleLength: null,
  postTypes: [],
  linkDomains: [],
  flairShare: 0,
  flairs: [],
  selfPromotionShare: 0,
  bestTimes: [],
};

const ORDER: Record<DraftSeverity, number> = { removed: 0, 'likely-removed': 1, weak: 2, good: 3 };

export interface CheckInput {
  subreddit: string;
  draft: Draft;
  rules: CommunityRulesData | null;
  /** Reddit was asked for rules and could not be reached. */
  rulesUnreachable: boolean;
  norms: CommunityNormsInfo;
  /** Flairs the community uses or offers (for the flair requirement's suggestions). */
  flairs: readonly string[];
}

/** A rule about promotion: the community limits it, so a norm never calls promotion good there. */
const PROMOTION_RULE =
  /self[- ]?promot|advertis|\bpromot(?:e|ion|ing)\b|\bspam\b|\bsoliciting\b|\bselling\b|\b10 ?% rule|\baffiliate\b|\breferral\b/i;
const WIKI_RULE = /\bwiki\b/i;

export function basisNote(sub: string, rules: CommunityRulesData | null, unreachable: boolean, postsAnalysed: number): string {
  const posts = `${postsAnalysed.toLocaleString('en-US')} of its posts`;
  if (rules)
    return `Checked against r/${sub}'s rules and post requirements as Reddit gave them on ${new Date(rules.fetchedAt * 1000).toISOString().slice(0, 10)}, and against ${posts}.`;
  if (unreachable) return `Reddit could not be reached for r/${sub}'s rules: checked against what does well there (${posts}) only.`;
  return `Our data holds no rules for r/${sub} (only the live Reddit connection reads them): checked against what does well there (${posts}) only.`;
}

/**
 * The findings of the draft's post requirements and settings, Reddit-wide rules and the community's
 * written rules and wiki pages: every part of the check that can say a post would be removed (the
 * norms cannot: a norm is 'weak' or 'good'). What it could not read goes into `notVisible`, when given.
 */
function ruleSideFindings(input: CheckInput, notVisible?: string[]): DraftFinding[] {
  const { draft: d, rules, subreddit: sub } = input;
  const findings: DraftFinding[] = [];
  if (rules?.settings) findings.push(...settingFindings(d, rules.settings));
  if (rules?.requirements) {
    const r = rules.requirements;
    const hard = requirementFindings(d, r, input.flairs);
    findings.push(...hard);
    const checked = requirementsChecked(r);
    if (checked > 0 && !hard.some((f) => f.severity === 'removed' || f.severity === 'likely-removed')) {
      findings.push(
        finding(
          'requirements-met',
          'good',
          'post',
          "Meets the community's post requirements",
          `The draft passes all ${checked} requirement${checked === 1 ? '' : 's'} Reddit checks for r/${sub}.`,
          { kind: 'requirement', label: 'Post requirements', text: `${checked} set and checked` },
        ),
      );
    }
    if (r.repostAgeDays !== null && d.link)
      notVisible?.push(
        `Whether this link was posted in r/${sub} in the last ${r.repostAgeDays} days (Reddit refuses reposts within that time).`,
      );
  }
  findings.push(...siteRuleFindings(d, sub, rules?.siteRules));
  if (rules?.rules) {
    const reading = ruleFindings(d, rules.rules);
    findings.push(...reading.findings);
    for (const r of reading.unread)
      notVisible?.push(
        `Rule ${(r.priority ?? rules.rules.indexOf(r)) + 1}, “${r.shortName.trim()}”, needs a person's read: we cannot tell from the text whether the draft breaks it.`,
      );
    findings.push(...wikiFindings(d, rules.wikiPages));
    for (const p of rules.wikiPages ?? [])
      if (p.text === null)
        notVisible?.push(`r/${sub}'s rules point to its wiki page “${p.page}”, which Reddit would not give us: read it before posting.`);
    if (!rules.wikiPages && rules.rules.some((r) => WIKI_RULE.test(`${r.shortName} ${r.description ?? ''}`)))
      notVisible?.push(`r/${sub}'s rules point to its wiki, which we have not read yet: read it before posting.`);
  } else {
    notVisible?.push(
      `r/${sub}'s own rules, and the wiki or FAQ pages they may point to, are unknown without a live Reddit connection: only Reddit-wide rules and what does well there were checked.`,
    );
  }
  return findings;
}

const isBlocking = (f: DraftFinding) => f.severity === 'removed' || f.severity === 'likely-removed';
const bySeverity = (a: DraftFinding, b: DraftFinding) => ORDER[a.severity] - ORDER[b.severity];

/**
 * Exactly `checkDraft(input).findings` kept to those that would have the post removed ('removed',
 * 'likely-removed'), in the same order (a stable sort by severity, so filtering before sorting
 * keeps it), without the rest of the check: the norms (never blocking, and a second reading of the
 * draft's promotion signals), the score, verdict, basis and what cannot be seen. For the
 * generators, which only ask whether a text passes (issue 27, decision 074).
 */
export function blockingFindings(input: CheckInput): DraftFinding[] {
  return ruleSideFindings(input).filter(isBlocking).sort(bySeverity);
}

export function checkDraft(input: CheckInput): DraftCheckResult {
  const { draft: d, rules, subreddit: sub } = input;
  const notVisible = [
    `AutoModerator filters (account age, karma, keywords) run on Reddit and are not visible to us: r/${sub} may hold the post back for them.`,
    'Whether a moderator approves it: rules are applied by people.',
  ];
  const findings = ruleSideFindings(input, notVisible);
  const limitsPromotion = !rules?.rules
    ? null
    : rules.rules.some((r) => r.kind !== 'comment' && PROMOTION_RULE.test(`${r.shortName} ${r.description ?? ''}`));
  findings.push(...normFindings(d, input.norms, sub, { limitsPromotion }));

  findings.sort(bySeverity);
  const score = draftScore(findings);
  return {
    subreddit: sub,
    score,
    verdict: verdictOf(findings, score),
    findings,
    notVisible,
    basis: {
      rules: rules ? 'live' : 'none',
      postsAnalysed: input.norms.postsAnalysed,
      note: basisNote(sub, rules, input.rulesUnreachable, input.norms.postsAnalysed),
    },
    norms: input.norms,
  };
}
