/**
 * With a language model connected (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL), each written post rule is
 * also judged by the model against the draft (decision 024). It answers per rule with the rule's
 * words it relies on and the draft's words that break it; an answer quoting words that are not in
 * the rule or the draft is not used. The built-in checks still run; where the two disagree, both
 * are shown (the finding carries `disagreement`). The model never lowers a 'Will be removed'.
 * Reddit's own rules are judged too, in every community (decision 094): the built-in patterns catch
 * a veiled threat only in wording they have seen, and a model reads what a draft means.
 */
import type { DraftCheckResult, DraftFinding } from '@subreddit-signal/contract';
import type { ChatClient, ChatMessage } from '../../generation/llm/client';
import { UnusableAnswer } from '../../generation/llm/client';
import type { RedditRule } from '../../reddit';
import { draftScore, verdictOf } from './check-draft';
import { quote, type Draft } from './draft';
import { REDDIT_CONTENT_POLICY, SITE_RULE_FIELD, type SiteRuleKind } from './site-rules';

/** Reddit's rules the model judges: NSFW is a label the built-in check reads exactly, so it is left to it. */
export const JUDGED_SITE_KINDS = [
  'spam',
  'personal-info',
  'threats',
  'vote-manipulation',
  'impersonation',
] as const satisfies readonly SiteRuleKind[];
export type JudgedSiteKind = (typeof JUDGED_SITE_KINDS)[number];

/** What each Reddit rule covers, said for the model with the ways moderators see it broken. */
const SITE_RULE_FOR_MODEL: Record<JudgedSiteKind, string> = {
  spam: 'unsolicited commercial selling: a hard sell with a link, a coupon code, a price list, "DM me", income claims, paid engagement. A poster openly sharing their own product is a community rule matter, not this one.',
  'personal-info':
    "publishing a private person's address, phone number, licence plate, workplace together with their full name, or other private or confidential facts about them.",
  threats:
    'threats of violence, harassment and intimidation, including veiled threats said by implication (knowing where someone lives, works or parks, their routine, their car or family, with a hint that something may happen to them or their things) and sending readers after a person the draft identifies.',
  'vote-manipulation':
    "asking for or trading votes, several accounts voting, groups or services that lift each other's posts in the first minutes, or sending readers to vote down or report another thread.",
  impersonation:
    'pretending to be Reddit, its admins, a moderator team, a company, an official or a known person, including phishing for logins or payment details.',
};

export interface RuleJudgement {
  /** 1-based, as the community numbers its rules. */
  rule: number;
  breaks: boolean;
  /** The rule's own words the judgement rests on. */
  ruleWords: string;
  /** The draft's words that break it ('' when it does not). */
  draftWords: string;
}

/** Post rules in the community's order, numbered as it numbers them. */
export function numberedPostRules(rules: readonly RedditRule[]): { number: number; rule: RedditRule; text: string }[] {
  return [...rules]
    .map((r, i) => ({
      number: (r.priority ?? i) + 1,
      rule: r,
      text: [r.shortName.trim(), (r.description ?? '').trim()].filter(Boolean).join(' — '),
    }))
    .filter((r) => r.rule.kind !== 'comment')
    .sort((a, b) => a.number - b.number);
}

const DRAFT_CHARS = 6000;

export function rulesJudgePrompt(sub: string, d: Draft, rules: readonly RedditRule[]): ChatMessage[] {
  const list =
    numberedPostRules(rules)
      .map((r) => `Rule ${r.number}: ${r.text}`)
      .join('\n') || '(none known: answer "rules": [])';
  const site = JUDGED_SITE_KINDS.map((k) => `${k}: ${SITE_RULE_FOR_MODEL[k]}`).join('\n');
  return [
    {
      role: 'system',
      content:
        "You are a careful Reddit moderator. Judge a draft post against each numbered community rule and against each of Reddit's own rules, which apply in every community. A rule is broken only when the draft clearly does what the rule forbids or omits what it requires; read what the draft means, not only its words. " +
        'Answer with one JSON object: {"rules":[{"rule":<number>,"breaks":<true|false>,"ruleWords":"<words copied exactly from the rule>","draftWords":"<words copied exactly from the draft that break it, empty when it does not>"}],"reddit":[{"kind":"<one of the Reddit rule names>","breaks":<true|false>,"draftWords":"<words copied exactly from the draft that break it, empty when it does not>"}]} with one entry per community rule and one per Reddit rule, nothing else.',
    },
    {
      role: 'user',
      content: `Community: r/${sub}\n\nRules:\n${list}\n\nReddit's rules:\n${site}\n\nDraft title: ${d.title}\nDraft link: ${d.link ?? '(none)'}\nDraft body:\n${d.body.slice(0, DRAFT_CHARS) || '(empty)'}`,
    },
  ];
}

