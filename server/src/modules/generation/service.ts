/**
 * The generate-* calls: the community a request names is looked up before any
 * credit is spent (one the data does not hold is written for from the topic alone and says so,
 * `grounding: 'topic'`), then the paid calls run inside withCredit (one credit, atomic, refunded
 * when generation fails). Post ideas are free; free users get fewer per community (decision 010).
 */
import { randomInt } from 'node:crypto';
import type { CommentIdea, GeneratedPost, GeneratePostRequest, Grounding, PostIdeaGroup } from '@subreddit-signal/contract';
import { DEFAULT_GENERATOR_SUBREDDITS, GENERATION_NONCE_MAX, normaliseTone, bareSubredditName } from '@subreddit-signal/contract';
import type { Database, Queryable } from '../../db/client';
import { HttpError } from '../../platform/errors';
import { refundCredit, withCredit } from '../credits';
import { analyse, analysisDataKey, type RedditData } from '../research';
import type { SubredditPosts } from '../reddit';
import { buildCommunityProfile, topicOnlyProfile, type CommunityProfile } from './community';
import type { Generator, PostToAnswer } from './port';
import { hashSeed } from './random';
import type { RecentOutputs } from './recent';
import { differsSubstantially } from './quality/similarity';
import { bodyFingerprint } from './text';
import * as repo from './repository';
import { onceOnly } from './once';
import { parseQuery, type ParsedQuery } from './query';
import { checkContext, checkContextOf, commentProblems, keepPassing, postProblems } from './checked';
import { fitIdeas, fitToRequirements } from './requirements';
import { storedCommentNorms } from './stored-comment-norms';

/** Any engine's post with the user's topic named once per text (title; body and call to action), the rest referred to. */
function topicOnce(p: GeneratedPost, topic: ParsedQuery): GeneratedPost {
  const [body, callToAction] = onceOnly([p.body, p.callToAction], topic);
  return { ...p, title: onceOnly([p.title], topic)[0]!, body: body!, callToAction: callToAction! };
}

/** Results per call. */
export const POSTS_PER_CALL = 3;
export const COMMENTS_PER_CALL = 3;
/** generate-reddit-post: communities shown (ideas per community: the plan's postIdeasPerCommunity in the plan catalogue). */
export const IDEA_COMMUNITIES = 5;
/** How many of the user's communities (analysed, saved, subscribed, searched) are read to find IDEA_COMMUNITIES the data knows. */
const ANALYSED_COMMUNITIES_READ = 30;

export interface GenerationContext {
  db: Database;
  data: RedditData;
  generator: Generator;
  /** Writes post ideas when `generator` fails on them (the free page still shows something). */
  fallback: Generator;
  /** A model's post ideas by user, day, ideas per community and communities (at most IDEAS_KEPT), so reloading the free page does not ask the model again. */
  ideasKept: Map<string, PostIdeaGroup[]>;
  /** Titles each user was recently given per request, so asking again brings new ones. */
  recent: RecentOutputs;
  /** The session cache's mark, taken just before a call's spend is sent and once it has committed (the results' `spending`, `committed`; AuthCache.lowerCredits). */
  markSpent?: () => number;
}

/** A fresh nonce when the client sent none, so repeated calls give new results. */
const nonceOf = (n: number | undefined) => n ?? randomInt(0, GENERATION_NONCE_MAX);

/** What the user was given for a request before: titles, and for posts the fingerprints of their bodies (bodyFingerprint). */
interface Given {
  titles: readonly string[];
  bodies: readonly string[];
}

/**
 * Runs a generation that steers clear of what the user was given for the same request before, and
 * remembers its titles, and with `bodies` (a second key and the fingerprints of an output's bodies)
 * those too. A pinned nonce asks for exactly that output again, so it skips the memory.
 */
async function avoidingRepeats<T extends { title: string }>(
  ctx: GenerationContext,
  key: string,
  nonce: number | undefined,
  run: (given: Given | undefined) => Promise<T[]>,
  bodies?: { key: string; of: (out: T[]) => string[] },
): Promise<T[]> {
  if (nonce !== undefined) return run(undefined);
  const [titles, fingerprints] = await Promise.all([ctx.recent.get(key), bodies ? ctx.recent.get(bodies.key) : []]);
  const out = await run({ titles, bodies: fingerprints });
  await Promise.all([
    ctx.recent.add(
      key,
      out.map((o) => o.title),
    ),
    bodies && ctx.recent.add(bodies.key, bodies.of(out)),
  ]);
  return out;
}

const postsKey = (userId: string, community: string, req: GeneratePostRequest) =>
  `posts:${userId}:${community.toLowerCase()}:${req.template}:${req.searchQuery.trim().toLowerCase()}`;
