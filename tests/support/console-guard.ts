import { format } from 'node:util';

/**
 * Web suites fail on an unexpected console.error or console.warn: a React warning (act, keys,
 * invalid props), an msw "unhandled request" or an app error log is a finding, not noise.
 *
 * `installConsoleGuard()` (from web-setup.ts) replaces both methods for the whole file (plain
 * functions, not spies, so `jest.restoreAllMocks()` in a suite leaves them alone) and fails each
 * test in afterEach with the messages it logged. A test that EXPECTS a log says so, narrowly,
 * with `expectConsoleError(/pattern/)` (or `expectConsoleWarn`): only matching messages are let
 * through, and the expectation fails the test if nothing matching was logged.
 * CONSOLE_GUARD_STACK=1 in the environment adds each unexpected call's stack to the failure.
 */

type Level = 'error' | 'warn';

interface Expectation {
  level: Level;
  pattern: RegExp;
  /** Receives the arguments of every matching call, for `toHaveBeenCalledWith` assertions. */
  calls: jest.Mock;
}

let inTest = false;
let expectations: Expectation[] = [];
/** Unexpected messages of the running test, or logged since the last test ended. */
let unexpected: string[] = [];

function expectConsole(level: Level, pattern: RegExp): jest.Mock {
  if (!inTest) throw new Error(`expectConsole${level === 'error' ? 'Error' : 'Warn'}() is only available inside a test`);
  const calls = jest.fn();
  expectations.push({ level, pattern, calls });
  return calls;
}

/**
 * Lets console.error calls whose formatted message matches `pattern` through for the current
 * test, and requires at least one. Returns a mock receiving each matching call's arguments.
 */
export const expectConsoleError = (pattern: RegExp) => expectConsole('error', pattern);

/** As `expectConsoleError`, for console.warn. */
export const expectConsoleWarn = (pattern: RegExp) => expectConsole('warn', pattern);

/** What the running test has logged so far without an expectation, as `console.<level>: <message>` lines. */
export function unexpectedConsoleSoFar(): readonly string[] {
  return [...unexpected];
}

function takeProblems(): string[] {
  const problems = [...unexpected];
  for (const e of expectations) {
    if (e.calls.mock.calls.length === 0) problems.push(`expected a console.${e.level} matching ${e.pattern}, none was logged`);
  }
  expectations = [];
  unexpected = [];
  return problems;
}

function failWith(problems: string[], when: string) {
  const error = new Error(
    `${when} logged unexpectedly (fix the cause, or expectConsoleError(/pattern/) if the log is the behaviour under test):\n\n${problems.join('\n\n')}`,
  );
  error.stack = `${error.name}: ${error.message}`; // where the guard threw says nothing
  return error;
}

/**
 * @param beforeCheck runs before each test's check, e.g. Testing Library's `cleanup`, so what an
 *   unmount logs still counts for the test that mounted.
 */
export function installConsoleGuard(beforeCheck: () => void = () => {}) {
  const original = { error: console.error, warn: console.warn };
  for (const level of ['error', 'warn'] as const) {
    console[level] = (...args: unknown[]) => {
      const message = format(...args);
      const expected = inTest ? expectations.find((e) => e.level === level && e.pattern.test(message)) : undefined;
      if (expected) {
        expected.calls(...args);
        return;
      }
      // CONSOLE_GUARD_STACK=1 adds where each unexpected call came from.
      const where = process.env.CONSOLE_GUARD_STACK ? `\n${new Error().stack?.split('\n').slice(2).join('\n')}` : '';
      unexpected.push(`console.${level}: ${message}${where}`);
    };
  }

  beforeEach(() => {
    // What was logged between tests fails the next test's check, labelled as such.
    unexpected = unexpected.map((m) => `(after the previous test ended) ${m}`);
    inTest = true;
  });

  afterEach(() => {
    try {
      beforeCheck();
    } finally {
      inTest = false;
    }
    const problems = takeProblems();
    if (problems.length) throw failWith(problems, 'The test');
  });

  afterAll(() => {
    console.error = original.error;
    console.warn = original.warn;
    const problems = takeProblems();
    if (problems.length) throw failWith(problems, 'The suite (after its last test)');
  });
}
