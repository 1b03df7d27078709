/**
 * Answers of the generation calls (`contract/src/generation.ts`) for the generator suites:
 * posts, idea groups and comments as the server shapes them, with the x-generator header.
 * (recordPost and recordProfile are in tests/support/handlers.ts.)
 */
import { HttpResponse, type JsonBodyType } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import type { CommentIdea, GeneratedPost, GeneratorKind, PostIdeaGroup } from '@subreddit-signal/contract';

export const NOT_ENOUGH_CREDITS = "You don't have enough credits to use this feature";

/** A JSON answer; `engine` sets the x-generator header (null = no header), `grounding` the x-grounding header. */
export function reply(
  body: JsonBodyType,
  {
    status = 200,
    engine = 'built-in',
    grounding,
  }: { status?: number; engine?: GeneratorKind | null; grounding?: 'community' | 'topic' } = {},
) {
  const headers: Record<string, string> = {};
  if (engine) headers['x-generator'] = engine;
  if (grounding) headers['x-grounding'] = grounding;
  return HttpResponse.json(body, { status, headers });
}

export function post(n: number, overrides: Partial<GeneratedPost> = {}): GeneratedPost {
  return {
    title: `Post ${n}: how we doubled newsletter signups`,
    body: `Body ${n}. We tested three landing pages and kept the one that asked for less.`,
    callToAction: `CTA ${n}: what worked for you?`,
    hashTags: [`#growth${n}`, 'emailmarketing'],
    flairs: [`Flair ${n}`],
    ...overrides,
  };
}

export const ideaGroups: PostIdeaGroup[] = [
  { subreddit: 'marketing', posts: [post(1), post(2)] },
  { subreddit: 'seo', posts: [post(3, { flairs: [], hashTags: [] })] },
];

export function comment(n: number, tone = 'Friendly'): CommentIdea {
  return { title: `${tone} comment ${n}`, response: `${tone} response ${n}: thanks for sharing the numbers.` };
}

export const comments = (tone: string, from: number, count = 2) => Array.from({ length: count }, (_, i) => comment(from + i, tone));

/** A promise the test releases by hand, for "while the call is pending" states. */
export function gate() {
  let release!: () => void;
  const promise = new Promise<void>((r) => (release = r));
  return { promise, release };
}

/**
 * The generated post's card, once the progress modal has closed and moved focus onto it. Acting on
 * the card earlier races that focus move (after a beat, longer under load): a paste then lands on the
 * card instead of the field the test clicked. A user cannot reach the card under the modal anyway.
 */
export async function generatedCard(title: string) {
  const article = await screen.findByRole('article', { name: title });
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Generating Your Content...' })).not.toBeInTheDocument());
  await waitFor(() => expect(article).toHaveFocus());
  return within(article);
}
