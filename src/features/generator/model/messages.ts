import { GEN_MSG, MSG } from '@subreddit-signal/contract';

/** Every user-facing text of the generator slice; the product spec's screen texts, validation and error messages word for word. */
const GEN_FIRST_COMMENTS = 'Generate first comments';

export const GENERATOR_MSG = {
  ...GEN_MSG,
  notEnoughCredits: MSG.notEnoughCredits,
  generatingTitle: 'Generating Your Content...',
  postsGenerated: 'Posts generated successfully',
  postsFailed: 'Failed to generate posts',
  commentsGenerated: 'Comments generated successfully',
  somethingWrong: 'Something went wrong!',
  copied: 'Copied to clipboard',
  copyFailed: 'Could not copy to the clipboard. Select the text and copy it yourself.',
  noIdeas: 'Oops! No post ideas found.',
  moreIdeasPro: 'Get More Ideas with Pro',
  pageTitle: 'What content will you create today?',
  createPost: 'Create Post',
  generateMorePosts: 'Generate more posts',
  generateFirstComments: GEN_FIRST_COMMENTS,
  generateMoreComments: 'Generate more comments',
  tryAgain: 'Try again',
  templatesTitle: 'Post Templates',
} as const;

/**
 * The `type` a comment saved from the comments screen (first comments for a post) is sent with:
 * the product names 'casual' for saves from that screen, whatever tone tab wrote the comment.
 */
export const SAVED_COMMENT_TYPE = 'casual';

/** Under a post carried back from the comments screen with its comments: where they are. */
export const keptCommentsNote = (count: number) =>
  `Your ${count === 1 ? 'first comment' : `${count} first comments`} for this post ${count === 1 ? 'is' : 'are'} kept: '${GEN_FIRST_COMMENTS}' shows ${count === 1 ? 'it' : 'them'} again at no cost.`;

/** Where an operator connects a model (the README section on the LLM_* settings), said in a marketer's words. */
const NO_MODEL = 'no AI model is connected (an administrator can connect one: README, “Connecting an AI model”)';

/** The note under anything the built-in (rule-based) engine wrote: honest that no model wrote it. */
export const builtInNote = (subreddit?: string) =>
  `Written by our built-in writer from ${subreddit ? `r/${subreddit}'s` : 'the community’s'} data — ${NO_MODEL}`;

/** The note when the community is not in our data yet, so nothing of it could shape the text. */
export const topicOnlyNote = (subreddit: string | undefined, engine: 'built-in' | 'llm' | null | undefined) =>
  `We hold no posts from ${subreddit ? `r/${subreddit}` : 'this community'} yet, so ${
    engine === 'llm' ? 'the AI model' : 'our built-in writer'
  } wrote this from your topic alone: no flairs or hashtags from the community.`;
