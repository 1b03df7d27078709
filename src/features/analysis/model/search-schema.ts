import * as yup from 'yup';
import { INVALID_REDDIT_URL, MAX_QUERY_LENGTH, SEARCH_REQUIRED, isRedditPostUrl } from '@subreddit-signal/contract';

/** The search box's two modes, Keywords and Reddit URL; switching clears the input. */
export type SearchMode = 'keyword' | 'url';

/** Which result pages a search opens: the free screens or the advanced (paid) ones. */
export type SearchVariant = 'free' | 'advanced';

/** Suggestions shown while the keyword field is empty. */
export const DEFAULT_SUGGESTIONS: readonly string[] = ['marketing', 'content strategy', 'digital advertising'];

/** Suggestions are requested this long after typing stops. */
export const SUGGESTION_DEBOUNCE_MS = 500;

export const KEYWORD_TOO_LONG = `Keyword must be at most ${MAX_QUERY_LENGTH} characters`;

export interface SearchFormValues {
  mode: SearchMode;
  query: string;
}

const notBlank = (v: string | undefined) => Boolean(v && v.trim());

/**
 * Search input rules: required ('This field is required'); in Reddit URL mode a
 * post link `{host}/r/{sub}/comments/{id}` ('Invalid Reddit URL', with the parser the server uses);
 * a keyword is at most as long as the server accepts.
 */
export const searchFormSchema: yup.ObjectSchema<SearchFormValues> = yup.object({
  mode: yup.mixed<SearchMode>().oneOf(['keyword', 'url']).required(),
  query: yup
    .string()
    .default('')
    .test('required', SEARCH_REQUIRED, notBlank)
    .when('mode', {
      is: 'url',
      then: (s) => s.test('reddit-url', INVALID_REDDIT_URL, (v) => !notBlank(v) || isRedditPostUrl(v!)),
      otherwise: (s) => s.test('max', KEYWORD_TOO_LONG, (v) => !v || v.trim().length <= MAX_QUERY_LENGTH),
    }),
});

export const isSearchValid = (values: SearchFormValues) => searchFormSchema.isValidSync(values);
