import * as yup from 'yup';
import {
  GEN_MSG,
  POST_TEMPLATES,
  SEARCH_QUERY_MAX,
  SUBREDDIT_NAME,
  WRITING_STYLES,
  type GeneratePostRequest,
  type PostTemplate,
  type WritingStyle,
  bareSubredditName,
} from '@subreddit-signal/contract';

/** The post generator form: search query, subreddit, template, writing style, all required. Selects start empty (''), so 'required' speaks first. */
export interface PostGeneratorValues {
  searchQuery: string;
  subreddit: string;
  template: PostTemplate | '';
  writingStyle: WritingStyle | '';
}

export const EMPTY_POST_GENERATOR_VALUES: PostGeneratorValues = { searchQuery: '', subreddit: '', template: '', writingStyle: '' };

export const SUBREDDIT_INVALID = 'Enter a subreddit name such as r/marketing';

export const isSubredditName = (text: string) => SUBREDDIT_NAME.test(text.trim());

export const postGeneratorSchema = yup.object({
  searchQuery: yup
    .string()
    .trim()
    .required(GEN_MSG.searchRequired)
    .max(SEARCH_QUERY_MAX, `Search must be at most ${SEARCH_QUERY_MAX} characters`),
  subreddit: yup.string().trim().required(GEN_MSG.subredditRequired).matches(SUBREDDIT_NAME, SUBREDDIT_INVALID),
  template: yup
    .string()
    .required(GEN_MSG.templateRequired)
    .oneOf([...POST_TEMPLATES], GEN_MSG.templateRequired),
  writingStyle: yup
    .string()
    .required(GEN_MSG.writingStyleRequired)
    .oneOf([...WRITING_STYLES], GEN_MSG.writingStyleRequired),
});

/** The request body for valid form values. */
export function toGeneratePostRequest(values: PostGeneratorValues): GeneratePostRequest {
  return {
    searchQuery: values.searchQuery.trim(),
    subreddit: bareSubredditName(values.subreddit),
    template: values.template as PostTemplate,
    writingStyle: values.writingStyle as WritingStyle,
  };
}

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' ? list.find((item) => item === value) : undefined;

/**
 * The prefill carried in router state (subreddit, template e.g. 'Discussion', writingStyle e.g. 'Brief').
 * Anything that is not a valid option is ignored rather than shown as a broken value.
 */
export function prefillFromState(
  state: { subreddit?: unknown; template?: unknown; writingStyle?: unknown; topic?: unknown } | undefined,
): PostGeneratorValues {
  const subreddit = typeof state?.subreddit === 'string' && isSubredditName(state.subreddit) ? bareSubredditName(state.subreddit) : '';
  // A topic carried from an audience theme ('write a post about this') fills the search box.
  const topic = typeof state?.topic === 'string' ? state.topic.trim().slice(0, SEARCH_QUERY_MAX) : '';
  return {
    searchQuery: topic,
    subreddit,
    template: oneOf(POST_TEMPLATES, state?.template) ?? '',
    writingStyle: oneOf(WRITING_STYLES, state?.writingStyle) ?? '',
  };
}
