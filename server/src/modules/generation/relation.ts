/**
 * Whether a phrase relates to the user's topic in a community (issue 25, decision 058): the one
 * measure the built-in writer picks its phrases by (relatedKeywords, topicMaterial, the slot gate)
 * and the quality check counts misfits by. Frequency alone let 'recipe' into a cast-iron post in
 * r/cooking: it is in 2 of the 16 cast-iron posts, but in 175 of 998 posts at large.
 *
 * - The topic's posts are those that match the topic well: each telling word weighs by how
 *   specific it is in the community (its IDF), and a post must hold half the weight or more. A post
 *   that only says 'cast' or 'skillet' is no cast-iron post; words of one or two posts ('care' in
 *   r/cooking) and the community's common ground ('marketing' in r/marketing) weigh nothing.
 * - A phrase relates when its posts on the topic are clearly more than its share of posts at large:
 *   a smoothed lift ((together − 1) / topic posts) / (phrase posts / all posts) of MIN_LIFT or more,
 *   with at least two posts writing both (one is chance).
 *
 * Pure; memoised per profile (the docs array's holder), topic and phrase.
 */
import { GENERIC_WORDS, lemma } from '../analysis';
import { COUNTED_WORK } from './text';

/** What the measure reads of a community: its posts' lower-cased text, one space between words. */
export interface Docs {
  docs: readonly string[];
  /** Each post as written, its title on the first line (when known: a phrase in a title weighs more). */
  texts?: readonly string[];
}

/** A topic as the measure reads it: the user's label (its memo key) and its content words. */
export interface TopicWords {
  label: string;
  words: readonly string[];
  /** What the topic is and whom it is for, where the query says both ('resume tips' for 'career changers'). */
  product?: string | null;
  audience?: string | null;
}

/** Smoothed lift a phrase needs on the topic's posts over the community's posts at large. */
export const MIN_LIFT = 1.5;
/** Posts that must write the phrase together with the topic: one is chance. */
export const MIN_TOGETHER = 2;
/** The most a phrase's posts on the topic may owe to chance (chanceTogether) for it to relate. */
export const MAX_CHANCE = 0.01;
/** Share of the topic's word weight a post must hold to be a post on the topic. */
const MATCH_SHARE = 0.5;
/** A word in more than this share of the community's posts is its common ground ('marketing' in r/marketing), not the topic. */
const COMMON_SHARE = 0.3;
/** Fewer posts on the topic than this: its rarest word is dropped (a word of one post cannot say which posts are on the topic). */
const FEW_POSTS = 3;

/** A topic's telling words: its words but generic and very short ones, as lemmas, once each. */
export const tellingWords = (words: readonly string[]) => [
  ...new Set(words.filter((w) => !GENERIC_WORDS.has(w) && w.length > 2).map(lemma)),
];

/** The smoothed lift of a phrase on the topic's posts (0 when either side has none). */
export function topicLift(together: number, topicPosts: number, phrasePosts: number, allPosts: number): number {
  if (together < 1 || topicPosts === 0 || phrasePosts === 0 || allPosts === 0) return 0;
  return (together - 1) / topicPosts / (phrasePosts / allPosts);
}

/**
 * How likely `together` or more of a phrase's posts would be on the topic if the phrase had nothing
 * to do with it: the binomial tail, each of its posts on the topic with the topic's share of all posts.
 */
export function chanceTogether(together: number, topicPosts: number, phrasePosts: number, allPosts: number): number {
  if (together <= 0) return 1;
  const share = Math.min(1, topicPosts / allPosts);
  if (share >= 1) return 1;
  if (together > phrasePosts) return 0;
  // log C(d, k) + k log s + (d - k) log(1 - s), summed from k = together while the terms still count.
  const ls = Math.log(share);
  const lq = Math.log1p(-share);
  let logC = 0;
  for (let k = 1; k <= together; k++) logC += Math.log((phrasePosts - k + 1) / k);
  let sum = 0;
  for (let k = together; k <= phrasePosts; k++) {
    if (k > together) logC += Math.log((phrasePosts - k + 1) / k);
    const term = Math.exp(logC + k * ls + (phrasePosts - k) * lq);
    sum += term;
    if (term < sum * 1e-9 && k > phrasePosts * share) break;
  }
  return Math.min(1, sum);
}

