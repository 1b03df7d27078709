import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Database } from '../../server/src/db/client';
import {
  DumpImportError,
  findZstdCommand,
  importDump,
  type ImportProgress,
  type MalformedLine,
} from '../../server/src/modules/reddit/import';
import { contentOf, POPULAR, snapshotTables, THREAD, THREAD_LONG31 } from './import-support';
import { openTestDatabase } from '../support/test-database';

// The import into a real database: PGlite in memory, or PostgreSQL with TEST_DATABASE_URL.

let db: Database;
let closeDb: () => Promise<void>;
let tmp: string;

// One database for the file (opening one is slow); every test starts from empty tables.
beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'ss-import-dump-'));
  ({ db, close: closeDb } = await openTestDatabase({ migrate: true, poolSize: 3 }));
}, 120_000);
afterAll(async () => {
  await closeDb();
  rmSync(tmp, { recursive: true, force: true });
});
const empty = () => db.exec('TRUNCATE reddit_posts, reddit_comments, reddit_subreddits');
beforeEach(empty);

const tmpFile = (name: string, lines: unknown[]) => {
  const file = path.join(tmp, name);
  writeFileSync(file, lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n') + '\n');
  return file;
};
const fixtureRecords = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((l) => {
      try {
        const o = JSON.parse(l);
        return o && typeof o === 'object' && typeof o.id === 'string' && o.created_utc !== undefined ? [o] : [];
      } catch {
        return [];
      }
    });
const count = async (sql: string, params: unknown[] = []) => Number((await db.query<{ n: string | number }>(sql, params))[0].n);

describe('importing the /r/popular fixture', () => {
  it('imports the 100 posts, skips the 2 NSFW ones and reports the 5 malformed lines by number', async () => {
    const malformed: MalformedLine[] = [];
    const stats = await importDump(db, POPULAR, { onMalformed: (m) => malformed.push(m) });

    expect(malformed).toEqual([
      { file: POPULAR, line: 17, reason: 'not valid JSON' },
      { file: POPULAR, line: 33, reason: 'missing created_utc' },
      { file: POPULAR, line: 50, reason: 'title is not a string' },
      { file: POPULAR, line: 64, reason: 'not a JSON object (an array)' },
      { file: POPULAR, line: 91, reason: 'id is not a string' },
    ]);
    expect(stats).toMatchObject({
      format: 'plain',
      lines: 108,
      emptyLines: 1,
      posts: 100,
      comments: 0,
      skipped: { nsfw: 2, removed: 0, profile: 0, total: 2 },
      malformed: 5,
      subreddits: 96,
      aborted: false,
      written: {
        posts: { inserted: 100, updated: 0, unchanged: 0 },
        comments: { inserted: 0, updated: 0, unchanged: 0 },
        subreddits: { inserted: 96, updated: 0, unchanged: 0 },
      },
    });

    expect(await count(`SELECT count(*) AS n FROM reddit_posts WHERE source = 'imported'`)).toBe(100);
    expect(await count(`SELECT count(*) AS n FROM reddit_posts WHERE id IN ('nsfw001', 'nsfw002', 'nocreated', 'badtitle')`)).toBe(0);
    // Lines after each malformed one were imported: the import went on.
    const after = fixtureRecords(POPULAR).filter((o) => !o.over_18 && o.id !== 'nocreated' && typeof o.title === 'string');
    expect(after).toHaveLength(100);
    const ids = (await db.query<{ id: string }>('SELECT id FROM reddit_posts ORDER BY id')).map((r) => r.id);
    expect(ids).toEqual(after.map((o) => o.id).sort());
  });

  it('stores every field of a post as the model has it', async () => {
    await importDump(db, POPULAR);
    const [row] = await db.query(`SELECT * FROM reddit_posts WHERE id = '1skdnbn'`);
    expect(row).toMatchObject({
      id: '1skdnbn',
      subreddit_key: 'favoritecharacter',
      subreddit: 'FavoriteCharacter',
      created_utc: 1776092907,
      score: 2576,
      flair: 'Discussion',
      over18: false,
      source: 'imported',
    });
    // Self text with its markdown intact (a real r/baseball self post).
    const [self] = await db.query<{ selftext: string; is_self: boolean; post_hint: string | null }>(
      `SELECT selftext, is_self, post_hint FROM reddit_posts WHERE id = '1skh9xm'`,
    );
    expect(self.is_self).toBe(true);
    expect(self.selftext).toBe(fixtureRecords(POPULAR).find((o) => o.id === '1skh9xm').selftext);
    expect(self.selftext).toHaveLength(1143);
  });

  it('creates a subreddit row per subreddit: casing, subscribers from the newest post and its year', async () => {
    await importDump(db, POPULAR);
    expect(await count(`SELECT count(*) AS n FROM reddit_subreddits WHERE source = 'imported'`)).toBe(96);
    const rows = await db.query(
      `SELECT name_key, name, subscribers, subscribers_year, source FROM reddit_subreddits WHERE name_key IN ('technology', 'blursed_videos') ORDER BY name_key`,
    );
    expect(rows).toEqual([
      { name_key: 'blursed_videos', name: 'blursed_videos', subscribers: 549525, subscribers_year: 2026, source: 'imported' },
      { name_key: 'technology', name: 'technology', subscribers: 20234320, subscribers_year: 2026, source: 'imported' },
    ]);
  });

  it('is idempotent: a second run writes nothing, and every row (updated_at included) stays as it was', async () => {
    await importDump(db, POPULAR);
    const before = await snapshotTables(db);
    const again = await importDump(db, POPULAR);
    expect(again.written).toEqual({
      posts: { inserted: 0, updated: 0, unchanged: 100 },
      comments: { inserted: 0, updated: 0, unchanged: 0 },
      subreddits: { inserted: 0, updated: 0, unchanged: 96 },
    });
    expect(await snapshotTables(db)).toEqual(before);
  });

  it('rewrites a post only when one of its values changed (a later dump with a new score)', async () => {
    await importDump(db, POPULAR);
    const before = await snapshotTables(db);
    const [original] = fixtureRecords(POPULAR).filter((o) => o.id === '1skdnbn');
    const later = tmpFile('later.ndjson', [{ ...original, score: 9999, num_comments: 1234 }]);
    const stats = await importDump(db, later);
    expect(stats.written.posts).toEqual({ inserted: 0, updated: 1, unchanged: 0 });
    const after = await snapshotTables(db);
    const changed = after.posts.filter((row, i) => JSON.stringify(row) !== JSON.stringify(before.posts[i]));
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({ id: '1skdnbn', score: 9999, num_comments: 1234 });
    expect((changed[0].updated_at as Date).getTime()).toBeGreaterThan(
      (before.posts.find((p) => p.id === '1skdnbn')!.updated_at as Date).getTime(),
    );
    expect(after.subreddits).toEqual(before.subreddits);
  });

  it('keeps stored self text when a later dump has it deleted or removed', async () => {
    await importDump(db, POPULAR);
    const [original] = fixtureRecords(POPULAR).filter((o) => o.id === '1skh9xm');
    await importDump(db, tmpFile('removed.ndjson', [{ ...original, selftext: '[removed]', score: original.score + 1 }]));
    const [row] = await db.query<{ selftext: string; score: number }>(`SELECT selftext, score FROM reddit_posts WHERE id = '1skh9xm'`);
    expect(row).toEqual({ selftext: original.selftext, score: original.score + 1 });
  });

  it('.gz and .zst give exactly the same tables as the plain file', async () => {
    await importDump(db, POPULAR);
    const plain = await contentOf(db);
    for (const variant of [`${POPULAR}.gz`, `${POPULAR}.zst`]) {
      await empty();
      const stats = await importDump(db, variant);
      expect(stats).toMatchObject({
        format: variant.endsWith('.gz') ? 'gzip' : 'zstd',
        lines: 108,
        posts: 100,
        malformed: 5,
        skipped: { nsfw: 2 },
      });
      expect(await contentOf(db)).toEqual(plain);
    }
  });

  it('gives the same tables whatever the batch size (batches of 7 cross every record kind)', async () => {
    await importDump(db, POPULAR);
    await importDump(db, THREAD);
    const reference = await contentOf(db);
    await empty();
    await importDump(db, POPULAR, { batchSize: 7 });
    const stats = await importDump(db, THREAD, { batchSize: 7 });
    expect(stats.written.comments.inserted).toBe(465);
    expect(await contentOf(db)).toEqual(reference);
  });

  it('reports progress with counts and a rate, no more often than asked', async () => {
    let clock = 0;
    const seen: ImportProgress[] = [];
    // The clock is read every 64 lines and moves 40 ms a read: with a 100 ms interval, a report
    // every few reads, never two within 100 ms.
    await importDump(db, THREAD, { now: () => (clock += 40), progressIntervalMs: 100, onProgress: (p) => seen.push(p) });
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen.length).toBeLessThan(473 / 64);
    const last = seen[seen.length - 1];
    expect(last).toMatchObject({ file: THREAD, size: readFileSync(THREAD).length });
    expect(last.lines).toBeGreaterThan(0);
    expect(last.linesPerSecond).toBe(Math.round((last.lines * 1000) / last.elapsedMs));
    for (let i = 1; i < seen.length; i++) {
      expect(seen[i].lines).toBeGreaterThan(seen[i - 1].lines);
      expect(seen[i].elapsedMs - seen[i - 1].elapsedMs).toBeGreaterThanOrEqual(100);
    }
  });
});

