/**
 * Rule-based reading of one post or comment: does it voice a pain point, ask a question, ask for a
 * solution or tool, or talk money? Each rule is a pattern a reader would point at; the sentence it
 * matched is kept as the evidence excerpt. Tuned on hand-labelled real posts
 * (tests/fixtures/themes/labelled.json, scripts/quality-themes.ts): precision first, since every
 * theme shows its posts and a wrong one costs trust.
 */
import type { ThemeKind } from '../../../../../src/shared/api/contract';

export type IntentKind = Exclude<ThemeKind, 'topic'>;
export const INTENT_KINDS: readonly IntentKind[] = ['pain', 'question', 'request', 'money'];

export interface Match {
  kind: IntentKind;
  excerpt: string;
}

/** Characters of a body read: the opening states what the post is about; essays cost time. */
export const BODY_CHARS = 800;

const FIRST_PERSON = /\b(i|i'm|im|i've|ive|i'd|my|me|we|we're|we've|our|us)\b/i;

// A question to the community, not a headline ('How I doubled my traffic', 'Why we quit').
const QUESTION_START =
  /^(?:\[?(?:q|question|help|advice)\]?\s*[:\-–]?\s*)?(how (?:do|does|did|can|could|should|would|much|many|long|often|is|are|to (?:get|find|start|deal|handle|make|choose|price))|what(?:'s| is| are| do| does| should| would| can| kind| type| tools?| software| would)|which|why (?:do|does|is|are|would|should|can't|don't|doesn't)|when (?:do|does|should|is)|where (?:do|does|can|should|is)|who (?:do|does|is|are|should)|is (?:it|there|this|anyone)|are (?:there|you|any)|can (?:i|you|we|anyone|someone)|could (?:i|you|someone)|should (?:i|we)|would (?:you|it)|do (?:you|i|we|any)|does (?:anyone|anybody|this|it)|has anyone|have you|anyone (?:else|know|here|have|tried|use)|any (?:advice|tips|ideas|suggestions|recommendations))\b/i;
const QUESTION_TAG = /^\s*[[(]?(?:question|q|help|advice needed|need advice|ask)[\])]?\s*[:\-–]/i;
const HEADLINE = /^(how|why|what) (i|we|my|our|to)\b(?!.*\?)/i;

const REQUEST = [
  /\b(?:looking for|searching for|in search of|need|needs|want|wanted)\b[^.?!\n]{0,40}?\b(?:tools?|apps?|software|services?|platforms?|plugins?|extensions?|programs?|websites?|sites?|solutions?|crm|templates?|resources?|alternatives?|freelancers?|developers?|designers?|agenc(?:y|ies)|recommendations?|suggestions?)\b/gi,
  /\b(?:any|your|some|can you|could you|please|would you|who can|can anyone|could anyone)\b[^.?!\n]{0,25}?\brecommend(?:ations?|ed)?\b/gi,
  /\brecommend(?:ations?)?\b[^.?!\n]{0,25}?\bfor\b[^.?!\n]{0,40}\?/gi,
  /\b(?:is there|are there|does anyone know(?: of)?|know of)\b[^.?!\n]{0,30}?\b(?:a|an|any|some)\b[^.?!\n]{0,30}?\b(?:tools?|apps?|software|services?|site|websites?|plugins?|programs?|extensions?|platforms?|ways? to)\b/gi,
  /\b(?:what|which)\b[^.?!\n]{0,20}?\b(?:tools?|apps?|software|services?|platforms?|plugins?|crm|programs?|themes?|hosts?|hosting)\b[^.?!\n]{0,40}?\b(?:do you|does everyone|should|would you|to use|for|is best|are best|you use|people use)\b/gi,
  /\balternatives? (?:to|for)\b/gi,
  /\bbest (?:tools?|apps?|software|services?|platforms?|plugins?|crm|way to|site|website)s?\b[^.?!\n]{0,40}\?/gi,
  /\b(?:suggestions?|advice|ideas) (?:for|on) (?:a |an |good |the best )?(?:tools?|apps?|software|services?|platforms?|plugins?|crm|programs?)\b/gi,
];

/** Words every request rule needs one of: a cheap test that spares the rules most texts. */
const REQUEST_HINT = /recommend|looking for|searching for|in search of|need|want|alternative|is there|are there|know of|best |suggestion|advice|ideas|what|which/i;

const PAIN_WORDS =
  /\b(?:frustrat\w*|struggl\w*|annoy\w*|hate|hating|tired of|sick of|fed up|nightmare|can'?t (?:figure|seem|get|find|stand|afford|keep)|doesn'?t work|not working|stuck|overwhelm\w*|desperate|burn(?:ed|t)? out|burnout|ripped off|scamm?ed|losing (?:money|customers|clients|sales|my)|no (?:sales|customers|clients|traffic|luck|response|replies|idea what)|(?:problem|issue|trouble) (?:with|getting|finding)|pain in the|at my wits|give up|giving up|(?:was|got|been) (?:fired|laid off|rejected|banned|scammed)|failing|failed|can'?t (?:pay|make rent)|hard time|difficult time|worried|stressed|stress(?:ful)?|drowning|broke|debt|lost (?:my|our|all)|went wrong|screwed)\b/gi;

const MONEY =
  /(?:[$€£]\s?\d|\b\d[\d,.]*\s?(?:k|K|m|M)?\s?(?:dollars|usd|bucks|euros?|pounds|gbp|eur)\b|\b\d[\d,.]*\s?(?:k|K)\b[^.?!\n]{0,20}\b(?:a year|per year|salary|budget|revenue|income|profit)|\b(?:pric(?:e|es|ed|ing)|budgets?|costs?|costing|salar(?:y|ies)|revenue|income|profits?|profitable|spend|spending|spent|afford\w*|invoic\w*|charg(?:e|es|ed|ing) (?:for|clients|customers|per|\$)|fees?|rates? (?:per|for)|hourly rate|paid (?:for|ads|search|\$)|pay (?:for|\$|per|rent|off)|paying (?:for|customers|clients)|cheap(?:er|est)?|expensive|money|cpc|cpm|cpa|roi|mrr|arr|margins?|wages?|loans?|funding|investors?|raised|savings|debt|mortgage|taxe?s)\b)/gi;

const excerptOf = (s: string) => (s.length > 220 ? s.slice(0, 217).trimEnd() + '…' : s);

/** The sentence of `text` around `at`: from after the previous . ? ! or line break to the next one. */
function sentenceAt(text: string, at: number, end: number): string {
  let from = at;
  while (from > 0 && !/[.?!\n]/.test(text[from - 1])) from--;
  let to = Math.max(at, end - 1);
  while (to < text.length && !/[.?!\n]/.test(text[to])) to++;
  return text.slice(from, Math.min(text.length, to + 1)).trim();
}

/**
 * The first sentence where one of `patterns` matches and `accept` agrees. Each pattern scans the
 * whole text once (no per-sentence splitting: that cost more than the rules).
 */
function findSentence(text: string, patterns: readonly RegExp[], accept: (sentence: string) => boolean = () => true): string | null {
  let best: { at: number; sentence: string } | null = null;
  for (const re of patterns) {
    const g = re;
    g.lastIndex = 0;
    for (let m = g.exec(text); m; m = g.exec(text)) {
      if (best && m.index >= best.at) break;
      const sentence = sentenceAt(text, m.index, m.index + m[0].length);
      if (accept(sentence)) {
        best = { at: m.index, sentence };
        break;
      }
      if (m[0].length === 0) g.lastIndex++;
    }
  }
  return best?.sentence ?? null;
}

function isQuestionSentence(s: string): boolean {
  if (HEADLINE.test(s)) return false;
  return /\?\s*["')\]]*$/.test(s) || QUESTION_START.test(s) || QUESTION_TAG.test(s);
}

/**
 * The kinds a text shows, each with the sentence it rests on. A post reads its title first (titles
 * carry the intent), then the opening of its body; a comment (no title) reads its body.
 */
export function classify(title: string, body: string): Match[] {
  const head = body.length > BODY_CHARS ? body.slice(0, BODY_CHARS) : body;
  const out: Match[] = [];
  const both = title ? [title, head] : [head];

  // A question: the title asks one (or, for a comment, its opening sentence does).
  const opening = title || sentenceAt(head, 0, 0);
  if (opening && isQuestionSentence(opening)) out.push({ kind: 'question', excerpt: excerptOf(opening) });

  const rules: [IntentKind, readonly RegExp[], (text: string) => (s: string) => boolean, RegExp?][] = [
    ['request', REQUEST, () => () => true, REQUEST_HINT],
    // A pain point is the writer's own: a pain word in the title, or in a first-person sentence.
    ['pain', [PAIN_WORDS], (text) => (s) => text === title || FIRST_PERSON.test(s)],
    ['money', [MONEY], () => () => true],
  ];
  for (const [kind, patterns, accept, hint] of rules) {
    for (const text of both) {
      if (!text || (hint && !hint.test(text))) continue;
      const found = findSentence(text, patterns, accept(text));
      if (found) {
        out.push({ kind, excerpt: excerptOf(found) });
        break;
      }
    }
  }
  return out;
}
