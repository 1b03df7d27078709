/**
 * What the LLM adapter accepts from a model: the JSON shapes asked for in prompts.ts, validated
 * against the contract's schemas, then held to the same rules as the built-in engine: flairs only
 * from the community's real list, hashtags only from its keywords, no duplicates, nothing blank.
 * Anything else throws UnusableAnswer, and the client asks again.
 */
import * as yup from 'yup';
import type { CommentIdea, GeneratedPost } from '@subreddit-signal/contract';
import { commentIdeaSchema, generatedPostSchema } from '@subreddit-signal/contract';
import type { CommunityProfile } from '../community';
import { UnusableAnswer } from './client';

const postsAnswer = yup.object({
  posts: yup.array(generatedPostSchema.noUnknown(false)).required('posts is missing').min(1, 'posts is empty'),
});
const commentsAnswer = yup.object({
  comments: yup.array(commentIdeaSchema.noUnknown(false)).required('comments is missing').min(1, 'comments is empty'),
});
const commentAnswer = yup.object({ comment: commentIdeaSchema.noUnknown(false).required('comment is missing') });

function validate<S extends yup.AnyObjectSchema>(schema: S, value: unknown): yup.InferType<S> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new UnusableAnswer('the answer must be a JSON object');
  try {
    return schema.validateSync(value, { abortEarly: true, stripUnknown: true });
  } catch (err) {
    if (err instanceof yup.ValidationError) throw new UnusableAnswer(err.errors[0] ?? 'wrong shape');
    throw err;
  }
}

const squash = (s: string) => s.replace(/[^\p{L}\p{N}]/gu, '').toLowerCase();

/** Items of `wanted` found in `allowed` (compared loosely), in `allowed`'s spelling, without repeats. */
function onlyFrom(wanted: readonly string[], allowed: readonly string[]): string[] {
  const byKey = new Map(allowed.map((a) => [squash(a), a]));
  const out: string[] = [];
  for (const w of wanted) {
    const hit = byKey.get(squash(w));
    if (hit && !out.includes(hit)) out.push(hit);
  }
  return out;
}

/** `hashTags`: the tags a post may carry (default: the community's); any other the model writes is dropped. */
export function acceptPosts(
  value: unknown,
  community: CommunityProfile,
  count: number,
  hashTags: readonly string[] = community.hashTags,
): GeneratedPost[] {
  const { posts } = validate(postsAnswer, value);
  const out: GeneratedPost[] = [];
  const seen = new Set<string>();
  for (const p of posts) {
    const title = p.title.trim();
    const body = p.body.trim();
    if (!title || !body || seen.has(title.toLowerCase())) continue;
    seen.add(title.toLowerCase());
    out.push({
      title,
      flairs: onlyFrom(p.flairs, community.flairs).slice(0, 1),
      body,
      callToAction: p.callToAction.trim(),
      hashTags: onlyFrom(p.hashTags, hashTags).slice(0, 5),
    });
  }
  if (out.length === 0) throw new UnusableAnswer('every post was blank or repeated');
  return out.slice(0, count);
}

export function acceptComments(value: unknown, count: number): CommentIdea[] {
  const { comments } = validate(commentsAnswer, value);
  const out: CommentIdea[] = [];
  const seen = new Set<string>();
  for (const c of comments) {
    const response = c.response.trim();
    if (!response || seen.has(response.toLowerCase())) continue;
    seen.add(response.toLowerCase());
    out.push({ title: c.title.trim(), response });
  }
  if (out.length === 0) throw new UnusableAnswer('every comment was blank or repeated');
  return out.slice(0, count);
}

export function acceptComment(value: unknown, original: { response: string }): CommentIdea {
  const { comment } = validate(commentAnswer, value);
  const response = comment.response.trim();
  if (!response) throw new UnusableAnswer('the comment was blank');
  if (response === original.response.trim()) throw new UnusableAnswer('the comment was not rewritten');
  return { title: comment.title.trim(), response };
}
