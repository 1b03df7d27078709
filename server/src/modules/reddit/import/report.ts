import type { ImportProgress, ImportStats, MalformedLine } from './importer';
import { formatBytes } from './zstd';

/** The import's stderr lines: progress, malformed lines, the summary. */

const n = (v: number) => v.toLocaleString('en-US');

export function formatProgress(p: ImportProgress): string {
  const pct = p.size > 0 ? ` ${Math.min(100, Math.floor((p.bytesRead * 100) / p.size))}%` : '';
  return (
    `import:${pct} ${n(p.lines)} lines, ${n(p.posts)} posts, ${n(p.comments)} comments, ` +
    `${n(p.skipped)} skipped, ${n(p.malformed)} malformed (${n(p.linesPerSecond)} lines/s)`
  );
}

export function formatMalformed(m: MalformedLine, withFile: boolean): string {
  return `${withFile ? `${m.file} ` : ''}line ${m.line}: ${m.reason}`;
}

/** The summary of one file; `failed` when it broke off (what it had read was still written). */
export function formatSummary(s: ImportStats, failed = false): string {
  const how = s.format === 'plain' ? 'plain' : s.decoder ? `${s.format}, ${s.decoder} decoder` : s.format;
  const w = s.written;
  const skipped =
    s.skipped.total === 0
      ? '0 skipped'
      : `${n(s.skipped.total)} skipped (${[
          s.skipped.nsfw && `${n(s.skipped.nsfw)} NSFW`,
          s.skipped.removed && `${n(s.skipped.removed)} deleted/removed comments`,
          s.skipped.profile && `${n(s.skipped.profile)} user-profile posts`,
        ]
          .filter(Boolean)
          .join(', ')})`;
  return [
    `import: ${failed ? 'read before failing:' : s.aborted ? 'STOPPED' : 'done'} ${s.file} (${how}, ${formatBytes(s.size)}) in ${(s.elapsedMs / 1000).toFixed(1)} s, ${n(s.linesPerSecond)} lines/s`,
    `  lines ${n(s.lines)}: ${n(s.posts)} posts, ${n(s.comments)} comments, ${skipped}, ${n(s.malformed)} malformed, ${n(s.emptyLines)} empty`,
    `  posts: ${n(w.posts.inserted)} new, ${n(w.posts.updated)} updated, ${n(w.posts.unchanged)} unchanged`,
    `  comments: ${n(w.comments.inserted)} new, ${n(w.comments.updated)} updated, ${n(w.comments.unchanged)} unchanged`,
    `  subreddits: ${n(s.subreddits)} seen, ${n(w.subreddits.inserted)} new, ${n(w.subreddits.updated)} updated`,
  ].join('\n');
}
