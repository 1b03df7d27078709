/**
 * A community's written rules are prose for people, so they are matched with care (decision 021):
 * a rule is only brought up when its words name a topic we can see in the draft (self-promotion,
 * links, surveys, title tags, capitals, language, questions), and then as 'may break rule N: …',
 * never as certain. Rules about comments are skipped; rules no detector understands are listed as
 * needing a person's read.
 */
import type { DraftFinding } from '@subreddit-signal/contract';
import { promotionSignals, PROMOTION_KIND_LABEL, URL_SHORTENERS } from '../../analysis';
import type { RedditRule, WikiPage } from '../../reddit';
import { domainMatches, draftKind, finding, linkDomain, nsfwLabelled, quote, type Draft } from './draft';

interface Detector {
  id: string;
  /** The rule's words that put it on this topic. */
  rule: RegExp;
  /** The draft breaks it: a plain reason (and the draft's words, when they can be pointed at), or null. */
  breaks: (d: Draft, ruleText: string) => string | { why: string; words: string } | null;
  severity: 'likely-removed' | 'weak';
}

const SHORTENERS = URL_SHORTENERS;
const SURVEY_DOMAINS = ['surveymonkey.com', 'typeform.com', 'forms.gle', 'docs.google.com', 'jotform.com', 'qualtrics.com', 'tally.so'];
const SURVEY_WORDS = /\b(?:survey|questionnaire|fill (?:out|in) (?:my|our|this) form|take (?:my|our|this) (?:quick )?(?:poll|quiz))\b/i;
/** Rules that send questions elsewhere: the FAQ, the wiki, a daily or weekly thread, a megathread. */
const QUESTIONS_ELSEWHERE =
  /\b(?:no|weekly|daily) (?:basic |beginner |simple |newbie |easy )?questions?\b|\bquestions? (?:thread|megathread)\b|\bquestions? (?:belong|go|should go|must go)\b|\b(?:read|check|see|search) (?:the |our )?(?:faq|wiki)\b|\bfaq\b|\b(?:daily|weekly) (?:discussion |help |advice )?(?:thread|megathread)\b|\bsimple questions\b|\bbeginner questions\b|\bbefore (?:posting|asking)\b[^.\n]{0,40}\b(?:faq|wiki|search)\b|\bquestions?\b[^.\n]{0,40}\b(?:try|use|go to|head to|visit|belong (?:in|on)|(?:ask|post) (?:them |it )?(?:in|on|at|to)) \[?\/?r\/\w+/i;
/**
 * 'Please do not request bots here. Consider /r/requestabot instead.': a kind of request the rule
 * sends to another place (group 1 and 2: what is requested). Only rules that name the other place.
 */
const REQUESTS_ELSEWHERE =
  /\b(?:do not|don't|no|never) (?:request|ask for|post requests? for|make requests? for) (?:an? |any |the )?([a-z]+)(?: ([a-z]+))?\b(?=[^.\n]*(?:\binstead\b|\belsewhere\b|\/?r\/\w+)|[^.\n]*\.\s*(?:consider|use|try|go to|post (?:it |them )?(?:in|to)) \[?\/?r\/\w+)/i;
const NOT_WHAT = new Set(['here', 'there', 'in', 'on', 'at', 'from', 'to', 'for', 'of', 'this', 'that', 'please', 'or', 'and', 'on']);
/** The draft asks someone to make, find or do something for the poster. */
const ASKS_FOR =
  /\b(?:can|could|would|will) (?:someone|somebody|anyone|anybody|you)\b[^.?\n]{0,30}\b(?:make|build|write|create|code|program|design|draw|find|recommend)\b|\b(?:looking for|requesting|request for) (?:someone|somebody|an? )|\bi (?:need|want) (?:someone|somebody|an? )|\bwill pay\b|\bpaying (?:for|someone)\b/i;
const BEGINNER =
  /\b(?:beginner|newbie|noob|new to|just started|starting out|first time|getting started|where (?:do|should) i (?:start|begin)|how (?:do|should) i (?:start|begin|get started)|any (?:tips|advice|recommendations)|what should i (?:buy|get|do|start)|is it worth|help me|help please|complete novice)\b/i;
/** A short text post that asks, the kind of question an FAQ or a daily thread is there for. */
export function isBeginnerQuestion(d: Draft): boolean {
  if (draftKind(d) !== 'Text' || d.body.length > 400) return false;
  // A question that carries its specifics (a URL, code, parameters) is past what an FAQ answers.
  if (d.body.length >= 80 && TECHNICAL.test(d.body)) return false;
  return QUESTION_TITLE.test(d.title) || (BEGINNER.test(`${d.title} ${d.body}`) && /\?/.test(`${d.title} ${d.body}`));
}
const TECHNICAL = /https?:\/\/|`[^`]+`|\b\w+=\w+|\b[a-z]+_[a-z_]+\b|\/api\//;
const QUESTION_TITLE = /\?\s*$|^(?:how|what|why|which|where|when|who|can|should|is|are|does|do|any)\b/i;
/** `[Question]`, `[Help]`: the bracket tags a rule asks titles to start with. */
const BRACKET_TAG = /\[([A-Za-z][A-Za-z0-9 /&-]{0,24})\]/g;

const DETECTORS: Detector[] = [
  {
    id: 'self-promotion',
    rule: /self[- ]?promot|advertis|\bpromot(?:e|ion|ing)\b|\bspam\b|\bsoliciting\b|\bselling\b|\b10 ?% rule|\baffiliate\b|\breferral\b|\bmarketing your\b/i,
    breaks: (d) => {
      const signals = promotionSignals({ title: d.title, body: d.body, link: d.link });
      if (signals.length === 0) return null;
      return {
        why: `the draft promotes: ${[...new Set(signals.map((x) => PROMOTION_KIND_LABEL[x.kind]))].join(', ')}`,
        words: signals.map((x) => x.words).join(' · '),
      };
    },
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
      return domain && SHORTENERS.some((s) => domainMatches(domain, s))
        ? `the link goes through ${domain}, a link shortener`
        : inBody
          ? `the body links through ${inBody}, a link shortener`
          : null;
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
      return start && tags.includes(start)
        ? null
        : `the title does not start with one of the tags the rule names (${tags.map((t) => `[${t}]`).join(', ')})`;
    },
    severity: 'likely-removed',
  },
  {
    id: 'all-caps',
    rule: /\ball[- ]caps\b|\bcapital letters\b|\bcaps lock\b/i,
    breaks: (d) => {
      const letters = d.title.replace(/[^A-Za-z]/g, '');
      return letters.length >= 8 && letters.replace(/[^A-Z]/g, '').length / letters.length > 0.7
        ? 'the title is written mostly in capitals'
        : null;
    },
    severity: 'likely-removed',
  },
  {
    id: 'clickbait',
    rule: /\bclick[- ]?bait\b|\bmisleading titles?\b|\bsensational/i,
    breaks: (d) =>
      /\b(?:you won'?t believe|what happened next|shocking|this one (?:trick|weird)|will blow your mind|number \d+ will)\b/i.test(d.title)
        ? 'the title reads like clickbait'
        : null,
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
    id: 'nsfw-tag',
    rule: /\b(?:tag|mark|label|flag)(?:s|ed|ged)?\b[^.\n]{0,40}\bnsf[wl]\b|\bnsf[wl]\b[^.\n]{0,30}\b(?:tag|mark|label|flag)/i,
    breaks: (d) => {
      const words =
        /\b(?:nude|naked|porn\w*|sex tape|sexually explicit|onlyfans|xxx|gore|gory|graphic (?:injury|violence|photo|image|video)|dead body|corpse|blood everywhere|death|died|killed)\b/i.exec(
          `${d.title}\n${d.body}`,
        );
      return words && !nsfwLabelled(d)
        ? { why: 'the draft shows sexual or graphic material and is not marked NSFW', words: words[0] }
        : null;
    },
    severity: 'likely-removed',
  },
  {
    id: 'requests-elsewhere',
    rule: REQUESTS_ELSEWHERE,
    breaks: (d, text) => {
      const m = REQUESTS_ELSEWHERE.exec(text);
      const what = m ? [m[1], m[2]].filter((w): w is string => !!w && !NOT_WHAT.has(w.toLowerCase())).pop() : undefined;
      if (!what || what.length < 3) return null;
      const noun = what.replace(/s$/i, '').replace(/[^a-z]/gi, '');
      const all = `${d.title}\n${d.body}`;
      if (!new RegExp(`\\b${noun}s?\\b`, 'i').test(all) || !ASKS_FOR.test(all)) return null;
      return { why: `the draft asks for ${what}, and the rule sends such requests elsewhere`, words: d.title };
    },
    severity: 'likely-removed',
  },
  {
    id: 'questions',
    rule: QUESTIONS_ELSEWHERE,
    breaks: (d) =>
      isBeginnerQuestion(d)
        ? { why: 'it is a short beginner question, and the rule sends those to the FAQ, wiki or a recurring thread', words: d.title }
        : null,
    severity: 'likely-removed',
  },
];

export interface RuleReading {
  findings: DraftFinding[];
  /** Post rules no detector could read: a person has to (shown under 'not visible to us'). */
  unread: RedditRule[];
}

const ruleText = (r: RedditRule) => [r.shortName, r.description ?? ''].filter((s) => s.trim()).join(' — ');

/** Lines of the wiki pages the rules point to, each read like a rule (lines no detector reads are left alone). */
export function wikiFindings(d: Draft, pages: readonly WikiPage[] | undefined): DraftFinding[] {
  const out: DraftFinding[] = [];
  for (const p of pages ?? []) {
    if (!p.text) continue;
    const lines = p.text
      .split(/\n+/)
      .map((l) => l.replace(/^[\s>*#\-\d.)]+/, '').trim())
      .filter((l) => l.length >= 8 && l.length <= 600);
    for (const line of lines) {
      for (const det of DETECTORS) {
        if (!det.rule.test(line) || out.some((f) => f.id === `wiki-${p.page}-${det.id}`)) continue;
        const got = det.breaks(d, line);
        if (!got) continue;
        const { why, words } = typeof got === 'string' ? { why: got, words: undefined } : got;
        out.push({
          ...finding(
            `wiki-${p.page}-${det.id}`,
            det.severity,
            'post',
            `May break the wiki's rules (${p.page})`,
            `The rules point to the wiki page “${p.page}”, which says ${quote(line, 120)} — ${why}. Moderators decide; read the page.`,
            { kind: 'wiki', label: `Wiki page ${p.page}`, text: line },
          ),
          ...(words ? { offending: words } : {}),
        });
      }
    }
  }
  return out;
}

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
      const got = det.breaks(d, text);
      if (!got) continue;
      const { why, words } = typeof got === 'string' ? { why: got, words: undefined } : got;
      findings.push({
        ...finding(
          `rule-${number}-${det.id}`,
          det.severity,
          det.id === 'links' || det.id === 'shorteners'
            ? 'link'
            : det.id === 'title-tag' || det.id === 'all-caps' || det.id === 'clickbait'
              ? 'title'
              : 'post',
          `May break rule ${number}: ${r.shortName.trim()}`,
          `May break rule ${number}: ${quote(r.shortName, 80)} — ${why}. Moderators decide; read the rule and adjust the draft if it applies.`,
          { kind: 'rule', label: `Rule ${number}${r.violationReason ? ` (removal reason: ${r.violationReason})` : ''}`, text },
        ),
        ...(words ? { offending: words } : {}),
      });
    }
  }
  return { findings, unread };
}