/** The fingerprints of the post bodies given for the same request, beside its titles (same table, TTL and pruning). */
const postBodiesKey = (userId: string, community: string, req: GeneratePostRequest) => `post-bodies:${postsKey(userId, community, req)}`;
const commentsKey = (userId: string, post: PostToAnswer) => `comments:${userId}:${hashSeed(post.title, post.body)}`;
/** The comment texts given on a post (beside their titles), to tell whether a tone switch wrote anything new. */
const commentTextsKey = (userId: string, post: PostToAnswer) => `comment-texts:${userId}:${hashSeed(post.title, post.body)}`;

/**
 * Gives back the credit of a call whose output says nothing new (decision 019): a rewrite that is
 * the same comment in other clothes, or comments that all repeat ones the user already has.
 */
async function refundUnchanged(ctx: GenerationContext, userId: string, reason: string, reference: string): Promise<void> {
  await ctx.db.transaction((tx) => refundCredit(tx, userId, `refund:unchanged:${reason}`, reference));
}

/**
 * The community's posts as the data holds them now (null: it does not know it), starting the
 * archive's background fetch when they are not current.
 */
async function lookUpCommunity(data: RedditData, rawName: string): Promise<SubredditPosts | null> {
  const name = bareSubredditName(rawName);
  const found = await data.subredditPosts(name);
  // Generation uses what exists now; the archive fetch makes the next call current (decision 032).
  if (found?.kind !== 'live' && found?.kind !== 'archive') data.fetchInBackground(name);
  return found;
}

/** What the community rewards, from posts already looked up (lookUpCommunity) and its paid-tier analysis. */
async function profileOf(data: RedditData, found: SubredditPosts, db?: Queryable): Promise<CommunityProfile> {
  // The paid analysis is research's own memo: a community analysed on its page is not analysed again here.
  const key = analysisDataKey(found);
  const profile = data.remember(`generation:${key}`, () => buildCommunityProfile(found, analyse(data, found, 'paid')));
  const norms = db ? await storedCommentNorms(db, data, found, key) : null;
  return norms ? { ...profile, commentNorms: norms } : profile;
}

/**
 * What the community rewards, from its posts and its paid-tier analysis; null when the data does not
 * know it. With `db`, the profile also carries the first-comment norms of the comments stored on its
 * top posts (only comment writing needs them).
 */
export async function findCommunity(data: RedditData, rawName: string, db?: Queryable): Promise<CommunityProfile | null> {
  const found = await lookUpCommunity(data, rawName);
  return found ? profileOf(data, found, db) : null;
}

export async function generatePosts(
  ctx: GenerationContext,
  userId: string,
  req: GeneratePostRequest,
): Promise<{ posts: GeneratedPost[]; grounding: Grounding; balance: number; spending?: number; committed?: number }> {
  // The community's posts and rules are read once and shared by the writer and the check (decision 078).
  const found = await lookUpCommunity(ctx.data, req.subreddit);
  const known = found ? await profileOf(ctx.data, found) : null;
  const community = known ?? topicOnlyProfile(bareSubredditName(req.subreddit));
  // Read before the credit is taken; only the live source has them (decision 021).
  const rulesRead = found ? await ctx.data.communityRules(community.name) : null;
  const rules = rulesRead?.rules ?? null;
  const check = found && rulesRead ? checkContextOf(ctx.data, found, rulesRead) : null;
  const nonce = nonceOf(req.nonce);
  const topic = parseQuery(req.searchQuery);
  // A post's fingerprint is of the body the engine wrote, before the fitting below: what the engine compares.
  const written = new Map<GeneratedPost, string>();
  const write = async (n: number, given: Given | undefined) =>
    (
      await ctx.generator.posts({
        community,
        searchQuery: req.searchQuery,
        template: req.template,
        writingStyle: req.writingStyle,
        count: POSTS_PER_CALL,
        nonce: n,
        avoid: given?.titles,
        avoidBodies: given?.bodies,
        rules,
      })
    ).map((p) => {
      const post = fitToRequirements(topicOnce(p, topic), rules, community.flairs);
      written.set(post, p.body);
      return post;
    });
  const fingerprints = (posts: GeneratedPost[]) => posts.map((p) => bodyFingerprint(written.get(p) ?? p.body));
  let balance = 0;
  // Marks around the spend (the session cache's, AuthCache.lowerCredits): before it is sent, and once it has committed.
  const spending = ctx.markSpent?.();
  let committed: number | undefined;
  const posts = await withCredit(
    ctx.db,
    userId,
    'generate_post',
    community.name,
    () =>
      avoidingRepeats(
        ctx,
        postsKey(userId, community.name, req),
        req.nonce,
        async (given) => {
          const first = await write(nonce, given);
          if (!check) return first;
          // A post the community's check would remove is replaced by one more round of writing (issue 25).
          return keepPassing(
            first,
            (p) => postProblems(check, p),
            POSTS_PER_CALL,
            () =>
              write((nonce + 1) % GENERATION_NONCE_MAX, {
                titles: [...(given?.titles ?? []), ...first.map((p) => p.title)],
                bodies: [...(given?.bodies ?? []), ...fingerprints(first)],
              }),
          );
        },
        { key: postBodiesKey(userId, community.name, req), of: fingerprints },
      ),
    (left) => {
      balance = left;
      committed = ctx.markSpent?.();
    },
  );
  return { posts, grounding: known ? 'community' : 'topic', balance, spending, committed };
}

