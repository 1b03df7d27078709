/**
 * The free tier of an analysis (contract SubredditAnalysis.tier): the paid-only parts are emptied
 * (user_Activity '0%', bestTimeToPost, heatmap, currentWeek, currentMonth, hashTags, postComments
 * []), and raw_historical_posts keeps one sample post (the top one).
 */
import type { PostTypeName, SubredditAnalysis } from '@subreddit-signal/contract';

const zero = (): Record<PostTypeName, string> => ({ Text: '0%', Link: '0%', Image: '0%', Video: '0%' });

export function toFreeTier(analysis: SubredditAnalysis): SubredditAnalysis {
  return {
    ...analysis,
    tier: 'free',
    user_Activity: { week: zero(), month: zero() },
    bestTimeToPost: [],
    heatmap: [],
    currentWeek: [],
    currentMonth: [],
    hashTags: [],
    postComments: [],
    raw_historical_posts: analysis.raw_historical_posts.slice(0, 1),
  };
}
