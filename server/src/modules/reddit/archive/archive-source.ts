import type { Database } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { isoDate } from '../imported-source';
import { PostsByState } from '../posts-by-state';
import { normalisePostId, normaliseSubredditName } from '../live/live-source';
import { bareSubredditInfo, type PostThread, type RedditSource, type SubredditInfo, type SubredditPosts } from '../model';
import { ArchiveResponseError, ArchiveUnavailableError, type ArchiveClient } from './client';
import { threadComments } from './fetch-community';
import type { ArchiveFetches } from './fetches';
import { mapArchivedPost, mapArchivedSubreddit, type ArchivedPost } from './mappers';
import { insertComments, insertPosts, readArchivedInfo, readArchivedPost, readArchivedPosts, readPostComments } from './store';

/** A request a user waits on gets one short attempt: past this, the archive counts as unreachable. */
export const INTERACTIVE_CALL = { timeoutMs: 2500, maxAttempts: 1 } as const;

/**
 * The Arctic Shift archive as a RedditSource (kind 'archive'). Community data is what the
 * background fetch (ArchiveFetches) stored, so reading never waits on the network; "now" (asOf)
 * is when that fetch finished. A post by id is looked up at once (`/api/posts/ids` and its
 * top-level comments), briefly, and stored like the rest.
 */
export class ArchiveRedditSource implements RedditSource {
  readonly kind = 'archive' as const;
  /** Each community's posts as last read, read again only when its rows changed (decision 044). */
  private readonly postsRead = new PostsByState<ArchivedPost>('archive');

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    readonly client: ArchiveClient,
    readonly fetches: ArchiveFetches,
    private readonly maxPosts: number,
  ) {}

  async subredditPosts(name: string, limit?: number): Promise<SubredditPosts | null> {
    const sub = normaliseSubredditName(name);
    if (!sub) return null;
    const key = sub.toLowerCase();
    const { posts, fetch } = await this.archivedPosts(key, Math.max(1, Math.min(this.maxPosts, limit ?? this.maxPosts)));
    if (posts.length === 0) return null;
    const info = (await readArchivedInfo(this.db, key)) ?? bareSubredditInfo(posts[0].subreddit);
    const fetchedAt = fetch?.finished_at
      ? Math.floor(new Date(fetch.finished_at).getTime() / 1000)
      : Math.max(...posts.map((p) => p.retrievedOn ?? p.createdUtc));
    return { subreddit: info, posts, kind: 'archive', asOf: fetchedAt, dataDate: isoDate(fetchedAt) };
  }

  private async archivedPosts(
    key: string,
    limit: number,
  ): Promise<{ posts: ArchivedPost[]; fetch: { finished_at: Date | string | null } | undefined }> {
    // With the community's fetch, in the same round trip: the analyses date the data by it.
    const now = await this.postsRead.state(this.db, key);
    if (!now) return { posts: [], fetch: undefined };
    const posts = await this.postsRead.posts(key, now.state, limit, () => readArchivedPosts(this.db, key, limit));
    return { posts, fetch: { finished_at: now.finishedAt } };
  }

  async subredditInfo(name: string): Promise<SubredditInfo | null> {
    const sub = normaliseSubredditName(name);
    if (!sub) return null;
    const [row] = await this.db.query(`SELECT 1 FROM reddit_posts WHERE subreddit_key = $1 AND source = 'archive' LIMIT 1`, [
      sub.toLowerCase(),
    ]);
    return row ? readArchivedInfo(this.db, sub.toLowerCase()) : null;
  }

  /**
   * A stored post with its stored comments; otherwise asked of the archive (one short attempt each
   * for the post and its comments) and stored. Comments are read at every depth so post analysis
   * can measure replies; a community fetch stores top-level ones only, so a stored thread without
   * replies whose post counts more comments asks for them. Null when the archive has no such post;
   * throws ArchiveUnavailableError when it cannot be asked.
   */
  async postThread(id: string): Promise<PostThread | null> {
    const postId = normalisePostId(id);
    if (!postId) return null;
    const stored = await readArchivedPost(this.db, postId);
    if (stored) {
      const comments = await readPostComments(this.db, postId);
      const hasReplies = comments.some((c) => c.parentId?.startsWith('t1_'));
      if (hasReplies || stored.numComments <= comments.length) return { post: stored, comments, repliesRead: true };
      const fetched = await this.fetchComments(postId, stored.subreddit);
      return fetched ? { post: stored, comments: fetched, repliesRead: true } : { post: stored, comments, repliesRead: false };
    }
    let found;
    try {
      found = await this.client.get('posts/ids', { ids: postId }, INTERACTIVE_CALL);
    } catch (err) {
      if (err instanceof ArchiveResponseError && err.status === 404) return null;
      if (err instanceof ArchiveResponseError) throw new ArchiveUnavailableError('refused', err.message);
      throw err;
    }
    const post = found.map(mapArchivedPost).find((p) => p?.id === postId) ?? null;
    if (!post || post.over18) return null;
    const at = this.clock.now();
    await insertPosts(this.db, [post], at);
    if (post.numComments === 0) return { post, comments: [], repliesRead: true };
    const comments = await this.fetchComments(postId, post.subreddit);
    return { post, comments: comments ?? [], repliesRead: comments !== null };
  }

  /** The thread's comments at every depth, stored; null when the archive cannot give them now (the post still gets analysed). */
  private async fetchComments(postId: string, subreddit: string) {
    try {
      const comments = await threadComments(this.client, postId, INTERACTIVE_CALL);
      await insertComments(this.db, subreddit.toLowerCase(), comments, this.clock.now());
      return comments;
    } catch (err) {
      if (err instanceof ArchiveUnavailableError || err instanceof ArchiveResponseError) return null;
      throw err;
    }
  }

  /**
   * Communities whose names start with `prefix`, with their about data, for search; NSFW ones left
   * out. One short attempt: search must answer even when the archive does not.
   */
  async searchSubreddits(prefix: string, limit = 10): Promise<SubredditInfo[]> {
    const clean = prefix.toLowerCase().replace(/[^a-z0-9_]/g, '');
    if (clean.length < 2) return [];
    const found = await this.client.get('subreddits/search', { subreddit_prefix: clean, limit, over18: 'false' }, INTERACTIVE_CALL);
    const year = this.clock.now().getUTCFullYear();
    return found.map((raw) => mapArchivedSubreddit(raw, year)).filter((s): s is SubredditInfo => !!s && !s.over18);
  }
}
