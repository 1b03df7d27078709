import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  chooseZstdDecoder,
  DumpReadError,
  findZstdCommand,
  nativeZstdAvailable,
  openDump,
  sniffFormat,
  zstdWindowSize,
  type DumpLine,
  type OpenDumpOptions,
} from '../../server/src/modules/reddit/import';
import { POPULAR, THREAD, THREAD_LONG31 } from './import-support';

// Streaming a dump file into numbered lines: plain, gzip, zstd; what is refused and why.

async function readAll(file: string, opts?: OpenDumpOptions): Promise<DumpLine[]> {
  const dump = await openDump(file, opts);
  const lines: DumpLine[] = [];
  for await (const l of dump.lines) lines.push(l);
  return lines;
}

const plainLines = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/\n$/, '')
    .split('\n')
    .map((text, i) => ({ no: i + 1, text }));

let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'ss-import-reader-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const tmpFile = (name: string, content: string | Buffer) => {
  const file = path.join(tmp, name);
  writeFileSync(file, content);
  return file;
};

describe('reading dump files', () => {
  it('numbers the lines of a plain file from 1, as an editor does', async () => {
    const lines = await readAll(POPULAR);
    expect(lines).toHaveLength(108);
    expect(lines).toEqual(plainLines(POPULAR));
    expect(lines[79]).toEqual({ no: 80, text: '' });
  });

  it('reads the .gz and the .zst fixtures to exactly the same lines', async () => {
    const plain = await readAll(POPULAR);
    const gz = await openDump(`${POPULAR}.gz`);
    const zst = await openDump(`${POPULAR}.zst`, { zstd: { decoder: 'js' } });
    expect([gz.format, zst.format, zst.decoder]).toEqual(['gzip', 'zstd', 'js']);
    const collect = async (d: typeof gz) => {
      const out: DumpLine[] = [];
      for await (const l of d.lines) out.push(l);
      return out;
    };
    expect(await collect(gz)).toEqual(plain);
    expect(await collect(zst)).toEqual(plain);
  });

  it('decides the format by the magic bytes: a gzip file named .ndjson is still read as gzip', async () => {
    const file = tmpFile('disguised.ndjson', zlib.gzipSync(readFileSync(POPULAR)));
    const dump = await openDump(file);
    expect(dump.format).toBe('gzip');
  });

  it('reads concatenated zstd frames and gzip members (as parallel compressors write them)', async () => {
    const zst = readFileSync(`${POPULAR}.zst`);
    const twoFrames = tmpFile('two-frames.ndjson.zst', Buffer.concat([zst, zst]));
    const twoMembers = tmpFile('two-members.ndjson.gz', Buffer.concat([zlib.gzipSync('{"a":1}\n'), zlib.gzipSync('{"b":2}\n')]));
    expect(await readAll(twoFrames, { zstd: { decoder: 'js' } })).toHaveLength(216);
    expect((await readAll(twoMembers)).map((l) => l.text)).toEqual(['{"a":1}', '{"b":2}']);
  });

  it('handles CRLF line ends, a byte-order mark, a last line without a line end and multi-byte text across chunks', async () => {
    const file = tmpFile('crlf.ndjson', '\ufeff{"a":"é"}\r\n\r\n{"b":"😀😀😀"}');
    expect(await readAll(file, { chunkBytes: 3 })).toEqual([
      { no: 1, text: '{"a":"é"}' },
      { no: 2, text: '' },
      { no: 3, text: '{"b":"😀😀😀"}' },
    ]);
  });

  it('reports a line longer than the limit (text null) without holding it, and goes on', async () => {
    const file = tmpFile('long.ndjson', `{"a":1}\n${'x'.repeat(5000)}\n{"b":2}\n${'y'.repeat(5000)}`);
    expect(await readAll(file, { maxLineBytes: 1000, chunkBytes: 256 })).toEqual([
      { no: 1, text: '{"a":1}' },
      { no: 2, text: null },
      { no: 3, text: '{"b":2}' },
      { no: 4, text: null },
    ]);
  });

  it('an empty file has no lines', async () => {
    expect(await readAll(tmpFile('empty.ndjson', ''))).toEqual([]);
  });
});

