/**
 * Words of something going wrong, for reading a query said as a clause ('my phone battery drains
 * fast', 'my laptop is slow after an update', 'my cat won't stop scratching the couch') as the
 * problem it names, in a noun phrase every sentence can hold (issue 25, point 2).
 */
import { MASS, gerund, isPlural, plural } from './text';

/** Verbs of things or beings going wrong, in their base form. Nouns they double as ('sheds', 'trips', 'clicks') are left out. */
const GOES_WRONG = new Set(
  (
    'drain crash freeze lag overheat leak stutter die fail rattle squeak squeal flicker disconnect shake buffer beep ' +
    'peel wilt rot smell stink hurt ache bleed itch bark bite scratch cry scream whine chew pee poop vomit overflow stall ' +
    'restart reboot glitch drift fade sag droop mold mould rust clog drip hiss hum buzz misfire sink collapse warp bubble ' +
    'blister curl shrink fray growl howl lunge nip refuse procrastinate overthink struggle underperform fizzle plateau ' +
    'stutter tear wobble wake throw lose'
  ).split(' '),
);
/** Gerunds of GOES_WRONG, for the topic kinds' problem test ('my PS5 controller drifting'). */
export const GOES_WRONG_GERUNDS = [...GOES_WRONG].map((verb) => gerund(verb));

/** Adjectives of something going wrong: 'my laptop is slow' names a problem, 'my garden is beautiful' does not. */
const PROBLEM_STATES =
  'slow|afraid|scared|terrified|nervous|obsessed|addicted|allergic|laggy|sluggish|noisy|loud|dead|broken|stuck|frozen|unresponsive|blurry|dim|grainy|pixelated|corrupted|corrupt|infected|hacked|banned|shadowbanned|suspended|locked|flagged|rejected|ignored|dry|dense|flat|gummy|soggy|mushy|bitter|sour|salty|bland|tough|chewy|burnt|burned|raw|undercooked|overcooked|sticky|greasy|cloudy|droopy|leggy|moldy|mouldy|rusty|dull|patchy|itchy|sore|stiff|swollen|weak|tired|anxious|aggressive|reactive|picky|clingy|bored|sick|expensive|empty|quiet|invisible|low|bad|terrible|awful|wrong|off|late|behind|overwhelmed|stressed|lonely|unmotivated|lazy|inconsistent|uneven|crooked|loose|wobbly|squeaky|leaky|smelly|stinky|foggy|flaky|buggy|unstable|overpriced|underpriced|stagnant|dropping|falling|declining|yellow|brown';
export const PROBLEM_ADJECTIVE = new RegExp(`^(?:${PROBLEM_STATES})$`, 'i');

/** Words that only say how much or how often ('too dense', 'always late'): the problem reads the same without them. */
const INTENSIFIER =
  /^(?:too|so|very|really|super|extremely|way|pretty|quite|always|constantly|suddenly|still|now|incredibly|insanely|ridiculously)$/i;

/** Verbs of things that should work, said after 'won't' in a why-question ('why won't my PC boot'). */
const SHOULD_WORK =
  /^(?:boot|start|load|charge|connect|work|rise|sell|grow|open|sync|print|update|install|respond|pair|turn|run|play|stream|sleep|eat|listen)$/i;

/**
 * A why-question about something going wrong, as the problem it asks about: 'why is my sourdough so
 * dense' → 'my dense sourdough'; 'why does my cat scratch the couch' → 'my cat scratching the couch';
 * 'why won't my PC boot' → 'my PC not booting'. Null for any other question.
 */
