import type { SubredditAnalysis } from '@subreddit-signal/contract';
import { analyzeSubreddit } from '../../server/src/modules/analysis';
import { buildCommunityProfile, type CommunityProfile } from '../../server/src/modules/generation/community';
import type { SubredditPosts } from '../../server/src/modules/reddit/model';

/** A community as the generator sees it: the paid analysis of its posts, and the profile built from both. */
export function communityOf(found: SubredditPosts): { community: CommunityProfile; analysis: SubredditAnalysis } {
  const analysis = analyzeSubreddit({
    subreddit: found.subreddit,
    posts: found.posts,
    asOf: found.asOf,
    provenance: { kind: found.kind, label: 'test', dataDate: null },
    tier: 'paid',
  });
  return { community: buildCommunityProfile(found, analysis), analysis };
}
