/**
 * Checks on writing worth posting (issue 25, decision 025), run by `npm run quality` on every
 * community of the bundled snapshot: invented claims, the topic pasted more than once, words out of
 * the community's register, hashtags where its members use none, sentences that recur from one
 * community to the next, and comments that fit the post. Bracketed asks ('[your result here]') are
 * the user's to fill and are left out of every check on the writer's own words.
 */
import type { CommentIdea, GeneratedPost } from '@subreddit-signal/contract';
import type { CommunityProfile } from '../community';
import { topicMaterial } from '../material';
import { mentions } from '../once';
import { parseQuery } from '../query';
import { offRegister } from '../register';
import { doingSubject, wholeThing } from '../built-in/comments';
import { isHandled } from '../phrase-role';
import { keyTerms } from '../text';
import { listSizes, untrueFigures, type CommunityFacts } from './figures';
import { formLines, formSentences, misfitFillers, slotFillers, usingFillers } from './form';
import { namesSubject } from './relevance';
import { sentences } from './words';

/** A bracketed ask: what only the user can say, asked for in the text. */
const ASK = /\[[^\]\n]+\]/;

/** The text without the user's bracketed asks and the community's own quoted thread titles. */
export const withoutAsks = (text: string) => text.replace(/\[[^\]\n]*\]/g, ' ').replace(/“[^”\n]*”/g, '“”');

const DURATION =
  /\b(?:\d+|a few|several|a couple of|two|three|four|five|six|eight|ten|twelve)\s+(?:days?|weeks?|months?|years?|hours?|quarters?)\b|\blast (?:year|month|week|quarter)\b/i;
const SHARE = /\b(?:a third|a quarter|half of|twice as|three times)\b|\d+\s?%/i;
const FIRST_PERSON_RESULT =
  /\b(?:I|we|my|our)\b[^.!?\n]{0,60}\b(?:grew|doubled|tripled|increased|went from|freed up|saved|gained|reached|sold|earned|won|landed|got \d)\b/i;

// A history with the community the user never gave: its threads helped, were read first or got the
// poster thinking; a long-time reader or lurker; questions asked here before. Moderators read it as
// the opening of an astroturfed post, and the user may never have read a thread of it.
const HISTORY_HERE =
  /\b(?:helped (?:me|more than|with)|(?:was|were) a big help|got me (?:thinking|part of the way)|pointed me|did the heavy lifting|deserves? (?:most of )?the credit|owe [^.!?\n]{0,30}a drink|credit (?:to|where due)|changed how I|shaped most of|mostly thanks to|long-time (?:reader|lurker)|I have (?:asked|read)\b|I read (?:it|the|“)|I did search|made me want to|came from the threads|with [^.!?\n]{0,40} to thank)\b/i;

/** Claims in the writer's own words that neither the user nor the data supplied: figures, durations, shares, first-person results, a history with the community. */
export function inventedClaims(text: string, query: string, facts: CommunityFacts | null): string[] {
  const own = withoutAsks(text);
  const out: string[] = [];
  for (const f of untrueFigures(own, { query, listItems: listSizes(text), facts })) out.push(f.text);
  for (const re of [DURATION, SHARE, FIRST_PERSON_RESULT, HISTORY_HERE]) {
    const m = own.match(re);
    if (m && !query.toLowerCase().includes(m[0].toLowerCase())) out.push(m[0]);
  }
  return out;
}

/** A sentence as it would recur elsewhere: the topic, the community's name and quoted threads blanked. */
function sentenceKey(s: string, topicPhrases: readonly string[], community: string): string {
  let k = s.toLowerCase().replace(/“[^”]*”/g, '“q”');
  for (const p of topicPhrases) k = k.split(p.toLowerCase()).join('x');
  return k.split(`r/${community.toLowerCase()}`).join('r/c').replace(/\s+/g, ' ').trim();
}

