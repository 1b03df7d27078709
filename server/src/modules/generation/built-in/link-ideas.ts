/**
 * Post ideas for a community whose members post pictures, videos and links rather than text
 * (r/pics, r/todayilearned, r/worldnews): a discussion or a help request is no post there ('Gay:
 * what has your experience been?' in r/nottheonion, 'First time with doors' in r/WTF). An idea is
 * then what its members post: a title opening the way theirs do ('TIL …', 'LPT: …') or a picture,
 * video or link with a plain one-line title, following a real title of theirs. What only the user
 * has (the picture, the fact, the source) is asked for in a marked bracket.
 */
import type { GeneratedPost } from '@subreddit-signal/contract';
import type { CommunityProfile } from '../community';
import { escapeRe, perCommunity, titlesOf } from '../phrase-role';
import { MASS, capitalise, fill, isGerund, isPlural, plural } from '../text';
import { fixArticles } from '../query';
import { hashSeed } from '../random';
import { inGeneral } from './topic-forms';

/** Share of text posts (0–100) below which a community posts links and pictures. */
export const LINKS_BELOW = 10;
/** Share of titles opening alike ('TIL') for that opening to be how its titles are written. */
const PREFIX_SHARE = 0.4;

export const postsLinks = (c: CommunityProfile) => c.textShare < LINKS_BELOW && (c.texts?.length ?? 0) > 0;

/** Text posts whose body is this short are the title alone. */
const NO_BODY = 20;
/** Share of its text posts that are the title alone at or above which a community posts one-liners (r/Showerthoughts 73 %; the next, 28 %). */
const TITLE_ONLY_SHARE = 0.5;

/**
 * Whether its members post the title alone (r/Showerthoughts): a help request or a discussion with
 * a body is not how they post. Texts hold link posts too, with no body: those are taken out by the
 * share of posts that are not text.
 */
export const postsTitlesAlone = perCommunity((c): boolean => {
  const texts = c.texts ?? [];
  const text = c.textShare / 100;
  const bare = texts.filter((t) => (t.includes('\n') ? t.slice(t.indexOf('\n') + 1).trim().length : 0) < NO_BODY).length;
  return texts.length > 0 && text >= 0.5 && (bare / texts.length - (1 - text)) / text >= TITLE_ONLY_SHARE;
});

/** What each known opening asks for (two ways: a second idea on one subject asks otherwise), and the rest of the post. */
const OPENINGS: Record<string, { asks: [string, string]; rest: string }> = {
  TIL: { asks: ['what you learned about {s}', 'a fact about {s} most people get wrong'], rest: 'The link to where you read it' },
  LPT: {
    asks: ['your tip on {s}', 'a small habit around {s} that saves time or money'],
    rest: 'The tip in a sentence or two, and why it works',
  },
  ELI5: {
    asks: ['your question about {s}', 'how something about {s} works, as a question'],
    rest: 'What you already understand, and where it stops making sense',
  },
  YSK: { asks: ['what people should know about {s}', 'a mistake people make with {s}'], rest: 'Why it matters, and a source' },
  PSA: { asks: ['what people should know about {s}', 'a mistake people make with {s}'], rest: 'Why it matters, and a source' },
  DAE: { asks: ['what you do or notice about {s}', 'a habit of yours around {s}'], rest: 'A line on when it happens to you' },
};
const ANY_OPENING: [string, string] = ['your post about {s}', 'another angle on {s}'];

/** Titles for a picture, a video or a link: the poster's own line, or (a second idea) what it shows; news keeps its headline. */
const MEDIA_TITLES: Record<'photo' | 'video' | 'link', [string, string]> = {
  photo: ['A one-line title for your {w}', 'What your {w} shows, and where you took it'],
  video: ['A one-line title for your {w}', 'What happens in your {w}, in a line'],
  link: ['A one-line title for your {w}', 'The headline of a recent story on {s}, as published'],
};

