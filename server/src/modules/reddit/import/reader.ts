import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { chooseZstdDecoder, createZstdStream, zstdWindowSize, ZstdUnsupportedError, type ZstdDecoder, type ZstdOptions } from './zstd';

/** How a dump file is stored. Decided by its first bytes; the extension is checked against them. */
export type DumpFormat = 'plain' | 'gzip' | 'zstd';

/** A file that cannot be read as a dump at all (missing, a directory, another format, corrupt). */
export class DumpReadError extends Error {}

export interface DumpLine {
  /** 1-based line number in the (decompressed) file. */
  no: number;
  /** The line without its line ending; null when it was longer than maxLineBytes (and was skipped). */
  text: string | null;
}

export interface OpenDumpOptions {
  zstd?: ZstdOptions;
  /** Longer lines are reported (text null) and skipped without being held in memory. Default 16 MiB. */
  maxLineBytes?: number;
  /** Read size. Default 1 MiB. */
  chunkBytes?: number;
}

export interface OpenedDump {
  file: string;
  format: DumpFormat;
  /** Which zstd decoder reads it (zstd files only). */
  decoder: ZstdDecoder | null;
  /** Size on disk. */
  size: number;
  /** Bytes of the file read so far (for a percentage). */
  bytesRead(): number;
  lines: AsyncGenerator<DumpLine>;
}

const OTHER_FORMATS: Array<{ magic: number[]; name: string }> = [
  { magic: [0x42, 0x5a, 0x68], name: 'bzip2' },
  { magic: [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], name: 'xz' },
  { magic: [0x50, 0x4b, 0x03, 0x04], name: 'zip' },
  { magic: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], name: '7z' },
  { magic: [0x04, 0x22, 0x4d, 0x18], name: 'lz4' },
];

/** The format the first bytes show, or the name of a format we do not read. */
export function sniffFormat(head: Uint8Array): DumpFormat | { unsupported: string } {
  if (head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b) return 'gzip';
  if (head.length >= 4) {
    const magic = (head[0] | (head[1] << 8) | (head[2] << 16) | (head[3] << 24)) >>> 0;
    if (magic === 0xfd2fb528 || (magic & 0xfffffff0) === 0x184d2a50) return 'zstd';
  }
  for (const other of OTHER_FORMATS) {
    if (head.length >= other.magic.length && other.magic.every((b, i) => head[i] === b)) return { unsupported: other.name };
  }
  return 'plain';
}

/** The format a file name suggests: `.gz`/`.gzip` gzip, `.zst`/`.zstd` zstd, anything else plain. */
export function formatFromName(file: string): DumpFormat {
  const ext = path.extname(file).toLowerCase();
  if (ext === '.gz' || ext === '.gzip') return 'gzip';
  if (ext === '.zst' || ext === '.zstd') return 'zstd';
  return 'plain';
}

/**
 * Opens an NDJSON dump (plain, gzip or zstd) and yields its lines one at a time, streaming:
 * memory stays at a few read chunks plus the longest line, whatever the file's size.
 * Throws DumpReadError for a missing file or an unreadable format; a corrupt compressed stream
 * surfaces as a DumpReadError from the line iterator, at the point it is found.
 */
