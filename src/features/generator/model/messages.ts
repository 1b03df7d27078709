import { GEN_MSG, MSG } from '@/shared/api/contract';

/** Every user-facing text of the generator slice; the product spec's screen texts, validation and error messages word for word. */
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
  generateFirstComments: 'Generate first comments',
  generateMoreComments: 'Generate more comments',
  tryAgain: 'Try again',
  templatesTitle: 'Post Templates',
} as const;

/** The note under anything the built-in (rule-based) engine wrote. */
export const builtInNote = (subreddit: string) => `Written by our rule-based generator from r/${subreddit}'s top posts`;

/** The note when the community is not in our data yet, so nothing of it could shape the text. */
export const topicOnlyNote = (subreddit: string | undefined, engine: 'built-in' | 'llm' | null | undefined) =>
  `We hold no posts from ${subreddit ? `r/${subreddit}` : 'this community'} yet, so ${
    engine === 'llm' ? 'the AI model' : 'our rule-based generator'
  } wrote this from your topic alone: no flairs or hashtags from the community.`;
