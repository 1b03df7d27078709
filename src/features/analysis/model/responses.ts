import * as yup from 'yup';

/**
 * Response schemas of the analysis calls this slice makes (search, history, suggestions; wire types in
 * `contract/src/analysis.ts`). Lenient on optional display fields, strict on what the
 * screens need to link and count.
 */

/** POST /reddit/search-popular-subreddit → subreddit names. */
export const popularSubredditsResponse = yup.array(yup.string().required()).required();

export const subredditSearchResultSchema = yup.object({
  name: yup.string().required(),
  header_title: yup.string().nullable().default(''),
  description: yup.string().nullable().default(''),
  subscribers: yup.number().nullable().default(null),
  postPerWeek: yup.number().nullable().default(null),
  urlAllowed: yup.boolean().default(false),
  flexibleRules: yup.array(yup.string().required()).nullable().default([]),
  subscribersYear: yup.number().nullable().default(null),
  postPerWeekOver: yup.object({ days: yup.number().nullable().defined(), posts: yup.number().required() }).default(undefined).optional(),
  postingRules: yup
    .object({
      urls: yup
        .object({
          status: yup.mixed<'allowed' | 'not-allowed' | 'unknown'>().oneOf(['allowed', 'not-allowed', 'unknown']).required(),
          reason: yup.string().defined(),
        })
        .required(),
      rules: yup
        .object({
          status: yup.mixed<'flexible' | 'strict' | 'unknown'>().oneOf(['flexible', 'strict', 'unknown']).required(),
          reason: yup.string().defined(),
        })
        .required(),
    })
    .default(undefined)
    .optional(),
  catalogueOnly: yup.boolean().optional(),
});
export type SubredditResult = yup.InferType<typeof subredditSearchResultSchema>;

/** POST /reddit/search-subreddit → a list of results (the explored count comes in a header). */
export const subredditSearchResponse = yup.array(subredditSearchResultSchema).required();

export const historyEntrySchema = yup.object({
  _id: yup.string().required(),
  header_title: yup.string().nullable().default(''),
  name: yup.string().default(''),
  url: yup.string().nullable().default(null),
  type: yup.mixed<'keyword' | 'redditUrl'>().oneOf(['keyword', 'redditUrl']).required(),
  createdAt: yup.string().required(),
  no_of_result: yup.number().default(0),
});
export type HistoryEntry = yup.InferType<typeof historyEntrySchema>;

/** POST /reddit/subreddit-search-history → { data, totalSearchHistory }. */
export const searchHistoryResponse = yup.object({
  data: yup.array(historyEntrySchema).required(),
  totalSearchHistory: yup.number().required(),
});
export type HistoryPage = yup.InferType<typeof searchHistoryResponse>;