export interface WritingReport {
  texts: number;
  posts: number;
  comments: number;
  invented: number;
  queryRepeated: number;
  registerMismatch: number;
  hashtagsWhereNone: number;
  sentences: number;
  recurringSentences: number;
  /** Sentences holding a bracketed ask (the user's to write), and those whose frame recurs across communities. */
  askFrames: number;
  askFramesRecurring: number;
  /** The sentences said most often in more than one community, most uses first (what to rewrite next). */
  mostRecurring: { sentence: string; communities: number; uses: number }[];
  /** Of those, the sentences of texts on a topic the community's posts hold material on (topicMaterial aspects). */
  materialSentences: number;
  materialRecurring: number;
  commentsNamingSubject: number;
  commentRegisterMismatch: number;
  /** Body lines, and those that are only a bracketed ask with a short label (quality/form.ts). */
  lines: number;
  formLines: number;
  /** Posts at least half of whose body lines are such form lines. */
  formPosts: number;
  /** Posts at least half of whose sentences are an ask with a short label, however laid out (formSentences). */
  formSentencePosts: number;
  /** Phrases in the writer's handling slots, and those out of role or off the topic. */
  fillers: number;
  misfitFillers: number;
  /** Phrases in sentences that presuppose using them ('What I stopped doing with X'), and those members never handle. */
  usingFillers: number;
  unhandledFillers: number;
  examples: { what: string; where: string; text: string }[];
}

export function emptyWritingReport(): WritingReport {
  return {
    texts: 0,
    posts: 0,
    comments: 0,
    invented: 0,
    queryRepeated: 0,
    registerMismatch: 0,
    hashtagsWhereNone: 0,
    sentences: 0,
    recurringSentences: 0,
    askFrames: 0,
    askFramesRecurring: 0,
    mostRecurring: [],
    materialSentences: 0,
    materialRecurring: 0,
    commentsNamingSubject: 0,
    commentRegisterMismatch: 0,
    lines: 0,
    formLines: 0,
    formPosts: 0,
    formSentencePosts: 0,
    fillers: 0,
    misfitFillers: 0,
    usingFillers: 0,
    unhandledFillers: 0,
    examples: [],
  };
}

/** Collects texts of many communities, then scores them (recurrence needs them all). */
export class WritingCheck {
  private readonly report = emptyWritingReport();
  private readonly seen = new Map<string, Set<string>>();
  /** Each text's sentence keys, and whether its community's posts hold material on its topic. */
  private readonly keys: { keys: string[]; material: boolean }[] = [];
  /** The frames of sentences holding an ask, as keys. */
  private readonly frames: string[] = [];

  constructor(private readonly examplesPerKind = 4) {}

  private note(what: string, where: string, text: string) {
    if (this.report.examples.filter((e) => e.what === what).length < this.examplesPerKind)
      this.report.examples.push({ what, where, text: text.slice(0, 400) });
  }

  /**
   * A sentence that holds a bracketed ask is the user's to write ('The part I cannot figure out is
   * [..].'): its frame is counted apart (askFrames), so recurrence measures the writer's own sentences.
   */
  private sentencesOf(text: string, phrases: readonly string[], community: string, material = true) {
    const keyed = (list: string[]) =>
      list
        .map(withoutAsks)
        .filter((s) => s.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length >= 4)
        .map((s) => sentenceKey(s, phrases, community));
    const all = sentences(text);
    const keys = keyed(all.filter((s) => !ASK.test(s)));
    const frames = keyed(all.filter((s) => ASK.test(s)));
    for (const k of [...keys, ...frames]) {
      let set = this.seen.get(k);
      if (!set) this.seen.set(k, (set = new Set()));
      set.add(community.toLowerCase());
    }
    this.keys.push({ keys, material });
    this.frames.push(...frames);
  }

