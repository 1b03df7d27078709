/**
 * Two checks on whether a generated post reads like a member's or like a form (issue 25):
 * - form lines: body lines that are a bracketed ask with at most a short label of the writer's own
 *   ('Before: [what was not working].', '**Motivation.** [Why it exists.]'); a post made of them is
 *   a questionnaire, however honest;
 * - slot fillers: the phrases the writer put where a sentence handles a part of the topic ('What I
 *   changed about X', 'Keep X simple', 'Give X a fair run'). A filler must be a thing or an activity
 *   as the community's members write it (not a person, a place, an occasion or another name: 'What I
 *   tried with birthday party', 'Keep Gangnam Style simple'), and with a topic, something that relates
 *   to it by relation.ts ('kitchen remodel' is no part of a workbench, 'recipe' no part of cast-iron care).
 */
import type { CommunityProfile } from '../community';
import { phraseRole } from '../phrase-role';
import { relatesToTopic, type TopicWords } from '../relation';

/** Words of the writer's own on a line, bracketed asks, markdown and list markers left out. */
const ownWords = (line: string) =>
  line
    .replace(/\[[^\]\n]*\]/g, ' ')
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '')
    .replace(/[*_#>]/g, ' ')
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w));

/** Lines of a body, and those that are a bracketed ask with a label of at most three words. */
export function formLines(body: string): { lines: number; form: number } {
  const lines = body.split('\n').filter((l) => l.trim().length > 0);
  const form = lines.filter((l) => /\[[^\]\n]+\]/.test(l) && ownWords(l).length <= 3).length;
  return { lines: lines.length, form };
}

/**
 * The same reading by sentence (decision 042): a one-line post ('Update on X. Before: [where you
 * started]. Result: [what changed].') is as much a form as one with a line per ask, and the line
 * count let it pass. Sentences end outside brackets; an Expert label ('**Why.**') belongs to its sentence.
 */
export function formSentences(body: string): { sentences: number; form: number } {
  const units: string[] = [];
  for (const raw of body.split('\n')) {
    const line = raw.replace(/^(\s*\*\*[^*\n]+?)[.:]\*\*/, '$1:**');
    let depth = 0;
    let start = 0;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i]!;
      if (ch === '[') depth++;
      else if (ch === ']') depth = Math.max(0, depth - 1);
      else if (depth === 0 && /[.!?]/.test(ch) && (i + 1 === line.length || /\s/.test(line[i + 1]!))) {
        units.push(line.slice(start, i + 1));
        start = i + 1;
      }
    }
    units.push(line.slice(start));
  }
  const real = units.filter((u) => /\p{L}/u.test(u));
  const form = real.filter((u) => /\[[^\]\n]+\]/.test(u) && ownWords(u).length <= 3).length;
  return { sentences: real.length, form };
}

const X = '((?:the\\s+)?[^\\s:;,.?!*\\[\\]“”]+(?:\\s+[^\\s:;,.?!*\\[\\]“”]+)?)';
/** Sentences that presuppose doing or using the phrase as one's own ('What I stopped doing with X'). */
const USING = [
  `What I changed about ${X}:`,
  `What I tried with ${X}:`,
  `What I did differently with ${X}:`,
  `What I ruled out about ${X}:`,
  `What I stopped doing with ${X}:`,
  `A mistake I made with ${X}:`,
  `Advice on ${X} I followed`,
  `Another attempt, on ${X}:`,
  `Keep ${X} simple`,
  `Give ${X} a fair run`,
  `Judge ${X} after`,
  `Write down what you did with ${X}[;.]`,
  `Change one thing at a time, ${X} (?:included|too)`,
  `Change one thing at a time, whether it is ${X} or`,
  `One change at a time, ${X} or otherwise`,
  `to get right(?: first)?, ${X} or`,
  `When stuck, check ${X}\\.`,
  `Go back to ${X} when stuck`,
  `Skipping ${X} because`,
  `Giving up on ${X} after`,
  `got wrong about ${X} at first`,
  `approach to ${X} changed`,
  `what you did with ${X}\\]`,
  `what you changed about ${X}\\]`,
  `a mistake with ${X}\\]`,
  `If the ${X} step is unclear`,
  `detail on the ${X} step`,
  `everyone who has survived ${X}\\.`,
  `What would you change about ${X}\\?`,
].map((f) => new RegExp(f, 'gi'));

/** Where the writer's sentences handle a part of the topic: the phrase in each is a slot filler. */
const HANDLING = [
  ...USING,
  ...[`A tip on ${X} from here`, `Ask about ${X} with`, `changed your mind about ${X},`].map((f) => new RegExp(f, 'gi')),
];

const fillersOf = (text: string, frames: readonly RegExp[]) => {
  const out: string[] = [];
  for (const re of frames) for (const m of text.matchAll(re)) out.push(m[1]!.replace(/^the\s+/i, ''));
  // 'Keep it simple': the topic said once and then referred to (once.ts), no filler.
  return out.filter((f) => !/^(?:it|them|this|that)$/i.test(f));
};

/** The phrases filling the writer's handling slots in a text. */
export const slotFillers = (text: string): string[] => fillersOf(text, HANDLING);

/** The fillers of sentences that presuppose doing or using the phrase: each must be something members handle (isHandled). */
export const usingFillers = (text: string): string[] => fillersOf(text, USING);

/**
 * Fillers out of role, or (with a topic) that do not relate to it: its posts do not write them
 * clearly more than the community's posts at large (relation.ts, the measure the writer picks them by).
 */
export function misfitFillers(c: CommunityProfile, text: string, topic: TopicWords | null): string[] {
  return slotFillers(text).filter((f) => phraseRole(c, f) !== 'thing' || (topic !== null && !relatesToTopic(c, f, topic)));
}
