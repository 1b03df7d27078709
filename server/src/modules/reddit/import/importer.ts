import type { Database } from '../../../db/client';
import { parseDumpLine, type SkipReason } from './mapper';
import { DumpReadError, openDump, type DumpFormat, type OpenDumpOptions } from './reader';
import { analyzeTables, ImportBatch, writeBatch, type BatchCounts, type UpsertCounts } from './upserter';
import type { ZstdDecoder } from './zstd';

export interface ImportProgress {
  file: string;
  lines: number;
  posts: number;
  comments: number;
  skipped: number;
  malformed: number;
  /** Bytes of the file (compressed, as on disk) read so far, and its size: a percentage. */
  bytesRead: number;
  size: number;
  elapsedMs: number;
  linesPerSecond: number;
}

export interface MalformedLine {
  file: string;
  line: number;
  reason: string;
}

export interface ImportOptions extends OpenDumpOptions {
  /** Posts + comments per transaction. Default 500. */
  batchSize?: number;
  onProgress?: (p: ImportProgress) => void;
  /** Minimum time between two onProgress calls. Default 1000 ms. */
  progressIntervalMs?: number;
  onMalformed?: (m: MalformedLine) => void;
  /** Stops after the batch in progress (already written batches stay). */
  signal?: AbortSignal;
  /** Clock for progress and rates (tests). */
  now?: () => number;
}

export interface ImportStats {
  file: string;
  format: DumpFormat;
  decoder: ZstdDecoder | null;
  size: number;
  lines: number;
  emptyLines: number;
  /** Submission and comment lines accepted (a record repeated in the file counts each time). */
  posts: number;
  comments: number;
  skipped: Record<SkipReason, number> & { total: number };
  malformed: number;
  written: BatchCounts;
  /** Distinct subreddits with a post or comment in the file. */
  subreddits: number;
  elapsedMs: number;
  linesPerSecond: number;
  /** Stopped by the signal before the end of the file. */
  aborted: boolean;
}

/** Thrown when a file cannot be read, or turns out unreadable part-way; `stats` has what was imported. */
export class DumpImportError extends Error {
  constructor(
    message: string,
    readonly stats: ImportStats | null,
  ) {
    super(message);
  }
}

/** NSFW post ids remembered so that their comments are skipped too; bounded to keep memory flat. */
const MAX_REMEMBERED_NSFW = 500_000;

const zero = (): UpsertCounts => ({ inserted: 0, updated: 0, unchanged: 0 });
const add = (a: UpsertCounts, b: UpsertCounts) => {
  a.inserted += b.inserted;
  a.updated += b.updated;
  a.unchanged += b.unchanged;
};

/**
 * Streams one dump file into the database: parse each line, collect up to batchSize records,
 * write them in one transaction, repeat. Malformed lines are reported (onMalformed) and skipped;
 * the file is imported to the end regardless. A file that cannot be opened, whose compressed data
 * breaks part-way, or none of whose lines is a submission or comment throws DumpImportError.
 */
