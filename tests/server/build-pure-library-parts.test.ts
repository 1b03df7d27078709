// The build's loader (scripts/rspack/pure-library-parts.cjs) lets the minifier drop formik's
// <FieldArray> and yup's date schema where the app does not use them, and keeps them working where
// it does. Checked with the same minifier family the build uses (SWC), on the installed libraries.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { minify } from '@swc/core';
import pureLibraryParts from '../../scripts/rspack/pure-library-parts.cjs';

const root = path.join(__dirname, '../..');
const libraryFile = (f: string) => path.join(root, 'node_modules', f);
const source = (f: string) => readFileSync(libraryFile(f), 'utf8');

/** The module with only `names` exported, minified as the production build does (module scope). */
async function keptWhenExporting(code: string, names: string[]) {
  const exportLine = /^export \{[^}]*\};$/m;
  expect(code).toMatch(exportLine);
  const { code: out } = await minify(code.replace(exportLine, `export { ${names.join(', ')} };`), {
    module: true,
    compress: { passes: 2 },
    mangle: false,
  });
  return out;
}

const FORMIK = 'formik/dist/formik.esm.js';
const YUP = 'yup/index.esm.js';
// Text that only the unused parts contain.
const FIELD_ARRAY = /arrayHelpers|componentDidUpdate/;
const DATE_SCHEMA = /class DateSchema|INVALID_DATE/;

describe('pure-library-parts loader', () => {
  it('lets the minifier drop FieldArray when only the hook and <Formik> are used, which it could not before', async () => {
    const names = ['useFormik', 'Formik', 'Form'];
    expect(await keptWhenExporting(source(FORMIK), names)).toMatch(FIELD_ARRAY);
    const rewritten = pureLibraryParts.rewrite(source(FORMIK), libraryFile(FORMIK));
    const out = await keptWhenExporting(rewritten, names);
    expect(out).not.toMatch(FIELD_ARRAY);
    expect(out).toMatch(/function useFormik/);
  });

  it('keeps FieldArray and its default validateOnChange for a build that uses it', async () => {
    const out = await keptWhenExporting(pureLibraryParts.rewrite(source(FORMIK), libraryFile(FORMIK)), ['FieldArray']);
    expect(out).toMatch(FIELD_ARRAY);
    expect(out).toMatch(/defaultProps\s*=\s*\{\s*validateOnChange:\s*(true|!0)/);
  });

  it("lets the minifier drop yup's date schema when only object/string/number are used, which it could not before", async () => {
    const names = ['create$3 as object', 'create$6 as string', 'create$5 as number'];
    expect(await keptWhenExporting(source(YUP), names)).toMatch(DATE_SCHEMA);
    const out = await keptWhenExporting(pureLibraryParts.rewrite(source(YUP), libraryFile(YUP)), names);
    expect(out).not.toMatch(DATE_SCHEMA);
    expect(out).toMatch(/class ObjectSchema/);
  });

  it('keeps yup.date() a working schema with its statics for a build that uses it', async () => {
    const out = await keptWhenExporting(pureLibraryParts.rewrite(source(YUP), libraryFile(YUP)), ['create$4 as date']);
    expect(out).toMatch(/class DateSchema/);
    expect(out).toMatch(/\.prototype\s*=\s*\w+\.prototype/);
    expect(out).toMatch(/INVALID_DATE\s*=/);
  });

  it("gives formik the helpers of scripts/rspack/formik-helpers.mjs inside its module, not lodash-es', deepmerge or react-fast-compare", async () => {
    const imports = (code: string) => [...code.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]);
    expect(imports(source(FORMIK))).toEqual(
      expect.arrayContaining(['deepmerge', 'lodash-es/cloneDeep', 'lodash-es/clone', 'lodash-es/toPath', 'react-fast-compare']),
    );
    const rewritten = pureLibraryParts.rewrite(source(FORMIK), libraryFile(FORMIK));
    expect(imports(rewritten)).toEqual(['react', 'tiny-warning', 'hoist-non-react-statics']);
    for (const name of ['deepmerge', 'isPlainObject', 'clone', 'cloneDeep', 'toPath', 'isEqual'])
      expect(rewritten).toMatch(new RegExp(`^(function|const) ${name}\\b`, 'm'));
    const out = await keptWhenExporting(rewritten, ['useFormik', 'Formik', 'Form']);
    expect(out).toMatch(/function useFormik/);
    expect(out).toMatch(/Reflect\.ownKeys/);
  });

  it('refuses a formik whose own names would clash with the helpers', () => {
    expect(() => pureLibraryParts.rewrite(`function copyObject() {}\n${source(FORMIK)}`, libraryFile(FORMIK))).toThrow(/copyObject/);
  });

  it('fails the build when a library update changed the text it rewrites', () => {
    expect(() => pureLibraryParts.rewrite('export const x = 1;\n', libraryFile(YUP))).toThrow(/no longer contains/);
    // Other modules pass through untouched.
    expect(pureLibraryParts.rewrite('export const x = 1;\n', libraryFile('ky/distribution/index.js'))).toBe('export const x = 1;\n');
  });
});
