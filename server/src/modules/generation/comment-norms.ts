/**
 * First-comment norms (issue 23 point 5, issue 25): how a community's members answer its top posts,
 * read off the comments the data holds on them. The built-in writer follows them when it writes a
 * first comment: short where members write short, a question where members ask, no greeting where
 * members write plainly. Only sources with comments (imported dumps, the archive, the live API)
 * give any; without them the writer keeps its defaults.
 */
import type { RedditComment } from '../reddit';

export interface CommentNorms {
  /** Comments the norms were read from. */
  comments: number;
  /** Median length in words. */
  medianWords: number;
  /** Share that ask something (a question mark), 0–1. */
  questionShare: number;
  /** Share with a link, 0–1. */
  linkShare: number;
  /** Share written plainly: lower-case opening or no closing punctuation ('same here lol'), 0–1. */
  casualShare: number;
}

/** Fewer comments than this say nothing about a community. */
export const MIN_NORM_COMMENTS = 8;

const GONE = /^\s*\[(?:deleted|removed)\]\s*$/i;

/** Norms from the comments on a community's top posts; null when there are too few to tell. */
export function commentNorms(comments: readonly Pick<RedditComment, 'body'>[]): CommentNorms | null {
  const bodies = comments.map((c) => c.body.trim()).filter((b) => b.length > 0 && !GONE.test(b));
  if (bodies.length < MIN_NORM_COMMENTS) return null;
  const lengths = bodies.map((b) => b.split(/\s+/).length).sort((a, b) => a - b);
  const share = (test: (b: string) => boolean) => Math.round((bodies.filter(test).length / bodies.length) * 100) / 100;
  return {
    comments: bodies.length,
    medianWords: lengths[Math.floor(lengths.length / 2)]!,
    questionShare: share((b) => b.includes('?')),
    linkShare: share((b) => /https?:\/\/|\]\(/.test(b)),
    casualShare: share((b) => /^[a-z]/.test(b) || !/[.!?)]\s*$/.test(b)),
  };
}

/** What the norms ask of a first comment the writer composes. */
export interface CommentFit {
  /** Members write short comments: keep to the angle's sentence, no greeting in front. */
  short: boolean;
  /** Members answer with questions often: lead with the question angle. */
  asks: boolean;
  /** Members write plainly: no greeting in front. */
  plain: boolean;
}

export function commentFit(norms: CommentNorms | null | undefined): CommentFit {
  if (!norms) return { short: false, asks: false, plain: false };
  return { short: norms.medianWords <= 20, asks: norms.questionShare >= 0.3, plain: norms.casualShare >= 0.5 };
}
