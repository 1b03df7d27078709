import { subredditKey } from '@subreddit-signal/contract';
/**
 * Text processing shared by the catalogue index and the snapshot builder: one tokenizer, one
 * light stemmer (Porter's step 1: plurals, -ed, -ing, -y), one stop-word list. The snapshot stores
 * per-subreddit post terms made with these functions, so a change here must bump TEXT_VERSION and
 * the snapshot must be rebuilt (`npm run data:build`; a test compares the two versions).
 */
export const TEXT_VERSION = 1;

// English function words plus Reddit/web noise that says nothing about a community's topic.
const STOP = `a about above after again against all almost also am an and any are aren arent as at be because been
before being below between both but by can cannot cant could couldnt did didnt do does doesnt doing dont down during each
either else even ever every few for from further get gets getting got had hadnt has hasnt have havent having he hed hes
her here heres hers herself him himself his how hows however i id ill im ive if in into is isnt it its itself just lets
like me might more most much must mustnt my myself neither no nor not now of off often on once one only or other ought
our ours ourselves out over own rather really same shall shant she shes should shouldnt since so some still such than
that thats the their theirs them themselves then there theres these they theyd theyll theyre theyve this those though
through thus to too under until up upon us very via was wasnt we wed well were weve werent what whats when whens where
wheres whether which while who whos whom why whys will with within without wont would wouldnt yes yet you youd youll
youre youve your yours yourself yourselves
http https www com org net html htm php amp nbsp gt lt quot jpg jpeg png gif gifv imgur reddit subreddit subreddits
sub subs r u edit edited deleted removed tl dr tldr etc eg ie lol ok okay yeah`;
export const STOP_WORDS: ReadonlySet<string> = new Set(STOP.split(/\s+/).filter(Boolean));

const VOWEL = /[aeiou]/;

/** Porter's "measure": the number of vowel-consonant sequences in the stem. */
function measure(s: string): number {
  let m = 0;
  let prevVowel = false;
  for (let i = 0; i < s.length; i++) {
    const v = isVowelAt(s, i);
    if (!v && prevVowel) m++;
    prevVowel = v;
  }
  return m;
}

function isVowelAt(s: string, i: number): boolean {
  const c = s[i]!;
  if (VOWEL.test(c)) return true;
  return c === 'y' && i > 0 && !isVowelAt(s, i - 1);
}

function hasVowel(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (isVowelAt(s, i)) return true;
  return false;
}

/** consonant-vowel-consonant ending, the last consonant not w, x or y (Porter's *o). */
function endsCvc(s: string): boolean {
  const n = s.length;
  if (n < 3) return false;
  const last = s[n - 1]!;
  return !isVowelAt(s, n - 1) && isVowelAt(s, n - 2) && !isVowelAt(s, n - 3) && !'wxy'.includes(last);
}

/**
 * Light stemmer: Porter step 1 (1a plurals, 1b -eed/-ed/-ing with the e-restoring rules, 1c y→i).
 * games/gaming → game, startups → startup, funding → fund, companies → compani. Words of three
 * letters or fewer and words containing digits are left alone.
 */
// Kept whole: 'news' is not 'new'; for marketers 'marketing' is not 'market' (stock markets).
const UNSTEMMED = new Set(['news', 'series', 'species', 'lens', 'chaos', 'atlas', 'canvas', 'christmas', 'marketing']);
const stemCache = new Map<string, string>();

export function stem(word: string): string {
  let s = stemCache.get(word);
  if (s === undefined) {
    s = stemWord(word);
    // Bounded: a vocabulary, not a log of every string ever seen.
    if (stemCache.size < 200_000) stemCache.set(word, s);
  }
  return s;
}

function stemWord(word: string): string {
  let w = word;
  if (w.length <= 3 || /\d/.test(w) || UNSTEMMED.has(w)) return w;
  // 1a
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (w.endsWith('ss') || w.endsWith('us') || w.endsWith('is')) {
    /* keep: business, status, analysis */
  } else if (w.endsWith('s')) w = w.slice(0, -1);
  // 1b
  let again = false;
  if (w.endsWith('eed')) {
    if (measure(w.slice(0, -3)) > 0) w = w.slice(0, -1);
  } else if (w.endsWith('ed') && hasVowel(w.slice(0, -2)) && w.length > 4) {
    w = w.slice(0, -2);
    again = true;
  } else if (w.endsWith('ing') && hasVowel(w.slice(0, -3)) && w.length > 5) {
    w = w.slice(0, -3);
    again = true;
  }
  if (again) {
    if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) w += 'e';
    else if (w.length >= 2 && w[w.length - 1] === w[w.length - 2] && !'aeioulsz'.includes(w[w.length - 1]!)) w = w.slice(0, -1);
    else if (measure(w) === 1 && endsCvc(w)) w += 'e';
  }
  // 1c
  if (w.endsWith('y') && w.length > 2 && hasVowel(w.slice(0, -1))) w = w.slice(0, -1) + 'i';
  return w;
}

