/**
 * The LLM generator: the same port as the built-in engine, written by an OpenAI-compatible chat
 * model. Every answer is validated (answers.ts); ideas for several communities are asked in parallel.
 */
import type { Generator } from '../port';
import { acceptComment, acceptComments, acceptPosts } from './answers';
import { ChatClient, type ChatConfig } from './client';
import { parseQuery } from '../query';
import {
  COMMENTS_SCHEMA,
  COMMENT_SCHEMA,
  POSTS_SCHEMA,
  allowedHashtags,
  commentVersionPrompt,
  commentsPrompt,
  ideasPrompt,
  postsPrompt,
} from './prompts';

interface Log {
  warn(obj: object, msg: string): void;
}

export function llmGenerator(cfg: ChatConfig, log?: Log, fetchImpl?: typeof fetch): Generator {
  const chat = new ChatClient(cfg, log, fetchImpl);
  return {
    kind: 'llm',
    posts: (input) => {
      const tags = allowedHashtags(input.community, parseQuery(input.searchQuery, { keepCase: input.keepCase }));
      return chat.json(postsPrompt(input), (v) => acceptPosts(v, input.community, input.count, tags), {
        seed: input.nonce,
        schema: POSTS_SCHEMA,
      });
    },
    comments: (input) =>
      chat.json(commentsPrompt(input), (v) => acceptComments(v, input.count), { seed: input.nonce, schema: COMMENTS_SCHEMA }),
    commentVersion: (input) =>
      chat.json(commentVersionPrompt(input), (v) => acceptComment(v, input.comment), { seed: input.nonce, schema: COMMENT_SCHEMA }),
    ideas: (input) =>
      Promise.all(
        input.communities.map(async (c) => ({
          subreddit: c.name,
          posts: await chat.json(
            ideasPrompt(c, input.perCommunity),
            (v) => acceptPosts(v, c, input.perCommunity, c.usesHashtags ? c.hashTags : []),
            { seed: input.nonce, schema: POSTS_SCHEMA },
          ),
        })),
      ),
  };
}

export { ChatClient, LLM_MSG, type ChatConfig } from './client';
