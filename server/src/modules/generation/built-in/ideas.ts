/**
 * Post ideas of the built-in engine (generate-reddit-post): for each community, posts on its own
 * strongest keywords, one template after another, so the ideas cover different kinds of post. Each
 * idea is checked against the community's rules and norms by the service, like any post.
 */
import type { GeneratedPost, PostIdeaGroup, PostTemplate } from '@subreddit-signal/contract';
import { POST_TEMPLATES } from '@subreddit-signal/contract';
import type { IdeasInput } from '../port';
import { hashSeed, rng } from '../random';
import { asWritten, casedAsWritten, isHandled, phraseRole, type PhraseRole } from '../phrase-role';
import type { CommunityProfile } from '../community';
import { BOUNDARY, escapeRe, lowerTextsOf, perCommunity, titlesOf } from '../phrase-role';
import {
  articleUse,
  countedAcronym,
  countedHead,
  countedNoun,
  isGenericAlone,
  isThing,
  isVagueAlone,
  takesThe,
  vocabulary,
} from '../material';
import { PEOPLES_ADJECTIVE, isPlural, isProperName, plural } from '../text';
import { fixArticles } from '../query';
import { writePosts } from './posts';
import { linkIdea, pictured, postsLinks, postsTitlesAlone, quotedOn, titleOpening } from './link-ideas';
import { asksQuestions, questionIdeas } from './question-ideas';
import { POST_SHAPES } from '../flair-fit';
import { describesOnly, isLabel, standsAsSubject, wholeCompound, wholeName } from './idea-topic-fit';
import { isMass } from './topic-forms';
import { namedAsMaker, namedAsSource, partOfLongerTitle } from './names-line';

const UNFIT_ROLES = new Set<PhraseRole>(['none', 'person', 'occasion']);
/** Roles of subjects members talk about rather than handle, and the templates that talk about one. */
const NAMED_ROLES = new Set<PhraseRole>(['name', 'place']);
const TALKED_ABOUT: PostTemplate[] = ['Discussion'];

/** Parts of the body: one's own ('my hands'), never a subject to discuss or learn. */
const BODY =
  /^(?:brain|brains|mind|head|hand|hands|eye|eyes|face|body|heart|foot|feet|arm|arms|leg|legs|finger|fingers|shoulder|shoulders|knee|knees|stomach|neck|nose|ears?|mouth|lips?|tongue)$/i;

/** Words too bare to write a post about ('page', 'thing', 'post'). */
const BARE =
  /^(page|pages|thing|things|post|posts|people|time|year|years|day|days|way|ways|lot|anyone|someone|question|questions|help|thread|today|week|month|reddit|sub|subreddit|update|edit|removed|deleted|last night|tonight|yesterday|tomorrow|this week|last week|last year|this year|first time|first attempt|first try|first post|first timer|right now)$/i;

/** How good a thing is ('hilarious' of r/videos): a word members say of things, never a thing to post about. */
const EVALUATIVE =
  /^(?:amazing|awesome|incredible|stunning|gorgeous|adorable|hilarious|epic|insane|funny|cute|beautiful|cool|great|best|worst)$/i;

/**
 * Topics for a community's ideas: what its own members talk about, its keywords as they are
 * ('first attempt', 'espresso', 'Google'), phrases and names first; never a marketing frame around
 * them ('… content'). The community's own name makes up the rest.
 */
export function ideaTopics(keywords: readonly string[], name: string, limit = 8): string[] {
  // An everyday noun alone ('files', 'problems', 'a price') is no subject a member posts about.
  // 'Official Trailer', 'Official Video': how a release is titled, not what members talk about.
  const usable = keywords.filter(
    (k) =>
      k.length >= 3 && !BARE.test(k.trim()) && !EVALUATIVE.test(k.trim()) && !isVagueAlone(k) && !/^\d/.test(k) && !/\bofficial\b/i.test(k),
  );
  const ranked = [
    ...usable.filter((k) => /\s/.test(k) || /^\p{Lu}/u.test(k)),
    ...usable.filter((k) => !/\s/.test(k) && !/^\p{Lu}/u.test(k)),
  ];
  const out = ranked.slice(0, limit);
  const own = name.length <= 4 ? name.toUpperCase() : name.toLowerCase();
  if (out.length < 3 && !out.some((t) => t.toLowerCase() === own.toLowerCase())) out.push(own);
  return out;
}

