/**
 * Recurring threads: the weekly question thread, a daily discussion, a game or match thread, a
 * post a bot or the moderators put up on a schedule ('Weekly Questions Thread - March 05 Edition').
 * Their titles repeat, so their words would top a community's keywords ('weekly question thread',
 * 'newbies welcome', 'edition') while saying nothing about what its members talk about.
 */
import { postMemo, type PostMemo, type SeriesFacts } from './post-memo';

/** A title that names itself a recurring thread. */
export const SERIES_TITLE =
  /\b(?:weekly|daily|monthly|biweekly|fortnightly)\b[^\n]{0,40}\b(?:thread|discussion|megathread|edition|roundup|q&a)\b|\bmega ?thread\b|\b(?:questions?|discussion|help|advice|feedback|self-promotion|promo|game|match|post-?game|pre-?game|live|episode|free talk|simple questions|moronic monday)\s+thread\b/i;

const MONTH_OR_DAY = new Set(
  'jan january feb february mar march apr april may jun june jul july aug august sep sept september oct october nov november dec december mon monday tue tues tuesday wed wednesday thu thurs thursday fri friday sat saturday sun sunday'.split(
    ' ',
  ),
);

/** A title with its dates and numbers taken out, word by word (ASCII words; other letters part them): a scheduled post's titles share one shape. */
export function titleShape(title: string): string {
  const out: string[] = [];
  for (const w of title.toLowerCase().split(/[^a-z0-9]+/)) {
    if (w === '') continue;
    const c = w.charCodeAt(0);
    out.push(c >= 48 && c <= 57 ? '#' : MONTH_OR_DAY.has(w) ? '@' : w);
  }
  return out.join(' ');
}

/** Posts sharing a dated shape this many times are a series. */
export const SERIES_REPEATS = 3;

/** What one title tells on its own: it says it is a series, or its dated shape (null: no digit, or too few words). */
function factsOf(title: string): SeriesFacts {
  // The series pattern's words, checked plainly first: most titles have none of them.
  const says = /thread|edition|roundup|q&a|weekly|daily|monthly/i.test(title) && SERIES_TITLE.test(title);
  if (!/\d/.test(title)) return { title, says, shape: null };
  const shape = titleShape(title);
  // A dated shape of some words: 'post #' is too little to call a schedule. Its words of two or more
  // characters ('#' and '@' are one) are counted in place: the shape's words are never empty and
  // are separated by single spaces.
  let words = 0;
  let run = 0;
  for (let i = 0; i < shape.length; i++) {
    if (shape.charCodeAt(i) !== 32) run++;
    else {
      if (run >= 2) words++;
      run = 0;
    }
  }
  if (run >= 2) words++;
  return { title, says, shape: words >= 2 ? shape : null };
}

/**
 * Which of the posts are recurring threads: a title that says so, or one whose shape, with its dates
 * and numbers taken out, at least SERIES_REPEATS titles of the sample share.
 */
export function recurringThreads(posts: readonly { title: string }[], memos?: readonly PostMemo[]): boolean[] {
  // Per post object, as the analyses memoise their per-post work (post-memo.ts); re-read when the title changes.
  // `memos[i]`, when given, is postMemo(posts[i]).
  const all = posts.map((p, i) => {
    const memo = memos ? memos[i] : postMemo(p);
    if (memo.series && memo.series.title === p.title) return memo.series;
    return (memo.series = factsOf(p.title));
  });
  const counts = new Map<string, number>();
  for (const f of all) if (f.shape !== null) counts.set(f.shape, (counts.get(f.shape) ?? 0) + 1);
  return all.map((f) => f.says || (f.shape !== null && (counts.get(f.shape) ?? 0) >= SERIES_REPEATS));
}
