import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { server } from './msw';
import { installConsoleGuard } from './console-guard';

// findBy*/waitFor give up after 10 s instead of 1 s: a ceiling, not a wait (they return as soon as
// the element is there). CI runs two lanes on 2 cores, where a toast or a page's first draw has
// been seen past 1 s, and at load 10 a validation message after pasting 21 names took over 5 s
// (draft-placement; 3.4 s for the whole test when alone). Lazily loaded pages still say so
// explicitly (tests/support/lazy.ts).
configure({ asyncUtilTimeout: 10_000 });

// Node's own stack depth instead of the 100 frames Jest's jsdom environment asks for. React's
// development build captures a stack for every element it creates (its owner stacks), and at 100
// frames deep that capture was a fifth of the web suites' CPU. (CONSOLE_GUARD_STACK=1 keeps 100.)
Error.stackTraceLimit = process.env.CONSOLE_GUARD_STACK ? 100 : 10;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

// An unexpected console.error or console.warn fails the test (expectConsoleError opts out narrowly).
installConsoleGuard(cleanup);

/**
 * A browser resolves a relative Request URL (the app calls `/api/...`) against the page's URL;
 * the platform Request that jest-fixed-jsdom installs does not. Restore the browser behaviour.
 */
const PlatformRequest = globalThis.Request;
globalThis.Request = class Request extends PlatformRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
} as typeof globalThis.Request;
