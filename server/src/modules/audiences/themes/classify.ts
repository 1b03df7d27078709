/**
 * Rule-based reading of one post or comment: does it voice a pain point, ask a question, ask for a
 * solution or tool, or talk money? Each rule is a pattern a reader would point at; the sentence it
 * matched is kept as the evidence excerpt. Tuned on hand-labelled real posts
 * (tests/fixtures/themes/labelled.json, scripts/quality-themes.ts): precision first, since every
 * theme shows its posts and a wrong one costs trust.
 */
import type { ThemeKind } from '@subreddit-signal/contract';

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

/** Asking for something: the cue of a request… */
const REQUEST_CUE =
  /\b(?:looking for|searching for|in search of|need (?:a|an|some|good|a good|help finding)|recommend(?:ations?|ed)?|suggestions?|is there (?:a|an|any)|are there (?:any|some)|know (?:of )?(?:a|an|any)|anyone (?:use|using|used|tried)|(?:what|which)\b[^.?!\n]{0,40}\b(?:do|does|did|should|would) (?:you|everyone|people|i|we) (?:use|recommend|suggest)|alternatives? (?:to|for)|best\b[^.?!\n]{0,30}\bfor\b)/gi;
/** …and the thing asked for: a tool, service, product or resource. */
const REQUEST_THING =
  /\b(?:tools?|apps?|application|software|services?|platforms?|plugins?|extensions?|programs?|websites?|sites?|solutions?|crm|templates?|resources?|system|pos|planner|hosts?|hosting|providers?|vendors?|freelancers?|developers?|designers?|agenc(?:y|ies)|books?|courses?|conferences?|sources|journals?|articles?|guides?|tutorials?|themes?|suppliers?|manufacturers?|lawyers?|accountants?|printers?|alternatives?)\b/i;

/** Words every request rule needs one of: a cheap test that spares the rules most texts. */
const REQUEST_HINT =
  /recommend|looking for|searching for|in search of|need|alternative|is there|are there|know|anyone|best |suggestion|what|which/i;

/** 'what employers are looking for' describes others, it asks for nothing. */
const NOT_ASKING = /\bwhat (?:they|you|we|he|she|employers|companies|clients|people)(?:'re| are| is| were)? looking for\b/i;
/** 'I never have trouble finding…' is the opposite of a pain point. */
const NO_PAIN =
  /\b(?:(?:never|no|not|don'?t|didn'?t|without) (?:really )?(?:have |had |having )?(?:any )?(?:trouble|problems?|issues?)|(?:not|never|no longer|isn'?t|wasn'?t|aren'?t) (?:really |that |too )?(?:struggl|stress|frustrat|overwhelm|desperate|stuck))/i;

const PAIN_WORDS =
  /\b(?:frustrat\w*|struggl\w*|annoy\w*|i hate|hate (?:it|that|when|how)|tired of|sick of|fed up|nightmare|can'?t (?:figure|seem to|stand)|doesn'?t work|isn'?t working|not working|(?:i'm|i am|we're|we are|feel|feeling|been) stuck|overwhelm\w*|desperate|burn(?:ed|t)? out|burnout|ripped off|scamm?ed|losing (?:money|customers|clients|sales)|(?:no|zero) (?:sales|customers|clients|traffic|luck|response|replies)|(?:having|had|have) (?:a )?(?:problems?|trouble|issues?|(?:a )?hard time|(?:a )?difficult time)|the problem is|pain in the|at my wits|end of my rope|about to give up|giving up|stressed|drowning|went wrong|screwed)\b/gi;

const MONEY =
  /(?:[$€£]\s?\d|\b\d[\d,.]*\s?(?:k|K|m|M)?\s?(?:dollars|usd|bucks|euros?|pounds|gbp|eur)\b|\b\d[\d,.]*\s?(?:k|K)\b[^.?!\n]{0,20}\b(?:a year|per year|salary|budget|revenue|income|profit)|\b(?:pric(?:e|es|ed|ing)|budgets?|costs?|costing|salar(?:y|ies)|revenue|income|profits?|profitable|spen(?:d|ding|t) (?:money|on ads|\$|\d)|can'?t afford|afford to|charg(?:e|es|ed|ing) (?:for|clients|customers|per|\$)|fees?|rates? (?:per|for)|hourly rate|pay (?:for|\$|per|rent|off|me|myself)|paying (?:for|customers|clients|me)|get paid|overcharg\w*|cheap(?:er|est)?|expensive|money|cpc|cpm|mrr|margins?|wages?|loans?|funding|investors?|savings|mortgage|tax(?:es)?)\b)/gi;

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
    ['request', [REQUEST_CUE], () => (s) => REQUEST_THING.test(s) && !NOT_ASKING.test(s), REQUEST_HINT],
    // A pain point is the writer's own: a pain word in a first-person sentence, not negated ('not struggling').
    ['pain', [PAIN_WORDS], () => (s) => FIRST_PERSON.test(s) && !NO_PAIN.test(s)],
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
