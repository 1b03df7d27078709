// Types of the helpers written into formik by the build, for their suite (tests/web/formik-helpers.test.tsx).
export declare function isPlainObject(value: unknown): boolean;
export declare const clone: <T>(value: T) => T;
export declare const cloneDeep: <T>(value: T) => T;
export declare function toPath(value: unknown): PropertyKey[];
export declare function isEqual(a: unknown, b: unknown): boolean;
export declare const deepmerge: {
  (target: unknown, source: unknown, options?: object): any; // eslint-disable-line @typescript-eslint/no-explicit-any
  all(array: unknown[], options?: object): any; // eslint-disable-line @typescript-eslint/no-explicit-any
};
