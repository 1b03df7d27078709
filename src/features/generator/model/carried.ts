import { generatedPostSchema, SUBREDDIT_NAME, type GeneratedPost } from '@/shared/api/contract';
import { bareSubreddit } from './schema';

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
  const subreddit = typeof raw === 'string' && SUBREDDIT_NAME.test(raw.trim()) ? bareSubreddit(raw) : undefined;
  return subreddit ? { ...post, subreddit } : post;
}
