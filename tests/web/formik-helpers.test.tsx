// The production build writes scripts/rspack/formik-helpers.mjs into formik in place of lodash-es'
// isPlainObject, clone, cloneDeep and toPath and of react-fast-compare (decision 053). Jest runs
// formik's CommonJS build, which requires lodash's and react-fast-compare's own: here they give the
// same answers on what formik hands them, and formik driven by the helpers (its requires pointed at
// them) behaves as the suites expect of it.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { prepareDataForValidation, useFormik } from 'formik';
import * as helpers from '../../scripts/rspack/formik-helpers.mjs';

const used: string[] = [];
function spied(name: keyof typeof helpers) {
  const actual = jest.requireActual<typeof helpers>('../../scripts/rspack/formik-helpers.mjs')[name];
  return (...args: unknown[]) => {
    used.push(name);
    return (actual as (...a: unknown[]) => unknown)(...args);
  };
}
jest.mock('lodash/isPlainObject', () => spied('isPlainObject'));
jest.mock('lodash/clone', () => spied('clone'));
jest.mock('lodash/cloneDeep', () => spied('cloneDeep'));
jest.mock('lodash/toPath', () => spied('toPath'));
jest.mock('react-fast-compare', () => spied('isEqual'));
jest.mock('deepmerge', () => {
  const merge = spied('deepmerge');
  return Object.assign(merge, {
    all: (...args: unknown[]) => (
      used.push('deepmerge.all'),
      jest.requireActual<typeof helpers>('../../scripts/rspack/formik-helpers.mjs').deepmerge.all(...(args as [unknown[], object]))
    ),
  });
});

// The originals (the mocks above replace them for formik only).
const lodash = {
  clone: jest.requireActual<typeof helpers.clone>('lodash/clone'),
  cloneDeep: jest.requireActual<typeof helpers.cloneDeep>('lodash/cloneDeep'),
  isPlainObject: jest.requireActual<typeof helpers.isPlainObject>('lodash/isPlainObject'),
  toPath: jest.requireActual<typeof helpers.toPath>('lodash/toPath'),
  isEqual: jest.requireActual<typeof helpers.isEqual>('react-fast-compare'),
  deepmerge: jest.requireActual<typeof helpers.deepmerge>('deepmerge'),
};

class Point {
  constructor(
    public x: number,
    public y: number,
  ) {}
}
const file = new File(['x'], 'photo.png', { type: 'image/png' });
const when = new Date('2026-11-27T12:00:00Z');
const sym = Symbol('s');

// What formik's values, errors, touched flags and status hold.
const VALUES: unknown[] = [
  undefined,
  null,
  '',
  'text',
  0,
  -0,
  42,
  NaN,
  true,
  false,
  [],
  ['a', 'b'],
  {},
  { email: '', password: '' },
  { name: 'Ann', terms: false, audiences: ['founders', 'devs'], links: [{ url: 'https://x.test', label: '' }] },
  { photo: file, when, nested: { deeper: { list: [1, [2, 3]] } } },
  { [sym]: 'symbol key', plain: 1 },
  Object.create(null) as object,
  new Point(1, 2),
  when,
];