describe('importing the 3hahrw thread (post and comments)', () => {
  it('links the 465 comments to their post and skips the 7 deleted/removed ones', async () => {
    const stats = await importDump(db, THREAD);
    expect(stats).toMatchObject({ lines: 473, posts: 1, comments: 465, skipped: { removed: 7, total: 7 }, malformed: 0, subreddits: 1 });
    expect(stats.written.comments).toEqual({ inserted: 465, updated: 0, unchanged: 0 });
    expect(await count(`SELECT count(*) AS n FROM reddit_comments WHERE post_id = '3hahrw' AND source = 'imported'`)).toBe(465);
    expect(await count(`SELECT count(*) AS n FROM reddit_comments c LEFT JOIN reddit_posts p ON p.id = c.post_id WHERE p.id IS NULL`)).toBe(
      0,
    );
    expect(await count(`SELECT count(*) AS n FROM reddit_comments WHERE body IN ('[deleted]', '[removed]')`)).toBe(0);
    const again = await importDump(db, THREAD);
    expect(again.written.comments).toEqual({ inserted: 0, updated: 0, unchanged: 465 });
  });

  it('stores comments that arrive before their post (comment and submission dumps are separate files)', async () => {
    const [post, ...comments] = readFileSync(THREAD, 'utf8').trim().split('\n');
    await importDump(db, tmpFile('comments-first.ndjson', comments));
    expect(await count(`SELECT count(*) AS n FROM reddit_comments`)).toBe(465);
    await importDump(db, tmpFile('post-later.ndjson', [post]));
    expect(await count(`SELECT count(*) AS n FROM reddit_comments c JOIN reddit_posts p ON p.id = c.post_id`)).toBe(465);
  });

  it('skips the comments of an NSFW post skipped in the same file', async () => {
    const [post, ...comments] = readFileSync(THREAD, 'utf8').trim().split('\n');
    const nsfwPost = { ...JSON.parse(post), over_18: true };
    const stats = await importDump(db, tmpFile('nsfw-thread.ndjson', [nsfwPost, ...comments.slice(0, 20)]));
    const removed = comments.slice(0, 20).filter((c) => /"body":"\[(deleted|removed)\]"/.test(c)).length;
    expect(stats.skipped.nsfw).toBe(1 + 20 - removed);
    expect(stats.comments).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM reddit_comments`)).toBe(0);
  });

  // Needs Debian's zstd program (CI installs it); where it is absent these cases are not registered.
  const withZstdProgram = findZstdCommand() ? it : ((() => undefined) as unknown as typeof it);
  withZstdProgram('imports a zstd --long=31 dump (2 GiB window) through the zstd program, same as plain', async () => {
    await importDump(db, THREAD);
    const plain = await contentOf(db);
    await empty();
    const stats = await importDump(db, THREAD_LONG31);
    expect(stats.decoder).toBe('cli');
    expect(await contentOf(db)).toEqual(plain);
  });
});

describe('subscriber counts, live rows, duplicates and failures', () => {
  const [techNewest] = fixtureRecords(POPULAR).filter((o) => o.id === '1skg0ai'); // r/technology, the newer of its two posts

  it('an older dump does not roll back the subscriber count; a newer one moves it and its year', async () => {
    await importDump(db, POPULAR);
    const older = { ...techNewest, id: 'old1', created_utc: 1577836800, subreddit_subscribers: 14000000 }; // 2020-01-01
    await importDump(db, tmpFile('older.ndjson', [older]));
    const subs = () => db.query(`SELECT subscribers, subscribers_year FROM reddit_subreddits WHERE name_key = 'technology'`);
    expect(await subs()).toEqual([{ subscribers: 20234320, subscribers_year: 2026 }]);
    const newer = { ...techNewest, id: 'new1', created_utc: 1798761600, subreddit_subscribers: 21000000 }; // 2027-01-01
    const stats = await importDump(db, tmpFile('newer.ndjson', [newer]));
    expect(stats.written.subreddits).toEqual({ inserted: 0, updated: 1, unchanged: 0 });
    expect(await subs()).toEqual([{ subscribers: 21000000, subscribers_year: 2027 }]);
  });

  it('a newer post that records 0 subscribers (not collected) never erases the known count', async () => {
    await importDump(db, POPULAR);
    const zero = { ...techNewest, id: 'zero1', created_utc: 1798761600, subreddit_subscribers: 0 }; // 2027-01-01, newest of all
    await importDump(db, tmpFile('zero.ndjson', [zero]));
    expect(await db.query(`SELECT subscribers, subscribers_year FROM reddit_subreddits WHERE name_key = 'technology'`)).toEqual([
      { subscribers: 20234320, subscribers_year: 2026 },
    ]);
  });

  it('leaves rows of the live source alone', async () => {
    await db.query(
      `INSERT INTO reddit_posts (id, subreddit_key, subreddit, title, created_utc, score, source) VALUES ('1skg0ai', 'technology', 'technology', 'live title', 1776097798, 1, 'live')`,
    );
    await db.query(
      `INSERT INTO reddit_subreddits (name_key, name, subscribers, subscribers_year, source) VALUES ('technology', 'technology', 5, 2026, 'live')`,
    );
    const stats = await importDump(db, POPULAR);
    expect(stats.written.posts).toEqual({ inserted: 99, updated: 0, unchanged: 1 });
    expect(await db.query(`SELECT title, score, source FROM reddit_posts WHERE id = '1skg0ai'`)).toEqual([
      { title: 'live title', score: 1, source: 'live' },
    ]);
    expect(await db.query(`SELECT subscribers, source FROM reddit_subreddits WHERE name_key = 'technology'`)).toEqual([
      { subscribers: 5, source: 'live' },
    ]);
  });

  it('a record repeated in one file: the later line wins', async () => {
    const first = { ...techNewest, score: 1 };
    const second = { ...techNewest, score: 2 };
    const stats = await importDump(db, tmpFile('dupes.ndjson', [first, second]));
    expect(stats.posts).toBe(2);
    expect(stats.written.posts).toEqual({ inserted: 1, updated: 0, unchanged: 0 });
    expect(await db.query(`SELECT score FROM reddit_posts`)).toEqual([{ score: 2 }]);
  });

  it('a file none of whose lines is a submission or comment fails, with what it read', async () => {
    const csv = path.join(tmp, 'marketing.csv');
    writeFileSync(csv, 'created_utc,score,domain,id,title\n1371237018.0,10,self.marketing,1gcu20,Hello\n');
    const err = await importDump(db, csv).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DumpImportError);
    expect((err as DumpImportError).message).toBe(
      `${csv}: none of its 2 lines is a Reddit submission or comment (2 malformed): expected NDJSON as in Pushshift / Arctic Shift dumps, one JSON object per line`,
    );
    expect((err as DumpImportError).stats).toMatchObject({ lines: 2, malformed: 2 });
  });

  it('a missing file fails before anything is written', async () => {
    const err = await importDump(db, path.join(tmp, 'nope.ndjson')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DumpImportError);
    expect((err as DumpImportError).stats).toBeNull();
    expect((err as Error).message).toMatch(/nope\.ndjson: no such file$/);
  });

  it('a gzip file cut short: the lines before the damage are imported, then it fails saying where', async () => {
    const gz = zlib.gzipSync(readFileSync(THREAD));
    const cut = path.join(tmp, 'cut-thread.ndjson.gz');
    writeFileSync(cut, gz.subarray(0, Math.floor(gz.length / 2)));
    const err = (await importDump(db, cut, { batchSize: 50 }).catch((e: unknown) => e)) as DumpImportError;
    expect(err).toBeInstanceOf(DumpImportError);
    expect(err.message).toMatch(/cut-thread\.ndjson\.gz: gzip data is corrupt or truncated after line \d+/);
    const stored = await count(`SELECT count(*) AS n FROM reddit_comments`);
    expect(stored).toBe(err.stats!.comments);
    expect(stored).toBeGreaterThan(100);
  });

  it('stops after the batch in progress when aborted, keeping what was written', async () => {
    const controller = new AbortController();
    // Progress is looked at every 64 lines; the first report interrupts (as Ctrl-C would).
    const stats = await importDump(db, THREAD, {
      batchSize: 10,
      signal: controller.signal,
      progressIntervalMs: 0,
      onProgress: () => controller.abort(),
    });
    expect(stats.aborted).toBe(true);
    expect(stats.lines).toBe(64);
    // 1 post + 63 lines of comments, some deleted: all written, the last partial batch included.
    expect(await count(`SELECT count(*) AS n FROM reddit_posts`)).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM reddit_comments`)).toBe(stats.comments);
  });
});