export async function generateComments(
  ctx: GenerationContext,
  userId: string,
  req: { postDetails: PostToAnswer & { subreddit?: string }; type?: string; nonce?: number },
): Promise<{ comments: CommentIdea[]; grounding: Grounding; charged: boolean; balance?: number }> {
  // Without a known community the comments answer the post alone.
  const found = req.postDetails.subreddit ? await lookUpCommunity(ctx.data, req.postDetails.subreddit) : null;
  const community = found ? await profileOf(ctx.data, found, ctx.db) : null;
  const post: PostToAnswer = { title: req.postDetails.title, body: req.postDetails.body ?? '' };
  const reference = community?.name ?? post.title.slice(0, 100);
  // Keyed by the post, not the tone: switching tone brings new angles as well as a new voice.
  // The posts looked up above, with the rules (read as checkContext reads them: a failure means no check).
  const check = found
    ? await ctx.data.communityRules(found.subreddit.name).then(
        (rules) => checkContextOf(ctx.data, found, rules),
        () => null,
      )
    : null;
  const tone = normaliseTone(req.type) ?? 'Friendly';
  const nonce = nonceOf(req.nonce);
  const textsKey = commentTextsKey(userId, post);
  const givenTexts = await ctx.recent.get(textsKey);
  let balance = 0;
  const comments = await withCredit(
    ctx.db,
    userId,
    'generate_comments',
    reference,
    () =>
      avoidingRepeats(ctx, commentsKey(userId, post), req.nonce, async (given) => {
        // Without a nonce the user asked for more: titles and texts they were given are avoided while others exist.
        const avoidTexts = given ? givenTexts : [];
        const write = (n: number, more: readonly string[] = []) =>
          ctx.generator.comments({
            post,
            community,
            tone,
            count: COMMENTS_PER_CALL,
            nonce: n,
            avoid: [...(given?.titles ?? []), ...more],
            avoidTexts,
          });
        const first = await write(nonce);
        if (!check) return first;
        return keepPassing(
          first,
          (c) => commentProblems(check, post.title, c),
          COMMENTS_PER_CALL,
          () =>
            write(
              (nonce + 1) % GENERATION_NONCE_MAX,
              first.map((c) => c.title),
            ),
        );
      }),
    (left) => (balance = left),
  );
  const nothingNew = givenTexts.length > 0 && comments.every((c) => givenTexts.some((g) => !differsSubstantially(g, c.response)));
  await ctx.recent.add(
    textsKey,
    comments.map((c) => c.response),
  );
  if (nothingNew) await refundUnchanged(ctx, userId, 'generate_comments', reference);
  // A refunded call changed the balance twice: no balance, so the cached user is dropped.
  return { comments, grounding: community ? 'community' : 'topic', charged: !nothingNew, ...(nothingNew ? {} : { balance }) };
}

export async function generateCommentVersion(
  ctx: GenerationContext,
  userId: string,
  req: { commentDetail: { title: string; response: string }; type?: string; nonce?: number },
): Promise<{ comment: CommentIdea; charged: boolean; balance?: number }> {
  const comment = { title: req.commentDetail.title ?? '', response: req.commentDetail.response };
  const reference = comment.title.slice(0, 100) || comment.response.slice(0, 100);
  let balance = 0;
  const version = await withCredit(
    ctx.db,
    userId,
    'generate_version_comment',
    reference,
    () => ctx.generator.commentVersion({ comment, tone: normaliseTone(req.type) ?? 'Friendly', nonce: nonceOf(req.nonce) }),
    (left) => (balance = left),
  );
  // The answer is the spec's either way; only the credit depends on whether the text really changed.
  const changed = differsSubstantially(comment.response, version.response);
  if (!changed) await refundUnchanged(ctx, userId, 'generate_version_comment', reference);
  return { comment: version, charged: changed, ...(changed ? { balance } : {}) };
}

