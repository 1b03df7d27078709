// Types of the loader for the suite that checks it (tests/server/build-pure-library-parts.test.ts).
declare const loader: {
  (this: { resourcePath: string }, source: string): string;
  rewrite(source: string, file: string): string;
  FILES: string[];
};
export = loader;
