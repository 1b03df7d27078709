import { asHashtag } from '@/entities/idea';
import type { CheckDraftRequest, DraftSeverity, GeneratedPost } from '@subreddit-signal/contract';
import { SEVERITY_LABEL, withoutSubredditPrefix } from '@subreddit-signal/contract';

export const DRAFT_CHECK_MSG = {
  check: 'Check',
  hide: 'Hide check',
  checking: 'Checking…',
  communityLabel: 'Community to check against',
  communityHint: 'Saved posts do not remember their community.',
  notVisibleTitle: 'Not visible to us',
  failed: 'Could not check this post',
} as const;

export { SEVERITY_LABEL };

/** The text a generated post would be posted with: body, call to action and hashtags under the title, its first flair. */
export function draftFromPost(post: GeneratedPost, subreddit: string): CheckDraftRequest {
  const body = [post.body, post.callToAction, post.hashTags.length ? post.hashTags.map(asHashtag).join(' ') : '']
    .map((p) => p.trim())
    .filter(Boolean)
    .join('\n\n');
  const flair = post.flairs.map((f) => f.trim()).find(Boolean);
  return { subreddit: withoutSubredditPrefix(subreddit), title: post.title.trim(), ...(body ? { body } : {}), ...(flair ? { flair } : {}) };
}

/** Score colour band: what the number means at a glance (the verdict says it in words). */
export function scoreTone(score: number): 'good' | 'warn' | 'bad' {
  return score >= 80 ? 'good' : score >= 50 ? 'warn' : 'bad';
}

export const severityClass = (s: DraftSeverity) => `dc-sev dc-sev--${s}`;