export async function importDump(db: Database, file: string, opts: ImportOptions = {}): Promise<ImportStats> {
  const now = opts.now ?? Date.now;
  const batchSize = Math.max(1, opts.batchSize ?? 500);
  const interval = opts.progressIntervalMs ?? 1000;
  const started = now();

  let dump;
  try {
    dump = await openDump(file, opts);
  } catch (err) {
    if (err instanceof DumpReadError) throw new DumpImportError(err.message, null);
    throw err;
  }

  const stats: ImportStats = {
    file,
    format: dump.format,
    decoder: dump.decoder,
    size: dump.size,
    lines: 0,
    emptyLines: 0,
    posts: 0,
    comments: 0,
    skipped: { nsfw: 0, removed: 0, profile: 0, total: 0 },
    malformed: 0,
    written: { posts: zero(), comments: zero(), subreddits: zero() },
    subreddits: 0,
    elapsedMs: 0,
    linesPerSecond: 0,
    aborted: false,
  };
  const seenSubreddits = new Set<string>();
  const nsfwPosts = new Set<string>();
  const batch = new ImportBatch();
  let lastProgress = started;
  let batches = 0;
  let nextAnalyze = 1;

  const timing = () => {
    stats.elapsedMs = Math.max(0, now() - started);
    stats.linesPerSecond = stats.elapsedMs > 0 ? Math.round((stats.lines * 1000) / stats.elapsedMs) : stats.lines;
  };
  const progress = () => {
    timing();
    opts.onProgress?.({
      file,
      lines: stats.lines,
      posts: stats.posts,
      comments: stats.comments,
      skipped: stats.skipped.total,
      malformed: stats.malformed,
      bytesRead: dump.bytesRead(),
      size: dump.size,
      elapsedMs: stats.elapsedMs,
      linesPerSecond: stats.linesPerSecond,
    });
  };
  const flush = async () => {
    if (batch.size === 0 && batch.subreddits.size === 0) return;
    const written = await writeBatch(db, batch);
    add(stats.written.posts, written.posts);
    add(stats.written.comments, written.comments);
    add(stats.written.subreddits, written.subreddits);
    batch.clear();
    batches++;
    // Statistics after batches 1, 8, 64, 512, …: a handful of ANALYZEs however large the file.
    if (batches === nextAnalyze) {
      nextAnalyze *= 8;
      await analyzeTables(db);
    }
  };
  const malformed = (line: number, reason: string) => {
    stats.malformed++;
    opts.onMalformed?.({ file, line, reason });
  };

  try {
    for await (const line of dump.lines) {
      stats.lines = line.no;
      if (line.text === null) {
        malformed(line.no, 'line too long');
      } else {
        const parsed = parseDumpLine(line.text);
        switch (parsed.kind) {
          case 'empty':
            stats.emptyLines++;
            break;
          case 'malformed':
            malformed(line.no, parsed.reason);
            break;
          case 'skip':
            stats.skipped[parsed.reason]++;
            stats.skipped.total++;
            if (parsed.reason === 'nsfw' && parsed.postId && nsfwPosts.size < MAX_REMEMBERED_NSFW) nsfwPosts.add(parsed.postId);
            break;
          case 'post':
            stats.posts++;
            seenSubreddits.add(parsed.post.subreddit.toLowerCase());
            batch.addPost(parsed.post);
            break;
          case 'comment':
            if (nsfwPosts.has(parsed.comment.postId)) {
              stats.skipped.nsfw++;
              stats.skipped.total++;
              break;
            }
            stats.comments++;
            if (parsed.comment.subreddit) seenSubreddits.add(parsed.comment.subreddit.toLowerCase());
            batch.addComment(parsed.comment);
            break;
        }
      }
      if (batch.size >= batchSize) await flush();
      if ((line.no & 63) === 0 && now() - lastProgress >= interval) {
        lastProgress = now();
        progress();
      }
      if (opts.signal?.aborted) {
        stats.aborted = true;
        break;
      }
    }
    await flush();
  } catch (err) {
    stats.subreddits = seenSubreddits.size;
    timing();
    if (err instanceof DumpReadError) {
      // Write what was read before the damage: those lines were fine.
      await flush();
      throw new DumpImportError(err.message, stats);
    }
    throw err;
  }

  stats.subreddits = seenSubreddits.size;
  timing();
  const records = stats.posts + stats.comments + stats.skipped.total;
  if (records === 0 && stats.malformed > 0 && !stats.aborted) {
    throw new DumpImportError(
      `${file}: none of its ${stats.lines.toLocaleString('en-US')} lines is a Reddit submission or comment ` +
        `(${stats.malformed.toLocaleString('en-US')} malformed): expected NDJSON as in Pushshift / Arctic Shift dumps, one JSON object per line`,
      stats,
    );
  }
  return stats;
}
