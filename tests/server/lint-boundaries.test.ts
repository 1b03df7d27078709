/**
 * Keeps the import-boundary and import-cycle rules honest (decision 012): every fixture under
 * tests/fixtures/lint/ is linted with the real eslint.config.js and must report exactly what its
 * `// expect:` lines say: deliberate violations are caught, allowed imports are not flagged.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { ESLint } from 'eslint';

const root = resolve(__dirname, '../..');
const fixtures = join(root, 'tests/fixtures/lint');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

const cases = filesUnder(fixtures).map((file) => {
  const rel = relative(fixtures, file).split(sep).join('/');
  const text = readFileSync(file, 'utf8');
  const expected = [...text.matchAll(/^\/\/ expect: (.+)$/gm)].map((m) => m[1]!.trim()).filter((e) => e !== 'nothing');
  // cycles/ are linted where they are (the cycle rule follows imports on disk); everything else is
  // linted as if it sat at the same path in the repo, so the boundary rules see src/, server/, tests/.
  const lintAs = rel.startsWith('cycles/') ? file : join(root, rel);
  return { rel, text, expected, lintAs };
});

// ignore: false lets the cycle fixtures through the config's ignore of tests/fixtures/lint/**.
const eslint = new ESLint({ cwd: root, ignore: false });

async function lint(text: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath });
  return result!.messages.map((m) => (m.ruleId ? `${m.ruleId} ${m.messageId ?? m.message}` : `fatal: ${m.message}`));
}

describe('import boundaries (eslint.config.js + eslint-rules/)', () => {
  it('has the fixtures the decision promises', () => {
    const bad = cases.filter((c) => c.expected.length > 0);
    expect(bad.length).toBeGreaterThanOrEqual(20);
    expect(cases.length - bad.length).toBeGreaterThanOrEqual(5);
  });

  it.each(cases.map((c) => [c.rel, c] as const))('%s', async (_rel, c) => {
    expect(await lint(c.text, c.lintAs)).toEqual(c.expected);
  });

  it('does not lint the fixtures in a normal run', async () => {
    expect(await new ESLint({ cwd: root }).isPathIgnored(join(fixtures, 'cycles/plain-a.ts'))).toBe(true);
  });

  it('names the cycle in the message', async () => {
    const ring1 = join(fixtures, 'cycles/ring-1.ts');
    const [result] = await eslint.lintText(readFileSync(ring1, 'utf8'), { filePath: ring1 });
    const at = (n: number) => `tests/fixtures/lint/cycles/ring-${n}.ts`;
    expect(result!.messages[0]!.message).toContain(`${at(1)} -> ${at(2)} -> ${at(3)} -> ${at(1)}`);
  });
});