/**
 * A keyword capitalised only where it opens a title ('System' of r/sysadmin's 'System Administrator
 * Appreciation Day') is a common noun: members write it in lower case inside their sentences more often.
 * Names and acronyms keep their capitals ('Windows', 'SEO').
 */
function asMembersWrite(c: CommunityProfile, keyword: string): string {
  // The community's own short name stands in as an acronym ('NBA'), unless its members write it in lower case ('food', not 'FOOD').
  if (keyword.toLowerCase() === c.name.toLowerCase() && /^\p{Lu}+$/u.test(keyword)) {
    const caps = new RegExp(`\\b${keyword}\\b`, 'u');
    const small = new RegExp(`\\b${keyword.toLowerCase()}\\b`, 'u');
    let inCapitals = 0;
    let inLower = 0;
    for (const t of c.texts ?? []) {
      if (caps.test(t)) inCapitals++;
      if (small.test(t)) inLower++;
    }
    return inLower > inCapitals ? keyword.toLowerCase() : keyword;
  }
  if (/\s/.test(keyword)) return commonHeadAsWritten(c, keyword);
  if (!/^\p{Lu}\p{Ll}+$/u.test(keyword)) return keyword;
  const lower = keyword.toLowerCase();
  const small = new RegExp(`\\b${lower}\\b`, 'u');
  const big = new RegExp(`(?<![.!?]\\s|^)\\b${keyword}\\b`, 'mu');
  let inLower = 0;
  let inCapitals = 0;
  for (const t of c.texts ?? []) {
    if (small.test(t)) inLower++;
    if (big.test(t)) inCapitals++;
  }
  return inLower > inCapitals ? lower : keyword;
}

/**
 * A two-word keyword whose second word members write in lower case after the first ('Etsy Shop' of a title: 'my Etsy
 * shop' in their sentences) is a common noun a name qualifies, written so; a name keeps its capitals ('Steve Jobs').
 */
function commonHeadAsWritten(c: CommunityProfile, keyword: string): string {
  const [first, second, ...more] = keyword.split(/\s+/);
  if (more.length > 0 || !first || !second || !/^\p{Lu}\p{Ll}+$/u.test(second)) return keyword;
  const re = new RegExp(`\\b${escapeRe(first)}\\s+(${escapeRe(second)})\\b`, 'giu');
  // Read in the bodies, where members write sentences; titles in Title Case capitalise everything ('The Social Network').
  let capital = 0;
  let lower = 0;
  let firstLower = 0;
  for (const t of c.texts ?? []) {
    if (!t.toLowerCase().includes(second.toLowerCase())) continue;
    for (const m of t.slice(t.indexOf('\n') + 1).matchAll(re)) {
      if (/^\p{Lu}/u.test(m[1]!)) capital++;
      else lower++;
      if (/^\p{Ll}/u.test(m[0])) firstLower++;
    }
  }
  // Where only titles write it, the titles that are not in Title Case.
  if (capital + lower === 0)
    for (const t of titlesOf(c)) {
      const long = t.split(/\s+/).filter((w) => w.length >= 4);
      if (long.filter((w) => /^\p{Lu}/u.test(w)).length >= 0.7 * long.length) continue;
      for (const m of t.matchAll(re)) {
        if (/^\p{Lu}/u.test(m[1]!)) capital++;
        else lower++;
        if (/^\p{Ll}/u.test(m[0])) firstLower++;
      }
    }
  if (lower <= capital) return keyword;
  // Members write the first word in lower case too ('Social Network' of a title: 'a social network'): all of it.
  return `${firstLower * 2 > lower + capital ? first.toLowerCase() : first} ${second.toLowerCase()}`;
}

