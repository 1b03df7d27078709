/**
 * What the analyses work out once per post object (decision 040), in one WeakMap entry per post:
 * a post seen for the first time costs one entry, not one per part (decision 054). Each part
 * keeps the texts it read and works its part out again when they are no longer the post's.
 */

/**
 * One post's grams, packed in one range [start, end) of a block `data` shared with the posts read
 * just before and after it (a typed array per post would cost an off-heap allocation each): its
 * title tokens, content words, lemmas, bigrams and trigrams, each a range of `data`. Each gram
 * list holds distinct ids, those in the title first: the title's are [listStart, xTitle).
 */
export interface PostGrams {
  /** The gram space the ids belong to (its number: a replaced space is not kept alive by old grams). */
  space: number;
  title: string;
  body: string;
  data: Int32Array;
  start: number;
  /** Title tokens ((word id << 1) | capitals, BREAK at phrase ends) are [start, titleEnd), to find a post's own term. */
  titleEnd: number;
  /** Content words: (word id, occurrences, occurrences in capitals) triples in [titleEnd, wordsEnd). */
  wordsEnd: number;
  uniTitle: number; // lemma ids in [wordsEnd, uniEnd)
  uniEnd: number;
  biTitle: number; // bigram ids (lemma, lemma) in [uniEnd, biEnd)
  biEnd: number;
  triTitle: number; // trigram ids (bigram, lemma) in [biEnd, end)
  end: number;
}

/** What a title tells of a recurring thread (series.ts). */
export interface SeriesFacts {
  title: string;
  /** The title says it is a recurring thread. */
  says: boolean;
  /** Its dated shape, or null (no digit, or too few words). */
  shape: string | null;
}

/** Character counts and the excerpt of a post (subreddit.ts). */
export interface TextFacts {
  title: string;
  selftext: string;
  titleChars: number;
  bodyChars: number;
  excerpt: string | undefined;
}

export interface PostMemo {
  grams: PostGrams | undefined;
  series: SeriesFacts | undefined;
  text: TextFacts | undefined;
}

const memos = new WeakMap<object, PostMemo>();

/** The memo of a post object, made empty on first sight. */
export function postMemo(post: object): PostMemo {
  let memo = memos.get(post);
  if (memo === undefined) {
    memo = { grams: undefined, series: undefined, text: undefined };
    memos.set(post, memo);
  }
  return memo;
}
