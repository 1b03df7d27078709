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
  /\b(?:frustrat\w*|struggl\w*|annoy\w*|i hate|hate (?:it|that|when|how)|tired of|sick of|fed up|nightmare|can'?t (?:figure|seem to|stand)|doesn'?t work|isn'?t working|not working|(?:i'm|i am|we're|we are|feel|feeling|been) stuck|overwhelm(?:ed|s)?\b|overwhelming(?!\s+(?:response|support|majority|number|amount|success|positive|love|feedback|interest))|desperate|burn(?:ed|t)? out|burnout|ripped off|scamm?ed|losing (?:money|customers|clients|sales)|(?:no|zero) (?:sales|customers|clients|traffic|luck|response|replies)|(?:having|had|have) (?:a )?(?:problems?|trouble|issues?|(?:a )?hard time|(?:a )?difficult time)|the problem is|pain in the|at my wits|end of my rope|about to give up|giving up|stressed|drowning|went wrong|screwed)\b/gi;

const MONEY =
  /(?:[$€£]\s?\d|\b\d[\d,.]*\s?(?:k|K|m|M)?\s?(?:dollars|usd|bucks|euros?|pounds|gbp|eur)\b|\b\d[\d,.]*\s?(?:k|K)\b[^.?!\n]{0,20}\b(?:a year|per year|salary|budget|revenue|income|profit)|\b(?:pric(?:e|es|ed|ing)|budgets?|costs?|costing|salar(?:y|ies)|revenue|income|profits?|profitable|spen(?:d|ding|t) (?:money|on ads|\$|\d)|can'?t afford|afford to|charg(?:e|es|ed|ing) (?:for|clients|customers|per|\$)|fees?|rates? (?:per|for)|hourly rate|pay (?:for|\$|per|rent|off|me|myself)|paying (?:for|customers|clients|me)|get paid|overcharg\w*|cheap(?:er|est)?|expensive|money|cpc|cpm|mrr|margins?|wages?|loans?|funding|investors?|savings|mortgage|tax(?:es)?)\b)/gi;

/**
 * Whose pain it is: the last person named before the pain word. 'One of my clients got tired of…',
 * 'people here have trouble…' and 'he is going to struggle' are someone else's; 'I', 'we' (or no
 * one named, as in 'Tired of cold calls') are the writer's.
 */
const OTHER_PERSON =
  /\b(?:he|he's|hes|she|she's|they|they're|their|them|his|her|you|you're|your|people|someone|somebody|everyone|everybody|anyone|users?|clients?|customers?|employees?|coworkers?|co-workers?|others|boss|friends?|wife|husband|parents?|brother|sister|kids?|guys)\b(?!-)/gi;
const WRITER = /\b(?:i|i'm|im|i've|ive|i'd|me|we|we're|we've|us)\b/gi;
function lastIndexOf(re: RegExp, text: string): number {
  let at = -1;
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) at = m.index;
  return at;
}
function isWritersPain(sentence: string, painAt: number): boolean {
  const before = sentence.slice(0, painAt);
  return lastIndexOf(WRITER, before) >= lastIndexOf(OTHER_PERSON, before);
}
/** Advice about a pain ('Avoid burnout', 'How to beat procrastination') is not the writer's pain. */
const ADVICE =
  /^\W*(?:avoid(?:ing)?|prevent(?:ing)?|beat(?:ing)?|overcom(?:e|ing)|how (?:to|i|we) (?:avoid|prevent|beat|overcome|overcame|solved?|fixed|deal|dealt|handle|stop(?:ped)?)|tips? (?:for|on|to))\b/i;

/**
 * A title that tells of getting past a problem ('I finally got a job after 14 months', 'How I beat
 * procrastination', 'Thanks, r/Frugal: no longer paycheck to paycheck') recounts an old pain: the
 * post is a success story, not a pain point someone still has.
 */
const RESOLVED_TITLE =
  /\b(?:finally (?:got|landed|found|made|paid|hit|reached|did|quit|left|beat|fixed|solved)|i did it|got (?:a|the|my first|my dream) (?:job|client|customer|sale|offer)|(?:thanks|thank you)\b(?! in advance)|how (?:i|we) (?:beat|overcame|solved|fixed|got|made|survived|stopped|quit|went)|no longer|success(?:ful)? story)\b/i;

/**
 * A request asks: the sentence is a question, or the writer seeks ('I'm looking for', 'we need',
 * or an elliptic 'Looking for…', 'Recommendations for…'). Offering ('If you're looking for…',
 * 'I recommend…', 'Here are the best…'), describing others' search or a list headline is not asking.
 */
const ASKED = /\?\s*["')\]]*\s*$/;
const SEEKING =
  /(?:^\W*(?:\[?(?:q|question|help|request)\]?\s*[:\-–]?\s*)?(?:looking for|searching for|in search of|need(?:ing)? (?:a|an|some|good|help)|recommendations?|suggestions?|any\b[^.?!\n]{0,30}\b(?:recommendations?|suggestions?|tips?|advice|ideas))\b|\b(?:i|i'm|im|i am|we|we're|we are)\s+(?:(?:really|still|currently|also|just|now|desperately)\s+)?(?:looking|searching|in search|in need|need|needs)\b|\b(?:wondering|wonder|curious)\b[^.?!\n]{0,15}\b(?:what|which|if|whether|where)\b|\bwould be (?:much |greatly |really )?appreciated\b)/i;
/** A title naming the best thing for a purpose asks for it ('Best CRM for a two-person agency'); a numbered list of them ('8 Best…') offers it. */
const BEST_FOR = /^\W*(?:the )?best\b[^.?!\n|]{0,40}\bfor\b[^|]*$/i;
const OFFERING =
  /\bif (?:you|you're|you are|anyone|anybody|someone)\b[^.?!\n]{0,25}\b(?:looking|need|want|searching)|\b(?:are|were) you (?:looking|searching)|\blooking for\b[^.?!\n]{0,40}\byour\b|\b(?:i|we)(?:'d| would)? (?:highly |strongly |really |definitely )?recommend\b|\bhere (?:is|are|'s)\b|\bcheck (?:out|this)\b/i;
const isRequest = (s: string) =>
  REQUEST_THING.test(s) && !NOT_ASKING.test(s) && !OFFERING.test(s) && (ASKED.test(s) || SEEKING.test(s) || BEST_FOR.test(s));

const excerptOf = (s: string) => (s.length > 220 ? s.slice(0, 217).trimEnd() + '…' : s);

/** The sentence of `text` around `at`: from after the previous . ? ! or line break to the next one; `from` is where it starts, trimmed. */
function sentenceSpan(text: string, at: number, end: number): { sentence: string; from: number } {
  let from = at;
  while (from > 0 && !/[.?!\n]/.test(text[from - 1])) from--;
  let to = Math.max(at, end - 1);
  while (to < text.length && !/[.?!\n]/.test(text[to])) to++;
  const raw = text.slice(from, Math.min(text.length, to + 1));
  const lead = raw.length - raw.trimStart().length;
  return { sentence: raw.trim(), from: from + lead };
}
const sentenceAt = (text: string, at: number, end: number) => sentenceSpan(text, at, end).sentence;

/**
 * The first sentence where one of `patterns` matches and `accept` agrees. Each pattern scans the
 * whole text once (no per-sentence splitting: that cost more than the rules).
 */
function findSentence(
  text: string,
  patterns: readonly RegExp[],
  accept: (sentence: string, at: number) => boolean = () => true,
): string | null {
  let best: { at: number; sentence: string } | null = null;
  for (const re of patterns) {
    const g = re;
    g.lastIndex = 0;
    for (let m = g.exec(text); m; m = g.exec(text)) {
      if (best && m.index >= best.at) break;
      const { sentence, from } = sentenceSpan(text, m.index, m.index + m[0].length);
      // `at`: where the match sits in the sentence (after the trim).
      if (accept(sentence, m.index - from)) {
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

  const rules: [IntentKind, readonly RegExp[], (text: string) => (sentence: string, at: number) => boolean, RegExp?][] = [
    ['request', [REQUEST_CUE], () => isRequest, REQUEST_HINT],
    // A pain point is the writer's own: a pain word in a first-person sentence, said of the writer, not negated ('not struggling') nor advice.
    ['pain', [PAIN_WORDS], () => (s, at) => FIRST_PERSON.test(s) && !NO_PAIN.test(s) && !ADVICE.test(s) && isWritersPain(s, at)],
    ['money', [MONEY], () => () => true],
  ];
  const resolved = title !== '' && RESOLVED_TITLE.test(title);
  for (const [kind, patterns, accept, hint] of rules) {
    if (kind === 'pain' && resolved) continue;
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
