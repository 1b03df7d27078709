// One runner for everything (the design card): web component suites in a DOM, server suites in Node.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// ESM-only packages that Jest (CommonJS) must transform.
const esmPackages = [
  'ky',
  'until-async',
  'jose',
  'openid-client',
  'oauth4webapi',
  'pg-boss',
  'serialize-error',
  'non-error',
  'content-disposition',
  'cookie',
];
// Ignore node_modules except when the innermost package is one of the ESM-only ones.
const transformIgnorePatterns = [`/node_modules/(?!.*/node_modules/)(?!(${esmPackages.join('|')})/)`];

const common = {
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns,
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@subreddit-signal/contract$': '<rootDir>/contract/src/index.ts',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

// JEST_PROJECTS=server (or web) runs one half; used by npm run test:server / test:web.
const only = process.env.JEST_PROJECTS?.split(',');

/** @type {import('jest').Config} */
export default {
  // A ceiling, not a budget: a passing test ends when it ends. CI shares 2 cores between two lanes
  // (and a local run with whatever else is running), where a page of 50 cards in jsdom or an app
  // start has been seen past 30 s at load 13; speed is measured by the bench, never by a timeout.
  testTimeout: 90_000,
  projects: [
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/tests/web/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/web-setup.ts'],
      // Stylesheets and images first: one imported through the '@/' alias is mocked as well.
      moduleNameMapper: {
        '\\.(css)$': '<rootDir>/tests/support/style-mock.cjs',
        '\\.(svg|png|jpg)$': '<rootDir>/tests/support/file-mock.cjs',
        ...common.moduleNameMapper,
      },
    },
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/server/**/*.test.ts'],
      // Every embedded database starts from a template made once (tests/support/pglite-template.ts).
      globalSetup: '<rootDir>/tests/support/pglite-templates-setup.ts',
      // Apps a suite started and did not close (a beforeAll that timed out) are closed after it.
      setupFilesAfterEnv: ['<rootDir>/tests/support/server-setup.ts'],
    },
  ].filter((p) => !only || only.includes(p.displayName)),
};
