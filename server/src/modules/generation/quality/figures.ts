/**
 * Figures a text states (numbers, percentages, multiples such as 'doubled', times of day, weekdays)
 * and whether each is true: taken from the user's query, the count of the post's own list, or one
 * of the community's figures from the analysis engine (subscribers, posts per week, average
 * comments and upvotes, best times to post). Anything else is a figure the writer made up.
 */
import type { SubredditAnalysis } from '@subreddit-signal/contract';
import { tokens } from './words';

export interface CommunityFacts {
  subscribers: number | null;
  postsPerWeek: number;
  avgComments: number;
  avgUpvotes: number;
  /** The best slots to post (UTC), best first. */
  bestTimes: { day: number; hour: number; averageTime: string }[];
}

/** Best-time slots a text may name: the analysis' top ones. */
export const BEST_SLOTS_STATED = 3;

export function factsOf(analysis: SubredditAnalysis): CommunityFacts {
  return {
    subscribers: analysis.subscribers,
    postsPerWeek: analysis.posts_per_week,
    avgComments: analysis.avg_comments,
    avgUpvotes: analysis.avg_upvotes,
    bestTimes: analysis.bestTimeToPost.slice(0, BEST_SLOTS_STATED).map((s) => ({ day: s.day, hour: s.hour, averageTime: s.averageTime })),
  };
}

export interface Figure {
  kind: 'number' | 'time' | 'weekday' | 'multiple';
  text: string;
  /** The number it states (the hour for a time, 0–6 for a weekday, the factor for a multiple). */
  value: number;
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const NUMBER_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  hundred: 100,
  thousand: 1000,
  dozen: 12,
};
const MULTIPLES: Record<string, number> = { doubled: 2, tripled: 3, quadrupled: 4, halved: 0.5, twice: 2, tenfold: 10 };

/** The figures a text states. Community names ('r/ps4') and list markers ('1. ') are not figures. */
export function statedFigures(text: string): Figure[] {
  const out: Figure[] = [];
  let t = text.replace(/\br\/\w+/g, ' ').replace(/^\s*\d+\.\s/gm, ' ');
  t = t.replace(/\b([01]?\d|2[0-3]):([0-5]\d)\b(?:\s*UTC)?/g, (m, h: string) => {
    out.push({ kind: 'time', text: m, value: Number(h) });
    return ' ';
  });
  t = t.replace(/\b(1[0-2]|0?[1-9])\s*(a\.m\.|p\.m\.|am\b|pm\b)/gi, (m, h: string, ap: string) => {
    out.push({ kind: 'time', text: m, value: (Number(h) % 12) + (/^p/i.test(ap) ? 12 : 0) });
    return ' ';
  });
  // Digits inside a name ('B2B', 'mp3') are not figures.
  t = t.replace(/(?<![\p{L}\d])\d[\d,]*(?:\.\d+)?(?![\p{L}\d])\s*(?:%|×|x\b|k\b)?|(?<![\p{L}\d])\d+(?:%|×|x\b|k\b)/gu, (m) => {
    const num = Number(m.replace(/[,%×xk\s]/g, '')) * (/k$/.test(m.trim()) ? 1000 : 1);
    out.push({ kind: 'number', text: m.trim(), value: num });
    return ' ';
  });
  for (const w of tokens(t)) {
    const day = WEEKDAYS.indexOf(w.replace(/s$/, ''));
    if (day >= 0) out.push({ kind: 'weekday', text: w, value: day });
    else if (w in NUMBER_WORDS) out.push({ kind: 'number', text: w, value: NUMBER_WORDS[w]! });
    else if (w in MULTIPLES) out.push({ kind: 'multiple', text: w, value: MULTIPLES[w]! });
  }
  return out;
}

/** How many items each markdown list of a text has (consecutive numbered or bulleted lines; blank lines between items allowed). */
export function listSizes(text: string): number[] {
  const sizes: number[] = [];
  let run = 0;
  let kind = '';
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const m = line.match(/^\s*(\d+\.|[-*])\s+\S/);
    const k = m ? (m[1]!.endsWith('.') ? 'n' : 'b') : '';
    if (k && k === kind) run++;
    else {
      if (run > 0) sizes.push(run);
      [run, kind] = k ? [1, k] : [0, ''];
    }
  }
  if (run > 0) sizes.push(run);
  return sizes;
}

export interface FigureContext {
  query: string;
  /** The sizes of the lists in the post's body (a title's 'five steps' must match one). */
  listItems: readonly number[];
  facts: CommunityFacts | null;
}

const close = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.05 * Math.abs(b), 0.5);

/** Whether one stated figure is true for the post and its community. */
export function figureIsTrue(f: Figure, ctx: FigureContext): boolean {
  const fromQuery = statedFigures(ctx.query);
  if (fromQuery.some((q) => q.kind === f.kind && q.value === f.value)) return true;
  const facts = ctx.facts;
  if (f.kind === 'time') return !!facts && facts.bestTimes.some((s) => s.hour === f.value || Number(s.averageTime.slice(0, 2)) === f.value);
  if (f.kind === 'weekday') return !!facts && facts.bestTimes.some((s) => s.day === f.value);
  if (f.kind === 'multiple') return false;
  if (ctx.listItems.includes(f.value)) return true;
  if (!facts) return false;
  const known = [facts.subscribers ?? NaN, facts.postsPerWeek, facts.avgComments, facts.avgUpvotes];
  return known.some((k) => Number.isFinite(k) && close(f.value, k));
}

/** The figures of `text` that are not true for the post and its community. */
export const untrueFigures = (text: string, ctx: FigureContext) => statedFigures(text).filter((f) => !figureIsTrue(f, ctx));