export function whyProblem(query: string): string | null {
  const q = query.trim().replace(/[?.!\s]+$/, '');
  const m = q.match(
    /^why\s+(is|are|was|were|does|do|did|won['’]?t|wont|can['’]?t|doesn['’]?t|don['’]?t|isn['’]?t|aren['’]?t)\s+((?:my|our|the)\s+.+)$/i,
  );
  if (!m) return null;
  const aux = m[1]!.toLowerCase();
  const words = m[2]!.split(/\s+/);
  words[0] = words[0]!.toLowerCase();
  for (let j = 2; j < words.length; j++) {
    const w = words[j]!;
    if (/^(?:is|are|was|were)$/.test(aux) && (INTENSIFIER.test(w) || PROBLEM_ADJECTIVE.test(w)))
      return problemClause([...words.slice(0, j), 'is', ...words.slice(j)].join(' '));
    if (/^(?:is|are|was|were)$/.test(aux) && /ing$/i.test(w)) return [...words.slice(0, j), ...words.slice(j)].join(' ');
    if (/^(?:does|do|did)$/.test(aux) && GOES_WRONG.has(w.toLowerCase()))
      return [...words.slice(0, j), gerund(w), ...words.slice(j + 1)].join(' ');
    // 'isn't my bread rising' is already a doing; 'won't my PC boot' says the verb bare.
    const doing = /^(?:is|are)n/.test(aux) ? /ing$/i.test(w) : SHOULD_WORK.test(w) || GOES_WRONG.has(w.toLowerCase());
    if (/n['’]?t$/.test(aux) && doing) return [...words.slice(0, j), 'not', gerund(w), ...words.slice(j + 1)].join(' ');
  }
  return null;
}

/** The base form of a verb said of something ('drains' → 'drain', 'crashes' → 'crash', 'cries' → 'cry') when it goes wrong. */
function wrongVerbBase(word: string): string | null {
  const w = word.toLowerCase();
  if (!w.endsWith('s')) return null;
  for (const base of [w.slice(0, -1), w.slice(0, -2), `${w.slice(0, -3)}y`]) if (GOES_WRONG.has(base)) return base;
  return null;
}

/** Words that open a noun phrase one has: the problem clause is said of them ('my', 'our', 'the'). */
const OWNED = /^(?:my|our|the)$/i;
/** Adjectives that take their own complement ('afraid of', 'addicted to'): moved before the noun they would lose it. */
const TAKES_COMPLEMENT = /^(?:of|to|with|at|about|from|by)$/i;

/**
 * A problem said as a clause with a verb of going wrong or a state, as a noun phrase: 'my phone
 * battery drains fast' → 'my phone battery draining fast'; 'my laptop is slow after an update' → 'my
 * slow laptop after an update'; 'my sourdough is too dense' → 'my dense sourdough'; 'my cat won't
 * stop scratching the couch' → 'my cat scratching the couch'. Null when the label is no such clause.
 */
export function problemClause(label: string): string | null {
  const words = label.split(/\s+/);
  if (words.length < 3 || !OWNED.test(words[0]!)) return null;
  // 'won't stop scratching', 'can't stop crying': the doing itself is the problem.
  const stop = label.match(/^(.+?)\s+(?:won['’]?t|wont|can['’]?t|doesn['’]?t|don['’]?t|never|will not)\s+stop\s+(\p{L}+ing)\b(.*)$/iu);
  if (stop) return `${stop[1]} ${stop[2]}${stop[3]}`;
  for (let i = 2; i < words.length; i++) {
    const word = words[i]!;
    const base = wrongVerbBase(word);
    if (base) return [...words.slice(0, i), gerund(base), ...words.slice(i + 1)].join(' ');
    // Things in the plural go wrong in the base form ('my tomato plants wilt').
    if (GOES_WRONG.has(word.toLowerCase()) && isPlural(words[i - 1]!))
      return [...words.slice(0, i), gerund(word), ...words.slice(i + 1)].join(' ');
    if (!/^(?:is|are|was|were|gets|get|got|seems?|looks?|feels?|tastes?|sounds?)$/i.test(word)) continue;
    let j = i + 1;
    while (j < words.length - 1 && INTENSIFIER.test(words[j]!)) j++;
    const state = words[j];
    if (!state || !PROBLEM_ADJECTIVE.test(state)) return null;
    const rest = words.slice(j + 1);
    // 'my dog is afraid of cars' keeps the adjective where its complement can follow it.
    if (rest[0] && TAKES_COMPLEMENT.test(rest[0])) return [...words.slice(0, i), 'being', state, ...rest].join(' ');
    return [words[0], state.toLowerCase(), ...words.slice(1, i), ...rest].join(' ');
  }
  return null;
}

const WRONG_GERUND = new RegExp(String.raw`^(?:my|our)\s+\S.*?\s(?:${GOES_WRONG_GERUNDS.join('|')})\b`, 'i');

/** 'my dog being afraid of the vacuum': a state kept after the noun for its complement. */
const BEING_WRONG = new RegExp(String.raw`^(?:my|our)\s+\S.*?\sbeing\s(?:${PROBLEM_STATES})\b`, 'i');

/**
 * An owned thing going wrong, as problemClause says it: 'my phone battery draining fast', 'my slow
 * laptop after an update' ('my slow cooker' is a thing). Only one's own: 'car drifting' is a hobby.
 */
export const isOwnedProblem = (phrase: string) => {
  if (WRONG_GERUND.test(phrase) || BEING_WRONG.test(phrase)) return true;
  const [owner, state, next] = phrase.split(/\s+/);
  return /^(?:my|our)$/i.test(owner ?? '') && !!next && PROBLEM_ADJECTIVE.test(state ?? '') && !/^cook/i.test(next);
};

/** Where a state's head ends: what follows says when, where or with what it goes wrong, or the state itself. */
const HEAD_ENDS = /\s+(?:being|after|before|when|while|during|since|on|in|at|with|for|from|of|to|about|despite|without)\s/i;

/**
 * Anyone's problem, for a general post or a fix: 'my laptop overheating' → 'laptop overheating' (a
 * doing, as it is); a state is said of things in general: 'my slow laptop after an update' → 'slow
 * laptops after an update', 'my dog being afraid of the vacuum' → 'dogs being afraid of the vacuum';
 * a mass stays ('dense sourdough').
 */
export function problemInGeneral(label: string): { form: string; plural: boolean } {
  const anyones = label.replace(/^(?:my|our)\s+/i, '');
  if (!PROBLEM_ADJECTIVE.test(anyones.split(/\s+/)[0]!) && !/\sbeing\s/i.test(anyones)) return { form: anyones, plural: false };
  const cut = anyones.search(HEAD_ENDS);
  const [head, rest] = cut < 0 ? [anyones, ''] : [anyones.slice(0, cut), anyones.slice(cut)];
  const words = head.split(/\s+/);
  const last = words[words.length - 1]!;
  if (isPlural(last)) return { form: anyones, plural: true };
  if (MASS.test(last) || (words.length < 2 && !/\sbeing\s/i.test(anyones))) return { form: anyones, plural: false };
  words[words.length - 1] = plural(last);
  return { form: words.join(' ') + rest, plural: true };
}
