// Writes brotli (.br) and gzip (.gz) copies of the built web assets next to them, once at build
// time, so the server sends compressed files without spending CPU per request (@fastify/static
// `preCompressed`). Only text assets of at least 1 KiB, and only copies that come out smaller.
// Usage: node scripts/precompress.mjs [dir]   (default: dist)
import { readdir, readFile, stat, writeFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
export const MIN_BYTES = 1024;

/**
 * @param {string} dir
 * @returns {AsyncGenerator<string>}
 */
async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/** @typedef {{ file: string, raw: number, br: number, gz: number }} PrecompressRow */

/**
 * Compresses every eligible file under `dir`; returns [{ file, raw, br, gz }] (sizes in bytes, 0 = not written).
 * @param {string} dir
 * @returns {Promise<PrecompressRow[]>}
 */
export async function precompress(dir) {
  /** @type {PrecompressRow[]} */
  const done = [];
  for await (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    // A copy from an earlier build must not outlive the file it was made from.
    await rm(`${file}.br`, { force: true });
    await rm(`${file}.gz`, { force: true });
    if ((await stat(file)).size < MIN_BYTES) continue;
    const raw = await readFile(file);
    const [b, g] = await Promise.all([
      br(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
      gz(raw, { level: 9 }),
    ]);
    const row = { file: path.relative(dir, file), raw: raw.length, br: 0, gz: 0 };
    if (b.length < raw.length) await writeFile(`${file}.br`, b).then(() => (row.br = b.length));
    if (g.length < raw.length) await writeFile(`${file}.gz`, g).then(() => (row.gz = g.length));
    done.push(row);
  }
  return done;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  const rows = await precompress(dir);
  const sum = (/** @type {'raw' | 'br' | 'gz'} */ k) => rows.reduce((s, r) => s + r[k], 0);
  console.log(
    `precompressed ${rows.length} files in ${path.relative(process.cwd(), dir) || '.'}: ${(sum('raw') / 1024).toFixed(0)} KB → br ${(sum('br') / 1024).toFixed(0)} KB, gz ${(sum('gz') / 1024).toFixed(0)} KB`,
  );
}