export async function openDump(file: string, opts: OpenDumpOptions = {}): Promise<OpenedDump> {
  let size: number;
  try {
    const st = await stat(file);
    if (st.isDirectory()) throw new DumpReadError(`${file} is a directory, not a dump file`);
    size = st.size;
  } catch (err) {
    if (err instanceof DumpReadError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new DumpReadError(`${file}: no such file`);
    if (code === 'EACCES') throw new DumpReadError(`${file}: permission denied`);
    throw new DumpReadError(`${file}: cannot be read (${messageOf(err)})`);
  }

  const head = await readHead(file, 64);
  const sniffed = sniffFormat(head);
  if (typeof sniffed !== 'string') {
    throw new DumpReadError(
      `${file} is ${sniffed.unsupported}-compressed; only plain, gzip (.gz) and zstd (.zst) NDJSON are read. Decompress it first.`,
    );
  }
  const named = formatFromName(file);
  if (named !== 'plain' && sniffed !== named && size > 0) {
    throw new DumpReadError(
      `${file} is named like a ${named} file but does not start with the ${named} magic bytes: not a ${named} file, or damaged`,
    );
  }
  const format = sniffed;

  let decoder: ZstdDecoder | null = null;
  let zstdCommand: string | null = null;
  if (format === 'zstd') {
    try {
      ({ decoder, command: zstdCommand } = chooseZstdDecoder(zstdWindowSize(head), opts.zstd));
    } catch (err) {
      if (err instanceof ZstdUnsupportedError) throw new DumpReadError(`${file} cannot be decompressed here: ${err.message}`);
      throw err;
    }
  }

  const source = createReadStream(file, { highWaterMark: opts.chunkBytes ?? 1024 * 1024 });
  let stream: Readable = source;
  if (format === 'gzip') stream = pipeline(source, zlib.createGunzip(), () => undefined);
  else if (format === 'zstd') stream = pipeline(source, createZstdStream(decoder!, zstdCommand), () => undefined);

  return {
    file,
    format,
    decoder,
    size,
    bytesRead: () => source.bytesRead,
    lines: splitLines(stream, file, format, opts.maxLineBytes ?? 16 * 1024 * 1024),
  };
}

async function readHead(file: string, n: number): Promise<Buffer> {
  const handle = await open(file, 'r').catch((err: Error) => {
    throw new DumpReadError(`${file}: cannot be read (${err.message})`);
  });
  try {
    const buf = Buffer.alloc(n);
    const { bytesRead } = await handle.read(buf, 0, n, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const LF = 0x0a;

/** Splits a byte stream on LF (safe on UTF-8: LF never occurs inside a multi-byte character). */
async function* splitLines(stream: Readable, file: string, format: DumpFormat, maxLineBytes: number): AsyncGenerator<DumpLine> {
  let parts: Buffer[] = [];
  let partBytes = 0;
  let tooLong = false;
  let no = 0;
  const take = (tail: Buffer): DumpLine => {
    no++;
    if (tooLong || partBytes + tail.length > maxLineBytes) {
      parts = [];
      partBytes = 0;
      tooLong = false;
      return { no, text: null };
    }
    const bytes = parts.length === 0 ? tail : Buffer.concat([...parts, tail]);
    parts = [];
    partBytes = 0;
    let end = bytes.length;
    if (end > 0 && bytes[end - 1] === 0x0d) end--; // CRLF
    let start = 0;
    if (no === 1 && end >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3; // BOM
    return { no, text: bytes.toString('utf8', start, end) };
  };

  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      let from = 0;
      for (;;) {
        const lf = chunk.indexOf(LF, from);
        if (lf === -1) {
          const rest = chunk.length - from;
          if (rest > 0 && !tooLong) {
            if (partBytes + rest > maxLineBytes) {
              tooLong = true;
              parts = [];
              partBytes = 0;
            } else {
              // Copy: keeping a view would pin the whole read chunk for one short tail.
              parts.push(Buffer.from(chunk.subarray(from)));
              partBytes += rest;
            }
          }
          break;
        }
        yield take(chunk.subarray(from, lf));
        from = lf + 1;
      }
    }
  } catch (err) {
    const what = format === 'plain' ? 'read failed' : `${format} data is corrupt or truncated`;
    throw new DumpReadError(`${file}: ${what} after line ${no} (${messageOf(err)})`);
  } finally {
    stream.destroy();
  }
  if (partBytes > 0 || tooLong) yield take(Buffer.alloc(0));
}

/** An error's message (errors from node:zlib or a child process are not always `instanceof Error` here). */
function messageOf(err: unknown): string {
  const message = (err as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(err);
}