  post(c: CommunityProfile, query: string, p: GeneratedPost, where: string) {
    const r = this.report;
    const topic = parseQuery(query);
    const phrases = [topic.label, topic.noun, topic.product].filter((x): x is string => !!x);
    const text = `${p.title}\n${p.body}\n${p.callToAction}`;
    r.posts++;
    r.texts++;
    const invented = inventedClaims(text, query, c.facts ?? null);
    if (invented.length > 0) {
      r.invented++;
      this.note('invented', where, `${invented.join(', ')} · ${text}`);
    }
    if (mentions(`${p.body}\n${p.callToAction}`, topic) > 1 || mentions(p.title, topic) > 1) {
      r.queryRepeated++;
      this.note('query repeated', where, text);
    }
    const off = offRegister(withoutAsks(text), new Set(c.registerTerms ?? []), query);
    if (off.length > 0) {
      r.registerMismatch++;
      this.note('register', where, `${off.join(', ')} · ${text}`);
    }
    const form = formLines(p.body);
    r.lines += form.lines;
    r.formLines += form.form;
    if (form.lines > 0 && form.form * 2 >= form.lines) {
      r.formPosts++;
      this.note('form', where, text);
    }
    const bySentence = formSentences(p.body);
    if (bySentence.sentences > 0 && bySentence.form * 2 >= bySentence.sentences) {
      r.formSentencePosts++;
      if (!(form.lines > 0 && form.form * 2 >= form.lines)) this.note('form, by sentence', where, text);
    }
    r.fillers += slotFillers(text).length;
    const misfits = misfitFillers(c, text, query ? topic : null);
    if (misfits.length > 0) {
      r.misfitFillers += misfits.length;
      this.note('slot filler out of role or off the topic', where, `${misfits.join(', ')} · ${text}`);
    }
    const using = usingFillers(text);
    r.usingFillers += using.length;
    const unhandled = using.filter((f) => !isHandled(c, f));
    if (unhandled.length > 0) {
      r.unhandledFillers += unhandled.length;
      this.note('filler its members never handle', where, `${unhandled.join(', ')} · ${text}`);
    }
    if (p.hashTags.length > 0 && !c.usesHashtags) {
      r.hashtagsWhereNone++;
      this.note('hashtags', where, p.hashTags.join(' '));
    }
    // Whether the community writes about the topic at all (a marketer's query in r/music: it does not), for the split below.
    const material = !query || topicMaterial(c, topic).aspects.length > 0;
    this.sentencesOf(`${p.body}\n${p.callToAction}`, phrases, c.name, material);
  }

  comment(c: CommunityProfile, post: GeneratedPost, comment: CommentIdea, where: string) {
    const r = this.report;
    r.comments++;
    r.texts++;
    const subject = keyTerms(post.title, post.body, 1)[0] ?? post.title;
    // A piece of the thing the post shows ('home buyer' of 'my first home buyer checklist') is named by its head: 'the checklist'.
    // So is the doing the title puts it in ('A small win with getting the first customers for a B2B SaaS': 'the first customers').
    const doing = doingSubject(post.title, subject);
    if (
      namesSubject(comment.response, subject) ||
      namesSubject(comment.response, wholeThing(post.title, subject, post.body)) ||
      (doing !== null && namesSubject(comment.response, doing))
    )
      r.commentsNamingSubject++;
    else this.note('comment misses the post', where, `${post.title} → ${comment.response}`);
    const off = offRegister(withoutAsks(comment.response), new Set(c.registerTerms ?? []), `${post.title} ${post.body}`);
    if (off.length > 0) {
      r.commentRegisterMismatch++;
      this.note('comment register', where, `${off.join(', ')} · ${comment.response}`);
    }
    const invented = inventedClaims(comment.response, post.title, c.facts ?? null);
    if (invented.length > 0) {
      r.invented++;
      this.note('invented', where, `${invented.join(', ')} · ${comment.response}`);
    }
  }

  result(): WritingReport {
    const r = { ...this.report, sentences: 0, recurringSentences: 0, materialSentences: 0, materialRecurring: 0 };
    r.askFrames = this.frames.length;
    r.askFramesRecurring = this.frames.filter((k) => (this.seen.get(k)?.size ?? 0) > 1).length;
    const uses = new Map<string, number>();
    for (const { keys, material } of this.keys) {
      for (const k of keys) {
        r.sentences++;
        if (material) r.materialSentences++;
        if ((this.seen.get(k)?.size ?? 0) > 1) {
          r.recurringSentences++;
          uses.set(k, (uses.get(k) ?? 0) + 1);
          if (material) r.materialRecurring++;
        }
      }
    }
    r.mostRecurring = [...uses]
      .sort((a, b) => b[1] - a[1])
      .slice(0, MOST_RECURRING)
      .map(([sentence, n]) => ({ sentence, communities: this.seen.get(sentence)!.size, uses: n }));
    return r;
  }
}

/** How many of the most recurring sentences a report lists. */
const MOST_RECURRING = 25;
