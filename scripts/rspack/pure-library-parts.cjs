// Rspack loader: rewrites a few top-level statements of pinned libraries so that code the app never
// calls can be dropped. A library module keeps a class the app does not use when a statement outside
// the class touches it (`X.defaultProps = …`, `create.prototype = X.prototype`): the minifier must
// assume the assignment matters. Moving such statements inside a pure IIFE that returns the class
// keeps what they do for anyone who uses the class, and lets the minifier drop the whole thing when
// nobody does. Each rewrite names its exact text; if a library update changes it, the build fails
// here instead of silently keeping (or breaking) the code. See docs/decisions/043. It also writes
// formik's small helpers (scripts/rspack/formik-helpers.mjs) in place of the libraries it imports
// them from (decision 053).

/** @typedef {{ from: string, to: string }} Rewrite */

const { readFileSync } = process.getBuiltinModule('node:fs');

/** formik-helpers.mjs as top-level code of formik's module (its exports as plain declarations). */
const formikHelpers = `${readFileSync(`${__dirname}/formik-helpers.mjs`, 'utf8').replace(/^export /gm, '')}\n`;
/** The names formik-helpers.mjs declares at its top level. */
const helperNames = [...formikHelpers.matchAll(/^(?:function|const|let|var) (\w+)/gm)].map((m) => m[1]);

/**
 * Refuses a formik whose own top-level names would clash with the helpers' once they share its module
 * (the five it imports are the helpers' exported names, and their imports are removed).
 * @param {string} source
 */
function assertNoClash(source) {
  const own = new Set([...source.matchAll(/^(?:function|const|let|var|class) (\w+)/gm)].map((m) => m[1]));
  const clash = helperNames.filter((n) => own.has(n));
  if (clash.length > 0) throw new Error(`pure-library-parts: formik now declares ${clash.join(', ')}, as formik-helpers.mjs does`);
}

/** @type {Record<string, Rewrite[]>} file (as it ends) → rewrites, applied once each */
const REWRITES = {
  // formik 2.4.9: <FieldArray> (a class component and its array helpers); the app uses useFormik/<Formik>.
  'formik/dist/formik.esm.js': [
    // Its four lodash helpers, deepmerge and react-fast-compare: scripts/rspack/formik-helpers.mjs, written for
    // form values and field paths, inside formik's module instead of lodash-es' general cloning
    // machinery (decision 053). The first import becomes the helpers, the others go.
    { from: "import deepmerge from 'deepmerge';\n", to: formikHelpers },
    { from: "import isPlainObject from 'lodash-es/isPlainObject';\n", to: '' },
    { from: "import cloneDeep from 'lodash-es/cloneDeep';\n", to: '' },
    { from: "import isEqual from 'react-fast-compare';\n", to: '' },
    { from: "import clone from 'lodash-es/clone';\n", to: '' },
    { from: "import toPath from 'lodash-es/toPath';\n", to: '' },
    {
      from: '  return FieldArrayInner;\n}(Component);\n\nFieldArrayInner.defaultProps = {\n  validateOnChange: true\n};\n',
      to: '  FieldArrayInner.defaultProps = {\n    validateOnChange: true\n  };\n  return FieldArrayInner;\n}(Component);\n',
    },
  ],
  // yup 1.7.1: the date schema (and its ISO date parser); the app's schemas have no dates.
  'yup/index.esm.js': [
    {
      from: 'function create$4() {\n  return new DateSchema();\n}\nclass DateSchema extends Schema {',
      to: 'var DateSchema = /*#__PURE__*/ (() => { class DateSchema extends Schema {',
    },
    {
      from: 'DateSchema.INVALID_DATE = invalidDate;\ncreate$4.prototype = DateSchema.prototype;\ncreate$4.INVALID_DATE = invalidDate;\n',
      to:
        'DateSchema.INVALID_DATE = invalidDate;\nreturn DateSchema; })();\n' +
        'var create$4 = /*#__PURE__*/ (() => { function create$4() {\n  return new DateSchema();\n}\n' +
        'create$4.prototype = DateSchema.prototype;\ncreate$4.INVALID_DATE = invalidDate;\nreturn create$4; })();\n',
    },
  ],
};

/** Paths of the files this loader must see (for the rule's `test`). */
const FILES = Object.keys(REWRITES);

/**
 * @param {string} source
 * @param {string} file the module's resource path
 * @returns {string}
 */
function rewrite(source, file) {
  const normalised = file.replace(/\\/g, '/');
  const key = FILES.find((f) => normalised.endsWith(`/node_modules/${f}`));
  if (!key) return source;
  if (key === 'formik/dist/formik.esm.js') assertNoClash(source);
  let out = source;
  for (const { from, to } of REWRITES[key]) {
    if (!out.includes(from)) throw new Error(`pure-library-parts: ${key} no longer contains the text to rewrite; check the library update`);
    out = out.replace(from, () => to);
  }
  return out;
}

/** @this {{ resourcePath: string }} @param {string} source */
function loader(source) {
  return rewrite(source, this.resourcePath);
}

module.exports = loader;
module.exports.rewrite = rewrite;
module.exports.FILES = FILES;
