/**
 * Recurring threads: the weekly question thread, a daily discussion, a game or match thread, a
 * post a bot or the moderators put up on a schedule ('Weekly Questions Thread - March 05 Edition').
 * Their titles repeat, so their words would top a community's keywords ('weekly question thread',
 * 'newbies welcome', 'edition') while saying nothing about what its members talk about.
 */

/** A title that names itself a recurring thread. */
export const SERIES_TITLE =
  /\b(?:weekly|daily|monthly|biweekly|fortnightly)\b[^\n]{0,40}\b(?:thread|discussion|megathread|edition|roundup|q&a)\b|\bmega ?thread\b|\b(?:questions?|discussion|help|advice|feedback|self-promotion|promo|game|match|post-?game|pre-?game|live|episode|free talk|simple questions|moronic monday)\s+thread\b/iu;

const MONTH_OR_DAY =
  /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:rs(?:day)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)\b/gu;

/** A title with its dates and numbers taken out: a scheduled post's titles all share one shape. */
export function titleShape(title: string): string {
  return title
    .toLowerCase()
    .replace(/\d+(?:st|nd|rd|th)?/gu, '#')
    .replace(MONTH_OR_DAY, '@')
    .replace(/[^\p{L}#@]+/gu, ' ')
    .trim();
}

/** Posts sharing a dated shape this many times are a series. */
export const SERIES_REPEATS = 3;

/**
 * Which of the titles belong to a recurring thread: a title that says so, or one whose shape, with
 * its dates or numbers taken out, at least SERIES_REPEATS titles of the sample share.
 */
export function recurringThreads(titles: readonly string[]): boolean[] {
  const shapes = titles.map(titleShape);
  const counts = new Map<string, number>();
  for (let i = 0; i < titles.length; i++) {
    // A dated shape of some words: 'post #' is too little to call a schedule.
    if (!/[#@]/u.test(shapes[i]) || (shapes[i].match(/\p{L}{2,}/gu) ?? []).length < 2) continue;
    counts.set(shapes[i], (counts.get(shapes[i]) ?? 0) + 1);
  }
  return titles.map((t, i) => SERIES_TITLE.test(t) || (counts.get(shapes[i]) ?? 0) >= SERIES_REPEATS);
}
