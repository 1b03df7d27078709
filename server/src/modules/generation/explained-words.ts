/**
 * A query that asks for an explanation ('how vaccines work', 'why is the sky blue', 'what causes
 * inflation') read as what it asks: the question itself, and the same question as a clause that
 * fits a sentence ('a plain explanation of why the sky is blue'). Such a subject is explained,
 * understood and discussed, never owned, made or stuck with (decision 090).
 */

import { capitalise, isPlural } from './text';

/** The question, as asked and as a clause ('Why do cats purr?' / 'why cats purr'). */
export interface Explained {
  question: string;
  clause: string;
}

/** Verbs an explanation asks about, in the base form: where the subject before them ends. */
const VERB =
  /^(?:work|happen|exist|matter|purr|bark|meow|hate|love|like|look|sound|taste|smell|feel|seem|fall|rise|crash|change|grow|die|sleep|eat|drink|fly|float|sink|shed|cry|laugh|yawn|sneeze|itch|hurt|stop|start|use|need|want|cost|take|make|get|go|come|leave|win|lose|fail|succeed|move|turn|spin|glow|shine|burn|melt|freeze|boil|rust|rot|swell|shrink|last|expire|vote|tip|buy|sell|pay|charge|keep|prefer|choose|wear|say|call|have|do|become|form|spread|evolve|function|affect|differ|compare|help|hurt|behave|react|respond|attract|repel|mean|decide|know|learn|remember|forget|age|heal|breathe|see|hear|think|dream|travel|migrate|hibernate|bloom|flower|ripen|cause|create|produce|generate|earn|rank|trend|break|beat|hold|fit|stick|dry|cool|warm|heat|glitch|lag|scale|end|begin|lead|run|vary|increase|decrease|drop|fluctuate|appear|disappear|survive|kill|protect|prevent|stay|live|rule|control|shape|influence)$/i;
/** Past forms a 'did' question takes ('why did the Roman Empire fall' → 'why the Roman Empire fell'). */
const PAST: Record<string, string> = {
  fall: 'fell',
  rise: 'rose',
  go: 'went',
  become: 'became',
  win: 'won',
  lose: 'lost',
  break: 'broke',
  begin: 'began',
  leave: 'left',
  make: 'made',
  take: 'took',
  sink: 'sank',
  get: 'got',
  come: 'came',
  run: 'ran',
  say: 'said',
  have: 'had',
  do: 'did',
  buy: 'bought',
  sell: 'sold',
  pay: 'paid',
  keep: 'kept',
  choose: 'chose',
  think: 'thought',
  hold: 'held',
  lead: 'led',
  fly: 'flew',
  eat: 'ate',
  drink: 'drank',
  grow: 'grew',
  shrink: 'shrank',
  see: 'saw',
  hear: 'heard',
  know: 'knew',
  feel: 'felt',
  beat: 'beat',
  hurt: 'hurt',
  cost: 'cost',
  stick: 'stuck',
  spin: 'spun',
  shine: 'shone',
  freeze: 'froze',
  forget: 'forgot',
  learn: 'learned',
};
/** Words that close the subject of 'why is …' and open what is said of it ('why is Bitcoin so volatile'). */
const COMPLEMENT_START =
  /^(?:so|too|very|really|still|always|never|not|considered|called|allowed|banned|illegal|legal|up|down|over|better|worse|more|less|bad|good|important|popular|expensive|cheap|hard|easy|free|dead|such|getting|becoming|going|being)$/i;
const DETERMINER = /^(?:the|a|an|this|that|these|those|my|our|your|his|her|their|its|some|most|many|all|every)$/i;
/** A participle that says how something is done to it ('how is cheese made'). */
const PARTICIPLE =
  /^(?:\p{L}+ed|made|built|done|chosen|taught|drawn|grown|known|shown|written|given|taken|held|paid|sold|brought|caught|found|kept|set|spun|worn|run)$/iu;
/** The person asking, not a subject: 'how do I…', 'why should we…' are how-tos and advice, read elsewhere. */
const ASKER = /^(?:i|we|you|u)$/i;

/** A third-person present form: 'purr' → 'purrs', 'fly' → 'flies', 'watch' → 'watches', 'have' → 'has'. */
function third(verb: string): string {
  const v = verb.toLowerCase();
  if (v === 'have') return 'has';
  if (v === 'do' || v === 'go') return `${verb}es`;
  if (/[^aeiou]y$/i.test(v)) return `${verb.slice(0, -1)}ies`;
  if (/(?:s|sh|ch|x|z)$/i.test(v)) return `${verb}es`;
  return `${verb}s`;
}

/** 'stop' → 'stopped', 'fall' → 'fell'. */
function past(verb: string): string {
  const v = verb.toLowerCase();
  if (PAST[v]) return PAST[v];
  if (/e$/.test(v)) return `${verb}d`;
  if (/[^aeiou]y$/.test(v)) return `${verb.slice(0, -1)}ied`;
  return `${verb}ed`;
}

