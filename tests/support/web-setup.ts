import '@testing-library/jest-dom';
import { cleanup } from '@testing-library/react';
import { server } from './msw';
import { installConsoleGuard } from './console-guard';

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
