// The four lodash helpers formik 2.4.9 imports (isPlainObject, clone, cloneDeep, toPath) and its deep
// equality (react-fast-compare 2.0.4), written for what formik hands them: form values, errors,
// touched flags and status (plain objects, arrays, strings, numbers, booleans, the odd Date or File)
// and field paths ('email', 'links[0].url'). The build writes this file into formik's module in place
// of those imports (scripts/rspack/pure-library-parts.cjs): lodash-es' versions carry its whole
// cloning machinery (typed arrays, buffers, Maps, Sets, tags, a cycle stack), about 3.5 KB gzip on
// every form's first load, /login's included (decision 053). Plain JavaScript without imports, so it
// can sit inside a library module. Jest runs formik's CommonJS build, which keeps lodash;
// tests/web/formik-helpers.test.ts holds these functions to lodash's and react-fast-compare's answers.

const objectTag = (value) => Object.prototype.toString.call(value) === '[object Object]';

/** lodash's isPlainObject: made by `{}`, `new Object()` or `Object.create(null)`. @param {unknown} value */
export function isPlainObject(value) {
  if (value === null || typeof value !== 'object' || !objectTag(value)) return false;
  const proto = Object.getPrototypeOf(value);
  if (proto === null) return true;
  const Ctor = Object.prototype.hasOwnProperty.call(proto, 'constructor') && proto.constructor;
  return typeof Ctor === 'function' && Function.prototype.toString.call(Ctor) === Function.prototype.toString.call(Object);
}

/**
 * An object of `value`'s prototype (a plain one where it has no constructor, as lodash makes) with its
 * own enumerable properties, symbols too, each through `copy`.
 * @param {any} value @param {(v: unknown) => unknown} copy
 */
function copyObject(value, copy) {
  const out = typeof value.constructor === 'function' ? Object.create(Object.getPrototypeOf(value)) : {};
  for (const key of Reflect.ownKeys(value)) if (Object.prototype.propertyIsEnumerable.call(value, key)) out[key] = copy(value[key]);
  return out;
}

/**
 * A copy one level deep, as formik's setIn takes of each object on a field's path before writing
 * into it, or all the way down (formik's initial values, errors, touched flags, status): arrays as
 * arrays, objects with their prototype, Dates as Dates; anything else (a primitive, a function, a
 * File, a Map) as it is, as lodash keeps such objects inside a form's values.
 * @template T @param {T} value @param {boolean} [deep] @returns {T}
 */
function copy(value, deep) {
  const inner = deep ? (/** @type {unknown} */ v) => copy(v, true) : (/** @type {unknown} */ v) => v;
  if (Array.isArray(value)) return /** @type {T} */ (value.map(inner));
  if (value instanceof Date) return /** @type {T} */ (new Date(value.getTime()));
  if (value !== null && typeof value === 'object' && objectTag(value)) return copyObject(value, inner);
  return value;
}

/** lodash's clone for these values. @template T @param {T} value @returns {T} */
export const clone = (value) => copy(value, false);
/** lodash's cloneDeep for these values. @template T @param {T} value @returns {T} */
export const cloneDeep = (value) => copy(value, true);

// lodash's stringToPath: dots and brackets, quoted keys ('a["b.c"]'), an empty key before a separator.
const PROP_NAME = /[^.[\]]+|\[(?:(-?\d+(?:\.\d+)?)|(["'])((?:(?!\2)[^\\]|\\.)*?)\2)\]|(?=(?:\.|\[\])(?:\.|\[\]|$))/g;

/** @param {unknown} value */
const toKey = (value) => (typeof value === 'symbol' ? value : Object.is(value, -0) ? '-0' : String(value));

/** A field's path as its keys: 'links[0].url' → ['links', '0', 'url'] (lodash's toPath). @param {unknown} value */
export function toPath(value) {
  if (Array.isArray(value)) return value.map(toKey);
  if (typeof value === 'symbol') return [value];
  const text = value == null ? '' : String(toKey(value));
  /** @type {string[]} */
  const path = text.charCodeAt(0) === 46 /* . */ ? [''] : [];
  text.replace(PROP_NAME, (match, number, quote, subString) => {
    path.push(quote ? subString.replace(/\\(\\)?/g, '$1') : (number ?? match));
    return match;
  });
  return path;
}

/**
 * react-fast-compare 2.0.4's deep equality: arrays item by item, Dates by time, RegExps by text, other
 * objects by their own enumerable keys (a React element's `_owner` skipped, DOM elements by
 * identity), NaN equal to NaN; too deep (a circular reference) is unequal.
 * @param {unknown} a @param {unknown} b @returns {boolean}
 */
export function isEqual(a, b) {
  try {
    return equal(a, b);
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
}

/** @param {any} a @param {any} b @returns {boolean} */
function equal(a, b) {
  if (a === b) return true;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const arrA = Array.isArray(a);
    if (arrA !== Array.isArray(b)) return false;
    if (arrA) return a.length === b.length && a.every((/** @type {unknown} */ item, /** @type {number} */ i) => equal(item, b[i]));
    const dateA = a instanceof Date;
    if (dateA !== b instanceof Date) return false;
    if (dateA) return a.getTime() === b.getTime();
    const regexpA = a instanceof RegExp;
    if (regexpA !== b instanceof RegExp) return false;
    if (regexpA) return String(a) === String(b);
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length || !keys.every((k) => Object.prototype.hasOwnProperty.call(b, k))) return false;
    if (typeof Element !== 'undefined' && a instanceof Element && b instanceof Element) return false;
    return keys.every((k) => (k === '_owner' && a.$$typeof) || equal(a[k], b[k]));
  }
  return a !== a && b !== b;
}

/** deepmerge 2.2.1's test: an object to merge into, not a RegExp, a Date or a React element. @param {any} value */
const mergeable = (value) =>
  !!value &&
  typeof value === 'object' &&
  !/^\[object (RegExp|Date)\]$/.test(Object.prototype.toString.call(value)) &&
  value.$$typeof !== Symbol.for('react.element');

/**
 * deepmerge 2.2.1, as formik merges the field-level, schema and `validate` errors (with its own
 * `arrayMerge`, which reads `isMergeableObject` from the options as deepmerge sets it there).
 * @param {any} target @param {any} source @param {any} [options] @returns {any}
 */
export function deepmerge(target, source, options = {}) {
  options.arrayMerge ||= (/** @type {any[]} */ t, /** @type {any[]} */ s, /** @type {any} */ o) => t.concat(s).map((e) => cloneMerge(e, o));
  options.isMergeableObject ||= mergeable;
  if (Array.isArray(source) !== Array.isArray(target)) return cloneMerge(source, options);
  if (Array.isArray(source)) return options.arrayMerge(target, source, options);
  /** @type {Record<string, unknown>} */
  const out = {};
  if (options.isMergeableObject(target)) for (const key of Object.keys(target)) out[key] = cloneMerge(target[key], options);
  for (const key of Object.keys(source))
    out[key] =
      !options.isMergeableObject(source[key]) || !target[key]
        ? cloneMerge(source[key], options)
        : deepmerge(target[key], source[key], options);
  return out;
}
/** @param {any[]} array @param {any} [options] */
deepmerge.all = (array, options) => array.reduce((prev, next) => deepmerge(prev, next, options), {});

/** @param {any} value @param {any} options */
function cloneMerge(value, options) {
  return options.clone !== false && options.isMergeableObject(value) ? deepmerge(Array.isArray(value) ? [] : {}, value, options) : value;
}