/** Where a subject starting the words ends: before the first verb the explanation asks about, or after its determiner and noun. */
function subjectEnd(words: readonly string[], isVerb: (w: string) => boolean): number {
  for (let i = 1; i < words.length; i++) if (isVerb(words[i]!)) return i;
  // A name runs while its words are capitalised ('the Roman Empire').
  let i = DETERMINER.test(words[0]!) ? 1 : 0;
  if (/^\p{Lu}/u.test(words[i] ?? '')) {
    while (i < words.length - 1 && /^\p{Lu}/u.test(words[i]!)) i++;
    return i;
  }
  return Math.min(i + 1, words.length - 1);
}

/** 'why is the sky blue' → subject 'the sky', said of it 'blue'. */
function splitBeing(words: readonly string[]): [string[], string[]] | null {
  if (words.length < 2) return null;
  const boundary = words.findIndex((w, i) => i > 0 && (COMPLEMENT_START.test(w) || /ing$/i.test(w)));
  if (boundary > 0) return [words.slice(0, boundary), words.slice(boundary)];
  // A name ('Python', 'the Roman Empire') or things without a determiner ('eggs') end at their last capital or first word.
  const det = DETERMINER.test(words[0]!) ? 1 : 0;
  if (/^\p{Lu}/u.test(words[det] ?? '')) {
    let i = det;
    while (i < words.length - 1 && /^\p{Lu}/u.test(words[i]!)) i++;
    return i > 0 ? [words.slice(0, i), words.slice(i)] : null;
  }
  if (!det && /s$/i.test(words[0]!)) return [words.slice(0, 1), words.slice(1)];
  // Else what is said of it is the last word ('the sky blue', 'water wet').
  return [words.slice(0, -1), words.slice(-1)];
}

const lowerFirst = (s: string) => (/^\p{Lu}\p{Ll}/u.test(s) && !/^I\b/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);

/** Where a title may hold an explanation asked for or given: each 'how', 'why' or 'what' up to the end of its clause. */
const CANDIDATE = /\b(?=((?:how|why|what|where)\s[^?.:;!()[\]]+))/gi;
/** Words that close the clause a title holds ('…why cats purr, explained simply', '…how vaccines work finally clicked'). */
const CLAUSE_END =
  /,.*$|\s+and\s+(?:what|why|how|where|is|are|do|does|did|can)\b.*$|\s+(?:explained|finally|to a beginner|to beginners|for beginners|for a second|tell me how i did)\b.*$/i;

/** A clause longer than this is no subject a comment can name ('why we have different sized dogs but all the domestic cats are'). */
const CLAUSE_WORDS_MAX = 8;

/** The clause of an explanation a title asks for or gives ('ELI5: Why do we get goosebumps?' → 'why we get goosebumps'), if any. */
export function explanationIn(title: string): string | null {
  for (const m of title.matchAll(CANDIDATE)) {
    const found = explainedQuestion(m[1]!.replace(CLAUSE_END, ''));
    if (found) return found.clause.split(' ').length <= CLAUSE_WORDS_MAX ? found.clause : null;
  }
  return null;
}