/** The communities the user works on that the data knows (repo.ideaSourceNames' order), else the spec's defaults it knows. */
export async function ideaCommunities(ctx: GenerationContext, userId: string): Promise<CommunityProfile[]> {
  const pick = async (names: readonly string[]) => {
    const out: CommunityProfile[] = [];
    const seen = new Set<string>();
    for (const name of names) {
      if (out.length >= IDEA_COMMUNITIES) break;
      const c = await findCommunity(ctx.data, name).catch(() => null);
      if (!c || seen.has(c.name.toLowerCase())) continue;
      seen.add(c.name.toLowerCase());
      out.push(c);
    }
    return out;
  };
  const mine = await pick(await repo.ideaSourceNames(ctx.db, userId, ANALYSED_COMMUNITIES_READ));
  return mine.length > 0 ? mine : pick(DEFAULT_GENERATOR_SUBREDDITS);
}

/**
 * Writes the default communities' post ideas once, as a new user's first Post Ideas page would:
 * the writer's material per community (phrases, topic material, checks) is remembered, so that page
 * then answers in tens of milliseconds instead of paying about a second of CPU cold. One community
 * at a time, yielding between them, so requests that arrive meanwhile are not held behind all of it.
 * Returns how many communities were written.
 */
export async function warmIdeas(data: RedditData, writer: Generator, perCommunity: number, signal?: AbortSignal): Promise<number> {
  let written = 0;
  for (const name of DEFAULT_GENERATOR_SUBREDDITS.slice(0, IDEA_COMMUNITIES)) {
    await new Promise((resolve) => setImmediate(resolve));
    // A shutdown stops it between communities: work done ahead never holds a process that is going away.
    if (signal?.aborted) break;
    const c = await findCommunity(data, name).catch(() => null);
    if (!c) continue;
    await writeCheckedIdeas(data, writer, [c], perCommunity, 0);
    written++;
  }
  return written;
}

export const IDEAS_KEPT = 1000;
/** Ideas written beyond the plan's number per community, to replace any the community's check would remove. */
const IDEA_SPARES = 2;

/**
 * `perCommunity` ideas per community from `writer`, fitted to each community's post requirements and
 * through its check. Two spare ideas per community are written, so one its check would remove is
 * replaced, not shown (issue 25).
 */
async function writeCheckedIdeas(
  data: RedditData,
  writer: Generator,
  communities: CommunityProfile[],
  perCommunity: number,
  nonce: number,
): Promise<PostIdeaGroup[]> {
  const groups = await writer.ideas({ communities, perCommunity: perCommunity + IDEA_SPARES, nonce });
  return checkedIdeas(data, await fitIdeas(data, groups, communities), perCommunity);
}

/** Each community's ideas through its check: the first `perCommunity` that pass, then the least flagged. */
async function checkedIdeas(data: RedditData, groups: PostIdeaGroup[], perCommunity: number): Promise<PostIdeaGroup[]> {
  return Promise.all(
    groups.map(async (g) => {
      const check = await checkContext(data, g.subreddit);
      const posts = check
        ? await keepPassing(
            g.posts,
            (p) => postProblems(check, p),
            perCommunity,
            async () => [],
          )
        : g.posts.slice(0, perCommunity);
      return { ...g, posts };
    }),
  );
}

/**
 * generate-reddit-post: `perCommunity` ideas per community (the user's plan decides), free of
 * charge; the same for a user all day (the seed is the user and the UTC date). Returns the groups
 * and the engine that wrote them.
 */
export async function postIdeas(
  ctx: GenerationContext,
  userId: string,
  perCommunity: number,
  today: Date,
  log?: { warn(obj: object, msg: string): void },
): Promise<{ groups: PostIdeaGroup[]; kind: Generator['kind'] }> {
  const communities = await ideaCommunities(ctx, userId);
  const day = today.toISOString().slice(0, 10);
  const write = (writer: Generator) => writeCheckedIdeas(ctx.data, writer, communities, perCommunity, hashSeed(userId, day));
  if (communities.length === 0) return { groups: [], kind: ctx.generator.kind };
  const key = `${userId}:${day}:${perCommunity}:${communities.map((c) => c.name).join(',')}`;
  const kept = ctx.generator.kind === 'llm' ? ctx.ideasKept.get(key) : undefined;
  if (kept) return { groups: kept, kind: 'llm' };
  try {
    const groups = await write(ctx.generator);
    if (ctx.generator.kind === 'llm') {
      if (ctx.ideasKept.size >= IDEAS_KEPT) ctx.ideasKept.delete(ctx.ideasKept.keys().next().value!);
      ctx.ideasKept.set(key, groups);
    }
    return { groups, kind: ctx.generator.kind };
  } catch (err) {
    if (!(err instanceof HttpError) || ctx.generator === ctx.fallback) throw err;
    log?.warn({ err: err.message }, 'post ideas: generator failed; using the built-in engine');
    return { groups: await write(ctx.fallback), kind: ctx.fallback.kind };
  }
}
