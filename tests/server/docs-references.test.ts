/**
 * Comments and test names must stand on their own: no pointers into documents that are not in this
 * repo (the product spec's numbered sections, the founding architecture notes' sections, bare
 * `§N`). Say what the behaviour is instead. References to docs that are here stay allowed, e.g.
 * `docs/METRICS.md §10` or `METRICS §5`. A reference wrapped over two comment lines is caught too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

const root = resolve(__dirname, '../..');
const self = resolve(__filename);
const DIRS = ['src', 'server/src', 'tests', 'bench', 'scripts', 'data'];
const SKIP_DIRS = new Set(['node_modules', 'fixtures', 'dist']);
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|css|md|html|sql|sh)$/;

// A space, or a line break followed by a comment's leading `*` or `//`.
const GAP = String.raw`(?:[ \t]+|[ \t]*\r?\n[ \t]*(?:\*(?!/)|//)?[ \t]*)`;
const PATTERNS: readonly RegExp[] = [
  new RegExp(String.raw`\b[Ss]pec(?:ification)?(?:'s)?${GAP}sections?${GAP}\d`, 'g'),
  new RegExp(String.raw`\b[Ss]pec${GAP}\(sections?${GAP}\d`, 'g'),
  new RegExp(String.raw`ARCHITECTURE(?:\.md)?${GAP}section${GAP}\d`, 'g'),
  // `§N`, except after METRICS.md / METRICS (a doc in this repo).
  /(?<!\bMETRICS(?:\.md)? )§ ?\d/g,
];

function filesUnder(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return SKIP_DIRS.has(e.name) ? [] : filesUnder(path);
    return e.isFile() && TEXT_FILE.test(e.name) && path !== self ? [path] : [];
  });
}

function hitsIn(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const rel = relative(root, file).split(sep).join('/');
  return PATTERNS.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((m) => {
      const line = text.slice(0, m.index).split('\n').length;
      return `${rel}:${line}: ${m[0].replace(/\s+/g, ' ')}`;
    }),
  );
}

describe('references to documents outside the repo', () => {
  it('the patterns catch what they are meant to, and allow METRICS.md references', () => {
    const caught = (s: string) => PATTERNS.some((p) => new RegExp(p.source, p.flags).test(s));
    expect(caught('/** Plan of spec section 3 */')).toBe(true);
    expect(caught('// Spec sections 4 and 9: +3 every 500 ms')).toBe(true);
    expect(caught('word for word from the spec (section 5)')).toBe(true);
    expect(caught(' * failure is only logged (spec\n * section 8) and')).toBe(true);
    expect(caught('// import rules (ARCHITECTURE section 2)')).toBe(true);
    expect(caught('see §8')).toBe(true);
    expect(caught('(docs/METRICS.md §10)')).toBe(false);
    expect(caught('(METRICS §5)')).toBe(false);
    expect(caught('the spec fixes these texts word for word')).toBe(false);
  });

  it('none in src/, server/src/, tests/, bench/, scripts/ or data/', () => {
    const hits = DIRS.flatMap((d) => filesUnder(join(root, d))).flatMap(hitsIn);
    expect(hits).toEqual([]);
  });
});

describe('docs/ARCHITECTURE.md lists every slice and module', () => {
  const doc = readFileSync(join(root, 'docs/ARCHITECTURE.md'), 'utf8');
  const dirsIn = (dir: string) =>
    readdirSync(join(root, dir), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
  // The source tree block's line for a folder, with the lines that continue it (indented deeper).
  const block = (label: string) => doc.match(new RegExp(String.raw`^  ${label}\s[\s\S]*?(?=^  \S)`, 'm'))?.[0] ?? '';

  it('names each web slice (src/features/*) in the source tree and in the table of areas', () => {
    const missing = dirsIn('src/features').filter(
      (f) => !new RegExp(String.raw`\b${f}\b`).test(block('features/')) || !doc.includes(`| \`${f}\``),
    );
    expect(missing).toEqual([]);
  });

  it('names each entity (src/entities/*) in the source tree', () => {
    expect(dirsIn('src/entities').filter((e) => !new RegExp(String.raw`\b${e}\b`).test(block('entities/')))).toEqual([]);
  });

  it('has a line for each server module (server/src/modules/*)', () => {
    expect(dirsIn('server/src/modules').filter((m) => !new RegExp(String.raw`^    ${m}/\s`, 'm').test(doc))).toEqual([]);
  });

  it('says nothing is "not built yet"', () => {
    expect(doc).not.toMatch(/not built yet/i);
  });
});
