import * as yup from 'yup';
import { api, UnexpectedResponseError } from '@/shared/api/http';
import {
  commentIdeaSchema,
  generatedPostSchema,
  GENERATOR_HEADER,
  GROUNDING_HEADER,
  type CommentIdea,
  type CommentTone,
  type GeneratedPost,
  type GeneratePostRequest,
  type GeneratorKind,
  type Grounding,
  type PostIdeaGroup,
} from '@subreddit-signal/contract';

/**
 * What a generation call gives back: the items, which engine wrote them (header x-generator) and,
 * for posts and comments, whether they were grounded in the community's posts or, for a community
 * our data does not hold, in the topic alone (header x-grounding).
 */
export interface Generated<T> {
  items: T[];
  engine: GeneratorKind | null;
  grounding: Grounding | null;
}

/** A post as the screens carry it: the generated fields plus the subreddit it was written for. */
export type PostWithSubreddit = GeneratedPost & { subreddit?: string };

const engineOf = (value: string | null): GeneratorKind | null => (value === 'built-in' || value === 'llm' ? value : null);
const groundingOf = (value: string | null): Grounding | null => (value === 'community' || value === 'topic' ? value : null);

async function post(
  path: string,
  json?: unknown,
  signal?: AbortSignal,
): Promise<{ body: unknown; engine: GeneratorKind | null; grounding: Grounding | null }> {
  const response = await api.post(path, json === undefined ? { signal } : { json, signal });
  const engine = engineOf(response.headers.get(GENERATOR_HEADER));
  const grounding = groundingOf(response.headers.get(GROUNDING_HEADER));
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new UnexpectedResponseError();
  }
  return { body, engine, grounding };
}

/** Every entry of `body` through `schema`; anything that is not an array of valid entries is an unexpected format. */
function parseList<T>(body: unknown, schema: yup.Schema<T>): T[] {
  if (!Array.isArray(body)) throw new UnexpectedResponseError();
  try {
    return body.map((item) => schema.validateSync(item, { stripUnknown: true }));
  } catch {
    throw new UnexpectedResponseError();
  }
}

const ideaGroupSchema: yup.Schema<PostIdeaGroup> = yup.object({
  subreddit: yup.string().required(),
  posts: yup.array(generatedPostSchema.required()).required(),
});

/** POST /reddit/generate-reddit-post (no body): post ideas grouped per subreddit. */
export async function fetchPostIdeas(signal?: AbortSignal): Promise<Generated<PostIdeaGroup>> {
  const { body, engine } = await post('reddit/generate-reddit-post', undefined, signal);
  return { items: parseList(body, ideaGroupSchema), engine, grounding: 'community' };
}

/** POST /reddit/generate-post: searchQuery, subreddit, template, writingStyle → posts. */
export async function generatePosts(request: GeneratePostRequest): Promise<Generated<GeneratedPost>> {
  const { body, engine, grounding } = await post('reddit/generate-post', request);
  return { items: parseList(body, generatedPostSchema), engine, grounding };
}

/** POST /reddit/generate-comments: the post (with its subreddit when known) and the tone as `type`. */
export async function generateComments(postDetails: PostWithSubreddit, tone: CommentTone): Promise<Generated<CommentIdea>> {
  const { body, engine, grounding } = await post('reddit/generate-comments', { postDetails: toPostDetails(postDetails), type: tone });
  return { items: parseList(body, commentIdeaSchema), engine, grounding };
}

/** POST /reddit/generate-version-comment: another version of one comment, in a tone. */
export async function generateCommentVersion(
  comment: CommentIdea,
  tone: CommentTone,
): Promise<{ comment: CommentIdea; engine: GeneratorKind | null }> {
  const { body, engine } = await post('reddit/generate-version-comment', {
    commentDetail: { title: comment.title, response: comment.response },
    type: tone,
  });
  try {
    return { comment: commentIdeaSchema.validateSync(body, { stripUnknown: true }), engine };
  } catch {
    throw new UnexpectedResponseError();
  }
}

/** Only the contract's fields go out (a carried post may hold more, e.g. a saved item's _id). */
function toPostDetails(p: PostWithSubreddit): PostWithSubreddit {
  const details: PostWithSubreddit = {
    title: p.title,
    body: p.body,
    callToAction: p.callToAction,
    hashTags: p.hashTags,
    flairs: p.flairs,
  };
  if (p.subreddit) details.subreddit = p.subreddit;
  return details;
}