/** Titles that show the poster's own work ('I made…', 'My first…', '[OC]'), that teach, or that ask. */
const SHOWS_WORK =
  /\b(?:i|we) (?:just |finally )?(?:made|built|wrote|painted|drew|knitted|designed|created|baked|recorded|finished|launched|released|coded|crafted|developed)\b|\bmy (?:first|latest|new|finished|own)\b|\[oc\]|\(oc\)|\boc\b|^\s*(?:made|built|finished|painted|drew|wrote|designed|created|released|launched) |\bjust (?:released|launched|finished)\b|\b(?:feedback|critique|showcase|show(?:ing)? off)\b/i;
const TEACHES =
  /\b(?:how to|how i|guide|tutorial|tips|psa|lpt|step[- ]by[- ]step|lessons learned|what i(?:'ve)? learned|things i learned|advice for)\b/i;
/** Share of its titles of a kind below which a community gets no post idea of that kind. */
const SHOWS_WORK_MIN = 0.03;
const TEACHES_MIN = 0.025;
const ASKS_MIN = 0.05;

/**
 * The kinds of post a community's own titles show it makes: a showcase idea only where members show
 * their work (r/books members do not post 'I made a novel'), a guide only where they teach. The rest
 * (questions, discussions, stories) fit any community that has posts; none known, all fit.
 */
export const ideaTemplates = perCommunity((c): PostTemplate[] => {
  const titles = titlesOf(c);
  const share = (re: RegExp) => (titles.length === 0 ? 1 : titles.filter((t) => re.test(t)).length / titles.length);
  const showcase = share(SHOWS_WORK) >= SHOWS_WORK_MIN;
  const guide = share(TEACHES) >= TEACHES_MIN;
  // r/worldnews and r/pics members post headlines and pictures: a question asking for help is not how they post.
  const asks = share(POST_SHAPES['Question/Help']) >= ASKS_MIN;
  return POST_TEMPLATES.filter(
    (t) => (t !== 'Project showcase' || showcase) && (t !== 'Guide / Tutorial' || guide) && (t !== 'Question/Help' || asks),
  );
});

/**
 * A name read as someone's ('Elon Musk', 'Netflix's', 'Germany's'): members talk about it, so it
 * makes a discussion ('What do people here think of Elon Musk?'), never a guide or a showcase.
 */
const namesSomeone = (c: CommunityProfile, topic: string) => /^\p{Lu}\p{Ll}/u.test(topic) && phraseRole(c, topic) === 'person';

/**
 * Whether members write the community's name as a word of their own, after a determiner or an
 * adjective ('my cooking', 'the food', 'good music'), not only as the place they post in ('thanks
 * askscience', 'r/lifeprotips', 'the askscience panel'): only then is it a subject for an idea.
 */
function writtenAsWord(c: CommunityProfile, name: string): boolean {
  const re = new RegExp(
    `\\b(?:my|your|our|his|her|their|the|a|an|some|good|great|bad|best|more|less|much)\\s+${escapeRe(name.toLowerCase())}${BOUNDARY}`,
    'u',
  );
  let n = 0;
  for (const t of lowerTextsOf(c)) if (re.test(t) && ++n >= 2) return true;
  return false;
}

/** Templates that make the topic the poster's own work ('My bookstore is finally coming together'). */
const OWNED_TEMPLATES = new Set<PostTemplate>(['Success story', 'Project showcase']);
/** Posts saying a member made the topic before an idea may make it the poster's own work. */
const MIN_MADE_POSTS = 2;
const MAKING =
  'made|built|wrote|painted|drew|knitted|sewed|designed|created|baked|cooked|brewed|grew|planted|finished|restored|crafted|carved|printed|coded|launched|recorded|shot|took';

/** What one 'makes' or 'takes' without making a thing ('made my first sale', 'made a mistake', 'took a break'). */
const ACHIEVED =
  /^(?:sales?|mistakes?|money|friends?|decisions?|progress|profits?|changes?|posts?|breaks?|choices?|calls?|deals?|moves?|points?|trips?|steps?)$/;

/** Whether members write that they made the topic ('I built a table', 'finished my first build') in MIN_MADE_POSTS posts or more. */
export function madeByMembers(c: CommunityProfile, topic: string): boolean {
  const t = topic.toLowerCase().replace(/^(?:a|an|the)\s+/, '');
  if (t.length < 3 || ACHIEVED.test(t)) return false;
  const re = new RegExp(`\\b(?:${MAKING}) (?:(?:my|a|an|the|this|our) )?(?:[a-z]+ ){0,2}${escapeRe(t)}s?\\b`);
  let n = 0;
  for (const text of lowerTextsOf(c)) if (text.includes(t) && re.test(text) && ++n >= MIN_MADE_POSTS) return true;
  return false;
}

/** Keywords read as possible subjects, and subjects kept: the best threads choose among more than they keep. */
const CONSIDERED = 12;
const SUBJECTS = 8;
/** Ideas on one subject at most. */
const PER_SUBJECT = 2;

/**
 * Subjects ordered by how many of the community's better-performing titles name them (its own
 * order among equals): ideas follow what its members already reward, not only what they write most.
 */
function bestThreadsFirst(c: CommunityProfile, subjects: string[]): string[] {
  const titles = (c.threadTitles ?? c.topTitles).map((t) => t.toLowerCase());
  if (titles.length === 0) return subjects;
  const named = subjects.map((s) => {
    const k = escapeRe(s.toLowerCase().replace(/s$/, ''));
    const re = new RegExp(`\\b${k}(?:s|es)?\\b`, 'u');
    return titles.filter((t) => re.test(t)).length;
  });
  return subjects
    .map((s, i) => [s, i] as const)
    .sort((a, b) => named[b[1]]! - named[a[1]]! || a[1] - b[1])
    .map(([s]) => s);
}

/**
 * A lower-case subject as members write it, in general: with 'the' where they mostly write it so
 * ('the front page', 'the gym'), in the plural where they count it ('contracts', 'cakes', not 'Any
 * advice on a contract?'), else bare, as a mass ('debt', 'motivation': never 'First time with a debt').
 */
function asSubject(c: CommunityProfile, topic: string): string {
  if (!/^\p{Ll}/u.test(topic) && (isProperName(topic) || !/\s/.test(topic))) return topic;
  // 'board game' is counted ('board games'): never 'What would you tell a beginner about board game?'. In general a
  // counted thing is plural even where members mostly write their own ('my Etsy shop' → 'Etsy shops'); 'the' stays
  // where they write 'the' itself most ('the front page').
  if (/\s/.test(topic)) {
    const counted = !isPlural(topic) && !/ing$/.test(topic) && countedHead(c, topic);
    return mostlyWithThe(c, topic.toLowerCase()) || (!counted && takesThe(c, topic))
      ? `the ${topic}`
      : counted
        ? topic.replace(/(\S+)$/, (w) => plural(w))
        : topic;
  }
  // Read in lower case, said as members spell it ('iPhone': 'the iPhone', 'iPhones').
  const low = topic.toLowerCase();
  if (isPlural(low) || /ing$/.test(low) || isMass(low)) return topic;
  if (mostlyWithThe(c, low)) return `the ${topic}`;
  // Counted where members count it, in the plural or with 'a' ('a cake', 'a lens': 'cakes', 'lenses').
  return countedNoun(c, low) ? plural(topic) : topic;
}

/** Whether members write 'the' before a lower-case phrase in half its posts or more (three at least): 'the gym'. */
function mostlyWithThe(c: CommunityProfile, topic: string): boolean {
  const { uses, withThe } = articleUse(c, topic);
  return uses >= 3 && withThe * 2 >= uses;
}

/**
 * The poster's own work on a subject, as a showcase or a story names it: the subject itself, or for a
 * doing that is also a work members write they have one of ('my painting', 'a drawing'), that work;
 * null for a doing that is no work ('my approach to painting' is no showcase).
 */
export function ownWork(c: CommunityProfile, topic: string): string | null {
  if (!/^\p{Ll}+ing$/u.test(topic)) return topic;
  const re = new RegExp(
    `\\b(?:my|a|this|her|his)\\s+(?:\\p{Ll}+\\s+)?${escapeRe(topic)}\\b(?!\\s+(?:a|an|the|my|this|some|it|them)\\b)`,
    'u',
  );
  let n = 0;
  for (const t of lowerTextsOf(c)) if (t.includes(topic) && re.test(t) && ++n >= 2) return `my ${topic}`;
  return null;
}

/** A subject as a picture shows it: one of a kind ('a photo of a sandwich'), else as members write it ('cakes', 'water'). */
function oneOrMore(c: CommunityProfile, topic: string): string {
  const form = asSubject(c, topic);
  return form === topic && !/\s/.test(topic) && !isPlural(topic) && !/ing$/.test(topic) && !isMass(topic)
    ? fixArticles(`a ${topic}`)
    : form;
}

/** What a post of pictures, videos or links is, or where it is hosted: no subject of one. */
const MEDIUM_WORD =
  /^(?:the\s+)?(?:films?|clips?|videos?|footage|youtube|vimeo|gifs?|photos?|pics?|pictures?|images?|articles?|links?|imgur|screenshots?)$/i;

/** Specific subjects a community's ideas need before the phrases its members write most fill in. */
const MIN_SPECIFIC = 3;

/** Whether two phrases share a word, in any case ('credit card', 'Credit'). */
const sharesWord = (a: string, b: string) => {
  const words = new Set(a.toLowerCase().split(/\s+/));
  return b
    .toLowerCase()
    .split(/\s+/)
    .some((w) => words.has(w));
};

/**
 * The candidates that can be a post's subject, as members write them: `all` that stand as a subject at all, `fit` of a
 * role an idea can take, `loose` as the ideas read them, `specific` of those, no word any community uses alone.
 */
function subjectsOf(c: CommunityProfile, candidates: readonly string[], loosely: boolean) {
  // A keyword its members never write as a thing ('play', 'decided') or that names people or an occasion is no post's subject.
  // A piece of a longer name stands for that name ('Game' → 'Game of Thrones'); a word that only describes ('American') stands for nothing.
  // A verb ('happened') or a word needing what follows it ('the difference between') is no subject. Of the rest, the subjects of its best threads come first (bestThreadsFirst).
  const all = bestThreadsFirst(
    c,
    [...new Set(candidates.map((t) => casedAsWritten(c, asMembersWrite(c, wholeCompound(c, wholeName(c, asMembersWrite(c, t)))))))].filter(
      // A word mostly written as the end of a longer title ('War' of 'God of War', 'Lion' of 'Mountain Lion') names nothing alone;
      // a surname after a first name or a title ('Barack Obama', 'President Obama') still names someone.
      (t) =>
        t &&
        // A people's adjective closing a phrase ('North Korean') has lost the noun it qualifies: no photo is of it.
        !PEOPLES_ADJECTIVE.test(t) &&
        // Where a title says it is from ('… - IBTimes') names a publisher, nothing members post about.
        !namedAsSource(c, t) &&
        !describesOnly(c, t) &&
        !isLabel(c, t) &&
        standsAsSubject(c, t) &&
        !(/^\p{Lu}\p{Ll}+$/u.test(t) && partOfLongerTitle(c, t) && phraseRole(c, t) !== 'person'),
    ),
  ).slice(0, SUBJECTS);
  const fit = all.filter(
    (t) =>
      (!UNFIT_ROLES.has(phraseRole(c, t)) || namesSomeone(c, t) || (loosely && phraseRole(c, t) === 'none')) &&
      !BODY.test(t) &&
      !(phraseRole(c, t) === 'place' && /^\p{Ll}+$/u.test(t)),
  );
  // A lone common noun members neither do nor handle reads as a practice it is not ('How do you all approach brain?'); a room
  // or a body part is where or what one works on ('Kitchen: what has your experience been?', 'Are hands worth it?').
  // Where that leaves fewer than two, the looser reading stands rather than the community's bare name.
  const strict = loosely ? fit : fit.filter((t) => /\s|^\p{Lu}/u.test(t) || (isHandled(c, t) && phraseRole(c, t) !== 'place'));
  const loose = strict.length >= 2 ? strict : fit;
  // A word any community uses ('experience', 'the cost', 'business') only where the community has too few others.
  const specific = loose.filter((t) => !isGenericAlone(t));
  return { all, fit, loose, specific };
}

export function writeIdeas(input: IdeasInput): PostIdeaGroup[] {
  return input.communities.map((c) => {
    const r = rng(hashSeed('ideas', c.name.toLowerCase(), input.nonce));
    // A keyword its members never write as a thing ('play', 'decided') or that names people or an occasion is no post's subject.
    // A piece of a longer name stands for that name ('Game' → 'Game of Thrones'); a word that only describes ('American') stands for nothing.
    // A verb ('happened') or a word needing what follows it ('the difference between') is no subject. Of the rest, the subjects of its best threads come first (bestThreadsFirst).
    // Where most keywords name people (r/parenting's 'son', 'dad'), the community's own subject
    // stands in: 'I finally got a dad right' is never a post, whatever the keyword's rank.
    const own = casedAsWritten(c, asMembersWrite(c, c.name.length <= 4 ? c.name.toUpperCase() : c.name.toLowerCase()));
    // The name stands in only where members write it as a thing ('food'), not as a cry ('aww'), unless nothing else is left.
    // A room or a shop alone is where members do things, not what they post about ('Curious how people here handle bathroom').
    // Where nearly every post is a question (r/askscience), what members ask about need not be something they handle ('water', 'energy').
    const asking = asksQuestions(c) && !postsLinks(c) && titleOpening(c) === null;
    // Where posts are one line (r/Showerthoughts), a subject is anything members say a line about ('water', 'the universe').
    const oneLiners = !asking && !postsLinks(c) && titleOpening(c) === null && postsTitlesAlone(c);
    const loosely = asking || oneLiners;
    const keyed = subjectsOf(c, ideaTopics(c.keywords, c.name, CONSIDERED), loosely);
    // Where its keywords leave few specific subjects (r/freelance: 'client', 'project', 'business'), the phrases its members
    // write most stand in ('potential client', 'freelance job'; r/smallbusiness: 'credit card', 'coffee shop').
    const more =
      keyed.specific.length >= MIN_SPECIFIC
        ? []
        : subjectsOf(c, ideaTopics(vocabulary(c, ''), c.name, CONSIDERED), loosely).specific.filter(
            (t) => !keyed.all.some((k) => sharesWord(k, t)),
          );
    const loose = [...keyed.loose, ...more];
    const specific = [...keyed.specific, ...more];
    const candidates = specific.length >= 2 ? specific : loose;
    // 'mildly interesting' is r/mildlyinteresting's name written apart.
    const isOwn = (t: string) => t.toLowerCase().replace(/\s+/g, '') === own.toLowerCase();
    const nonOwn = candidates.filter((t) => !isOwn(t));
    const ownFits = (isThing(c, own) && writtenAsWord(c, own)) || nonOwn.length === 0;
    const fitting = ownFits ? candidates : nonOwn;
    const topics = r.shuffle(fitting.length >= 2 || !ownFits ? fitting : [...new Set([...fitting, own])]);
    // Where members post pictures and links, or open their titles alike ('TIL', 'LPT:'), an idea is such a post (link-ideas.ts).
    // Where nearly every title is a question, an idea is a question (question-ideas.ts).
    if (postsLinks(c) || titleOpening(c) !== null || loosely) {
      // 'Snowden' is said by 'Edward Snowden'; the community's own name is no subject of a picture ('your photo of adviceanimals').
      // Nor is the medium itself or where it is hosted ('your video of films', 'your video of Youtube' in r/videos).
      const subjects = topics.filter(
        (t) =>
          !isOwn(t) &&
          // A piece of the community's own name is no subject of a post there either ('shower' in r/Showerthoughts).
          !(t.length >= 4 && !/\s/.test(t) && c.name.toLowerCase().includes(t.toLowerCase())) &&
          !MEDIUM_WORD.test(t) &&
          !topics.some((o) => o !== t && o.toLowerCase().includes(t.toLowerCase())) &&
          // Whose work a picture is ('by Vincent Van Gogh') is no subject of one: never 'your painting of Van Gogh'.
          !(isProperName(t) && pictured(c) && namedAsMaker(c, t)),
      );
      // Subjects a title it would quote names go first: the idea quotes a post like it on its subject.
      const quoted = asking ? [] : subjects.filter(quotedOn(c));
      const opened = [...quoted, ...subjects.filter((t) => !quoted.includes(t))];
      const forms = opened.map((t) =>
        isProperName(t) ? (countedAcronym(c, t) ? `${t}s` : asWritten(c, t)) : pictured(c) && !loosely ? oneOrMore(c, t) : asSubject(c, t),
      );
      if (asking) return { subreddit: c.name, posts: questionIdeas(c, forms, input.perCommunity) };
      // Two ideas at most on one subject, the second asking for it another way; subjects take the two ways in turn, so
      // a batch is not five of one form ('[A one-line title for your photo of Europe]', '… of China', '… of Japan').
      const each: (string | null)[] = forms.length > 0 ? forms : [null];
      const posts: GeneratedPost[] = [];
      for (let i = 0; posts.length < input.perCommunity && i < each.length * PER_SUBJECT; i++)
        posts.push(linkIdea(c, each[i % each.length]!, ((i % each.length) % 2 === 1) !== i >= each.length));
      return { subreddit: c.name, posts: posts.filter((p, i) => posts.findIndex((q) => q.title === p.title) === i) };
    }
    const templates = r.shuffle(ideaTemplates(c));
    const others = templates.filter((t) => !OWNED_TEMPLATES.has(t));
    const posts: GeneratedPost[] = [];
    const titles = new Set<string>();
    const perSubject = new Map<string, number>();
    for (let i = 0; posts.length < input.perCommunity && i < input.perCommunity * 3; i++) {
      const topic = topics[i % topics.length]!;
      // Six ideas on 'high school' read as one idea six times: a community with few subjects gets fewer ideas.
      if ((perSubject.get(topic) ?? 0) >= PER_SUBJECT) continue;
      // A team, a person or a place is talked about, not learned or made: '[Guide] Spurs for beginners' is no post.
      // A common noun a name qualifies ('Etsy shop') is one of many, whatever its capital.
      const qualified = /^\p{Lu}/u.test(topic) && !isProperName(topic);
      const named = !qualified && (NAMED_ROLES.has(phraseRole(c, topic)) || namesSomeone(c, topic));
      // A story or a showcase of the poster's own work only for what members write they made ('I built a table', not 'my bookstore'),
      // and of a doing only where it is a work too ('my painting', never 'my approach to painting').
      const work = ownWork(c, topic);
      const counted = countedAcronym(c, topic);
      const kinds = work && madeByMembers(c, topic) ? templates : others;
      const template = named ? TALKED_ABOUT[i % TALKED_ABOUT.length]! : kinds[i % kinds.length]!;
      const [post] = writePosts({
        community: c,
        // The poster's own work is one of them ('my poster'); any other post takes the subject in general ('posters').
        // An acronym members count is one of many too: 'my DSLR' of the poster's own, 'DSLRs' in general.
        searchQuery: counted
          ? OWNED_TEMPLATES.has(template)
            ? `my ${topic}`
            : `${topic}s`
          : named || isProperName(topic)
            ? asWritten(c, topic)
            : OWNED_TEMPLATES.has(template)
              ? (work ?? topic)
              : asSubject(c, topic),
        keepCase: true,
        articleGiven: counted || (!named && !isProperName(topic) && !OWNED_TEMPLATES.has(template)),
        template,
        writingStyle: 'Friendly',
        count: 1,
        nonce: hashSeed(input.nonce, i),
      });
      if (!post || titles.has(post.title.toLowerCase())) continue;
      titles.add(post.title.toLowerCase());
      perSubject.set(topic, (perSubject.get(topic) ?? 0) + 1);
      posts.push(post);
    }
    return { subreddit: c.name, posts };
  });
}
