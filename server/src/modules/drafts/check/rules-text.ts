/**
 * A community's written rules are prose for people, so they are matched with care (decision 021):
 * a rule is only brought up when its words name a topic we can see in the draft (self-promotion,
 * links, surveys, title tags, capitals, language, questions), and then as 'may break rule N: …',
 * never as certain. Rules about comments are skipped; rules no detector understands are listed as
 * needing a person's read.
 */
import type { DraftFinding } from '@subreddit-signal/contract';
import { isSelfPromotion } from '../../analysis';
import type { RedditRule } from '../../reddit';
import { domainMatches, draftKind, finding, linkDomain, quote, type Draft } from './draft';

interface Detector {
  id: string;
  /** The rule's words that put it on this topic. */
  rule: RegExp;
  /** The draft breaks it: a plain reason, or null. */
  breaks: (d: Draft, ruleText: string) => string | null;
  severity: 'likely-removed' | 'weak';
}

const SHORTENERS = ['bit.ly', 'tinyurl.com', 'goo.gl', 't.co', 'ow.ly', 'is.gd', 'buff.ly', 'rebrand.ly', 'cutt.ly', 'shorturl.at', 'tiny.cc'];
const SURVEY_DOMAINS = ['surveymonkey.com', 'typeform.com', 'forms.gle', 'docs.google.com', 'jotform.com', 'qualtrics.com', 'tally.so'];
const SURVEY_WORDS = /\b(?:survey|questionnaire|fill (?:out|in) (?:my|our|this) form|take (?:my|our|this) (?:quick )?(?:poll|quiz))\b/i;
const QUESTION_TITLE = /\?\s*$|^(?:how|what|why|which|where|when|who|can|should|is|are|does|do|any)\b/i;
/** `[Question]`, `[Help]`: the bracket tags a rule asks titles to start with. */
const BRACKET_TAG = /\[([A-Za-z][A-Za-z0-9 /&-]{0,24})\]/g;