/** Whether a title asks for an explanation or gives one, named or not ('ELI5: …', 'Why can't I list every book I know…'). */
export const explains = (title: string) =>
  // The poster's own reasons, told ('Why I am Retiring from Real Estate'), are no question.
  !/^why (?:i|we)\b[^?]*$/i.test(title.trim()) &&
  (explanationIn(title) !== null ||
    /\bELI5\b|\bexplain like i['’]?m (?:five|5)\b|^(?:why|how come)\b/i.test(title.trim()) ||
    askedOfTheWorld(title) ||
    supposes(title));

/**
 * A question of what would happen in a case supposed ('If I took my piano to Mars…, what would it sound like?', 'If you
 * sleep with no alarm clock, do you…?'): the 'I' or 'you' is anyone, and the answer is an explanation. Never one asking
 * what the poster should do ('If I quit my job, should I…').
 */
const supposes = (title: string) =>
  /^(?:if|when|suppose|supposing|imagine|assuming|hypothetically)\b[^?]{8,}?,\s*[^?]*\?/i.test(title.trim()) &&
  !/\b(?:should (?:i|we)|can (?:i|we)|do (?:i|we) need|help|advice|recommend|tips?|worth it|my (?:job|boss|wife|husband|girlfriend|boyfriend|kids?|son|daughter|landlord|parents?))\b/i.test(
    title,
  );

/**
 * A yes-or-no question about the world, asked of no one in particular and of nothing of the poster's ('Is every organism on
 * Earth related?', 'Did the insects with queens all evolve from one ancestor?'): answered, never met with 'what have you
 * tried so far?'. One that speaks of the poster or asks the reader ('Do you guys…', 'Is my…') is a help question or a poll.
 */
const askedOfTheWorld = (title: string) => {
  // The question is the title, or its sentence that asks after one that sets it up ('Voyager I is now 11 billion miles.
  // How is it possible that we still receive signals from it?').
  const asked = title.trim().match(QUESTION_SENTENCE)?.[1] ?? '';
  return (
    WORLD_QUESTION.test(asked) &&
    // A short question or one weighing something asks for an opinion ('Are agencies worth it?'), not an answer.
    title.trim().split(/\s+/).length >= 7 &&
    !/\b(?:worth (?:it|the|\w+ing)|worthwhile|overrated|underrated|dead|a good idea|a bad idea|better|worse|best|worst|vs\.?|versus|should)\b/i.test(
      title,
    ) &&
    // Anyone supposed ('How long would I have to…', 'If I ate…') is no poster with a need.
    !/\b(?:i|i['’]m|i['’]ve|i['’]d|me|my|mine|we|we['’]re|our|us|you|your|u|y['’]all|anyone|anybody|someone|somebody|guys|folks|people here|this sub)\b/i.test(
      title.replace(/\b(?:would|could|if|when) (?:i|we)\b|\bmyself\b/gi, ' '),
    ) &&
    !/\b(?:help|advice|recommend|tips?|fix|problem|issue|trouble|stuck)\b/i.test(title)
  );
};
/** The title's question: the whole of it, or the sentence with the question mark after sentences that set it up. */
const QUESTION_SENTENCE = /(?:^|[.!?]\s+)([^.!?]+\?)\s*$/;
/** A question of fact: a yes-or-no question, or one asking how, what or where of something ('How could the universe be…'). */
const WORLD_QUESTION =
  /^(?:is|are|was|were|does|did|can|could|would|will|has|have|how (?:is|are|was|were|does|do|did|can|could|would|will|much|many|long|far|big|fast|hot|cold|old|different)|what (?:is|are|was|were|does|did|would|will|happens|causes|makes|determines)|where (?:does|do|did|is|are))\s/i;

/** The explanation a query asks for, or null when it asks for none (a how-to, advice, a choice, a problem of the poster's). */
export function explainedQuestion(query: string): Explained | null {
  const q = query
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[?.!\s]+$/, '');
  const words = q.split(' ');
  if (words.length < 2 || words.length > 14) return null;
  const [wh, aux] = [words[0]!.toLowerCase(), words[1]!.toLowerCase().replace(/’/g, "'")];
  // 'What exactly is Obamacare': the adverb says nothing of what is asked.
  const rest = words.slice(2).filter((w, i) => i > 0 || !/^(?:exactly|really|actually|even|ever)$/i.test(w));
  const ask = (question: string, clause: string): Explained => ({ question: `${capitalise(question)}?`, clause: lowerFirst(clause) });

  // 'what causes inflation', 'what happens when you die', 'what makes sourdough sour': asked and said alike.
  // A story's framing is none: 'what made the difference', 'what made me quit', 'what happened next'.
  if (
    wh === 'what' &&
    /^(?:causes|caused|makes|happens|determines|drives|decides|affects)$/.test(aux) &&
    rest.length > 0 &&
    !/^(?:(?:the|a|all the) difference|me|us|you|him|her|them|it|this|that|my|our|next)\b/i.test(rest.join(' '))
  )
    return ask(q, q);
  // 'what is the difference between X and Y': the difference.
  const difference = q.match(/^what(?:'s|’s| is| are)\s+(?:the\s+)?(differences?)\s+between\s+(.+)$/i);
  if (difference) return ask(q, `the ${difference[1]!.toLowerCase()} between ${difference[2]}`);
  // 'what does APR mean', 'what does a product manager do'.
  const means = q.match(/^what (does|do) (.+) (mean|do)$/i);
  if (means && !ASKER.test(means[2]!))
    return ask(q, `what ${means[2]} ${means[1]!.toLowerCase() === 'does' ? third(means[3]!) : means[3]}`);

  // 'what is a 401k', 'what are NFTs': what it is (never 'what is the best CRM', a choice, or 'what is your favourite…').
  const whatIs = q.match(
    /^what(?:'s|’s| is| are)\s+(?:exactly\s+|really\s+|actually\s+)?(?!(?:the|a|an)\s+(?:best|top|worst|good|right|easiest|cheapest|fastest|most|favou?rite|biggest|point|deal)\b|(?:your|my|our|their|his|her|it|this|that|new|happening|up|going|next|wrong|left|better|more)\b)(.+)$/i,
  );
  // 'what is it like to work at Google' → 'what it is like to work at Google'.
  const like = q.match(/^what(?:'s|’s| is| was)\s+it\s+like\s+(to\s+.+|being\s+.+)$/i);
  if (like) return ask(q.replace(/^what['’]s/i, 'What is'), `what it is like ${like[1]}`);
  // 'what is holding you back' goes on now and asks the reader: no thing to explain.
  if (
    whatIs &&
    whatIs[1]!.split(' ').length <= 5 &&
    !/\?/.test(whatIs[1]!) &&
    !/^\p{L}+ing\b/u.test(whatIs[1]!) &&
    !/\b(?:you|your|yours|i|me|my|we|us|our)\b/i.test(whatIs[1]!)
  )
    return ask(q.replace(/^what['’]s/i, 'What is'), `what ${whatIs[1]} ${/\bare\s/i.test(q.slice(4, 9)) ? 'are' : 'is'}`);
  if (wh !== 'how' && wh !== 'why' && wh !== 'where') return null;
  // A negated question keeps its negation where it stands: 'why aren't people buying…' → 'why people aren't buying…'.
  const negated = /^(?:isn't|aren't|wasn't|weren't|don't|doesn't|didn't|can't|won't|couldn't|wouldn't|shouldn't)$/.test(aux);
  if (negated && rest.length >= 2 && !ASKER.test(rest[0]!)) {
    const end = /^(?:isn't|aren't|wasn't|weren't)$/.test(aux) ? splitBeing(rest)?.[0].length : subjectEnd(rest, (w) => VERB.test(w));
    if (!end) return null;
    return ask(q, [wh, ...rest.slice(0, end), aux, ...rest.slice(end)].join(' '));
  }
  // 'how can Netflix stream…', 'why would anyone…': the modal stays before the verb.
  if (/^(?:can|could|will|would|should|might|must)$/.test(aux) && rest.length >= 2 && !ASKER.test(rest[0]!)) {
    const end = subjectEnd(rest, (w) => VERB.test(w));
    return ask(q, [wh, ...rest.slice(0, end), aux, ...rest.slice(end)].join(' '));
  }
  if (wh === 'where' && !/^(?:do|does|did)$/.test(aux)) return null;
  // 'how do I…' and 'why should we…' are a how-to and advice; 'why do we dream' asks of everyone.
  if (
    rest.length > 0 &&
    ASKER.test(rest[0]!) &&
    !(wh === 'why' && /^(?:do|does|did|are|were)$/.test(aux) && /^(?:we|you)$/i.test(rest[0]!))
  )
    return null;
  if (/^(?:do|does|did)$/.test(aux) && rest.length >= 2) {
    const end = subjectEnd(rest, (w) => VERB.test(w));
    const subject = rest.slice(0, end);
    const [verb, ...after] = rest.slice(end);
    if (!verb || subject.length === 0) return null;
    // 'why does my website not rank' → 'why my website doesn't rank'.
    if (subject.length > 1 && subject[subject.length - 1]!.toLowerCase() === 'not')
      return ask(q, [wh, ...subject.slice(0, -1), `${aux}n't`, verb, ...after].join(' '));
    const said = aux === 'does' ? third(verb) : aux === 'did' ? past(verb) : verb;
    return ask(q, [wh, ...subject, said, ...after].join(' '));
  }
  if (/^(?:is|are|was|were)$/.test(aux) && rest.length >= 2) {
    // 'how is cheese made': done to it.
    if (wh === 'how') {
      const at = rest.findIndex((w, i) => i > 0 && PARTICIPLE.test(w));
      if (at < 0) return null;
      return ask(q, [wh, ...rest.slice(0, at), aux, ...rest.slice(at)].join(' '));
    }
    const split = splitBeing(rest);
    if (!split) return null;
    return ask(q, [wh, ...split[0], aux, ...split[1]].join(' '));
  }
  // Already a clause: 'how vaccines work', 'how the stock market works', 'why cats purr', 'how cheese is made'.
  const said = words.slice(1);
  const at = said.findIndex((w, i) => i > 0 && (VERB.test(w.replace(/(?:es|s)$/i, '')) || VERB.test(w) || /^(?:is|are)$/i.test(w)));
  if (at < 0 || ASKER.test(said[0]!) || /^(?:to|much|many|long|often|far|can|could|should|would|will|has|have|had)$/i.test(aux))
    return null;
  const subject = said.slice(0, at);
  const verbWord = said[at]!;
  const plural = isPlural(subject.join(' '));
  const base = VERB.test(verbWord) ? verbWord : verbWord.replace(/es$/i, '').replace(/s$/i, '');
  const asked = /^(?:is|are)$/i.test(verbWord)
    ? [wh, verbWord, ...subject, ...said.slice(at + 1)]
    : [wh, plural ? 'do' : 'does', ...subject, VERB.test(base) ? base : verbWord, ...said.slice(at + 1)];
  return ask(asked.join(' '), q);
}