const squash = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\s"“”'‘’`*_]+/g, ' ')
    .trim();

/** The model's answer, checked: every post rule judged once, words quoted from the rule and the draft as written. */
export function acceptRuleJudgements(value: unknown, d: Draft, rules: readonly RedditRule[]): RuleJudgement[] {
  const list = (value as { rules?: unknown } | null)?.rules;
  if (!Array.isArray(list)) throw new UnusableAnswer('expected {"rules": [...]}');
  const numbered = numberedPostRules(rules);
  const draftText = squash(`${d.title}\n${d.link ?? ''}\n${d.body}`);
  const out: RuleJudgement[] = [];
  for (const item of list) {
    const o = item as Record<string, unknown>;
    const r = numbered.find((x) => x.number === o.rule);
    if (!r || typeof o.breaks !== 'boolean')
      throw new UnusableAnswer('each entry needs "rule" (a listed rule number) and "breaks" (true or false)');
    if (out.some((j) => j.rule === r.number)) throw new UnusableAnswer(`rule ${r.number} was judged twice`);
    const ruleWords = typeof o.ruleWords === 'string' ? o.ruleWords.trim() : '';
    const draftWords = typeof o.draftWords === 'string' ? o.draftWords.trim() : '';
    if (ruleWords && !squash(r.text).includes(squash(ruleWords)))
      throw new UnusableAnswer(`"ruleWords" of rule ${r.number} must be copied from the rule`);
    if (o.breaks && (!draftWords || !draftText.includes(squash(draftWords))))
      throw new UnusableAnswer(`"draftWords" of rule ${r.number} must be copied from the draft`);
    out.push({ rule: r.number, breaks: o.breaks, ruleWords: ruleWords || r.rule.shortName.trim(), draftWords: o.breaks ? draftWords : '' });
  }
  if (out.length !== numbered.length) throw new UnusableAnswer(`judge all ${numbered.length} rules, once each`);
  return out;
}

export interface SiteJudgement {
  kind: JudgedSiteKind;
  breaks: boolean;
  /** The draft's words that break it ('' when it does not). */
  draftWords: string;
}

/** The model's answer on Reddit's rules, checked: each judged once, a break quoted from the draft as written. */
export function acceptSiteJudgements(value: unknown, d: Draft): SiteJudgement[] {
  const list = (value as { reddit?: unknown } | null)?.reddit;
  if (!Array.isArray(list)) throw new UnusableAnswer(`expected "reddit": [...] with one entry for each of ${JUDGED_SITE_KINDS.join(', ')}`);
  const draftText = squash(`${d.title}\n${d.link ?? ''}\n${d.body}`);
  const out: SiteJudgement[] = [];
  for (const item of list) {
    const o = item as Record<string, unknown>;
    const kind = JUDGED_SITE_KINDS.find((k) => k === o.kind);
    if (!kind || typeof o.breaks !== 'boolean')
      throw new UnusableAnswer(`each "reddit" entry needs "kind" (one of ${JUDGED_SITE_KINDS.join(', ')}) and "breaks" (true or false)`);
    if (out.some((j) => j.kind === kind)) throw new UnusableAnswer(`Reddit rule ${kind} was judged twice`);
    const draftWords = typeof o.draftWords === 'string' ? o.draftWords.trim() : '';
    if (o.breaks && (!draftWords || !draftText.includes(squash(draftWords))))
      throw new UnusableAnswer(`"draftWords" of Reddit rule ${kind} must be copied from the draft`);
    out.push({ kind, breaks: o.breaks, draftWords: o.breaks ? draftWords : '' });
  }
  if (out.length !== JUDGED_SITE_KINDS.length) throw new UnusableAnswer(`judge all ${JUDGED_SITE_KINDS.length} Reddit rules, once each`);
  return out;
}

const SITE_NAME: Record<JudgedSiteKind, string> = {
  spam: 'spam and undisclosed promotion',
  'personal-info': 'personal information',
  threats: 'threats and harassment',
  'vote-manipulation': 'vote manipulation',
  impersonation: 'impersonation',
};