/** The opening most of its titles share ('TIL', 'LPT:', 'ELI5:'), as members write it, or null. */
export const titleOpening = perCommunity((c): string | null => {
  const titles = titlesOf(c).map((t) => t.trim());
  const counts = new Map<string, Map<string, number>>();
  for (const t of titles) {
    const m = t.match(/^(\[[^\]]{1,20}\]|[A-Za-z0-9]{2,10}:|[A-Z0-9]{2,6}\b)/);
    if (!m) continue;
    const key = m[1]!.toUpperCase().replace(/[[\]:]/g, '');
    const forms = counts.get(key) ?? new Map<string, number>();
    forms.set(m[1]!, (forms.get(m[1]!) ?? 0) + 1);
    counts.set(key, forms);
  }
  let found: string | null = null;
  for (const forms of counts.values()) {
    const n = [...forms.values()].reduce((a, b) => a + b, 0);
    if (titles.length > 0 && n >= PREFIX_SHARE * titles.length) found = [...forms].sort((a, b) => b[1] - a[1])[0]![0];
  }
  return found;
});

/** What most of its posts are, by the analysis' post types. */
function medium(c: CommunityProfile): 'photo' | 'video' | 'link' {
  const m = c.mediaShares;
  if (!m) return 'link';
  if (m.Image >= m.Link && m.Image >= m.Video) return 'photo';
  return m.Video > m.Link ? 'video' : 'link';
}

/**
 * Whether a title names the subject (no subject: any does): its words without an article, a plural's
 * 's' dropped ('the kittens' → 'kitten…'). What every idea of this file and question-ideas.ts quotes by.
 */
export function namesSubject(subject: string | null): (title: string) => boolean {
  const word = (subject ?? '').replace(/^(?:the|an?)\s+/i, '').toLowerCase();
  if (!word) return () => true;
  const re = new RegExp(`\\b${escapeRe(word.replace(/s$/, ''))}`, 'i');
  return (title) => re.test(title);
}

/** Posts of each medium, as the analysis names their kind. */
const KIND_OF = { photo: 'Image', video: 'Video', link: 'Link' } as const;
/** Quotable titles of the idea's own kind of post below which any of its titles are quoted. */
const MIN_OF_KIND = 3;

/**
 * Titles of theirs an idea may quote: opening as the idea's title does, short, without brackets, quotes or removals;
 * for an idea that is a picture, a video or a link, titles of such posts ('Disney just bought LucasFilm, thoughts?' is
 * no photo's title), where enough of them are quotable.
 */
