import { ComingSoon } from './ComingSoon';

/** /analyze-subreddit, /analyze-post (free) and /advanced-analysis, /paid-analyze-post (paid). */
export function AnalyzePage({ advanced }: { advanced?: boolean }) {
  return <ComingSoon title={advanced ? 'Find relevant subreddits for you' : 'Find relevant subreddits and posts for you'} />;
}
