import * as yup from 'yup';
import { SUBREDDIT_NAME } from './subreddit-name';
import { commentIdeaSchema, generatedPostSchema, type GeneratedPost } from './saved-ideas';

/** The post generator's options and validation messages, word for word from the product spec. */
export const POST_TEMPLATES = ['Success story', 'Question/Help', 'Guide / Tutorial', 'Discussion', 'Project showcase'] as const;
export const WRITING_STYLES = ['Friendly', 'Expert', 'Sarcastic', 'Brief'] as const;
export const COMMENT_TONES = ['Friendly', 'Expert', 'Casual'] as const;
export type PostTemplate = (typeof POST_TEMPLATES)[number];
export type WritingStyle = (typeof WRITING_STYLES)[number];
export type CommentTone = (typeof COMMENT_TONES)[number];

/**
 * The subreddit picker's default subreddits. The spec's list has 'digital', which the built-in data
 * does not hold (its analysis fails); 'socialmedia' stands in, so every default can be analysed
 * (decision 018).
 */
export const DEFAULT_GENERATOR_SUBREDDITS = ['marketing', 'socialmedia', 'technology', 'seo', 'startups'] as const;

export const GEN_MSG = {
  searchRequired: 'Search is required',
  subredditRequired: 'Subreddit is required',
  templateRequired: 'Template is required',
  writingStyleRequired: 'Writing style is required',
  toneInvalid: 'type must be Friendly, Expert or Casual',
  failed: 'Could not generate post ideas',
} as const;

export const SEARCH_QUERY_MAX = 200;

/**
 * Optional on every generate-* body: a counter the client raises on each 'Generate more' (or any
 * number). Equal inputs and nonce give equal output from the built-in engine (tests pin it); without
 * one the server picks a fresh nonce, so repeated calls give new results.
 */
export const GENERATION_NONCE_MAX = 2 ** 31 - 1;
const nonce = yup
  .number()
  .integer('nonce must be a whole number')
  .min(0, 'nonce must be between 0 and 2147483647')
  .max(GENERATION_NONCE_MAX, 'nonce must be between 0 and 2147483647')
  .optional();

/** Accepts a tone in any letter case ('casual', 'Casual') and gives it back as spelled in COMMENT_TONES. */
export const normaliseTone = (v: unknown): CommentTone | undefined =>
  typeof v === 'string' ? COMMENT_TONES.find((t) => t.toLowerCase() === v.trim().toLowerCase()) : undefined;

/** POST /reddit/generate-post */
export const generatePostRequest = yup.object({
  searchQuery: yup
    .string()
    .required(GEN_MSG.searchRequired)
    .test('not-blank', GEN_MSG.searchRequired, (v) => !v || v.trim().length > 0)
    .max(SEARCH_QUERY_MAX, `Search must be at most ${SEARCH_QUERY_MAX} characters`),
  subreddit: yup.string().required(GEN_MSG.subredditRequired).matches(SUBREDDIT_NAME, 'Enter a subreddit name such as r/marketing'),
  template: yup
    .mixed<PostTemplate>()
    .required(GEN_MSG.templateRequired)
    .oneOf([...POST_TEMPLATES], `template must be one of: ${POST_TEMPLATES.join(', ')}`),
  writingStyle: yup
    .mixed<WritingStyle>()
    .required(GEN_MSG.writingStyleRequired)
    .oneOf([...WRITING_STYLES], `writingStyle must be one of: ${WRITING_STYLES.join(', ')}`),
  nonce,
});
export type GeneratePostRequest = yup.InferType<typeof generatePostRequest>;

const tone = yup
  .string()
  .optional()
  .test('tone', GEN_MSG.toneInvalid, (v) => v === undefined || normaliseTone(v) !== undefined);

/** POST /reddit/generate-comments: the post (plus its subreddit when known) and the tone as `type`. */
export const generateCommentsRequest = yup.object({
  postDetails: generatedPostSchema
    .shape({ subreddit: yup.string().matches(SUBREDDIT_NAME, 'Enter a subreddit name such as r/marketing').optional() })
    .required('postDetails is required')
    .noUnknown(false),
  type: tone,
  nonce,
});

/** POST /reddit/generate-version-comment: another version of one comment. */
export const generateVersionCommentRequest = yup.object({
  commentDetail: commentIdeaSchema.required('commentDetail is required').noUnknown(false),
  type: tone,
  nonce,
});

/** POST /reddit/generate-reddit-post: ideas grouped per subreddit. */
export interface PostIdeaGroup {
  subreddit: string;
  posts: GeneratedPost[];
}

/** Every generated result says which engine wrote it (the built-in one is rule-based; the UI says so). */
export const GENERATOR_HEADER = 'x-generator';
export type GeneratorKind = 'built-in' | 'llm';

/**
 * What a generate-post / generate-comments answer was grounded in: the community's own posts
 * ('community'), or, for a community our data does not hold yet, the user's topic and the post
 * alone ('topic': no flairs, no hashtags; the UI says so).
 */
export const GROUNDING_HEADER = 'x-grounding';
export type Grounding = 'community' | 'topic';