const DETECTORS: Detector[] = [
  {
    id: 'self-promotion',
    rule: /self[- ]?promot|advertis|\bpromot(?:e|ion|ing)\b|\bspam\b|\bsoliciting\b|\bselling\b|\b10 ?% rule|\baffiliate\b|\breferral\b|\bmarketing your\b/i,
    breaks: (d) => (isSelfPromotion({ title: d.title, body: d.body }) ? 'the draft promotes your own product, service or content' : null),
    severity: 'likely-removed',
  },
  {
    id: 'links',
    rule: /\bno (?:external )?(?:links|urls)\b|\b(?:text|self)[- ]posts? only\b|\bonly (?:text|self)[- ]posts\b|\blinks? (?:are|is) not allowed\b|\bdo(?: not|n't) post links\b/i,
    breaks: (d) => (d.link || /https?:\/\//i.test(d.body) ? 'the draft carries a link' : null),
    severity: 'likely-removed',
  },
  {
    id: 'shorteners',
    rule: /\b(?:url|link)[- ]?shorteners?\b|\bshortened (?:links|urls)\b/i,
    breaks: (d) => {
      const domain = linkDomain(d.link);
      const inBody = SHORTENERS.find((s) => new RegExp(`\\b${s.replace('.', '\\.')}/`, 'i').test(d.body));
      return domain && SHORTENERS.some((s) => domainMatches(domain, s)) ? `the link goes through ${domain}, a link shortener` : inBody ? `the body links through ${inBody}, a link shortener` : null;
    },
    severity: 'likely-removed',
  },
  {
    id: 'surveys',
    rule: /\bsurveys?\b|\bquestionnaires?\b|\bresearch (?:requests|participants)\b/i,
    breaks: (d) => {
      const domain = linkDomain(d.link);
      if (domain && SURVEY_DOMAINS.some((s) => domainMatches(domain, s))) return `the link goes to ${domain}, a survey or form site`;
      return SURVEY_WORDS.test(`${d.title}\n${d.body}`) ? 'the draft asks readers to fill in a survey or form' : null;
    },
    severity: 'likely-removed',
  },
  {
    id: 'title-tag',
    rule: /\btag (?:your|the) (?:post|title)|\btitles? must (?:start|begin) with\b|\[[A-Za-z][^\]]{0,24}\].*\[[A-Za-z][^\]]{0,24}\]/i,
    breaks: (d, text) => {
      const tags = [...text.matchAll(BRACKET_TAG)].map((m) => m[1]!.trim().toLowerCase());
      if (tags.length === 0) return null;
      const start = /^\s*\[([^\]]+)\]/.exec(d.title)?.[1]?.trim().toLowerCase();
      return start && tags.includes(start) ? null : `the title does not start with one of the tags the rule names (${tags.map((t) => `[${t}]`).join(', ')})`;
    },
    severity: 'likely-removed',
  },
  {
    id: 'all-caps',
    rule: /\ball[- ]caps\b|\bcapital letters\b|\bcaps lock\b/i,
    breaks: (d) => {
      const letters = d.title.replace(/[^A-Za-z]/g, '');
      return letters.length >= 8 && letters.replace(/[^A-Z]/g, '').length / letters.length > 0.7 ? 'the title is written mostly in capitals' : null;
    },
    severity: 'likely-removed',
  },
  {
    id: 'clickbait',
    rule: /\bclick[- ]?bait\b|\bmisleading titles?\b|\bsensational/i,
    breaks: (d) =>
      /\b(?:you won'?t believe|what happened next|shocking|this one (?:trick|weird)|will blow your mind|number \d+ will)\b/i.test(d.title) ? 'the title reads like clickbait' : null,
    severity: 'likely-removed',
  },
  {
    id: 'english',
    rule: /\benglish only\b|\bin english\b|\bmust be (?:written )?in english\b/i,
    breaks: (d) => {
      const text = `${d.title} ${d.body}`.replace(/[\s\d\p{P}\p{S}]/gu, '');
      const latin = text.replace(/[^A-Za-z]/g, '').length;
      return text.length >= 10 && latin / text.length < 0.5 ? 'most of the draft is not written in Latin letters' : null;
    },
    severity: 'likely-removed',
  },
  {
    id: 'questions',
    rule: /\b(?:no|weekly|daily) (?:basic |beginner |simple |newbie )?questions?\b|\bquestions? (?:thread|megathread)\b|\bquestions? (?:belong|go|should go)\b/i,
    breaks: (d) => (QUESTION_TITLE.test(d.title) && draftKind(d) === 'Text' ? 'the post asks a question, and the rule sends some questions elsewhere' : null),
    severity: 'weak',
  },
];

export interface RuleReading {
  findings: DraftFinding[];
  /** Post rules no detector could read: a person has to (shown under 'not visible to us'). */
  unread: RedditRule[];
}

const ruleText = (r: RedditRule) => [r.shortName, r.description ?? ''].filter((s) => s.trim()).join(' — ');

export function ruleFindings(d: Draft, rules: readonly RedditRule[]): RuleReading {
  const findings: DraftFinding[] = [];
  const unread: RedditRule[] = [];
  const ordered = [...rules].map((r, i) => ({ r, number: (r.priority ?? i) + 1 })).sort((a, b) => a.number - b.number);
  for (const { r, number } of ordered) {
    if (r.kind === 'comment') continue;
    const text = ruleText(r);
    const on = DETECTORS.filter((det) => det.rule.test(text));
    if (on.length === 0) {
      unread.push(r);
      continue;
    }
    for (const det of on) {
      const why = det.breaks(d, text);
      if (!why) continue;
      findings.push(
        finding(
          `rule-${number}-${det.id}`,
          det.severity,
          det.id === 'links' || det.id === 'shorteners' ? 'link' : det.id === 'title-tag' || det.id === 'all-caps' || det.id === 'clickbait' ? 'title' : 'post',
          `May break rule ${number}: ${r.shortName.trim()}`,
          `May break rule ${number}: ${quote(r.shortName, 80)} — ${why}. Moderators decide; read the rule and adjust the draft if it applies.`,
          { kind: 'rule', label: `Rule ${number}${r.violationReason ? ` (removal reason: ${r.violationReason})` : ''}`, text },
        ),
      );
    }
  }
  return { findings, unread };
}
