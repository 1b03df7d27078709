import * as yup from 'yup';
import { MAX_POST_URL_LENGTH, isRedditPostUrl } from './reddit-url';
import { SUBREDDIT_NAME } from './subreddit-name';

export const SEARCH_REQUIRED = 'This field is required';
export const INVALID_REDDIT_URL = 'Invalid Reddit URL';
export const MAX_QUERY_LENGTH = 100;

const query = (field: string) =>
  yup
    .string()
    .required(SEARCH_REQUIRED)
    .max(MAX_QUERY_LENGTH, `${field} must be at most ${MAX_QUERY_LENGTH} characters`)
    .test('not-blank', SEARCH_REQUIRED, (v) => Boolean(v && v.trim()));

export const searchPopularRequest = yup.object({ query: query('Search') });
export const searchSubredditRequest = yup.object({ subreddit: query('Search') });
export const subredditAboutRequest = yup.object({
  subreddit: query('Subreddit').matches(SUBREDDIT_NAME, 'Enter a subreddit name such as r/marketing'),
});
export const postUrlRequest = yup.object({
  url: yup
    .string()
    .required(SEARCH_REQUIRED)
    .max(MAX_POST_URL_LENGTH, INVALID_REDDIT_URL)
    .test('reddit-url', INVALID_REDDIT_URL, (v) => !v || isRedditPostUrl(v)),
});
export const searchHistoryRequest = yup.object({
  page: yup.number().integer('page must be a whole number').min(1, 'page must be 1 or more').max(100_000, 'page is too large').optional(),
  limit: yup
    .number()
    .integer('limit must be a whole number')
    .min(1, 'limit must be between 1 and 50')
    .max(50, 'limit must be between 1 and 50')
    .optional(),
  type: yup
    .mixed<'all' | 'keyword' | 'redditUrl'>()
    .oneOf(['all', 'keyword', 'redditUrl'], 'type must be all, keyword or redditUrl')
    .optional(),
  sortBy: yup
    .mixed<'createdAt' | 'no_of_result'>()
    .oneOf(['createdAt', 'no_of_result'], 'sortBy must be createdAt or no_of_result')
    .optional(),
});
