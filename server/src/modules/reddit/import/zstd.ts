import { spawn } from 'node:child_process';
import { accessSync, constants as fsConstants } from 'node:fs';
import path from 'node:path';
import { Duplex, PassThrough, Transform } from 'node:stream';
import zlib from 'node:zlib';
import { Decompress } from 'fzstd';

/**
 * Zstandard decoding for dumps. Three decoders, picked per file:
 *
 * - `native`: node:zlib's zstd (Node >= 22.15 / 23.8), any window size. Node 20 has none.
 * - `js`: fzstd, pure JavaScript, always available. It keeps a window-sized buffer and copies it
 *   once per 128 KiB block, so it is quick for ordinary files (window <= 8 MiB: every `zstd -1..-19`
 *   file) but slows down as the window grows, and cannot open windows of 2 GiB at all.
 * - `cli`: the `zstd` program, when it is on PATH. Pushshift and Arctic Shift dumps are written
 *   with `zstd --long=31` (a 2 GiB window), which only this or `native` read at a useful speed.
 */
export type ZstdDecoder = 'native' | 'js' | 'cli';

export interface ZstdOptions {
  /** Force one decoder (tests); by default the best available for the file's window size. */
  decoder?: ZstdDecoder;
  /** The zstd program to run for large windows; null: never run one. Default: `zstd` found on PATH. */
  command?: string | null;
}

/** Windows up to this size go to fzstd when nothing native is there (every compression level's default). */
export const JS_FAST_WINDOW = 8 * 1024 * 1024;
/** Beyond this fzstd is too slow to be useful (about 4 MB/s at 128 MiB, 0.5 MB/s at 1 GiB). */
export const JS_MAX_WINDOW = 128 * 1024 * 1024;

const ZSTD_MAGIC = 0xfd2fb528;

/** The window size the first zstd frame declares, from the first bytes of a file; null when unknown. */
export function zstdWindowSize(head: Uint8Array): number | null {
  let at = 0;
  // Skippable frames (magic 0x184D2A50..5F) may come first: size in the next 4 bytes.
  while (at + 8 <= head.length && (readU32(head, at) & 0xfffffff0) === 0x184d2a50) at += 8 + readU32(head, at + 4);
  if (at + 6 > head.length || readU32(head, at) !== ZSTD_MAGIC) return null;
  const descriptor = head[at + 4];
  const singleSegment = (descriptor >> 5) & 1;
  if (!singleSegment) {
    const wd = head[at + 5];
    const exponent = 10 + (wd >> 3);
    const base = 2 ** exponent;
    return base + (base / 8) * (wd & 7);
  }
  // Single segment: the window is the content size, stored after the (optional) dictionary id.
  const fcsFlag = descriptor >> 6;
  const dictBytes = [0, 1, 2, 4][descriptor & 3];
  const fcsBytes = [1, 2, 4, 8][fcsFlag];
  const start = at + 5 + dictBytes;
  if (start + fcsBytes > head.length) return null;
  let size = 0;
  for (let i = fcsBytes - 1; i >= 0; i--) size = size * 256 + head[start + i];
  return fcsBytes === 2 ? size + 256 : size;
}

function readU32(b: Uint8Array, at: number): number {
  return (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24)) >>> 0;
}

type NativeZlib = typeof zlib & {
  createZstdDecompress?: (opts?: { params?: Record<number, number> }) => Transform;
  constants: typeof zlib.constants & { ZSTD_d_windowLogMax?: number };
};

export function nativeZstdAvailable(): boolean {
  return typeof (zlib as NativeZlib).createZstdDecompress === 'function';
}