/** The result with the model's reading of Reddit's rules merged in, as `mergeJudgements` does for the community's. */
export function mergeSiteJudgements(result: DraftCheckResult, judgements: readonly SiteJudgement[]): DraftCheckResult {
  const findings = result.findings.map((f) => ({ ...f }));
  for (const j of judgements) {
    const ours = findings.filter((f) => f.id === `site-${j.kind}`);
    const policy = REDDIT_CONTENT_POLICY[j.kind];
    if (j.breaks && ours.length === 0)
      findings.push({
        id: `llm-site-${j.kind}`,
        severity: 'likely-removed',
        field: SITE_RULE_FIELD[j.kind],
        title: `May break Reddit’s rule on ${SITE_NAME[j.kind]}`,
        explanation: `The AI model reads Reddit’s rule on ${SITE_NAME[j.kind]} as broken by ${quote(j.draftWords, 120)}. Moderators decide; read the rule.`,
        evidence: { kind: 'llm', label: `Reddit Content Policy, ${policy.title}`, text: policy.text },
        offending: j.draftWords,
        source: 'llm',
        disagreement: 'Our built-in checks found nothing against this rule.',
      });
    else if (!j.breaks)
      for (const f of ours)
        f.disagreement = `The AI model read Reddit’s rule on ${SITE_NAME[j.kind]} and found the draft does not break it.`;
  }
  const order = { removed: 0, 'likely-removed': 1, weak: 2, good: 3 } as const;
  findings.sort((a, b) => order[a.severity] - order[b.severity]);
  const score = draftScore(findings);
  return { ...result, findings, score, verdict: verdictOf(findings, score) };
}

const builtInFor = (f: DraftFinding, n: number) => new RegExp(`^rule-${n}-`).test(f.id);

/** The built-in result with the model's judgements merged in: new findings where only the model sees a break, both views where they disagree. */
export function mergeJudgements(
  result: DraftCheckResult,
  judgements: readonly RuleJudgement[],
  rules: readonly RedditRule[],
): DraftCheckResult {
  const numbered = numberedPostRules(rules);
  const findings = result.findings.map((f) => ({ ...f }));
  const notVisible = [...result.notVisible];
  for (const j of judgements) {
    const r = numbered.find((x) => x.number === j.rule)!;
    const ours = findings.filter((f) => builtInFor(f, j.rule) && (f.severity === 'likely-removed' || f.severity === 'removed'));
    if (j.breaks && ours.length === 0) {
      findings.push({
        id: `llm-rule-${j.rule}`,
        severity: 'likely-removed',
        field: 'post',
        title: `May break rule ${j.rule}: ${r.rule.shortName.trim()}`,
        explanation: `The AI model reads rule ${j.rule} as broken by ${quote(j.draftWords, 120)}. Moderators decide; read the rule.`,
        evidence: { kind: 'llm', label: `Rule ${j.rule}, as the AI model quoted it`, text: j.ruleWords },
        offending: j.draftWords,
        source: 'llm',
        disagreement: 'Our built-in checks found nothing against this rule.',
      });
      // A rule the model could read is no longer only for a person to read.
      const i = notVisible.findIndex((n) => n.startsWith(`Rule ${j.rule}, `));
      if (i >= 0) notVisible.splice(i, 1);
    } else if (!j.breaks) {
      for (const f of ours) f.disagreement = `The AI model read rule ${j.rule} and found the draft does not break it.`;
    }
  }
  const order = { removed: 0, 'likely-removed': 1, weak: 2, good: 3 } as const;
  findings.sort((a, b) => order[a.severity] - order[b.severity]);
  const score = draftScore(findings);
  return { ...result, findings, notVisible, score, verdict: verdictOf(findings, score) };
}

/**
 * The built-in result refined by the model's reading of the community's written rules and Reddit's own: one
 * prompt, the answer checked (and asked for again once), both merged. Throws when no usable answer came.
 */
export async function judgedByModel(
  judge: Pick<ChatClient, 'json'>,
  result: DraftCheckResult,
  d: Draft,
  rules: readonly RedditRule[],
): Promise<DraftCheckResult> {
  const judged = await judge.json(rulesJudgePrompt(result.subreddit, d, rules), (v) => ({
    rules: acceptRuleJudgements(v, d, rules),
    reddit: acceptSiteJudgements(v, d),
  }));
  return mergeSiteJudgements(numberedPostRules(rules).length ? mergeJudgements(result, judged.rules, rules) : result, judged.reddit);
}
