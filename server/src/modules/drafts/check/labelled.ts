/**
 * The labelled set's arithmetic (decision 024): each draft is checked against its rules set, and
 * the kinds of rule its breaking findings ('Will be removed', 'Likely removed') name are held
 * against the kinds it is labelled as breaking. Per kind: recall over the drafts that break it,
 * false-positive rate over the drafts that do not. Pure; scripts/quality-drafts.ts reads the files.
 */
import type { DraftCheckResult } from '@subreddit-signal/contract';
import type { CommunityRulesData } from '../../reddit';
import { mapRulesAnswer, wikiPagesNamed } from '../../reddit/live/mappers';
import { checkDraft, NO_NORMS } from './check-draft';
import type { Draft } from './draft';

export const RULE_KINDS = [
  'spam',
  'personal-info',
  'threats',
  'vote-manipulation',
  'impersonation',
  'nsfw',
  'promotion-rule',
  'points-elsewhere',
] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

/** The kind of rule a finding is about; null for findings outside the measured kinds. */
export function ruleKindOf(findingId: string): RuleKind | null {
  const site = /^site-(.+)$/.exec(findingId)?.[1];
  if (site && (RULE_KINDS as readonly string[]).includes(site)) return site as RuleKind;
  const det = /^(?:rule-\d+|wiki-.+?)-(self-promotion|questions|requests-elsewhere|nsfw-tag)$/.exec(findingId)?.[1];
  if (det === 'self-promotion') return 'promotion-rule';
  if (det === 'questions' || det === 'requests-elsewhere') return 'points-elsewhere';
  if (det === 'nsfw-tag') return 'nsfw';
  // The model's reading of Reddit's rules (decision 094) counts for the rule's kind, as a built-in finding would.
  const llmSite = /^llm-site-(.+)$/.exec(findingId)?.[1];
  if (llmSite && (RULE_KINDS as readonly string[]).includes(llmSite)) return llmSite as RuleKind;
  if (findingId.startsWith('llm-')) return null;
  return null;
}

export function breakingKinds(result: DraftCheckResult): Set<RuleKind> {
  const out = new Set<RuleKind>();
  for (const f of result.findings) {
    if (f.severity !== 'removed' && f.severity !== 'likely-removed') continue;
    const k = ruleKindOf(f.id);
    if (k) out.add(k);
  }
  return out;
}

export interface LabelledRuleset {
  note?: string;
  /** The community the rules belong to (its wiki links name it); the set's key otherwise. */
  subreddit?: string;
  /** A recorded answer in tests/fixtures/reddit-api/rules. */
  file?: string;
  /** An about/rules answer written for the set; null = no rules known (no live connection). */
  answer?: unknown;
  /** Wiki pages' markdown by page name. */
  wiki?: Record<string, string>;
}

export interface LabelledCase {
  id: string;
  split: 'tune' | 'holdout';
  rules: string;
  draft: { title: string; body?: string; link?: string; nsfw?: boolean };
  breaks: RuleKind[];
}

export interface LabelledSet {
  rulesets: Record<string, LabelledRuleset>;
  cases: LabelledCase[];
}

export interface KindFigures {
  kind: RuleKind;
  positives: number;
  found: number;
  recall: number | null;
  negatives: number;
  falsePositives: number;
  falsePositiveRate: number | null;
}

export interface LabelledReport {
  cases: number;
  kinds: KindFigures[];
  /** Each wrong call: the draft, the kind, and whether it was missed or raised wrongly. */
  errors: { id: string; kind: RuleKind; error: 'missed' | 'false-positive' }[];
}

/** The rules data a rules set stands for; `readFile` gives a recorded answer's JSON. */
export function rulesDataOf(sub: string, set: LabelledRuleset, readFile: (name: string) => unknown): CommunityRulesData | null {
  const answer = set.file ? readFile(set.file) : set.answer;
  if (answer === null || answer === undefined) return null;
  const mapped = mapRulesAnswer(answer);
  if (!mapped) return null;
  const wikiPages = wikiPagesNamed(sub, mapped.rules).map((page) => ({ page, text: set.wiki?.[page] ?? null }));
  return { rules: mapped.rules, requirements: null, settings: null, fetchedAt: 0, siteRules: mapped.siteRules, wikiPages };
}

