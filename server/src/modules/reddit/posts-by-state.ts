import { prepared, readPrepared, type Database, type Queryable } from '../../db/client';

interface StateRow {
  n: number | string;
  changed: string | null;
  finished_at: Date | string | null;
}

const stateStatement = (name: string, finished: string) =>
  prepared(
    name,
    `SELECT count(*) AS n, max(updated_at)::text AS changed, ${finished} AS finished_at
       FROM reddit_posts WHERE subreddit_key = $1 AND source = $2`,
  );
/** The row state of a community's stored posts, per source; the archive's with its fetch's finish time. */
const STATE = {
  archive: stateStatement('posts_state_archive', '(SELECT finished_at FROM reddit_archive_fetches WHERE name_key = $1)'),
  imported: stateStatement('posts_state_imported', 'NULL::timestamptz'),
} as const;

/**
 * A source's stored posts per community as last read, with the state of the community's rows they
 * were read at (decision 044): reading 1,000 posts with their text cost ~35 ms of CPU on PGlite, on
 * every analysis and generation call. Every write of a stored post sets its updated_at, and a
 * removal lowers the count, so the count and the latest updated_at (as text, to the microsecond)
 * say whether the last read still holds, on any instance. The state is read before the posts, so a
 * write racing a read costs one more read, never a stale answer. The same post objects then go to
 * the analyses, whose per-post work is kept by object. A few communities only: posts hold their text.
 */
export class PostsByState<P> {
  private readonly kept = new Map<string, { state: string; limit: number; posts: P[] }>();

  constructor(
    private readonly source: 'archive' | 'imported',
    private readonly max = 16,
  ) {}

  /** The community's row state (null: no posts), and with the archive's, its fetch's finish time (one round trip). */
  async state(db: Queryable | Database, key: string): Promise<{ state: string; finishedAt: Date | string | null } | null> {
    const statement = STATE[this.source];
    // Every analysis and generation call asks this: a named statement, parsed once per instance or
    // connection, run as a statement of its own where the caller holds the Database (decision 078).
    const [row] = await readPrepared<StateRow>(db, statement, [key, this.source]);
    return row && Number(row.n) > 0 ? { state: `${row.n}|${row.changed}`, finishedAt: row.finished_at } : null;
  }

  /** The posts read at `state` with this limit, else `read()`'s, kept. */
  async posts(key: string, state: string, limit: number, read: () => Promise<P[]>): Promise<P[]> {
    const last = this.kept.get(key);
    this.kept.delete(key);
    if (last && last.state === state && last.limit === limit) {
      this.kept.set(key, last);
      return last.posts;
    }
    const posts = await read();
    if (this.kept.size >= this.max) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(key, { state, limit, posts });
    return posts;
  }
}
