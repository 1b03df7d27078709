import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** Absolute URL of an API path as the app calls it in tests (same-origin `/api`). */
export const apiUrl = (path: string) => new URL(`/api/${path.replace(/^\//, '')}`, window.location.origin).toString();

/**
 * The one call answered for every suite: the rules block the paid subreddit analysis loads
 * (decision 021) gets 'no rules held', as the bundled data answers, so page suites need not list it.
 * A suite that tests the block overrides it with `server.use(...)`.
 */
export const noCommunityRulesHandler = http.post(apiUrl('reddit/community-rules'), async ({ request }) => {
  const { subreddit } = (await request.json()) as { subreddit: string };
  return HttpResponse.json({
    subreddit,
    source: 'none',
    fetchedAt: null,
    rules: null,
    requirements: null,
    settings: null,
    flairs: [],
    note: `Our data holds no rules for r/${subreddit} (only the live Reddit connection reads them).`,
  });
});

/**
 * One msw server for the web suites: handlers are added per test with `server.use(...)`.
 * Unhandled requests fail the test, so every call a screen makes is deliberate.
 */
export const server = setupServer(noCommunityRulesHandler);
