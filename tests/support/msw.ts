import { setupServer } from 'msw/node';

/**
 * One msw server for the web suites: handlers are added per test with `server.use(...)`.
 * Unhandled requests fail the test, so every call a screen makes is deliberate.
 */
export const server = setupServer();

/** Absolute URL of an API path as the app calls it in tests (same-origin `/api`). */
export const apiUrl = (path: string) => new URL(`/api/${path.replace(/^\//, '')}`, window.location.origin).toString();