function quotable(c: CommunityProfile, opening: string | null, kind?: 'photo' | 'video' | 'link'): string[] {
  if (kind) {
    const own = quotable({ ...c, threadTitles: c.mediaTitles?.[KIND_OF[kind]] ?? [] }, opening);
    if (own.length >= MIN_OF_KIND) return own;
  }
  return (c.threadTitles ?? c.topTitles)
    .filter((t) => !opening || t.startsWith(opening))
    .filter(
      (t) => t.length <= 100 && t.split(/\s+/).length >= 4 && !/[[\]“”"]/.test(t) && !/\b(nsfw|removed|deleted|test post)\b/i.test(t),
    );
}

/** Of their best titles, how many an example is drawn from when none names the subject. */
const BEST_EXAMPLES = 8;

/**
 * A real title of theirs to follow: one naming the subject, else one of their best, a different one for each subject
 * (two ideas of a batch never quote the same title for two subjects); never one with brackets or quotes.
 */
function followed(c: CommunityProfile, subject: string, opening: string | null, kind?: 'photo' | 'video' | 'link'): string | null {
  const titles = quotable(c, opening, kind);
  const naming = subject ? titles.find(namesSubject(subject)) : undefined;
  if (naming) return naming;
  const best = titles.slice(0, BEST_EXAMPLES);
  return best.length > 0 ? best[(hashSeed('example', subject) >>> 0) % best.length]! : null;
}

/**
 * Whether one of the titles an idea on a subject would quote names it (opening as the community's do, or of the
 * kind of post its ideas are): an idea on it has its own example.
 */
export function quotedOn(c: CommunityProfile): (subject: string) => boolean {
  const titles = quotable(c, titleOpening(c), titleOpening(c) === null && !postsTitlesAlone(c) ? medium(c) : undefined);
  return (subject) => titles.some(namesSubject(subject));
}

/** A post of theirs that is its title alone and names the subject (none: any such post of their best). */
function followedAlone(c: CommunityProfile, subject: string | null): string | null {
  const names = namesSubject(subject);
  for (const t of c.texts ?? []) {
    const at = t.indexOf('\n');
    const title = (at < 0 ? t : t.slice(0, at)).trim();
    if (at >= 0 && t.slice(at + 1).trim().length >= NO_BODY) continue;
    if (title.length > 100 || title.split(/\s+/).length < 4 || /[[\]“”"]/.test(title)) continue;
    if (names(title)) return title;
  }
  return null;
}

/** What its members call the pictures they post, by their titles: the words of one kind in this share of titles at least. */
const IMAGE_WORDS: [string, RegExp, number][] = [
  ['painting', /\b(?:paintings?|painted|oil on|acrylics?|watercolou?rs?)\b/, 0.1],
  ['chart', /\b(?:charts?|graphs?|maps?|visuali[sz]ations?|infographics?|plotted)\b/, 0.1],
  ['drawing', /\b(?:drawings?|drew|sketch(?:es)?|pencil)\b/, 0.1],
  ['photo', /\b(?:photos?|pics?|pictures?|photographs?|shots?|taken)\b/, 0.05],
];

/** 'painting' (r/Art), 'chart' (r/dataisbeautiful), 'photo' (r/pics); 'picture' where members name none (a screenshot, a meme, a poster). */
const imageNoun = perCommunity((c): string => {
  const titles = titlesOf(c).map((t) => t.toLowerCase());
  const shares = IMAGE_WORDS.map(
    ([noun, re, least]) => [noun, titles.filter((t) => re.test(t)).length / Math.max(1, titles.length), least] as const,
  );
  return shares.filter(([, share, least]) => share >= least).sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'picture';
});

/** A subject that is itself a kind of picture ('painting', 'drawings' in r/Art) is what the idea shows, not what it is of. */
const PICTURE_KIND =
  /^(?:paintings?|drawings?|sketch(?:es)?|photos?|photographs?|(?:a )?shots?|charts?|graphs?|maps?|visuali[sz]ations?|infographics?|illustrations?|portraits?|comics?)$/;

/** Whether its ideas are pictures or videos (not titles opening alike, not links). */
export const pictured = (c: CommunityProfile) => titleOpening(c) === null && medium(c) !== 'link';

/** How members title their posts, said of a real title of theirs (one wording per subject, so ideas of a batch differ). */
const OPENED = [
  'Titles here open with “{opening}”, as “{example}” did.',
  'Members here start their titles with “{opening}”; “{example}” is one.',
  'As in “{example}”, a title here starts with “{opening}”.',
];
const POSTED = [
  '{Whats} here go up under one plain line, like “{example}”.',
  'Here, {whats} get a short, plain title, as in “{example}”.',
  '{Whats} here are titled in one plain line, such as “{example}”.',
];
/** Posts that are their title alone: what to write, the rest, and how members do it (a real title of theirs quoted). */
const ALONE_ASKS: [string, string] = ['Your one-line post about {s}, the title alone', 'Something you noticed about {s}, said in one line'];
const ALONE_REST = 'Nothing more: here the title is the whole post';
const ALONE = [
  'Posts here are the title alone, like “{example}”.',
  'Members here say it all in the title; “{example}” is one.',
  'As in “{example}”, a post here is one line, with nothing under it.',
];
const pick = (options: readonly string[], subject: string | null, second: boolean) =>
  options[(hashSeed(subject ?? '', second ? 1 : 0) >>> 0) % options.length]!;

/** One of a counted thing takes its article ('your photo of a fire pit'); names, masses, plurals and determined ones do not. */
function counted(subject: string): string {
  const head = subject.split(/\s+/).pop()!;
  if (!/^\p{Ll}/u.test(subject) || /^(?:a|an|the|my|our|your|this|that|some)\s/i.test(subject)) return subject;
  return isPlural(head) || MASS.test(head) || isGerund(head) ? subject : fixArticles(`a ${subject}`);
}

/** Masses that are ideas or feelings, which a picture is about, not of. */
const ABSTRACT =
  /(?:tion|sion|ness|ity|ism|ment|ance|ence|ship|dom|hood)$|^(?:love|life|luck|hope|fear|joy|grief|anger|time|inspiration|motivation|success|happiness|depression|anxiety|education|science|politics|religion|history)$/i;

const NOUNS = { photo: 'photo', video: 'video', link: 'article' } as const;
const PLURAL_NOUNS = { photo: 'photos', video: 'videos', link: 'articles' } as const;
const PLURALS = { video: 'videos', link: 'links to articles' } as const;

/**
 * One idea on the subject (none: on whatever the user has), as its members would post it; `second`
 * asks for it another way, for a second idea on the same subject.
 */
export function linkIdea(c: CommunityProfile, subject: string | null, second = false): GeneratedPost {
  const opening = titleOpening(c);
  const k = second ? 1 : 0;
  if (opening) {
    const example = followed(c, subject ?? '', opening);
    const known = OPENINGS[opening.toUpperCase().replace(/[[\]:]/g, '')];
    const ask = subject ? (known?.asks ?? ANY_OPENING)[k]!.replace('{s}', subject) : 'your post';
    const said = example ? fill(pick(OPENED, subject, second), { opening, example }) : `Titles here open with “${opening}”.`;
    return {
      title: `${opening} [${ask}]`,
      body: `${said}\n\n[${known?.rest ?? 'The rest of your post'}]`,
      callToAction: '',
      hashTags: [],
      flairs: [],
    };
  }
  if (postsTitlesAlone(c)) {
    const example = followedAlone(c, subject) ?? followed(c, subject ?? '', null);
    const said = example ? fill(pick(ALONE, subject, second), { example }) : 'A post here is its title alone, in one line.';
    const ask = subject ? ALONE_ASKS[second ? 1 : 0].replace('{s}', subject) : 'Your post, in one line';
    return { title: `[${ask}]`, body: `${said}\n\n[${ALONE_REST}]`, callToAction: '', hashTags: [], flairs: [] };
  }
  const kind = medium(c);
  const example = followed(c, subject ?? '', null, kind);
  const noun = kind === 'photo' ? imageNoun(c) : NOUNS[kind];
  const nouns = kind === 'photo' ? `${noun}s` : PLURAL_NOUNS[kind];
  const kindOf = subject !== null && kind === 'photo' && PICTURE_KIND.test(subject.toLowerCase());
  // A picture is of a thing, water too, and about an idea or a feeling ('your picture about motivation', never 'of
  // motivation'; 'your photo of water', never 'about water').
  const head = subject?.split(/\s+/).pop() ?? '';
  const of = kind === 'link' ? 'on' : subject && MASS.test(head) && ABSTRACT.test(head) ? 'about' : 'of';
  const what = kindOf
    ? subject
        .toLowerCase()
        .replace(/^a /, '')
        .replace(/(sketch)es$|s$/, '$1')
    : subject
      ? `${noun} ${of} ${counted(subject)}`
      : noun;
  const title = subject ? MEDIA_TITLES[kind][k]! : MEDIA_TITLES[kind][0];
  // 'photos of kittens', 'articles on China': the sentence on how they are titled names what this idea posts.
  // Many of one thing are many of them: 'pictures of sandwiches', not 'pictures of a sandwich'.
  const subjects = subject && /^an?\s/i.test(subject) ? inGeneral(subject) : subject;
  // The sentence says the quoted title is one of those on the subject only where it is: 'Photos of China here go up
  // like “Mount Rainier, Washington State”' misleads; 'Photos here go up like …' does not.
  const quotesSubject = subject !== null && example !== null && namesSubject(subject)(example);
  const whats = kindOf
    ? plural(what)
    : subject && quotesSubject
      ? `${nouns} ${of} ${subjects}`
      : kind === 'photo'
        ? nouns
        : PLURAL_NOUNS[kind];
  const said = example
    ? fill(pick(POSTED, subject, second), { whats, Whats: capitalise(whats), example })
    : `Most posts here are ${kind === 'photo' ? nouns : PLURALS[kind]}, titled in one plain line.`;
  // Only a photo is taken somewhere; a chart or a painting shows what it shows.
  const asked = noun === 'photo' ? title : title.replace(', and where you took it', ', in a line');
  return {
    title: `[${asked.replace('{w}', what).replace('{s}', subject ?? '')}]`,
    body: `${said}\n\n[${capitalise(`your ${what}`)}]`,
    callToAction: '',
    hashTags: [],
    flairs: [],
  };
}
