import type { CommentIdea, GeneratedPost, SavedItem, SavedItemType } from '@subreddit-signal/contract';

/**
 * The saved-ideas export (CSV or plain text, posts or comments): pure builders for the CSV and plain-text
 * reports, so the page only picks a format and downloads. Each idea carries its community and its
 * save and generation times (ISO 8601, UTC: a file read elsewhere must not depend on our zone).
 *
 * CSV follows RFC 4180: fields holding a quote, comma, CR or LF are quoted and their quotes
 * doubled; records end with CRLF. It starts with a UTF-8 byte-order mark so spreadsheets read
 * non-ASCII text as UTF-8. A cell a spreadsheet would run as a formula (starting with = + - @,
 * tab or CR) gets a leading apostrophe, which spreadsheets show as text (OWASP "CSV injection").
 */

export type ExportFormat = 'csv' | 'txt';

export const EXPORT_FORMATS: { value: ExportFormat; label: string }[] = [
  { value: 'csv', label: 'CSV' },
  { value: 'txt', label: 'Plain text (.txt)' },
];

/** The export file names: saved_posts.csv, saved_comments.csv, saved_posts.txt, saved_comments.txt. */
export function exportFileName(type: SavedItemType, format: ExportFormat): string {
  return `saved_${type === 'post' ? 'posts' : 'comments'}.${format}`;
}

/**
 * Where and when an exported idea comes from (decision 037): its community and its save and
 * generation times (ISO 8601). Unknown for ideas saved before these were recorded.
 */
export interface ItemContext {
  subreddit?: string | null;
  savedAt?: string | null;
  generatedAt?: string | null;
}
export type ExportPost = GeneratedPost & ItemContext;
export type ExportComment = CommentIdea & ItemContext;

/**
 * The export columns: the product's exact header names first (lowercase 'flairs' included), then
 * the community and the dates, so a sheet built on the first columns still lines up.
 */
export const CONTEXT_COLUMNS = ['Subreddit', 'Saved At', 'Generated At'] as const;
export const POST_COLUMNS = ['Title', 'Body', 'Call To Action', 'Hashtags', 'flairs', ...CONTEXT_COLUMNS] as const;
export const COMMENT_COLUMNS = ['Title', 'Response', ...CONTEXT_COLUMNS] as const;

/** A saved item's community and dates, as the screen and the exports show them. */
export const savedItemContext = (item: Pick<SavedItem, 'subreddit' | 'createdAt' | 'generatedAt'>): ItemContext => ({
  subreddit: item.subreddit,
  savedAt: item.createdAt,
  generatedAt: item.generatedAt,
});

/** 'coffee' → 'r/coffee'; '' when unknown. */
const communityText = (subreddit: string | null | undefined) => (subreddit ? `r/${subreddit}` : '');

/** An ISO 8601 instant in UTC ('2026-11-26T09:30:00.000Z'), or '' when missing or unreadable. */
export function isoInstant(value: string | null | undefined): string {
  const at = value ? Date.parse(value) : NaN;
  return Number.isFinite(at) ? new Date(at).toISOString() : '';
}

/** The context cells: Subreddit, Saved At, Generated At. */
export function contextRow(item: ItemContext): string[] {
  return [communityText(item.subreddit), isoInstant(item.savedAt), isoInstant(item.generatedAt)];
}

/** The labelled context lines of a plain-text block; unknown ones are left out. */
function contextLines(item: ItemContext): string[] {
  const [subreddit, saved, generated] = contextRow(item);
  return [subreddit ? `Subreddit: ${subreddit}` : '', saved ? `Saved: ${saved}` : '', generated ? `Generated: ${generated}` : ''].filter(
    Boolean,
  );
}

/**
 * Lists (hashtags, flairs) in one cell: joined with a comma and nothing else, as the export columns are
 * specified, so a spreadsheet's "split text to columns" on ',' gives the list back exactly. The cell
 * then holds a comma, so the CSV quotes it and a CSV parser still reads one cell.
 */
