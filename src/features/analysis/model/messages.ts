/** Texts of the analysis screens that the product spec fixes word for word (screen texts and error messages). */
export const ANALYSIS_MSG = {
  /** Home history, analysis history: a failed load. */
  historyFailed: 'Failed to fetch subreddit details',
  /** Search results: a failed load. */
  searchFailed: 'Error fetching subreddit list',
  /** Search results, empty. */
  noSubredditFound: 'No Subreddit Found.',
  /** Home, empty. */
  historyEmpty: 'No subreddits analyzed yet. Start analyzing subreddits to get valuable insights and post ideas.',
  /** When the server does not say how many subreddits it searched. */
  exploredFallback: 'Explored 1000+ subreddits',
  startAnalysis: 'Start analysis',
} as const;
