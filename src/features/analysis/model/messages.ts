/** Texts of the analysis screens that the spec fixes word for word (sections 2 and 8). */
export const ANALYSIS_MSG = {
  /** Home history, analysis history (spec section 8). */
  historyFailed: 'Failed to fetch subreddit details',
  /** Search results (spec section 8). */
  searchFailed: 'Error fetching subreddit list',
  /** Search results, empty (spec section 8). */
  noSubredditFound: 'No Subreddit Found.',
  /** Home, empty (spec section 2). */
  historyEmpty: 'No subreddits analyzed yet. Start analyzing subreddits to get valuable insights and post ideas.',
  /** When the server does not say how many subreddits it searched (spec section 2). */
  exploredFallback: 'Explored 1000+ subreddits',
  startAnalysis: 'Start analysis',
} as const;
