// The build's compile hint (scripts/rspack/compile-hints.mjs) must survive minification and reach
// the first line of every JS file, the entry and its lazily loaded chunks alike: V8 reads it only there.
// rspack is ESM-only, so the build runs in a child Node process, as the real build does.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.join(__dirname, '../..');
const HINT = '//# allFunctionsCalledOnLoad';

/** Production build (minified) of an entry with one lazy chunk, with or without the plugin; every emitted JS file's text. */
function build(withHints: boolean) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  try {
    writeFileSync(
      path.join(dir, 'entry.js'),
      "// an ordinary comment\nexport const go = () => import('./lazy.js').then((m) => m.run());\ngo();\n",
    );
    writeFileSync(path.join(dir, 'lazy.js'), 'export function run() {\n  return document.title.length;\n}\n');
    const script = `
      import { rspack } from '@rsbuild/core';
      import { compileHintsPlugin } from './scripts/rspack/compile-hints.mjs';
      const compiler = rspack({
        mode: 'production',
        context: ${JSON.stringify(dir)},
        entry: './entry.js',
        output: { path: ${JSON.stringify(path.join(dir, 'out'))}, filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js' },
        plugins: ${withHints ? '[compileHintsPlugin(rspack)]' : '[]'},
      });
      compiler.run((err, stats) => {
        if (err || stats.hasErrors()) { console.error(err ?? stats.toString()); process.exitCode = 1; }
        compiler.close(() => undefined);
      });`;
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    const out = path.join(dir, 'out');
    return readdirSync(out)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(path.join(out, f), 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('compile hints in the build', () => {
  it('opens every minified JS file, the lazy chunk included', async () => {
    const { COMPILE_HINT } = await import('../../scripts/rspack/compile-hints.mjs');
    expect(COMPILE_HINT).toBe(HINT);
    const files = build(true);
    expect(files).toHaveLength(2);
    for (const text of files) {
      expect(text.split('\n')[0]).toBe(HINT);
      // Minified all the same: the ordinary comment is gone.
      expect(text).not.toContain('an ordinary comment');
    }
  });

  it('is absent from a build without the plugin', () => {
    const files = build(false);
    expect(files).toHaveLength(2);
    for (const text of files) expect(text).not.toContain(HINT);
  });
});