/** A labelled case's draft as the check takes it (no flair, no gallery). */
export const labelledDraft = (c: LabelledCase): Draft => ({
  title: c.draft.title,
  body: c.draft.body ?? '',
  link: c.draft.link ?? null,
  flair: null,
  galleryItems: null,
  nsfw: c.draft.nsfw ?? false,
});

/** The cases of a split with the community and rules data each is checked against. */
function labelledInputs(set: LabelledSet, readFile: (name: string) => unknown, split?: LabelledCase['split']): LabelledInput[] {
  const rulesCache = new Map<string, CommunityRulesData | null>();
  return set.cases
    .filter((c) => !split || c.split === split)
    .map((c) => {
      const sub = set.rulesets[c.rules]?.subreddit ?? c.rules;
      if (!rulesCache.has(c.rules)) rulesCache.set(c.rules, rulesDataOf(sub, set.rulesets[c.rules] ?? {}, readFile));
      return { c, sub, draft: labelledDraft(c), rules: rulesCache.get(c.rules) ?? null };
    });
}

/** One labelled case as it is checked (not check-draft's CheckInput: the case, its community and rules data). */
export interface LabelledInput {
  c: LabelledCase;
  sub: string;
  draft: Draft;
  rules: CommunityRulesData | null;
}

const builtInCheck = (i: LabelledInput) =>
  checkDraft({ subreddit: i.sub, draft: i.draft, rules: i.rules, rulesUnreachable: false, norms: NO_NORMS, flairs: [] });

export function evaluateLabelled(set: LabelledSet, readFile: (name: string) => unknown, split?: LabelledCase['split']): LabelledReport {
  return tally(labelledInputs(set, readFile, split).map((i) => ({ c: i.c, result: builtInCheck(i) })));
}

/**
 * The same figures with each built-in result refined, e.g. by a connected model's reading (decision 094:
 * `scripts/quality-drafts-model.ts`). Cases run one after another: a local model serves one at a time.
 */
export async function evaluateLabelledWith(
  set: LabelledSet,
  readFile: (name: string) => unknown,
  split: LabelledCase['split'] | undefined,
  refine: (result: DraftCheckResult, input: LabelledInput) => Promise<DraftCheckResult>,
): Promise<LabelledReport> {
  const out: { c: LabelledCase; result: DraftCheckResult }[] = [];
  for (const i of labelledInputs(set, readFile, split)) out.push({ c: i.c, result: await refine(builtInCheck(i), i) });
  return tally(out);
}

function tally(results: readonly { c: LabelledCase; result: DraftCheckResult }[]): LabelledReport {
  const counts = new Map<RuleKind, { pos: number; found: number; neg: number; fp: number }>(
    RULE_KINDS.map((k) => [k, { pos: 0, found: 0, neg: 0, fp: 0 }]),
  );
  const errors: LabelledReport['errors'] = [];
  for (const { c, result } of results) {
    const got = breakingKinds(result);
    for (const kind of RULE_KINDS) {
      const n = counts.get(kind)!;
      if (c.breaks.includes(kind)) {
        n.pos++;
        if (got.has(kind)) n.found++;
        else errors.push({ id: c.id, kind, error: 'missed' });
      } else {
        n.neg++;
        if (got.has(kind)) {
          n.fp++;
          errors.push({ id: c.id, kind, error: 'false-positive' });
        }
      }
    }
  }
  const rate = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 1000) / 1000 : null);
  return {
    cases: results.length,
    kinds: RULE_KINDS.map((kind) => {
      const n = counts.get(kind)!;
      return {
        kind,
        positives: n.pos,
        found: n.found,
        recall: rate(n.found, n.pos),
        negatives: n.neg,
        falsePositives: n.fp,
        falsePositiveRate: rate(n.fp, n.neg),
      };
    }),
    errors,
  };
}