/**
 * Whether counts say a phrase relates to the topic (see the file comment), and not by chance: a
 * topic covering a seventh of r/RealEstate holds both posts of many a two-post phrase ('the air
 * force' of two posters' own lives) by chance alone, one covering a hundredth seldom does. A title
 * says what a post is about: where the count could be chance, two posts on the topic titled with
 * the phrase still say it belongs ('the Miami Heat' in r/nba's Lebron posts, 'Chemex' in r/Coffee's
 * french press ones). `titled` counts those, asked only then.
 */
export function isRelated(
  together: number,
  topicPosts: number,
  phrasePosts: number,
  allPosts: number,
  titled?: () => number,
  maxChance = MAX_CHANCE,
): boolean {
  if (together < MIN_TOGETHER || topicLift(together, topicPosts, phrasePosts, allPosts) < MIN_LIFT) return false;
  return chanceTogether(together, topicPosts, phrasePosts, allPosts) <= maxChance || (titled?.() ?? 0) >= MIN_TOGETHER;
}

/**
 * The chance each of `tested` phrases may owe to chance when they are tried together: the more a
 * search tries, the more pass by chance alone. Mining a topic's posts tries every phrase two of them
 * write (a hundred or more); a one in three hundred chance passes for some of them ('the wireless
 * network' of two r/investing posts on trades, a topic of 5 % of its posts). Bonferroni's bound on
 * the family, capped at MAX_CHANCE.
 */
export const chanceForMany = (tested: number) => Math.min(MAX_CHANCE, FAMILY_CHANCE / Math.max(1, tested));

/** The chance all the phrases tried for one topic together may owe to chance (chanceForMany). */
export const FAMILY_CHANCE = 0.05;

/** Splits text as the community's docs are split: letters and digits of any script, everything else a space. */
const docWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9\u00c0-\uffff]+/)
    .filter(Boolean);

/** The posts each word (plural folded) appears in. */
export function buildWordIndex(docs: readonly string[]): Map<string, number[]> {
  const index = new Map<string, number[]>();
  docs.forEach((d, i) => {
    for (const w of d.split(' ')) {
      if (!w) continue;
      const key = lemma(w);
      const list = index.get(key);
      if (!list) index.set(key, [i]);
      else if (list[list.length - 1] !== i) list.push(i);
    }
  });
  return index;
}

const wordIndexes = new WeakMap<Docs, Map<string, number[]>>();
/** Keeps an index already built for a profile (buildCommunityProfile builds one for its keywords). */
export function keepWordIndex(c: Docs, index: Map<string, number[]>): void {
  wordIndexes.set(c, index);
}
/** The posts each word (plural folded, lower-case) appears in, by index into `docs`. */
export function wordIndex(c: Docs): Map<string, number[]> {
  let index = wordIndexes.get(c);
  if (!index) {
    index = buildWordIndex(c.docs);
    wordIndexes.set(c, index);
  }
  return index;
}

/**
 * The posts writing a word, or another form of it where the word is a gerund: 'tiling' is written
 * 'tile' and 'tiles', 'budgeting' 'budget' (the plural is folded already).
 */
function postsOfWord(index: Map<string, number[]>, w: string): number[] {
  const own = index.get(w) ?? [];
  if (!/^\p{L}{3,}ing$/u.test(w)) return own;
  const stem = w.slice(0, -3);
  const forms = [stem, `${stem}e`, /(\p{L})\1$/u.test(stem) ? stem.slice(0, -1) : ''].filter((f) => f.length >= 3 && f !== w);
  const all = new Set(own);
  for (const f of forms) for (const i of index.get(f) ?? []) all.add(i);
  return [...all].sort((a, b) => a - b);
}