const URL_RE = /\bhttps?:\/\/\S+|\bwww\.\S+|\/?\b[ru]\/[A-Za-z0-9_-]+/g;
const WORD_RE = /[\p{L}\p{N}]+/gu;

/** Lower-case words of a text, apostrophes joined ("don't" → "dont"), URLs and r/ u/ links dropped. */
export function words(text: string): string[] {
  const clean = text.replace(URL_RE, ' ').replace(/['’]/g, '').toLowerCase();
  return clean.match(WORD_RE) ?? [];
}

/** A word worth indexing: not a stop word, two or more characters, not a bare number. */
export function isContentWord(w: string): boolean {
  return w.length >= 2 && w.length <= 40 && !STOP_WORDS.has(w) && !/^\d+$/.test(w);
}

/** Index terms of a text: content words, stemmed. */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const w of words(text)) if (isContentWord(w)) out.push(stem(w));
  return out;
}

/** Adjacent pairs of terms ("machine learn"), for phrase matching. */
export function bigrams(ts: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 1; i < ts.length; i++) if (ts[i - 1] !== ts[i]) out.push(`${ts[i - 1]} ${ts[i]}`);
  return out;
}

/** "IndieGaming" → ["indie","gaming"], "web_design" → ["web","design"], "PS4" → ["ps4"]. */
export function splitName(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** The comparison key of a name or query: lower case, letters and digits only. */
export function nameKey(s: string): string {
  return subredditKey(s).replace(/[^a-z0-9]/g, '');
}

/**
 * Splits a lower-case compound ("personalfinance", "leagueoflegends") into known words by dynamic
 * programming over word frequencies (fewest, commonest words win). Returns null when the word is
 * itself common or cannot be covered.
 */
export function segment(word: string, freq: ReadonlyMap<string, number>, total: number): string[] | null {
  const n = word.length;
  if (n < 5 || n > 40 || (freq.get(word) ?? 0) >= 2) return null;
  const cost = new Float64Array(n + 1).fill(Infinity);
  const back = new Int32Array(n + 1).fill(-1);
  cost[0] = 0;
  const logTotal = Math.log(total + 1);
  for (let i = 1; i <= n; i++) {
    for (let j = Math.max(0, i - 20); j < i; j++) {
      if (cost[j] === Infinity) continue;
      const piece = word.slice(j, i);
      const f = freq.get(piece) ?? 0;
      if (f < 2 || (piece.length < 2 && piece !== 'i' && piece !== 'a')) continue;
      const c = cost[j]! + logTotal - Math.log(f) + 4; // + 4: a penalty per word
      if (c < cost[i]!) {
        cost[i] = c;
        back[i] = j;
      }
    }
  }
  if (cost[n] === Infinity) return null;
  const parts: string[] = [];
  for (let i = n; i > 0; i = back[i]!) parts.unshift(word.slice(back[i]!, i));
  return parts.length >= 2 ? parts : null;
}

/**
 * How many posts use each term and each pair of adjacent terms (title + body, each post counted
 * once per term), for the catalogue's post-text field. Keeps terms used by at least `minPosts`
 * posts: the `maxTerms` most used single terms, then the `maxPairs` most used pairs, each group
 * ordered by count then term (deterministic).
 */
export function postTermCounts(
  posts: Iterable<{ title: string; selftext: string }>,
  maxTerms = 600,
  maxPairs = 250,
  minPosts = 3,
): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const p of posts) {
    const ts = terms(`${p.title}\n${p.selftext}`);
    const seen = new Set([...ts, ...bigrams(ts)]);
    for (const t of seen) counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  const ranked = [...counts].filter(([, c]) => c >= minPosts).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return [...ranked.filter(([t]) => !t.includes(' ')).slice(0, maxTerms), ...ranked.filter(([t]) => t.includes(' ')).slice(0, maxPairs)];
}