describe('formik helpers agree with lodash, deepmerge and react-fast-compare', () => {
  it("deepmerge, with formik's array merge and alone", () => {
    // formik's arrayMerge (formik.cjs.development.js), which reads isMergeableObject from the options.
    const arrayMerge = (target: unknown[], source: unknown[], options: { isMergeableObject: (v: unknown) => boolean; clone?: boolean }) => {
      const destination = target.slice();
      source.forEach((e, i) => {
        if (typeof destination[i] === 'undefined') {
          const shouldClone = options.clone !== false && options.isMergeableObject(e);
          destination[i] = shouldClone ? merge(Array.isArray(e) ? [] : {}, e, options) : e;
        } else if (options.isMergeableObject(e)) destination[i] = merge(target[i], e, options);
        else if (target.indexOf(e) === -1) destination.push(e);
      });
      return destination;
    };
    let merge = helpers.deepmerge;
    const sets: unknown[][] = [
      [{}, {}, {}],
      [{ name: 'Required' }, {}, { email: 'Invalid' }],
      [{ links: [{ url: 'Required' }] }, { links: [undefined, { url: 'Bad' }] }, { links: [{ label: 'Long' }] }],
      [{ a: { b: 'x' } }, { a: 'flat' }, { a: { c: 'y' } }],
      [{ tags: ['a', 'b'] }, { tags: ['b', 'c'] }, {}],
      [{ when: when, re: /x/ }, { when: new Date(0) }, { nested: { list: [[1], { k: 'v' }] } }],
    ];
    for (const errors of sets) {
      merge = helpers.deepmerge;
      const ours = helpers.deepmerge.all(errors, { arrayMerge });
      merge = lodash.deepmerge;
      const theirs = lodash.deepmerge.all(errors, { arrayMerge });
      expect(ours).toStrictEqual(theirs);
      expect(helpers.deepmerge.all(errors)).toStrictEqual(lodash.deepmerge.all(errors));
      expect(helpers.deepmerge(errors[0], errors[2], { clone: false })).toStrictEqual(
        lodash.deepmerge(errors[0], errors[2], { clone: false }),
      );
    }
    const source = { list: [{ a: 1 }] };
    expect(helpers.deepmerge({}, source).list).not.toBe(source.list);
  });

  it('isPlainObject', () => {
    for (const v of [...VALUES, file, new Map(), /re/, () => 1, Object.create({})])
      expect([v, helpers.isPlainObject(v)]).toEqual([v, lodash.isPlainObject(v)]);
  });

  it('clone: same result, a new container, the same members', () => {
    for (const v of VALUES) {
      const ours = helpers.clone(v);
      expect(ours).toStrictEqual(lodash.clone(v));
      if (v !== null && typeof v === 'object') {
        expect(ours).not.toBe(v);
        expect(Object.getPrototypeOf(ours)).toBe(Object.getPrototypeOf(lodash.clone(v)));
        if (!(v instanceof Date))
          for (const k of Reflect.ownKeys(v))
            expect((ours as Record<PropertyKey, unknown>)[k]).toBe((v as Record<PropertyKey, unknown>)[k]);
      }
    }
  });

  it('cloneDeep: same result, nothing shared but what lodash shares (a File)', () => {
    for (const v of VALUES) expect(helpers.cloneDeep(v)).toStrictEqual(lodash.cloneDeep(v));
    const values = VALUES[14] as { links: { url: string }[] };
    const copy = helpers.cloneDeep(values);
    expect(copy.links).not.toBe(values.links);
    expect(copy.links[0]).not.toBe(values.links[0]);
    const withFile = VALUES[15] as { photo: File; when: Date; nested: object };
    const deep = helpers.cloneDeep(withFile);
    expect(deep.photo).toBe(lodash.cloneDeep(withFile).photo);
    expect(deep.when).not.toBe(when);
    expect(deep.nested).not.toBe(withFile.nested);
  });

  it('toPath', () => {
    const paths: unknown[] = [
      'email',
      'links[0].url',
      'a.b.c',
      'a[0][1]',
      '.a',
      'a..b',
      'a[]',
      'a["b.c"]',
      "a['x\\'y']",
      'a[-1.5]',
      '',
      undefined,
      null,
      7,
      -0,
      ['a', 0, -0],
      sym,
    ];
    for (const p of paths) expect([p, helpers.toPath(p)]).toEqual([p, lodash.toPath(p)]);
  });

  it('isEqual', () => {
    const cases: [unknown, unknown][] = [
      ...VALUES.map((v) => [v, helpers.cloneDeep(v)] as [unknown, unknown]),
      [{ a: 1 }, { a: 2 }],
      [{ a: 1 }, { b: 1 }],
      [{ a: 1 }, { a: 1, b: undefined }],
      [
        [1, 2],
        [2, 1],
      ],
      [[1], { 0: 1 }],
      [new Date(1), new Date(2)],
      [new Date(1), 1],
      [/a/g, /a/g],
      [/a/g, /a/i],
      [NaN, NaN],
      [0, -0],
      ['', 0],
      [null, undefined],
      [{ errors: { links: [{ url: 'Required' }] } }, { errors: { links: [{ url: 'Required' }] } }],
      [{ errors: { links: [{ url: 'Required' }] } }, { errors: { links: [undefined] } }],
      [document.createElement('div'), document.createElement('div')],
      [
        { $$typeof: 1, _owner: { a: 1 }, key: 'k' },
        { $$typeof: 1, _owner: { a: 2 }, key: 'k' },
      ],
      [file, new File(['y'], 'other.png')],
    ];
    for (const [a, b] of cases) expect([a, b, helpers.isEqual(a, b)]).toEqual([a, b, lodash.isEqual(a, b)]);
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const other: Record<string, unknown> = {};
    other.self = other;
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(helpers.isEqual(circular, other)).toBe(false);
    expect(lodash.isEqual(circular, other)).toBe(false);
  });
});

