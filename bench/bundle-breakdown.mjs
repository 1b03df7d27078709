// What each production JS file is made of, by source: builds the SPA with source maps into a
// temporary folder (the real dist/ is left alone), attributes every minified byte to the source file
// its mapping names, and gzips each source's share alone (level 9, as bench/bundle.mjs counts). A
// share gzipped alone compresses worse than inside its file, so the shares add up to more than the
// file: read them as "who is big", not as exact savings. node_modules sources are summed per package.
//
//   node bench/bundle-breakdown.mjs                 every JS file, 12 biggest sources each
//   node bench/bundle-breakdown.mjs index lib --top 30 --by-file
//                                                   files whose name contains 'index' or 'lib', 30
//                                                   sources each, node_modules per file not package
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRsbuild, loadConfig } from '@rsbuild/core';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** One source-map segment's fields, as deltas (VLQ). @param {string} segment */
function decodeVlq(segment) {
  /** @type {number[]} */
  const out = [];
  let value = 0;
  let shift = 0;
  for (const c of segment) {
    const digit = DIGIT.get(c) ?? 0;
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/**
 * The minified text of `file`, grouped by the source each piece maps to.
 * @param {string} file @param {boolean} byFile
 */
function textBySource(file, byFile) {
  const code = readFileSync(file, 'utf8');
  /** @type {{ sources: string[], mappings: string }} */
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  const lines = code.split('\n');
  /** @type {Map<string, string[]>} */
  const parts = new Map();
  let source = 0;
  map.mappings.split(';').forEach((line, index) => {
    const text = lines[index] ?? '';
    let column = 0;
    /** @type {[number, number][]} column, source index (-1: unmapped) */
    const segments = [];
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields = decodeVlq(segment);
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      segments.push([column, fields.length > 1 ? source : -1]);
    }
    segments.forEach(([start, src], i) => {
      const end = i + 1 < segments.length ? segments[i + 1][0] : text.length;
      const key = src < 0 ? '(bundler code)' : sourceName(map.sources[src], byFile);
      const list = parts.get(key) ?? [];
      list.push(text.slice(start, end));
      parts.set(key, list);
    });
  });
  return { code, parts };
}

/** 'webpack://…/node_modules/@scope/pkg/dist/x.js' → '@scope/pkg' (or the file); app files relative to the repo. @param {string} name @param {boolean} byFile */
function sourceName(name, byFile) {
  const nodeModules = name.lastIndexOf('node_modules/');
  if (nodeModules >= 0) {
    const rest = name.slice(nodeModules + 'node_modules/'.length);
    if (byFile) return rest;
    const segments = rest.split('/');
    return segments[0].startsWith('@') ? segments.slice(0, 2).join('/') : segments[0];
  }
  const repo = name.indexOf(`${path.basename(process.cwd())}/`);
  return repo >= 0 ? name.slice(repo + path.basename(process.cwd()).length + 1) : name.replace(/^webpack:\/\/[^/]*\//, '');
}

/** @param {string} dir @returns {string[]} */
const jsFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.js'))
    .map((e) => path.join(e.parentPath, e.name));

const args = process.argv.slice(2);
const topIndex = args.indexOf('--top');
const top = topIndex >= 0 ? Number(args[topIndex + 1]) : 12;
const byFile = args.includes('--by-file');
const filters = args.filter((a, i) => !a.startsWith('--') && i !== topIndex + 1);

const out = mkdtempSync(path.join(os.tmpdir(), 'ss-breakdown-'));
try {
  const { content } = await loadConfig({ cwd: process.cwd() });
  const rsbuildConfig = {
    ...content,
    logLevel: /** @type {const} */ ('warn'),
    output: {
      ...content.output,
      distPath: { root: out },
      cleanDistPath: true,
      sourceMap: { js: /** @type {const} */ ('source-map'), css: false },
    },
    performance: { ...content.performance, printFileSize: false },
  };
  const rsbuild = await createRsbuild({ cwd: process.cwd(), rsbuildConfig });
  await rsbuild.build();
  const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(2)} KB`;
  for (const file of jsFiles(path.join(out, 'static/js')).sort()) {
    const name = path.relative(path.join(out, 'static/js'), file);
    if (filters.length > 0 && !filters.some((f) => name.includes(f))) continue;
    const { code, parts } = textBySource(file, byFile);
    console.log(`\n${name}: ${kb(code.length)} raw, ${kb(gzipSync(code, { level: 9 }).length)} gzip`);
    const rows = [...parts]
      .map(([source, pieces]) => {
        const text = pieces.join('');
        return { source, raw: text.length, gzip: gzipSync(text, { level: 9 }).length };
      })
      .sort((a, b) => b.gzip - a.gzip);
    for (const row of rows.slice(0, top)) console.log(`  ${kb(row.gzip).padStart(9)} gzip ${kb(row.raw).padStart(10)} raw  ${row.source}`);
    if (rows.length > top) console.log(`  … ${rows.length - top} more sources`);
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
