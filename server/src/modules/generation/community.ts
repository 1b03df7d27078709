/**
 * What a community rewards, read off its real posts and their analysis, in the form both
 * generators ground their writing in: keywords and hashtags, the flairs a poster can pick, typical
 * title and body lengths, and which title shapes do better than its average post.
 */
import type { PostTemplate, SubredditAnalysis } from '@subreddit-signal/contract';
import { GENERIC_WORDS, STOP_WORDS, engagementOf, lemma, recurringThreads } from '../analysis';
import { postKind, type RedditPost, type SubredditPosts } from '../reddit';
import { factsOf, type CommunityFacts } from './quality/figures';
import type { CommentNorms } from './comment-norms';
import { termsUsed } from './register';
import { FITS_SHARE, flairShapes, type FlairShapes } from './flair-fit';
import { QUALIFIER, type Topic } from './text';
import {
  buildWordIndex,
  distinctPosts,
  isRelated,
  titledOnTopic,
  keepWordIndex,
  setApartUnknown,
  onTopicCount,
  topicLift,
  topicPosts,
  wordIndex,
} from './relation';

export { wordIndex };

export type TitlePattern = 'question' | 'number' | 'first-person' | 'how-to' | 'bracket' | 'colon';

export interface TitlePatternStat {
  pattern: TitlePattern;
  posts: number;
  /** Share of the community's posts with this shape, 0–1. */
  share: number;
  /** Typical engagement of such posts over the community's typical post (geometric means): 1.3 = 30 % more. */
  lift: number;
}

export interface CommunityProfile {
  name: string;
  description: string;
  subscribers: number | null;
  /** The analysis keywords, best first, acronyms upper-case ('NSA'). */
  keywords: string[];
  /** The analysis hashtags (one per keyword, '#SocialMedia'). */
  hashTags: string[];
  /** Flairs a poster can choose: used on its posts or offered by it, moderator labels left out. */
  flairs: string[];
  avgTitleLength: number;
  avgBodyLength: number;
  /** Title shapes with enough posts, best lift first. */
  titlePatterns: TitlePatternStat[];
  /** Its best-performing titles (by engagement), for examples. */
  topTitles: string[];
  /** Share of text posts, 0–100. */
  textShare: number;
  /** Shares of link, image and video posts, 0–100, where the analysis holds them. */
  mediaShares?: { Link: number; Image: number; Video: number };
  /** For each keyword, the indexes of the posts that mention it (to relate keywords to a topic). */
  keywordPosts: number[][];
  /** Lower-cased title and body opening of each post. */
  docs: string[];
  /** Whether its members put hashtags in their posts (most communities never do): only then do generated posts carry any. */
  usesHashtags?: boolean;
  /** The marketing trade's words its own posts use (register.ts): others stay out of texts written for it. */
  registerTerms?: string[];
  /** Its best-performing posts, title and a short body opening, as examples for a model's prompt. */
  topPosts?: { title: string; body: string }[];
  /** Its better-performing titles (up to 80) a post may point to when they share the topic. */
  threadTitles?: string[];
  /** Its better-performing titles of picture, video and link posts (up to 40 each): an idea for such a post quotes one of its kind. */
  mediaTitles?: Partial<Record<'Image' | 'Video' | 'Link', string[]>>;
  /** The analysis engine's figures (posts a week, average comments, best times): the only figures a text may state about it. */
  facts?: CommunityFacts;
  /** Each post's title and body opening as written (material.ts mines its members' phrases from them). */
  texts?: string[];
  /** How its text posts are laid out: share with a markdown list, 0–1 (a community that writes prose gets prose). */
  listShare?: number;
  /** Share of its text posts with a bold label or heading opening a line (0–1): where few have one, Expert writes prose. */
  headingShare?: number;
  /** Words its titles write capitalised mid-sentence in most uses (names: 'Kyoto', 'Breville'), lower-case. */
  names?: string[];
  /** For flairs whose posts the data holds, the share of them that look like each kind of post (flair-fit.ts). */
  flairShapes?: FlairShapes;
  /** First-comment norms read off the comments on its top posts, when the data holds any (comment-norms.ts). */
  commentNorms?: CommentNorms;
}

