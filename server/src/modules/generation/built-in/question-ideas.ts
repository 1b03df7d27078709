/**
 * Post ideas for a community whose posts are questions (r/askscience, r/AskReddit): nine titles in
 * ten ask something, so a discussion frame or a help request is not how its members post ('[Discussion]
 * Earth' in r/askscience). An idea is then a question opening the way theirs most often open ('Why
 * do …?', 'If …?', 'Reddit, what …?'), following a real question of theirs. Two kinds: where members
 * put their questions to the readers ('What's your …', 'Reddit, what …'), an open question to
 * everyone on whatever the user wants to ask; else a question wanting an explanation, on a subject
 * its members ask about ('water', 'Earth'). The question itself is the user's, in a marked bracket.
 */
import type { GeneratedPost } from '@subreddit-signal/contract';
import type { CommunityProfile } from '../community';
import { perCommunity, titlesOf } from '../phrase-role';
import { namesSubject } from './link-ideas';
import { fill } from '../text';
import { hashSeed } from '../random';

/** Share of titles that are questions at or above which a community's ideas are questions. */
const ASKS_SHARE = 0.75;
/** Share of its questions put to the readers ('you', 'Reddit,') at or above which its questions are open ones. */
const OPEN_SHARE = 0.3;
/** Openings used by fewer of its questions than this are no habit of the community. */
const OPENER_MIN = 0.015;
const OPENERS_KEPT = 6;

const TO_READERS = /\b(?:you|your|you've|you're|anyone|redditors?|reddit,|people of|of reddit)\b/i;
const WH = /^(?:what|why|how|where|when|who|which)$/i;
const AUX = /^(?:is|are|do|does|did|was|were|can|could|would|should|will|happens)$/i;
/** Words a question opens with: a wh-word, a verb asking yes or no, 'if'; 'I can hear music …, what should I …?' opens with no habit. */
const ASKING_WORD =
  /^(?:what|what's|why|how|where|when|who|which|is|are|do|does|did|was|were|can|could|would|should|will|have|has|if|any|anyone|reddit,)$/i;

interface Asking {
  open: boolean;
  /** Its questions' usual openings, as members write them, most used first ('Why do', 'If', 'Reddit, what'). */
  openers: string[];
  questions: string[];
}

/** How a question opens: a wh-word with its verb ('Why do'), an address with what follows ('Reddit, what'), else its first word ('If'). */
function openerOf(question: string): string | null {
  const words = question.replace(/^\W+/, '').split(/\s+/);
  const first = words[0] ?? '';
  if (!/^\p{L}[\p{L}']*,?$/u.test(first) || !(ASKING_WORD.test(first) || (first.endsWith(',') && /^\p{Lu}/u.test(first)))) return null;
  const next = (words[1] ?? '').replace(/[^\p{L}']/gu, '');
  if (first.endsWith(',') || (WH.test(first) && AUX.test(next))) return next ? `${first} ${next.toLowerCase()}` : null;
  return first;
}

const askingOf = perCommunity((c): Asking | null => {
  const titles = titlesOf(c).map((t) => t.trim());
  const questions = titles.filter((t) => t.includes('?'));
  if (titles.length === 0 || questions.length < ASKS_SHARE * titles.length) return null;
  const counts = new Map<string, Map<string, number>>();
  for (const q of questions) {
    const o = openerOf(q);
    if (!o) continue;
    const forms = counts.get(o.toLowerCase()) ?? new Map<string, number>();
    forms.set(o, (forms.get(o) ?? 0) + 1);
    counts.set(o.toLowerCase(), forms);
  }
  const openers = [...counts.values()]
    .map((forms) => [[...forms].sort((a, b) => b[1] - a[1])[0]![0], [...forms.values()].reduce((a, b) => a + b, 0)] as const)
    .filter(([, n]) => n >= Math.max(3, OPENER_MIN * questions.length))
    .sort((a, b) => b[1] - a[1])
    .map(([o]) => o.charAt(0).toUpperCase() + o.slice(1))
    // A bare 'What' says less than the 'What is' and 'What are' kept beside it.
    .filter((o, _, all) => /\s/.test(o) || !all.some((p) => p.toLowerCase().startsWith(`${o.toLowerCase()} `)))
    .slice(0, OPENERS_KEPT);
  return { open: questions.filter((t) => TO_READERS.test(t)).length >= OPEN_SHARE * questions.length, openers, questions };
});

/** Whether nearly every post of the community is a question. */
export const asksQuestions = (c: CommunityProfile) => askingOf(c) !== null;

/** Whether its questions go to the readers (any subject is the user's to choose) rather than want an explanation of a subject. */
export const asksTheRoom = (c: CommunityProfile) => askingOf(c)?.open === true;

const SAID = {
  open: [
    'Questions here go to everyone in one line, like “{example}”.',
    'Members here ask the room in a single line; “{example}” is one.',
    'As in “{example}”, a question here is put to everyone in one line.',
  ],
  explain: [
    'Questions here are asked in the title, in one line, like “{example}”.',
    'Members here put the whole question in the title; “{example}” is one.',
    'As in “{example}”, the question here is the title itself.',
  ],
};
const REST = {
  open: 'A line of context, only if the question needs it',
  explain: 'What you already know about it, and where it stops making sense',
};

const usable = (t: string) => t.length <= 110 && t.split(/\s+/).length >= 4 && !/[[\]“”"]/.test(t);

/** A real question of theirs to follow: opening alike and naming the subject, else naming it, else opening alike. */
function followedQuestion(c: CommunityProfile, a: Asking, opener: string, subject: string | null): string | null {
  const pool = [...(c.threadTitles ?? c.topTitles).filter((t) => t.includes('?')), ...a.questions].filter(usable);
  const opens = (t: string) => t.toLowerCase().startsWith(`${opener.toLowerCase()} `);
  const names = subject ? namesSubject(subject) : () => false;
  return pool.find((t) => opens(t) && names(t)) ?? pool.find(names) ?? pool.find(opens) ?? null;
}

/**
 * Up to `count` question ideas: each opening as the community's questions most often open, on its
 * subjects in turn (a room that asks anything: on whatever the user wants to ask), two at most on one subject.
 */
export function questionIdeas(c: CommunityProfile, subjects: readonly string[], count: number): GeneratedPost[] {
  const a = askingOf(c);
  if (!a) return [];
  const kind = a.open ? 'open' : 'explain';
  const openers = a.openers.length > 0 ? a.openers : ['What'];
  const on: (string | null)[] = a.open || subjects.length === 0 ? [null] : [...subjects];
  const most = a.open ? openers.length : Math.min(openers.length, on.length * 2);
  const posts: GeneratedPost[] = [];
  for (let i = 0; posts.length < count && i < most; i++) {
    const opener = openers[i % openers.length]!;
    const subject = on[i % on.length]!;
    const ask = subject ? `Your question about ${subject}, as “${opener} …?”` : `An open question to everyone, as “${opener} …?”`;
    const example = followedQuestion(c, a, opener, subject);
    const said = example
      ? fill(SAID[kind][(hashSeed(subject ?? '', opener) >>> 0) % SAID[kind].length]!, { example })
      : 'Questions here are asked in the title, in one line.';
    posts.push({ title: `[${ask}]`, body: `${said}\n\n[${REST[kind]}]`, callToAction: '', hashTags: [], flairs: [] });
  }
  return posts;
}
