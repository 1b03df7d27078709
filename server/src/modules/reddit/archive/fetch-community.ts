import { ArchiveResponseError, ArchiveUnavailableError, type ArchiveClient } from './client';
import { mapArchivedComment, mapArchivedPost, mapArchivedSubreddit, type ArchivedComment, type ArchivedPost } from './mappers';
import type { FetchedCommunity } from './store';
import { bareSubredditInfo, type SubredditInfo } from '../model';

export interface FetchCommunityOptions {
  /** Most posts kept (REDDIT_MAX_POSTS). */
  maxPosts: number;
  /** How far back the window reaches (default 365 days): wide enough for a few hundred posts in all but the quietest communities. */
  windowDays?: number;
  /** The best-scored posts whose top-level comments are fetched (default 25), and how many each (default 100). */
  commentPosts?: number;
  commentsPerPost?: number;
  /** Unix seconds of "now". */
  now: number;
  /** Called after every page, for the progress users see. */
  onProgress?: (posts: number, comments: number) => Promise<void> | void;
}

/**
 * One community from the archive: its about data (`/api/subreddits/search` by name prefix), its
 * posts newest first paged by time (`before` = the oldest `created_utc` received, until an empty
 * page, the window's start or `maxPosts`), then the top-level comments of its best posts.
 * Null when the archive knows no such community. An outage while reading comments keeps the posts
 * (comments are extra); an outage before that throws ArchiveUnavailableError.
 */
export async function fetchCommunity(client: ArchiveClient, name: string, opts: FetchCommunityOptions): Promise<FetchedCommunity | null> {
  const year = new Date(opts.now * 1000).getUTCFullYear();
  const about = await findSubreddit(client, name, year);
  const real = about?.name ?? name;
  const windowStart = opts.now - (opts.windowDays ?? 365) * 86400;
  const posts: ArchivedPost[] = [];
  const ids = new Set<string>();
  let before: number | null = null;
  while (posts.length < opts.maxPosts) {
    const page = await client.get('posts/search', {
      subreddit: real,
      sort: 'desc',
      limit: 100,
      after: windowStart,
      before: before ?? undefined,
    });
    let oldest: number | null = null;
    let fresh = 0;
    for (const raw of page) {
      const post = mapArchivedPost(raw);
      if (!post) continue;
      if (oldest === null || post.createdUtc < oldest) oldest = post.createdUtc;
      if (ids.has(post.id) || post.subreddit.toLowerCase() !== real.toLowerCase()) continue;
      ids.add(post.id);
      fresh += 1;
      if (!post.over18 && posts.length < opts.maxPosts) posts.push(post);
    }
    await opts.onProgress?.(posts.length, 0);
    // An empty page, a page of posts already seen or one that does not move back in time ends it.
    if (page.length === 0 || fresh === 0 || oldest === null || (before !== null && oldest >= before) || oldest <= windowStart) break;
    before = oldest;
  }
  if (!about && posts.length === 0) return null;
  const info: SubredditInfo = about ?? bareSubredditInfo(posts[0]?.subreddit ?? real);
  const comments = await topLevelComments(client, posts, opts);
  return {
    info,
    posts,
    comments,
    windowFrom: posts.length ? Math.min(...posts.map((p) => p.createdUtc)) : null,
    windowTo: posts.length ? Math.max(...posts.map((p) => p.createdUtc)) : null,
  };
}

/** The community's about data from the archive's name-prefix search; null when it has none by that exact name. */
export async function findSubreddit(client: ArchiveClient, name: string, year: number): Promise<SubredditInfo | null> {
  const found = await client.get('subreddits/search', { subreddit_prefix: name, limit: 10 });
  for (const raw of found) {
    const info = mapArchivedSubreddit(raw, year);
    if (info && info.name.toLowerCase() === name.toLowerCase()) return info;
  }
  return null;
}

async function topLevelComments(
  client: ArchiveClient,
  posts: readonly ArchivedPost[],
  opts: FetchCommunityOptions,
): Promise<ArchivedComment[]> {
  const best = [...posts]
    .filter((p) => p.numComments > 0)
    .sort((a, b) => b.score - a.score || b.numComments - a.numComments)
    .slice(0, opts.commentPosts ?? 25);
  const comments: ArchivedComment[] = [];
  for (const post of best) {
    try {
      comments.push(...(await postComments(client, post.id, opts.commentsPerPost ?? 100)));
    } catch (err) {
      if (err instanceof ArchiveUnavailableError || err instanceof ArchiveResponseError) break;
      throw err;
    }
    await opts.onProgress?.(posts.length, comments.length);
  }
  return comments;
}

/** A post's top-level comments (`parent_id` empty), oldest first, deleted ones left out. */
export async function postComments(
  client: ArchiveClient,
  postId: string,
  limit: number,
  callOpts?: { timeoutMs?: number; maxAttempts?: number },
): Promise<ArchivedComment[]> {
  const page = await client.get(
    'comments/search',
    { link_id: `t3_${postId}`, parent_id: '', limit: Math.min(100, limit), sort: 'asc' },
    callOpts,
  );
  return commentsOfPost(page, postId);
}

/**
 * A post's comments at every depth (replies too, each naming its parent), oldest first, up to 100:
 * what post analysis measures reply depth on. Deleted ones are left out, so a reply to one has no
 * known depth.
 */
export async function threadComments(
  client: ArchiveClient,
  postId: string,
  callOpts?: { timeoutMs?: number; maxAttempts?: number },
): Promise<ArchivedComment[]> {
  const page = await client.get('comments/search', { link_id: `t3_${postId}`, limit: 100, sort: 'asc' }, callOpts);
  return commentsOfPost(page, postId);
}

/** The well-formed comments of one post in an archive answer, each once (partial or foreign objects left out). */
function commentsOfPost(page: readonly unknown[], postId: string): ArchivedComment[] {
  const out: ArchivedComment[] = [];
  const seen = new Set<string>();
  for (const raw of page) {
    const c = mapArchivedComment(raw);
    if (!c || seen.has(c.id) || c.postId !== postId) continue;
    seen.add(c.id);
    out.push(c);
  }
  return out;
}