const PATTERN_TESTS: Record<TitlePattern, RegExp> = {
  question: /\?/,
  number: /^\s*\d+\s|\b(top\s+)?\d+\s+(ways|tips|things|steps|lessons|reasons|tools|mistakes|ideas|websites|rules)\b/i,
  'first-person': /^\s*(i|i'm|i've|i'd|we|we're|we've|my|our)\b/i,
  'how-to': /^\s*(how|what|why|when)\b/i,
  bracket: /^\s*[[(]/,
  colon: /\S:\s|\s[-–—]\s/,
};

/** Labels moderators put on posts (not a poster's choice), or flairs that are not words at all. */
const MODERATOR_LABEL =
  /\b(misleading|outdated|offline|down|broken|removed|rumou?r|verified|updated?|guidelines?|rules?|mods?|moderators?|locked|spam|deleted|repost|duplicate|off[- ]?topic|go to|unconfirmed|editoriali[sz]ed|paywall|nsfw|announcement|banned|warning|sponsored|r\d)\b|[*!?:]|\/r\/|^\W*$/i;

/** A flair a poster could pick: short (at most three words), and not a moderator's label. */
export const isPosterFlair = (flair: string) => flair.length <= 30 && flair.trim().split(/\s+/).length <= 3 && !MODERATOR_LABEL.test(flair);

/** Which flairs fit which template (by name); general-purpose flairs fit any. */
const TEMPLATE_FLAIRS: Record<PostTemplate, RegExp> = {
  'Success story': /success|\bstor(?:y|ies)\b|case stud|\bwins?\b|result|milestone|achievement|experience/i,
  'Question/Help': /question|help|advice|ask|support|q&a/i,
  'Guide / Tutorial': /guide|tutorial|how[- ]?to|resource|tips?\b|education|learn|informative/i,
  Discussion: /discussion|discuss|opinion|debate|thoughts/i,
  'Project showcase': /showcase|project|show|feedback|self|promo|launch|built|made|tool|creation|review/i,
};
/** Flairs for any kind of post. */
const GENERAL_FLAIR = /^(general|other|misc|miscellaneous|chat)$/i;

function patternLifts(posts: readonly RedditPost[]): TitlePatternStat[] {
  if (posts.length === 0) return [];
  const logs = posts.map((p) => Math.log1p(engagementOf(p)));
  const base = logs.reduce((s, x) => s + x, 0) / logs.length;
  const out: TitlePatternStat[] = [];
  for (const pattern of Object.keys(PATTERN_TESTS) as TitlePattern[]) {
    let n = 0;
    let sum = 0;
    posts.forEach((p, i) => {
      if (PATTERN_TESTS[pattern].test(p.title)) {
        n++;
        sum += logs[i]!;
      }
    });
    if (n < 5 || n / posts.length < 0.03) continue;
    out.push({
      pattern,
      posts: n,
      share: Math.round((n / posts.length) * 1000) / 1000,
      lift: Math.round(Math.exp(sum / n - base) * 100) / 100,
    });
  }
  return out.sort((a, b) => b.lift - a.lift || b.posts - a.posts);
}

/** Whether titles write the term capitalised mid-sentence (a name: Google, Pirate Bay), in most of at least 3 uses. */
function namesCapitalised(term: string, titles: readonly { text: string; lower: string }[]): boolean {
  const needle = term.toLowerCase();
  const isWordChar = (ch: string | undefined) => !!ch && /[\p{L}\p{N}]/u.test(ch);
  let upper = 0;
  let all = 0;
  for (const { text, lower } of titles) {
    for (let at = lower.indexOf(needle, 1); at > 0; at = lower.indexOf(needle, at + needle.length)) {
      // Mid-sentence: after a space that follows a word or comma; a whole word.
      if (text[at - 1] !== ' ' || !(isWordChar(text[at - 2]) || text[at - 2] === ',') || isWordChar(text[at + needle.length])) continue;
      all++;
      if (/\p{Lu}/u.test(text[at]!)) upper++;
    }
  }
  return all >= 3 && upper / all >= 0.6;
}

/** A hashtag as people type one inline ('#sourdough'), not a markdown heading ('# Step 1') or a number ('#1'). */
const HASHTAG = /(?:^|\s)#\p{L}[\p{L}\p{N}_]{2,}/u;
/** Share of posts with a hashtag before generated posts carry them. */
const HASHTAG_SHARE = 0.05;

/** A post body's opening for a prompt: one paragraph's worth, links and markup dropped. */
function shortBody(text: string): string {
  const plain = text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/https?:\/\/\S+/g, '')
    .replace(/[*_>#`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length <= 280 ? plain : `${plain.slice(0, plain.lastIndexOf(' ', 280))}…`;
}

/**
 * Its best-performing post title that shares a telling word with the topic, else none: a real
 * thread a post can point to ('threads like “…” helped'), never one made up.
 */
/** A word in more than this share of a community's posts is its common ground, not a topic. */
const COMMON_SHARE = 0.3;

/** A title in capitals ('THE LOS ANGELES LAKERS HAVE BEEN…'): shouted, never quoted. */
const shouted = (t: string) => {
  const letters = t.replace(/[^\p{L}]/gu, '');
  return letters.length >= 10 && letters.replace(/[^\p{Lu}]/gu, '').length >= 0.7 * letters.length;
};

/**
 * A title about the community itself: a moderators' notice, a PSA, its rules, what the subreddit is or should be
 * ('This isn't /r/foodporn. If you post something on here, please try and include the recipe.'). It is no thread
 * on any topic a member would post about.
 */
const ABOUT_THE_COMMUNITY =
  /\b(?:PSA|mod note|moderators?|(?:sub(?:reddit)?|posting|updated|new) rules|this (?:sub(?:reddit)?|community)\b|isn'?t \/?r\/\w+|upvote (?:this )?for visibility)\b|\[meta\]/i;
/** A title that swears ('Fuck you Adobe'): a post does not quote it as the community's thread on a topic. */
export const SWEARS = /\b(?:fuck\w*|shit\w*|bullshit|cunt\w*|asshole\w*|bitch\w*)\b/i;
/** A cross-post's note at the end of a title ('(x-post from r/pics)', '[X-Post from /r/Movies]'): where it came from, not what it is. */
const XPOST_NOTE = /\s*[([]\s*(?:x-?\s?post(?:ed)?|cross-?post(?:ed)?|via)\b[^)\]]*[)\]]\s*$/i;

const citable = new WeakMap<readonly string[], readonly string[]>();
/**
 * The titles a text may quote, worked out once per list (a community's titles are one array for as long as its
 * profile lives): no brackets (in a generated text they mark what the user fills in), no shouted title, none about the
 * community itself, none swearing, none with a quotation left open; a cross-post's note left off.
 */
function citableTitles(all: readonly string[]): readonly string[] {
  let kept = citable.get(all);
  if (!kept) {
    kept = all
      .map((t) => t.replace(XPOST_NOTE, ''))
      .filter(
        (t) =>
          t.length <= 90 &&
          !/[[\]“”]/.test(t) &&
          !/\b(nsfw|removed|deleted)\b/i.test(t) &&
          !shouted(t) &&
          !ABOUT_THE_COMMUNITY.test(t) &&
          !SWEARS.test(t) &&
          (t.split('"').length - 1) % 2 === 0,
      );
    citable.set(all, kept);
  }
  return kept;
}

/** The lemma of a topic's head, the last word of its noun phrase ('strategy' of 'fantasy football draft strategy'). */
function topicHead(topic: Topic): string {
  const word = topic.label
    .split(QUALIFIER)[0]!
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .pop();
  return word ? lemma(word) : '';
}

export function relatedTopTitle(c: CommunityProfile, topic: Topic): string | null {
  const index = wordIndex(c);
  // The topic's telling words, rarest in the community first: a thread must share all, or the rarest and half of them.
  const telling = [
    ...new Set(topic.words.filter((w) => !GENERIC_WORDS.has(w) && w.length > 3 && !/^(beginners?|newbies?)$/.test(w)).map(lemma)),
  ].map((w) => ({ w, n: index.get(w)?.length ?? 0 }));
  const words = telling.filter((x) => x.n > 0).sort((a, b) => a.n - b.n);
  // Most of the topic's telling words never come up here ('cozy farming' in r/gaming): it has no thread on the topic,
  // and one sharing the rest ('game') is about something else.
  if (words.length === 0 || words.length * 2 < telling.length) return null;
  // A describing word its members never write ('fantasy' of 'a fantasy football app' in r/soccer) is what sets the
  // topic apart: a thread on the rest ('David Beckham has announced his retirement from football') is on something
  // else. A name the user gives ('Budgetly') may be unknown here; the query writes it with a capital.
  if (setApartUnknown(c, topic)) return null;
  // A word most of its posts use ('game' in r/gaming) says nothing of the topic: a thread sharing only such words
  // ('I have been punished for upgrading my PC…' for a cozy farming game) is no thread on it.
  if (words[0]!.n > c.docs.length * COMMON_SHARE) return null;
  const titles = [...citableTitles(c.threadTitles ?? c.topTitles)];
  // A compound whose first word is too common to tell ('book' of 'book club' in r/books) is still one thing: a thread
  // must name it whole ('Fight Club' is no book club).
  const phrase = topic.label
    .split(QUALIFIER)[0]!
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter(Boolean);
  const [modifier, last] = phrase.slice(-2);
  const whole =
    phrase.length >= 2 &&
    modifier &&
    last &&
    !words.some((x) => x.w === lemma(modifier)) &&
    !STOP_WORDS.has(modifier) &&
    !/ing$/.test(modifier)
      ? new RegExp(`\\b${modifier}\\s+${last.replace(/s$/, '')}`, 'i')
      : null;
  if (whole) titles.splice(0, titles.length, ...titles.filter((t) => whole.test(t)));
  const own = (t: string) =>
    t
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .map(lemma);
  // What the topic is never comes up here ('podcast' in r/nba): a thread on what it is about ('the Lakers') is no thread on it.
  const head = topicHead(topic);
  if (telling.some((x) => x.w === head && x.n === 0)) return null;
  const all = titles.find((t) => words.every((x) => own(t).includes(x.w)));
  if (all) return all;
  // Else one holding the rarest word and half the topic's words or more: a thread on 'science' alone is no thread on a
  // science newsletter for kids ('Mars Science Laboratory Curiosity has landed safely').
  // It must also name what the topic is, its head ('strategy' of 'fantasy football draft strategy'): a thread sharing
  // only what qualifies it ('Pixar animator Austin Madison's Fantasy Football sketches') is on something else.
  const rarest = words[0]!;
  const needed = telling.some((x) => x.w === head) ? head : null;
  return (
    titles.find((t) => {
      const mine = own(t);
      return (
        mine.includes(rarest.w) &&
        (needed === null || mine.includes(needed)) &&
        // Two of them at least, where the topic has two: 'Fight Club' shares one word with 'starting a book club'.
        words.filter((x) => mine.includes(x.w)).length >= Math.min(2, telling.length) &&
        words.filter((x) => mine.includes(x.w)).length * 2 >= telling.length
      );
    }) ?? null
  );
}

/** Titles of its best picture, video and link posts, by kind, best first. */
function mediaTitlesOf(best: readonly RedditPost[], oneLine: (t: string) => string): Partial<Record<'Image' | 'Video' | 'Link', string[]>> {
  const out: Partial<Record<'Image' | 'Video' | 'Link', string[]>> = {};
  for (const p of best) {
    const kind = postKind(p);
    if (kind !== 'Image' && kind !== 'Video' && kind !== 'Link') continue;
    const list = (out[kind] ??= []);
    if (list.length < MEDIA_TITLES) list.push(oneLine(p.title));
  }
  return out;
}
const MEDIA_TITLES = 40;

/** Builds the profile from a community's stored posts and its (paid-tier) analysis. Pure. */
export function buildCommunityProfile(found: SubredditPosts, analysis: SubredditAnalysis): CommunityProfile {
  // Recurring threads a bot or the moderators put up ('Biggest % movers June 12th', 'Weekly Trading Log') are no
  // member's writing: their words would fill a member's post ('the biggest percentage'). The analysis leaves them
  // out of keywords alike; a community made of nothing else keeps them.
  const recurring = recurringThreads(found.posts);
  const members = found.posts.filter((_, i) => !recurring[i]);
  const posts = members.length > 0 ? members : found.posts;
  const tagFor = new Map(analysis.hashTags.map((t) => [t.slice(1).toLowerCase(), t.slice(1)]));
  const titles = posts.map((p) => ({ text: p.title, lower: p.title.toLowerCase() }));
  const keywords = analysis.keywords.map((k) => {
    const tag = tagFor.get(k.replace(/[^\p{L}\p{N}]/gu, '').toLowerCase());
    if (tag && tag.length > 1 && tag === tag.toUpperCase()) return k.toUpperCase();
    // Roman numerals stay upper-case ('World War II', not 'World War Ii').
    return namesCapitalised(k, titles)
      ? k
          .replace(/(^|\s)(\p{L})/gu, (_m, s: string, c: string) => s + c.toUpperCase())
          .replace(/\b(?:Ii|Iii|Iv|Vi|Vii|Viii|Ix|Xi|Xii)\b/g, (m) => m.toUpperCase())
      : k;
  });
  const seen = new Set<string>();
  const flairs: string[] = [];
  for (const f of [...analysis.popularFlairs, ...found.subreddit.flairs]) {
    const name = f.trim();
    if (!name || seen.has(name.toLowerCase()) || !isPosterFlair(name)) continue;
    seen.add(name.toLowerCase());
    flairs.push(name);
  }
  // Letters and digits kept (any script), everything else one space: ' how i grew my newsletter '.
  const docs = posts.map((p) => ` ${p.title} ${p.selftext.slice(0, 600)} `.toLowerCase().replace(/[^a-z0-9\u00c0-\uffff]+/g, ' '));
  const index = buildWordIndex(docs);
  // A keyword's posts: those with all its words (plural folded), checked for the phrase when it has several.
  const keywordPosts = analysis.keywords.map((k) => {
    const parts = k
      .toLowerCase()
      .split(/[^a-z0-9\u00c0-\uffff]+/)
      .filter(Boolean);
    if (parts.length === 0) return [];
    const lists = parts.map((w) => index.get(lemma(w)) ?? []);
    const shortest = lists.reduce((a, b) => (b.length < a.length ? b : a));
    if (parts.length === 1) return shortest;
    const phrase = ` ${parts.join(' ')}`;
    return shortest.filter((i) => docs[i]!.includes(phrase));
  });
  const best = [...posts]
    .sort((a, b) => engagementOf(b) - engagementOf(a))
    .filter((p) => p.title.trim().length > 0 && p.title.trim().length <= 160);
  // A title written over two lines ('10 Phrases that You Can Never Say\nWhen You Delegate') is quoted on one.
  const oneLine = (t: string) => t.replace(/\s+/g, ' ').trim();
  const topTitles = best.map((p) => oneLine(p.title)).slice(0, 8);
  const topPosts = best.slice(0, 6).map((p) => ({ title: oneLine(p.title), body: shortBody(p.selftext) }));
  const tagged = posts.filter((p) => HASHTAG.test(`${p.title} ${p.selftext}`)).length;
  const profile: CommunityProfile = {
    name: found.subreddit.name,
    description: (analysis.description || '').slice(0, 400),
    subscribers: analysis.subscribers,
    keywords,
    hashTags: analysis.hashTags,
    flairs,
    avgTitleLength: analysis.avg_post_title_length,
    avgBodyLength: analysis.avg_content_length,
    titlePatterns: patternLifts(posts),
    topTitles,
    textShare: analysis.post_type_distribution.Text,
    mediaShares: {
      Link: analysis.post_type_distribution.Link,
      Image: analysis.post_type_distribution.Image,
      Video: analysis.post_type_distribution.Video,
    },
    keywordPosts,
    docs,
    facts: factsOf(analysis),
    usesHashtags: tagged >= 3 && tagged / Math.max(1, posts.length) >= HASHTAG_SHARE,
    registerTerms: [...termsUsed(docs)],
    topPosts,
    threadTitles: best.map((p) => oneLine(p.title)).slice(0, 80),
    mediaTitles: mediaTitlesOf(best, oneLine),
    texts: posts.map((p) => `${p.title}\n${p.selftext.slice(0, 600)}`),
    listShare: listShare(posts),
    headingShare: headingShare(posts),
    names: capitalisedWords(titles),
    flairShapes: flairShapes(posts, flairs),
  };
  keepWordIndex(profile, index);
  return profile;
}

/** A markdown list line ('- a', '* a', '1. a'). */
const LIST_LINE = /^\s*(?:[-*+]|\d+[.)])\s+\S/m;

/** Share of its text posts (with a body) laid out as a list. */
/** A line opening with a bold label or a markdown heading ('**Update:**', '## Setup'). */
const HEADING_LINE = /^\s*(?:\*\*[^*\n]{2,40}\*\*|#{1,4}\s+\S)/m;

function headingShare(posts: readonly RedditPost[]): number {
  const texts = posts.filter((p) => p.selftext.trim().length >= 80);
  if (texts.length === 0) return 0;
  return Math.round((texts.filter((p) => HEADING_LINE.test(p.selftext)).length / texts.length) * 1000) / 1000;
}

function listShare(posts: readonly RedditPost[]): number {
  const texts = posts.filter((p) => p.selftext.trim().length >= 80);
  if (texts.length === 0) return 0;
  return Math.round((texts.filter((p) => LIST_LINE.test(p.selftext)).length / texts.length) * 1000) / 1000;
}

/** Words written capitalised mid-title in most of at least two uses: names, whose case a text keeps. */
function capitalisedWords(titles: readonly { text: string }[]): string[] {
  const counts = new Map<string, { upper: number; all: number }>();
  for (const { text } of titles) {
    const words = text.split(/\s+/);
    words.forEach((raw, i) => {
      const w = raw.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
      // Mid-sentence only: after a word that does not end one.
      if (i === 0 || !w || /[.!?:]$/.test(words[i - 1]!)) return;
      const key = w.toLowerCase();
      const c = counts.get(key) ?? { upper: 0, all: 0 };
      c.all++;
      if (/^\p{Lu}/u.test(w) && w !== w.toUpperCase()) c.upper++;
      counts.set(key, c);
    });
  }
  return [...counts].filter(([, c]) => c.all >= 2 && c.upper / c.all >= 0.7).map(([w]) => w);
}

/**
 * Keywords ranked by how clearly the community's posts on the topic use them more than its posts at
 * large (relation.ts; rank order breaks ties). `together`: only those that relate to the topic by
 * that measure (a frequent keyword such as 'recipe' does not, for cast-iron care in r/cooking).
 */
export function relatedKeywords(c: CommunityProfile, topic: Topic, opts: { together?: boolean } = {}): string[] {
  const n = c.docs.length;
  const on = topicPosts(c, topic);
  const label = topic.label.toLowerCase();
  return c.keywords
    .map((k, rank) => {
      const posts = distinctPosts(c, c.keywordPosts[rank] ?? []);
      const together = onTopicCount(on.on, posts);
      const related = isRelated(together, on.count, posts.length, n, () => titledOnTopic(c, on.on, k));
      // Weighted by how many such posts there are: a lift on two posts says less than one on twenty.
      return { k, rank, related, score: together >= 2 ? topicLift(together, on.count, posts.length, n) * Math.log1p(together) : 0 };
    })
    .filter(({ k, related }) => {
      if (opts.together && !related) return false;
      const low = k.toLowerCase();
      return !label.includes(low) && !topic.words.some((w) => low.includes(w));
    })
    .sort((a, b) => Number(b.related) - Number(a.related) || b.score - a.score || a.rank - b.rank)
    .map(({ k }) => k);
}

/** The community's hashtags for the given keywords, in their order; none for keywords it has no tag for. */
export function topicHashtags(c: CommunityProfile, keywords: readonly string[]): string[] {
  const bySquashed = new Map(c.hashTags.map((t) => [t.slice(1).toLowerCase(), t]));
  const out: string[] = [];
  for (const k of keywords) {
    const tag = bySquashed.get(k.replace(/[^\p{L}\p{N}]/gu, '').toLowerCase());
    if (tag && !out.includes(tag)) out.push(tag);
  }
  return out;
}

/** The user's own subject as a tag ('budgeting app' → '#BudgetingApp', 'SEO' → '#SEO'), or null when it is no short name. */
export function queryHashtag(topic: Topic & { product?: string | null }): string | null {
  const words = (topic.product ?? topic.label).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (words.length === 0 || words.length > 3) return null;
  const tag = '#' + words.map((w) => (/\p{Lu}/u.test(w) ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('');
  return /^#\p{L}[\p{L}\p{N}]{1,39}$/u.test(tag) ? tag : null;
}

/** Hashtags of the given keywords (in their order), then the community's others. */
export function hashtagsFor(c: CommunityProfile, keywords: readonly string[], max: number): string[] {
  const bySquashed = new Map(c.hashTags.map((t) => [t.slice(1).toLowerCase(), t]));
  const out: string[] = [];
  for (const k of keywords) {
    const tag = bySquashed.get(k.replace(/[^\p{L}\p{N}]/gu, '').toLowerCase());
    if (tag && !out.includes(tag)) out.push(tag);
  }
  for (const t of c.hashTags) if (!out.includes(t)) out.push(t);
  return out.slice(0, max);
}

/**
 * The flair that fits a post best, or none: one whose name fits the template or the topic, else a
 * general-purpose one; never a flair the community does not use or offer.
 */
/** Flairs the moderators keep for their own posts (announcements, recurring threads, features they pick). */
export const MODERATOR_FLAIR =
  /\b(?:mods?|moderators?|announcements?|official|meta|ama|megathread|sticky|stickied|spotlight|featured|weekly|daily|monthly|thread|removed|locked|rule|(?:post|pre)[- ]?game|game day|match day)\b/i;

/** Flairs that warn of what a post holds ('Spoilers', 'NSFW'): a post that holds none of it must not carry one. */
export const WARNING_FLAIR = /\b(?:spoilers?|nsfw|nsfl|gore|graphic|trigger warning|tw|cw|content warning|mature|18\+)\b/i;

/** Flairs a post is given once answered or closed. */
export const OUTCOME_FLAIR = /\b(?:solved|resolved|answered|fixed|closed|completed?|found|done|sold|expired|archived)\b/i;

export function flairFor(c: CommunityProfile, template: PostTemplate, topic: Topic): string[] {
  // The user's own words only: the community's related keywords ('team' for a fantasy basketball post) put a flair on every template.
  const topicWords = new Set(topic.words.flatMap((w) => [w.toLowerCase(), lemma(w.toLowerCase())]));
  const others = (Object.keys(TEMPLATE_FLAIRS) as PostTemplate[]).filter((t) => t !== template);
  let best: { flair: string; score: number } | null = null;
  c.flairs.forEach((flair, rank) => {
    const shapes = c.flairShapes?.[flair.toLowerCase()];
    const byPosts = shapes ? (shapes[template] ?? 0) >= FITS_SHARE : false;
    const fits = TEMPLATE_FLAIRS[template].test(flair) || byPosts;
    // A flair naming another kind of post ('Question' on a success story), or whose posts are mostly another kind, misleads.
    if (!fits && others.some((t) => TEMPLATE_FLAIRS[t].test(flair) || (shapes?.[t] ?? 0) >= FITS_SHARE)) return;
    // A member's post never carries a flair moderators keep for theirs ('Author Spotlight', '[Discussion Thread]').
    if (MODERATOR_FLAIR.test(flair)) return;
    // Nor one that says how it ended ('Solved', 'Answered'): a post being written has no answers yet.
    if (OUTCOME_FLAIR.test(flair)) return;
    // Nor a warning ('[Spoilers]' on a discussion of indie puzzle games in r/Games): the post holds nothing it warns of.
    if (WARNING_FLAIR.test(flair)) return;
    const words = flair
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    let score = 0;
    if (fits) score += 3;
    // A subject flair fits when the topic says all of it ('Kyoto', 'app'); 'Loan Default' is no flair for paying a loan off early.
    if (words.every((w) => topicWords.has(w) || topicWords.has(lemma(w)))) score += 2;
    if (GENERAL_FLAIR.test(flair.trim())) score += 1;
    if (score === 0) return;
    const total = score - rank * 0.01;
    if (!best || total > best.score) best = { flair, score: total };
  });
  return best ? [(best as { flair: string }).flair] : [];
}

/**
 * A community the data does not hold (no live API, not in the snapshot or imports): nothing to
 * learn from, so the engines write from the topic alone, with no flairs and no hashtags (never
 * invented ones). Typical lengths are those of a plain text post.
 */
export function topicOnlyProfile(name: string): CommunityProfile {
  return {
    name,
    description: '',
    subscribers: null,
    keywords: [],
    hashTags: [],
    flairs: [],
    avgTitleLength: 60,
    avgBodyLength: 500,
    titlePatterns: [],
    topTitles: [],
    textShare: 100,
    keywordPosts: [],
    docs: [],
  };
}