describe('files that cannot be read as dumps', () => {
  const failure = async (file: string) => {
    try {
      await readAll(file);
    } catch (err) {
      expect(err).toBeInstanceOf(DumpReadError);
      return (err as Error).message;
    }
    throw new Error('expected a DumpReadError');
  };

  it('a missing file, a directory', async () => {
    expect(await failure(path.join(tmp, 'nope.ndjson'))).toBe(`${path.join(tmp, 'nope.ndjson')}: no such file`);
    mkdirSync(path.join(tmp, 'dir.ndjson'));
    expect(await failure(path.join(tmp, 'dir.ndjson'))).toMatch(/is a directory, not a dump file$/);
  });

  it('a compression format it does not read (bzip2, xz, zip)', async () => {
    expect(await failure(tmpFile('a.ndjson.bz2', Buffer.from('BZh91AY&SY...')))).toMatch(
      /is bzip2-compressed; only plain, gzip \(\.gz\) and zstd \(\.zst\) NDJSON are read/,
    );
    expect(sniffFormat(Buffer.from([0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00, 0x00]))).toEqual({ unsupported: 'xz' });
    expect(sniffFormat(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toEqual({ unsupported: 'zip' });
  });

  it('a name that promises compression the content does not have', async () => {
    expect(await failure(tmpFile('fake.ndjson.gz', '{"id":"x"}\n'))).toMatch(
      /is named like a gzip file but does not start with the gzip magic bytes/,
    );
    expect(await failure(tmpFile('fake.ndjson.zst', '{"id":"x"}\n'))).toMatch(
      /is named like a zstd file but does not start with the zstd magic bytes/,
    );
  });

  it('gzip or zstd data that breaks part-way: an error naming the last good line', async () => {
    const gz = readFileSync(`${POPULAR}.gz`);
    const zst = readFileSync(`${POPULAR}.zst`);
    expect(await failure(tmpFile('cut.ndjson.gz', gz.subarray(0, Math.floor(gz.length * 0.6))))).toMatch(
      /cut\.ndjson\.gz: gzip data is corrupt or truncated after line \d+ \(unexpected end of file\)$/,
    );
    const cutZst = tmpFile('cut.ndjson.zst', zst.subarray(0, Math.floor(zst.length * 0.6)));
    await expect(readAll(cutZst, { zstd: { decoder: 'js' } })).rejects.toThrow(
      /cut\.ndjson\.zst: zstd data is corrupt or truncated after line \d+/,
    );
  });
});

describe('zstd window sizes (Pushshift and Arctic Shift dumps use zstd --long=31)', () => {
  it('reads the window size from the frame header', () => {
    expect(zstdWindowSize(readFileSync(THREAD_LONG31).subarray(0, 64))).toBe(2 ** 31);
    expect(zstdWindowSize(readFileSync(`${POPULAR}.zst`).subarray(0, 64))).toBeLessThanOrEqual(128 * 1024);
    expect(zstdWindowSize(Buffer.from('{"not":"zstd"}'))).toBeNull();
  });

  it('uses the JavaScript decoder for ordinary windows, and refuses a 2 GiB window it cannot read with a clear way out', () => {
    const native = nativeZstdAvailable();
    expect(chooseZstdDecoder(1024 * 1024, { command: null }).decoder).toBe(native ? 'native' : 'js');
    if (native) return; // Node >= 22.15 reads any window itself
    expect(() => chooseZstdDecoder(2 ** 31, { command: null })).toThrow(
      /compressed with a 2 GiB window \(zstd --long\).*Install the zstd program.*Node\.js >= 22\.15.*zstd -d --long=31 <file>/,
    );
    expect(chooseZstdDecoder(2 ** 31, { command: '/usr/bin/zstd' }).decoder).toBe('cli');
  });

  it('names the file when its window is too large for every decoder available', async () => {
    if (nativeZstdAvailable()) return;
    await expect(openDump(THREAD_LONG31, { zstd: { command: null } })).rejects.toThrow(
      new RegExp(
        `^${THREAD_LONG31.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} cannot be decompressed here: it was compressed with a 2 GiB window`,
      ),
    );
  });

  // Needs Debian's zstd program (CI installs it); where it is absent these cases are not registered.
  const withZstdProgram = findZstdCommand() ? it : ((() => undefined) as unknown as typeof it);
  withZstdProgram('reads a --long=31 file through the zstd program when one is installed', async () => {
    const dump = await openDump(THREAD_LONG31, { zstd: { decoder: 'cli' } });
    expect(dump.decoder).toBe('cli');
    const lines: DumpLine[] = [];
    for await (const l of dump.lines) lines.push(l);
    expect(lines).toEqual(plainLines(THREAD));
  });

  withZstdProgram('reports corrupt data found by the zstd program', async () => {
    const zst = readFileSync(THREAD_LONG31);
    const cut = tmpFile('cut-long.ndjson.zst', zst.subarray(0, Math.floor(zst.length / 2)));
    await expect(readAll(cut, { zstd: { decoder: 'cli' } })).rejects.toThrow(
      /cut-long\.ndjson\.zst: zstd data is corrupt or truncated after line \d+ \(.*zstd exited with 1/,
    );
  });
});