interface Values {
  name: string;
  links: { url: string }[];
}

function LinksForm({ onSubmit }: { onSubmit: (v: Values) => void }) {
  const formik = useFormik<Values>({
    initialValues: { name: '', links: [{ url: '' }] },
    validate: (v) => {
      const errors: Record<string, unknown> = {};
      if (!v.name) errors.name = 'Name is required';
      if (!v.links[0]?.url) errors.links = [{ url: 'Link is required' }];
      return errors;
    },
    onSubmit,
  });
  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <label>
        Name
        <input {...formik.getFieldProps('name')} />
      </label>
      <label>
        Link
        <input {...formik.getFieldProps('links[0].url')} />
      </label>
      <p>dirty: {String(formik.dirty)}</p>
      <p>touched: {JSON.stringify(formik.touched)}</p>
      <p>errors: {JSON.stringify(formik.errors)}</p>
      <button type="button" onClick={() => formik.resetForm()}>
        Reset
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

describe('formik with the helpers in place of its dependencies', () => {
  it('edits nested fields, marks touched, validates, resets and submits', async () => {
    const onSubmit = jest.fn();
    render(<LinksForm onSubmit={onSubmit} />);
    await act(async () => fireEvent.click(screen.getByText('Send')));
    // A submit marks every field touched (setNestedObjectValues) and shows the merged errors.
    expect(screen.getByText(/^touched:/).textContent).toBe('touched: {"name":true,"links":[{"url":true}]}');
    expect(screen.getByText(/^errors:/).textContent).toBe('errors: {"name":"Name is required","links":[{"url":"Link is required"}]}');
    expect(onSubmit).not.toHaveBeenCalled();

    await act(async () => fireEvent.change(screen.getByLabelText('Link'), { target: { name: 'links[0].url', value: 'https://x.test' } }));
    await act(async () => fireEvent.change(screen.getByLabelText('Name'), { target: { name: 'name', value: 'Ann' } }));
    expect((screen.getByLabelText('Link') as HTMLInputElement).value).toBe('https://x.test');
    expect(screen.getByText(/^dirty:/).textContent).toBe('dirty: true');
    expect(screen.getByText(/^errors:/).textContent).toBe('errors: {}');

    await act(async () => fireEvent.click(screen.getByText('Send')));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ann', links: [{ url: 'https://x.test' }] }, expect.anything());

    await act(async () => fireEvent.click(screen.getByText('Reset')));
    expect((screen.getByLabelText('Link') as HTMLInputElement).value).toBe('');
    expect(screen.getByText(/^dirty:/).textContent).toBe('dirty: false');
    // What a yup schema is given (lazySchemaValidate, validationSchema): empty strings as undefined.
    expect(prepareDataForValidation({ name: '', links: [{ url: '' }, 'x'], nested: { a: '', b: 0 } })).toEqual({
      name: undefined,
      links: [{ url: undefined }, 'x'],
      nested: { a: undefined, b: 0 },
    });
    // formik reached every helper through the mocked requires.
    expect(new Set(used)).toEqual(new Set(['isPlainObject', 'clone', 'cloneDeep', 'toPath', 'isEqual', 'deepmerge', 'deepmerge.all']));
  });
});
