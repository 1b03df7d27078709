// Resolves import specifiers to absolute paths, the way tsconfig (paths '@/*' -> 'src/*', Bundler
// resolution) and the bundlers do, so the boundary and cycle rules classify files by where they
// really are, however the import is spelled ('@/x', '../../x', './x.js', './dir' for './dir/index.ts').
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const EXTENSIONS = ['.ts', '.tsx', '.d.ts', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json'];
// TypeScript lets './x.js' name './x.ts'.
const SOURCE_FOR = { '.js': ['.ts', '.tsx'], '.jsx': ['.tsx'], '.mjs': ['.mts'], '.cjs': ['.cts'] };

// Caches live for one lint run: reused while files are linted back to back, dropped after a pause
// (an editor's long-lived ESLint process then sees files added or changed since).
const IDLE_MS = 2000;
let run = null;
let lastUse = 0;
export function runCache() {
  const now = Date.now();
  if (!run || now - lastUse > IDLE_MS) run = { isFile: new Map(), edges: new Map() };
  lastUse = now;
  return run;
}

function isFile(file) {
  const cache = runCache().isFile;
  let hit = cache.get(file);
  if (hit === undefined) {
    hit = fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
    cache.set(file, hit);
  }
  return hit;
}

function findFile(base) {
  if (isFile(base)) return base;
  const ext = path.extname(base);
  for (const alt of SOURCE_FOR[ext] ?? []) if (isFile(base.slice(0, -ext.length) + alt)) return base.slice(0, -ext.length) + alt;
  for (const e of EXTENSIONS) if (isFile(base + e)) return base + e;
  for (const e of EXTENSIONS) if (isFile(path.join(base, 'index' + e))) return path.join(base, 'index' + e);
  return null;
}

/**
 * `{ bare: 'pkg' }` for a package or node built-in; otherwise `{ file, exists }` with the absolute
 * path (the specifier's own path when no file matches, so a boundary is still judged by folder).
 */
export function resolveImport(specifier, importer) {
  const spec = specifier.split('?')[0];
  let base;
  if (spec.startsWith('@/')) base = path.join(ROOT, 'src', spec.slice(2));
  else if (spec === '.' || spec === '..' || spec.startsWith('./') || spec.startsWith('../'))
    base = path.resolve(path.dirname(importer), spec);
  else if (path.isAbsolute(spec)) base = spec;
  else return { bare: spec };
  const file = findFile(base);
  return file ? { file, exists: true } : { file: base, exists: false };
}

/** Repo-relative path with forward slashes. */
export function relative(file) {
  return path.relative(ROOT, file).split(path.sep).join('/');
}

/**
 * ESLint visitors that call `visit(node, specifier)` for every way a module can be named:
 * import (incl. `import type`), `export ... from`, `export * from`, `import()`, `require()`,
 * `import x = require()` and type-level `import('x').T`.
 */
export function moduleSpecifierVisitors(visit) {
  const literal = (node, source) => {
    if (source?.type === 'Literal' && typeof source.value === 'string') visit(node, source.value);
    else if (source?.type === 'TemplateLiteral' && source.expressions.length === 0) visit(node, source.quasis[0].value.cooked);
  };
  return {
    ImportDeclaration: (node) => literal(node, node.source),
    ExportNamedDeclaration: (node) => node.source && literal(node, node.source),
    ExportAllDeclaration: (node) => literal(node, node.source),
    ImportExpression: (node) => literal(node, node.source),
    CallExpression: (node) => {
      if (node.callee.type === 'Identifier' && node.callee.name === 'require' && node.arguments.length === 1)
        literal(node, node.arguments[0]);
    },
    TSImportEqualsDeclaration: (node) => {
      if (node.moduleReference.type === 'TSExternalModuleReference') literal(node, node.moduleReference.expression);
    },
    TSImportType: (node) => literal(node, node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
  };
}
