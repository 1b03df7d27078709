import { MSG } from '@subreddit-signal/contract';

/** Texts of the analysis result screens, word for word where the product spec fixes them (screen texts and error messages). */
export const RESULTS_MSG = {
  /** Over a failed analysis load, above its reason. */
  couldNotLoad: "We couldn't load this analysis",
  /** Free analysis failure without a server message. */
  loadFailed: 'Failed to fetch subreddit details',
  notEnoughCredits: MSG.notEnoughCredits,
  copied: 'Copied to clipboard',
  noKeywords: 'No keywords found.',
  noFlairs: 'No popular flairs found.',
  noData: 'No data found',
  unlock: 'Unlock Pro to see more',
  getPro: 'Get a Detailed Analysis with PRO',
  moreInfo: 'Give me more info',
  downloadJson: 'Download JSON',
  /** The report download's default file name. */
  downloadFileName: 'subreddit_data.json',
  invalidSubreddit: 'Enter a subreddit name such as r/marketing.',
  invalidPostUrl: 'Invalid Reddit URL',
} as const;