/** The community's posts on a topic: a mark per post and their number. */
export interface TopicPosts {
  on: Uint8Array;
  count: number;
  /** Whether the topic has telling words at all (a topic of generic words only relates to nothing in particular). */
  telling: boolean;
}

/** A reading of a community per topic, memoised per profile and topic (at most 512 topics a profile kept). */
function perTopic<T>(read: (c: Docs, topic: TopicWords) => T): (c: Docs, topic: TopicWords) => T {
  const memo = new WeakMap<Docs, Map<string, T>>();
  return (c, topic) => {
    let byTopic = memo.get(c);
    if (!byTopic) memo.set(c, (byTopic = new Map()));
    const key = `${topic.label.toLowerCase()}\n${topic.words.join(' ')}`;
    let found = byTopic.get(key);
    if (found === undefined) {
      if (byTopic.size >= 512) byTopic.clear();
      byTopic.set(key, (found = read(c, topic)));
    }
    return found;
  };
}

/** The community's posts on the topic (see the file comment). */
export const topicPosts = perTopic((c, topic): TopicPosts => findTopicPosts(c, topic));

/**
 * The posts a topic's phrases come from and are checked against: what it is before whom it is for.
 * r/jobs' posts on 'resume tips for career changers' are its posts on resumes; any two of its words
 * ('career' and 'tips') bring 'the dream job' and 'PhDs', no part of a resume. The whole topic's
 * posts where the community has too few on what it is.
 */
export function subjectPosts(c: Docs, topic: TopicWords): TopicPosts {
  const product = topic.audience && topic.product ? topic.product.toLowerCase() : null;
  if (product && product !== topic.label.toLowerCase()) {
    const core = topicPosts(c, { label: product, words: product.split(/\s+/) });
    if (core.count >= FEW_POSTS) return core;
  }
  return topicPosts(c, topic);
}

/**
 * Whether a describing word of the topic that sets it apart, in lower case before another of its
 * words ('fantasy' of 'a fantasy football app'), is one no post of the community writes: then its
 * posts on the rest ('football' in r/soccer) are on something else. A name the user gives
 * ('Budgetly') may be unknown anywhere; the query writes it with a capital.
 */