export const LIST_SEPARATOR = ',';

export const UTF8_BOM = '\uFEFF';
const CRLF = '\r\n';

/** Characters that make a spreadsheet treat a cell as a formula when they come first. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A leading apostrophe for a cell a spreadsheet would evaluate (`=1+1` → `'=1+1`); others unchanged. */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One RFC 4180 field: quoted (quotes doubled) when it holds a quote, comma, CR or LF. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Rows of cells as RFC 4180 CSV with a BOM: each cell formula-neutralised, then quoted as needed, CRLF after every record. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return UTF8_BOM + rows.map((row) => row.map((cell) => csvField(neutraliseFormula(cell))).join(',') + CRLF).join('');
}

const joinList = (list: readonly string[] | undefined | null) =>
  (list ?? [])
    .map((s) => s.trim())
    .filter(Boolean)
    .join(LIST_SEPARATOR);

/** The content cells of a post: Title, Body, Call To Action, Hashtags, flairs. */
export function postRow(post: GeneratedPost): string[] {
  return [post.title ?? '', post.body ?? '', post.callToAction ?? '', joinList(post.hashTags), joinList(post.flairs)];
}

/** The content cells of a comment: Title, Response. */
export function commentRow(comment: CommentIdea): string[] {
  return [comment.title ?? '', comment.response ?? ''];
}

export function postsCsv(posts: readonly ExportPost[]): string {
  return toCsv([[...POST_COLUMNS], ...posts.map((p) => [...postRow(p), ...contextRow(p)])]);
}

export function commentsCsv(comments: readonly ExportComment[]): string {
  return toCsv([[...COMMENT_COLUMNS], ...comments.map((c) => [...commentRow(c), ...contextRow(c)])]);
}

/** Normalises line ends to LF inside a text block. */
const lines = (text: string) => text.replace(/\r\n?/g, '\n');
const RULE = '-'.repeat(40);

/**
 * Plain-text report of posts: a heading, then per post its number and the labelled fields of
 * the export columns; multi-line fields start on their own line. Blocks are separated by a rule.
 */
export function postsTxt(posts: readonly ExportPost[]): string {
  const blocks = posts.map((post, i) => {
    const [title, body, cta, hashtags, flairs] = postRow(post).map(lines);
    return [
      `Post ${i + 1}`,
      ...contextLines(post),
      `Title: ${title}`,
      `Body:\n${body}`,
      `Call To Action: ${cta}`,
      `Hashtags: ${hashtags}`,
      `Flairs: ${flairs}`,
    ].join('\n');
  });
  return report(`Saved posts (${posts.length})`, blocks);
}

/** Plain-text report of comments: per comment its number, title and response. */
export function commentsTxt(comments: readonly ExportComment[]): string {
  const blocks = comments.map((comment, i) => {
    const [title, response] = commentRow(comment).map(lines);
    return [`Comment ${i + 1}`, ...contextLines(comment), `Title: ${title}`, `Response:\n${response}`].join('\n');
  });
  return report(`Saved comments (${comments.length})`, blocks);
}

function report(heading: string, blocks: string[]): string {
  return `${heading}\n${'='.repeat(heading.length)}\n\n${blocks.join(`\n\n${RULE}\n\n`)}\n`;
}

export interface ExportFile {
  fileName: string;
  content: string;
  mimeType: string;
}

/** The file to download for `items` of one type in `format`. */
export function buildExport(
  input: { type: 'post'; items: readonly ExportPost[] } | { type: 'comment'; items: readonly ExportComment[] },
  format: ExportFormat,
): ExportFile {
  const fileName = exportFileName(input.type, format);
  if (format === 'csv') {
    const content = input.type === 'post' ? postsCsv(input.items) : commentsCsv(input.items);
    return { fileName, content, mimeType: 'text/csv;charset=utf-8' };
  }
  const content = input.type === 'post' ? postsTxt(input.items) : commentsTxt(input.items);
  return { fileName, content, mimeType: 'text/plain;charset=utf-8' };
}
