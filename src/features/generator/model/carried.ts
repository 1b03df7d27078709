import {
  commentIdeaSchema,
  generatedPostSchema,
  normaliseTone,
  SUBREDDIT_NAME,
  type CommentIdea,
  type CommentTone,
  type GeneratedPost,
  type GeneratorKind,
  type Grounding,
  bareSubredditName,
} from '@subreddit-signal/contract';

/** A post carried in router state, checked against the contract; null when absent or malformed. */
export function carriedPost(state: { post?: unknown; subreddit?: unknown } | undefined): (GeneratedPost & { subreddit?: string }) | null {
  if (!state?.post || typeof state.post !== 'object') return null;
  let post: GeneratedPost;
  try {
    post = generatedPostSchema.validateSync(state.post, { stripUnknown: true });
  } catch {
    return null;
  }
  const raw = (state.post as { subreddit?: unknown }).subreddit ?? state.subreddit;
  const subreddit = typeof raw === 'string' && SUBREDDIT_NAME.test(raw.trim()) ? bareSubredditName(raw) : undefined;
  return subreddit ? { ...post, subreddit } : post;
}

/** A first comment as the comments screen holds it: the text, the tone it was written in, and who wrote it. */
export interface CarriedComment {
  comment: CommentIdea;
  tone: CommentTone;
  engine: GeneratorKind | null;
  grounding?: Grounding | null;
}

/**
 * What the comments screen carries when it sends the user away (no credits left, a failed
 * generation): the post and the comments written for it so far, and the tone tab that was open.
 * Carried back to the comments screen, they are shown again without a new (paid) generation.
 */
export interface CarriedWork {
  post: GeneratedPost & { subreddit?: string };
  comments: CarriedComment[];
  tone?: CommentTone;
}

const engineOf = (v: unknown): GeneratorKind | null => (v === 'built-in' || v === 'llm' ? v : null);
const groundingOf = (v: unknown): Grounding | null => (v === 'community' || v === 'topic' ? v : null);

/**
 * The comments carried in router state, each checked against the contract; anything malformed is
 * dropped (history state outlives a deploy and can be edited), never shown broken.
 */
export function carriedComments(state: { comments?: unknown } | undefined): CarriedComment[] {
  if (!Array.isArray(state?.comments)) return [];
  const out: CarriedComment[] = [];
  for (const raw of state.comments as unknown[]) {
    if (!raw || typeof raw !== 'object') continue;
    const entry = raw as { comment?: unknown; tone?: unknown; engine?: unknown; grounding?: unknown };
    const tone = normaliseTone(entry.tone);
    if (!tone) continue;
    try {
      const comment = commentIdeaSchema.validateSync(entry.comment, { stripUnknown: true });
      out.push({ comment, tone, engine: engineOf(entry.engine), grounding: groundingOf(entry.grounding) });
    } catch {
      /* not a comment: dropped */
    }
  }
  return out;
}

/** The tone tab carried with the comments, if it is one of the tones. */
export const carriedTone = (state: { tone?: unknown } | undefined): CommentTone | undefined => normaliseTone(state?.tone);