export function setApartUnknown(c: Docs, topic: TopicWords): boolean {
  // Only the noun phrase before what qualifies it, and not its head: 'podcast' of 'a podcast about Breaking Bad' is what it is.
  const phrase = topic.label.split(/\s+(?:about|for|of|in|on|with|at|from|using|by|to|as|that|which|when|while|after|before|I|we)\s/)[0]!;
  const words = phrase.split(/[^\p{L}\p{N}'-]+/u).filter(Boolean);
  const index = wordIndex(c);
  for (let at = 0; at < words.length - 1; at++) {
    const w = words[at]!;
    if (!/^\p{Ll}{4,}$/u.test(w) || /ing$/.test(w) || GENERIC_WORDS.has(w)) continue;
    if (postsOfWord(index, lemma(w)).length === 0 && postsOfWord(index, w).length === 0) return true;
  }
  return false;
}

/**
 * The posts of each telling word of the topic that can say which posts are on it, rarest first.
 * Every r/marketing post says 'marketing': such words say nothing of the topic, unless they are all
 * it has. A word of one or two posts ('care' in r/cooking) cannot say which posts are on the topic,
 * yet would outweigh the rest.
 */
function topicWordPosts(c: Docs, topic: TopicWords): { posts: number[] }[] {
  const n = c.docs.length;
  const index = wordIndex(c);
  const found = tellingWords(topic.words)
    .map((w) => ({ posts: postsOfWord(index, w) }))
    .filter((x) => x.posts.length > 0);
  const specific = found.filter((x) => x.posts.length <= n * COMMON_SHARE && x.posts.length >= FEW_POSTS);
  return (specific.length > 0 ? specific : found).sort((a, b) => a.posts.length - b.posts.length);
}

/**
 * The posts on the whole topic: those holding every one of its words that say which posts are on
 * it. The topic's posts (topicPosts) may hold its rarest word alone: r/europe's posts on 'moving to
 * Berlin for work' are its posts on Berlin (Obama's visit, Checkpoint Charlie), none on moving
 * there. A sentence saying threads here touch on the topic needs these.
 */
export const wholeTopicPosts = perTopic((c, topic): Uint8Array => {
  const whole = Uint8Array.from(topicPosts(c, topic).on);
  // Every telling word, the rare ones too: 'a CLI tool for renaming photos' in a community that never writes 'renaming'
  // has no post on it, whatever its posts on tools say. Only the community's common ground says nothing ('marketing').
  const index = wordIndex(c);
  const n = c.docs.length;
  // What kind of work it is ('newsletter', 'app', 'tool') is no subject of threads: 'a fantasy basketball newsletter' is on
  // fantasy basketball, and threads on that touch on it.
  const each = tellingWords(topic.words)
    .filter((w) => !COUNTED_WORK.test(w))
    .map((w) => ({ posts: postsOfWord(index, w) }));
  const told = each.filter((x) => x.posts.length <= n * COMMON_SHARE);
  for (const { posts } of told.length > 0 ? told : topicWordPosts(c, topic)) {
    const holds = new Uint8Array(whole.length);
    for (const i of posts) holds[i] = 1;
    for (let i = 0; i < whole.length; i++) whole[i] = whole[i]! & holds[i]!;
  }
  return whole;
});

function findTopicPosts(c: Docs, topic: TopicWords): TopicPosts {
  const n = c.docs.length;
  const on = new Uint8Array(n);
  const telling = tellingWords(topic.words);
  if (telling.length === 0 || n === 0) return { on, count: 0, telling: telling.length > 0 };
  if (setApartUnknown(c, topic)) return { on, count: 0, telling: true };
  let words = topicWordPosts(c, topic);
  const score = new Float64Array(n);
  let count = 0;
  while (words.length > 0) {
    score.fill(0);
    let mass = 0;
    for (const x of words) {
      // Smoothed IDF: the rarer a word in this community, the more a post holding it is on the topic.
      const weight = Math.log(n / x.posts.length + 1);
      mass += weight;
      for (const i of x.posts) score[i] = score[i]! + weight;
    }
    on.fill(0);
    count = 0;
    for (let i = 0; i < n; i++) {
      if (score[i]! < mass * MATCH_SHARE - 1e-9) continue;
      on[i] = 1;
      count++;
    }
    if (count >= FEW_POSTS || words.length === 1) break;
    words = words.slice(1);
  }
  return { on, count, telling: true };
}

/** Words a post opens with that make it the same post as an earlier one (a repost, a crosspost). */
const SAME_OPENING = 8;
const firstOfSame = new WeakMap<Docs, Int32Array>();

/**
 * For each post, the first post that opens with the same words (itself when none): a post made twice
 * is one post's evidence, not two ('superior education' in r/boardgames was one quote posted twice).
 */
function firsts(c: Docs): Int32Array {
  let first = firstOfSame.get(c);
  if (!first) {
    first = new Int32Array(c.docs.length);
    const seen = new Map<string, number>();
    c.docs.forEach((d, i) => {
      const key = d.trim().split(' ', SAME_OPENING).join(' ');
      const at = key.split(' ').length >= SAME_OPENING ? seen.get(key) : undefined;
      first![i] = at ?? i;
      if (at === undefined) seen.set(key, i);
    });
    firstOfSame.set(c, first);
  }
  return first;
}

/** The posts given, a post made again left out (see firsts). */
export function distinctPosts(c: Docs, posts: readonly number[]): number[] {
  const first = firsts(c);
  if (posts.every((i) => first[i] === i)) return [...posts];
  const kept = new Set<number>();
  return posts.filter((i) => {
    const f = first[i]!;
    if (kept.has(f)) return false;
    kept.add(f);
    return true;
  });
}

const phraseMemo = new WeakMap<Docs, Map<string, number[]>>();
const lemmaDocs = new WeakMap<Docs, (string | undefined)[]>();

/** A post's words as lemmas, between spaces (' open rate '), read once per post. */
function lemmaDoc(c: Docs, i: number): string {
  let all = lemmaDocs.get(c);
  if (!all) lemmaDocs.set(c, (all = []));
  let d = all[i];
  if (d === undefined) all[i] = d = ` ${c.docs[i]!.split(' ').filter(Boolean).map(lemma).join(' ')} `;
  return d;
}

const titleDocs = new WeakMap<Docs, (string | undefined)[]>();

/** A post's title as lemmas between spaces, read once per post ('' when its text is unknown). */
function titleLemmas(c: Docs, i: number): string {
  let all = titleDocs.get(c);
  if (!all) titleDocs.set(c, (all = []));
  let d = all[i];
  if (d === undefined) {
    const text = c.texts?.[i] ?? '';
    const end = text.indexOf('\n');
    all[i] = d = ` ${docWords(end < 0 ? text : text.slice(0, end))
      .map(lemma)
      .join(' ')} `;
  }
  return d;
}

/** How many of a phrase's posts on the topic (marked in `on`) write it in their title. */
export function titledOnTopic(c: Docs, on: Uint8Array, phrase: string): number {
  const key = docWords(phrase.replace(/^\s*the\s+/i, ''))
    .map(lemma)
    .join(' ');
  let n = 0;
  for (const i of phrasePosts(c, phrase)) if (on[i] && titleLemmas(c, i).includes(` ${key} `)) n++;
  return n;
}

/** The posts that write a phrase (its words in a row, plurals folded; a leading 'the' dropped). */
export function phrasePosts(c: Docs, phrase: string): number[] {
  let byPhrase = phraseMemo.get(c);
  if (!byPhrase) phraseMemo.set(c, (byPhrase = new Map()));
  const words = docWords(phrase.replace(/^\s*the\s+/i, '')).map(lemma);
  const key = words.join(' ');
  let found = byPhrase.get(key);
  if (!found) {
    if (byPhrase.size >= 20_000) byPhrase.clear();
    const index = wordIndex(c);
    const lists = words.map((w) => index.get(w) ?? []);
    const shortest = lists.length > 0 ? lists.reduce((a, b) => (b.length < a.length ? b : a)) : [];
    found = distinctPosts(c, words.length <= 1 ? shortest : shortest.filter((i) => lemmaDoc(c, i).includes(` ${key} `)));
    byPhrase.set(key, found);
  }
  return found;
}

/** How many of the given posts (a phrase's) are on the topic. */
export function onTopicCount(on: Uint8Array, posts: readonly number[]): number {
  let together = 0;
  for (const i of posts) together += on[i] ?? 0;
  return together;
}

/**
 * Whether the community's posts on the topic write the phrase clearly more than its posts at large
 * (true when the topic has no telling word: nothing to be off). The writer fills a slot only with
 * such a phrase, and the quality check counts any other filler as off the topic.
 */
export function relatesToTopic(c: Docs, phrase: string, topic: TopicWords): boolean {
  const on = subjectPosts(c, topic);
  if (!on.telling) return true;
  if (on.count === 0) return false;
  const posts = phrasePosts(c, phrase);
  return isRelated(onTopicCount(on.on, posts), on.count, posts.length, c.docs.length, () => titledOnTopic(c, on.on, phrase));
}