/** The `zstd` program on PATH, or null. */
export function findZstdCommand(envPath = process.env.PATH ?? ''): string | null {
  for (const dir of envPath.split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, 'zstd');
    try {
      accessSync(candidate, fsConstants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

export class ZstdUnsupportedError extends Error {}

/** Picks the decoder for a file whose first frame declares `windowSize` (null: unknown). */
export function chooseZstdDecoder(windowSize: number | null, opts: ZstdOptions = {}): { decoder: ZstdDecoder; command: string | null } {
  const command = opts.command === undefined ? findZstdCommand() : opts.command;
  if (opts.decoder) {
    if (opts.decoder === 'native' && !nativeZstdAvailable())
      throw new ZstdUnsupportedError('this Node.js has no built-in zstd (Node >= 22.15 has)');
    if (opts.decoder === 'cli' && !command) throw new ZstdUnsupportedError('no zstd program found on PATH');
    return { decoder: opts.decoder, command };
  }
  if (nativeZstdAvailable()) return { decoder: 'native', command };
  const window = windowSize ?? 0;
  if (window <= JS_FAST_WINDOW) return { decoder: 'js', command };
  if (command) return { decoder: 'cli', command };
  if (window <= JS_MAX_WINDOW) return { decoder: 'js', command };
  throw new ZstdUnsupportedError(
    `it was compressed with a ${formatBytes(window)} window (zstd --long), more than the built-in decoder handles (${formatBytes(JS_MAX_WINDOW)}). ` +
      'Install the zstd program (e.g. apt-get install zstd), run on Node.js >= 22.15, or decompress it first: zstd -d --long=31 <file>',
  );
}

/** A Transform that decompresses zstd with the chosen decoder. */
export function createZstdStream(decoder: ZstdDecoder, command: string | null): Duplex {
  if (decoder === 'native') {
    const z = zlib as NativeZlib;
    const windowLogMax = z.constants.ZSTD_d_windowLogMax;
    return z.createZstdDecompress!(windowLogMax === undefined ? {} : { params: { [windowLogMax]: 31 } });
  }
  if (decoder === 'cli') return zstdProgramStream(command ?? 'zstd');
  return fzstdStream();
}

function fzstdStream(): Transform {
  // Output goes to whichever Transform is pushing; set before the first chunk arrives.
  let target: Transform | null = null;
  const decoder = new Decompress((data) => {
    // Copy: the chunk is a view fzstd may reuse.
    if (data.length > 0) target!.push(Buffer.from(data));
  });
  target = new Transform({
    transform(chunk: Buffer, _enc, done) {
      try {
        decoder.push(chunk);
        done();
      } catch (err) {
        done(asZstdError(err));
      }
    },
    flush(done) {
      try {
        decoder.push(new Uint8Array(0), true);
        done();
      } catch (err) {
        done(asZstdError(err));
      }
    },
  });
  return target;
}

function asZstdError(err: unknown): Error {
  const message = (err as { message?: unknown } | null)?.message;
  return new Error(typeof message === 'string' ? message : String(err));
}

/**
 * `zstd -d` as a duplex stream: compressed bytes in, plain bytes out. The output ends only once
 * the program has exited 0; any other exit becomes a stream error, so a truncated file is never
 * taken for a complete one.
 */
function zstdProgramStream(command: string): Duplex {
  const child = spawn(command, ['-d', '-c', '-q', '--long=31'], { stdio: ['pipe', 'pipe', 'pipe'] });
  const out = new PassThrough();
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (s: string) => {
    if (stderr.length < 2000) stderr += s;
  });
  child.stdout.pipe(out, { end: false });
  let settled = false;
  const settle = (err: Error | null) => {
    if (settled) return;
    settled = true;
    if (err) out.destroy(err);
    else out.end();
  };
  child.on('error', (err) => settle(new Error(`could not run ${command}: ${err.message}`)));
  child.on('close', (code, signal) =>
    settle(code === 0 ? null : new Error(`${command} exited with ${code ?? signal}: ${stderr.trim() || 'no message'}`)),
  );
  // The program's stdin closing early (it failed) must not surface as EPIPE: its exit status tells.
  child.stdin.on('error', () => undefined);
  const duplex = Duplex.from({ writable: child.stdin, readable: out });
  // Stop the program when the reader gives up early.
  duplex.on('close', () => {
    if (child.exitCode === null && child.signalCode === null) child.kill();
  });
  return duplex;
}

export function formatBytes(n: number): string {
  if (n >= 1024 ** 3) return `${(n / 1024 ** 3).toFixed(n % 1024 ** 3 === 0 ? 0 : 1)} GiB`;
  if (n >= 1024 ** 2) return `${(n / 1024 ** 2).toFixed(n % 1024 ** 2 === 0 ? 0 : 1)} MiB`;
  if (n >= 1024) return `${(n / 1024).toFixed(n % 1024 === 0 ? 0 : 1)} KiB`;
  return `${n} B`;
}
