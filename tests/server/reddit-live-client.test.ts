import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ManualClock } from '../../server/src/platform/clock';
import { RedditClient, type RedditClientOptions } from '../../server/src/modules/reddit/live/client';
import {
  REDDIT_UNAVAILABLE_MESSAGE,
  RedditAuthError,
  RedditCircuitOpenError,
  RedditRateLimitedError,
  RedditResponseError,
  RedditUnavailableError,
} from '../../server/src/modules/reddit/live/errors';
import { fixtureJson, fixtureText, startRedditStandin, type RedditStandin } from '../support/reddit-standin';

const UA = 'web:com.example.subreddit-signal:v1.0.0 (by /u/example_dev)';
const GOLANG_ABOUT = 'go-reddit/subreddit-about-golang.json';

let standin: RedditStandin;
let clock: ManualClock;

beforeAll(async () => {
  standin = await startRedditStandin();
});
afterAll(async () => {
  await standin.stop();
});
beforeEach(() => {
  standin.reset();
  standin.revokeTokens(); // every test starts with a client that has no token the stand-in accepts
  standin.tokenLifetimeSeconds = 86400;
  clock = new ManualClock(new Date('2026-03-05T10:00:00Z'));
});

/** A client against the stand-in; sleeps are recorded and move the manual clock instead of waiting. */
function makeClient(extra: Partial<RedditClientOptions> = {}) {
  const sleeps: number[] = [];
  const client = new RedditClient({
    apiBase: standin.url,
    authUrl: standin.authUrl,
    clientId: standin.clientId,
    clientSecret: standin.clientSecret,
    userAgent: UA,
    clock,
    sleep: async (ms) => {
      sleeps.push(ms);
      clock.advance(ms);
    },
    random: () => 0.5,
    ...extra,
  });
  return { client, sleeps };
}

async function rejection(p: Promise<unknown>): Promise<Error> {
  try {
    await p;
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected the call to fail');
}

describe('OAuth app-only token', () => {
  it('is fetched lazily with HTTP Basic and the client_credentials form, then sent as bearer with the User-Agent and raw_json=1', async () => {
    standin.route('/r/golang/about', { text: fixtureText(GOLANG_ABOUT) });
    const { client } = makeClient();
    expect(standin.requests).toHaveLength(0); // nothing at construction

    const body = await client.get('/r/golang/about');
    expect(body).toEqual(fixtureJson(GOLANG_ABOUT));

    const [tokenReq, apiReq] = standin.requests;
    expect(tokenReq).toMatchObject({ method: 'POST', path: '/api/v1/access_token' });
    expect(tokenReq!.headers.authorization).toBe('Basic ' + Buffer.from(`${standin.clientId}:${standin.clientSecret}`).toString('base64'));
    expect(tokenReq!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(tokenReq!.headers['user-agent']).toBe(UA);
    expect(Object.fromEntries(new URLSearchParams(tokenReq!.body))).toEqual({ grant_type: 'client_credentials' });

    const issued = standin.issued[standin.issued.length - 1];
    expect(apiReq).toMatchObject({ method: 'GET', path: '/r/golang/about', query: { raw_json: '1' } });
    expect(apiReq!.headers.authorization).toBe(`bearer ${issued}`);
    expect(apiReq!.headers['user-agent']).toBe(UA);

    // Reused for the next call: no second token request.
    await client.get('/r/golang/about', { limit: 5 });
    expect(standin.tokenRequests()).toHaveLength(1);
    expect(standin.apiRequests()[1]).toMatchObject({ query: { limit: '5', raw_json: '1' } });
    expect(standin.apiRequests()[1]!.headers.authorization).toBe(`bearer ${issued}`);
  });

  it('is renewed shortly before expires_in runs out', async () => {
    standin.tokenLifetimeSeconds = 3600;
    standin.route('/r/golang/about', { text: fixtureText(GOLANG_ABOUT) });
    const { client } = makeClient();
    await client.get('/r/golang/about');
    const first = standin.issued[standin.issued.length - 1];

    clock.advance((3600 - 61) * 1000); // still more than a minute left
    await client.get('/r/golang/about');
    expect(standin.tokenRequests()).toHaveLength(1);

    clock.advance(2000); // inside the last minute: renew before using it
    await client.get('/r/golang/about');
    expect(standin.tokenRequests()).toHaveLength(2);
    const second = standin.issued[standin.issued.length - 1];
    expect(second).not.toBe(first);
    expect(standin.apiRequests().map((r) => r.headers.authorization)).toEqual([`bearer ${first}`, `bearer ${first}`, `bearer ${second}`]);
  });

  it('is renewed once when Reddit answers 401, and the call succeeds with the new token', async () => {
    standin.route('/r/golang/about', { text: fixtureText(GOLANG_ABOUT) });
    const { client, sleeps } = makeClient();
    await client.get('/r/golang/about');
    const first = standin.issued[standin.issued.length - 1];

    standin.revokeTokens();
    await expect(client.get('/r/golang/about')).resolves.toEqual(fixtureJson(GOLANG_ABOUT));
    const second = standin.issued[standin.issued.length - 1];
    expect(standin.apiRequests().map((r) => r.headers.authorization)).toEqual([`bearer ${first}`, `bearer ${first}`, `bearer ${second}`]);
    expect(standin.tokenRequests()).toHaveLength(2);
    expect(sleeps).toEqual([]); // a renewal is not a backoff retry
  });

  it('gives up with RedditAuthError (503 for users) when even a fresh token gets 401, without looping', async () => {
    standin.route('/r/golang/about', { status: 401, json: { message: 'Unauthorized', error: 401 } });
    const { client } = makeClient();
    const err = await rejection(client.get('/r/golang/about'));
    expect(err).toBeInstanceOf(RedditAuthError);
    expect(err).toMatchObject({ statusCode: 503, message: REDDIT_UNAVAILABLE_MESSAGE });
    expect(standin.apiRequests()).toHaveLength(2);
    expect(standin.tokenRequests()).toHaveLength(2);
  });

  it('fails with RedditAuthError and never calls the API when the token endpoint refuses the credentials', async () => {
    const { client } = makeClient({ clientSecret: 'wrong-secret' });
    const err = await rejection(client.get('/r/golang/about'));
    expect(err).toBeInstanceOf(RedditAuthError);
    expect((err as RedditAuthError).detail).toMatch(/rejected the app credentials \(token endpoint answered 401\)/);
    expect(standin.tokenRequests()).toHaveLength(1);
    expect(standin.apiRequests()).toHaveLength(0);
  });

  it('retries a token endpoint answering 503 (honouring Retry-After), like any other call', async () => {
    standin.tokenRoute([
      { status: 503, text: 'upstream down' },
      { status: 503, headers: { 'retry-after': '2' }, text: 'upstream down' },
      { issue: true },
    ]);
    standin.route('/r/golang/about', { text: fixtureText(GOLANG_ABOUT) });
    const { client, sleeps } = makeClient();
    await expect(client.get('/r/golang/about')).resolves.toEqual(fixtureJson(GOLANG_ABOUT));
    expect(sleeps).toEqual([250, 2000]);
    expect(standin.tokenRequests()).toHaveLength(3);
    expect(standin.apiRequests()).toHaveLength(1);
  });
});

describe('rate limits', () => {
  const limited = (remaining: string, used: string, reset: string) => ({
    text: fixtureText(GOLANG_ABOUT),
    headers: { 'x-ratelimit-remaining': remaining, 'x-ratelimit-used': used, 'x-ratelimit-reset': reset },
  });

  it('waits until the window resets when X-Ratelimit-Remaining reaches 0', async () => {
    standin.route('/r/golang/about', [limited('0.0', '600', '7'), limited('599.0', '1', '600')]);
    const { client, sleeps } = makeClient();
    await client.get('/r/golang/about');
    expect(client.gate.snapshot()).toEqual({ remaining: 0, used: 600, resetAt: clock.now().getTime() + 7000 });
    expect(sleeps).toEqual([]);

    await client.get('/r/golang/about');
    expect(sleeps).toEqual([7000]); // the computed wait: reset seconds from when the headers were read
    expect(standin.apiRequests()).toHaveLength(2);
    expect(client.gate.snapshot()).toMatchObject({ remaining: 599, used: 1 });
  });

  it('does not wait while requests remain, and counts calls in flight against the budget', async () => {
    standin.route('/r/golang/about', [limited('1', '599', '5'), limited('0', '600', '5'), limited('600', '0', '600')]);
    const { client, sleeps } = makeClient();
    await client.get('/r/golang/about');
    expect(sleeps).toEqual([]);
    // One request left: two concurrent calls — the first uses it, the second waits for the reset.
    await Promise.all([client.get('/r/golang/about'), client.get('/r/golang/about')]);
    expect(sleeps).toEqual([5000]);
    expect(standin.apiRequests()).toHaveLength(3);
  });

  it('fails fast (503 with Retry-After) instead of waiting longer than allowed', async () => {
    standin.route('/r/golang/about', limited('0', '600', '540'));
    const { client, sleeps } = makeClient({ rateLimit: { maxWaitMs: 60_000 } });
    await client.get('/r/golang/about');
    const err = await rejection(client.get('/r/golang/about'));
    expect(err).toBeInstanceOf(RedditRateLimitedError);
    expect(err).toMatchObject({ statusCode: 503, headers: { 'retry-after': '540' } });
    expect(sleeps).toEqual([]);
    expect(standin.apiRequests()).toHaveLength(1);
    expect(client.breaker.current()).toBe('closed'); // our budget, not a Reddit failure
  });

  it('forgets the spent budget once the reset time has passed', async () => {
    standin.route('/r/golang/about', limited('0', '600', '3'));
    const { client, sleeps } = makeClient();
    await client.get('/r/golang/about');
    clock.advance(3000);
    await client.get('/r/golang/about');
    expect(sleeps).toEqual([]);
  });
});

describe('retries', () => {
  it('retries 503 and 429 with exponential backoff and full jitter, then succeeds', async () => {
    standin.route('/r/golang/about', [
      { status: 503, text: '<html>upstream connect error</html>' },
      { status: 429, json: { message: 'Too Many Requests', error: 429 } },
      { text: fixtureText(GOLANG_ABOUT) },
    ]);
    const jitter = [0.9, 0.25];
    const { client, sleeps } = makeClient({ random: () => jitter.shift()!, baseDelayMs: 500 });
    await expect(client.get('/r/golang/about')).resolves.toEqual(fixtureJson(GOLANG_ABOUT));
    // attempt 1 → uniform in [0, 500): 0.9 * 500; attempt 2 → [0, 1000): 0.25 * 1000
    expect(sleeps).toEqual([450, 250]);
    expect(standin.apiRequests()).toHaveLength(3);
  });

  it('honours Retry-After', async () => {
    standin.route('/r/golang/about', [
      { status: 429, headers: { 'retry-after': '3' }, json: { message: 'Too Many Requests', error: 429 } },
      { text: fixtureText(GOLANG_ABOUT) },
    ]);
    const { client, sleeps } = makeClient();
    await client.get('/r/golang/about');
    expect(sleeps).toEqual([3000]);
  });

  it('does not sleep through a Retry-After longer than allowed: 503 at once, passing the wait on', async () => {
    standin.route('/r/golang/about', { status: 503, headers: { 'retry-after': '120' }, text: 'maintenance' });
    const { client, sleeps } = makeClient({ maxRetryAfterMs: 30_000 });
    const err = await rejection(client.get('/r/golang/about'));
    expect(err).toBeInstanceOf(RedditUnavailableError);
    expect(err).toMatchObject({ statusCode: 503, headers: { 'retry-after': '120' } });
    expect(sleeps).toEqual([]);
    expect(standin.apiRequests()).toHaveLength(1);
  });

  it('gives up after the bounded number of attempts', async () => {
    standin.route('/r/golang/about', { status: 502, text: 'bad gateway' });
    const { client, sleeps } = makeClient({ maxAttempts: 4, random: () => 0.5 });
    const err = await rejection(client.get('/r/golang/about'));
    expect(err).toBeInstanceOf(RedditUnavailableError);
    expect((err as RedditUnavailableError).detail).toMatch(/after 4 attempts: HTTP 502/);
    expect(err.message).toBe(REDDIT_UNAVAILABLE_MESSAGE);
    expect(sleeps).toEqual([250, 500, 1000]);
    expect(standin.apiRequests()).toHaveLength(4);
  });

  it('caps the backoff window', () => {
    const { client } = makeClient({ random: () => 0.999, baseDelayMs: 500, maxDelayMs: 8000 });
    expect(client.backoff(1)).toBeCloseTo(499.5);
    expect(client.backoff(5)).toBeCloseTo(7992);
    expect(client.backoff(12)).toBeCloseTo(7992);
  });

  it.each([
    [403, { message: 'Forbidden', error: 403, reason: 'private' }, 'private'],
    [404, { message: 'Not Found', error: 404 }, null],
    [404, { message: 'Not Found', error: 404, reason: 'banned' }, 'banned'],
    [400, { message: 'Bad Request', error: 400 }, null],
  ])('does not retry a %i: RedditResponseError with Reddit’s reason', async (status, json, reason) => {
    standin.route('/r/secretclub/about', { status, json });
    const { client, sleeps } = makeClient();
    const err = await rejection(client.get('/r/secretclub/about'));
    expect(err).toBeInstanceOf(RedditResponseError);
    expect(err).toMatchObject({ status, reason });
    expect(sleeps).toEqual([]);
    expect(standin.apiRequests()).toHaveLength(1);
  });

  it('does not follow redirects (Reddit sends unknown communities to a search page)', async () => {
    standin.route('/r/nosuchcommunityxyz/about', { status: 302, headers: { location: '/subreddits/search.json?q=nosuchcommunityxyz' } });
    const { client } = makeClient();
    const err = await rejection(client.get('/r/nosuchcommunityxyz/about'));
    expect(err).toMatchObject({ status: 302 });
    expect(standin.apiRequests()).toHaveLength(1);
  });

  it('retries network errors and then reports Reddit as unreachable', async () => {
    // A port that was just closed: connections are refused.
    const dead = http.createServer();
    await new Promise<void>((r) => dead.listen(0, '127.0.0.1', r));
    const port = (dead.address() as AddressInfo).port;
    await new Promise<void>((r) => dead.close(() => r()));
    const { client, sleeps } = makeClient({ apiBase: `http://127.0.0.1:${port}` });
    const err = await rejection(client.get('/r/golang/about'));
    expect(err).toBeInstanceOf(RedditUnavailableError);
    expect((err as RedditUnavailableError).detail).toMatch(/after 4 attempts: network error: ECONNREFUSED/);
    expect(sleeps).toHaveLength(3);
  });
});

describe('circuit breaker', () => {
  const down = { status: 503, text: 'down' };

  it('opens after N consecutive failures and then fails fast without calling Reddit', async () => {
    standin.route('/r/golang/about', down);
    const { client } = makeClient({ maxAttempts: 1, breaker: { failureThreshold: 3, cooldownMs: 30_000 } });
    for (let i = 0; i < 3; i++) {
      const err = await rejection(client.get('/r/golang/about'));
      expect(err).toBeInstanceOf(RedditUnavailableError);
      expect(err).not.toBeInstanceOf(RedditCircuitOpenError);
    }
    expect(client.breaker.current()).toBe('open');
    const calls = standin.requests.length;

    clock.advance(10_000);
    const err = await rejection(client.get('/r/golang/about'));
    expect(err).toBeInstanceOf(RedditCircuitOpenError);
    expect(err).toMatchObject({ statusCode: 503, message: 'Reddit is not reachable right now. Please try again in a few minutes.' });
    expect(err).toMatchObject({ headers: { 'retry-after': '20' } });
    expect(standin.requests.length).toBe(calls); // no network at all
  });

  it('half-opens after the cool-down: one trial call; success closes the circuit', async () => {
    standin.route('/r/golang/about', down);
    const { client } = makeClient({ maxAttempts: 1, breaker: { failureThreshold: 2, cooldownMs: 30_000 } });
    await rejection(client.get('/r/golang/about'));
    await rejection(client.get('/r/golang/about'));
    expect(client.breaker.current()).toBe('open');

    clock.advance(30_000);
    expect(client.breaker.current()).toBe('half-open');
    standin.route('/r/golang/about', { text: fixtureText(GOLANG_ABOUT) });
    const trial = client.get('/r/golang/about');
    // While the trial is in flight, others still fail fast.
    await expect(client.get('/r/golang/about')).rejects.toBeInstanceOf(RedditCircuitOpenError);
    await expect(trial).resolves.toEqual(fixtureJson(GOLANG_ABOUT));
    expect(client.breaker.current()).toBe('closed');
    await expect(client.get('/r/golang/about')).resolves.toBeTruthy();
  });

  it('re-opens at once when the trial call fails', async () => {
    standin.route('/r/golang/about', down);
    const { client } = makeClient({ maxAttempts: 1, breaker: { failureThreshold: 2, cooldownMs: 30_000 } });
    await rejection(client.get('/r/golang/about'));
    await rejection(client.get('/r/golang/about'));
    clock.advance(30_000);
    const before = standin.apiRequests().length;
    await expect(client.get('/r/golang/about')).rejects.not.toBeInstanceOf(RedditCircuitOpenError);
    expect(standin.apiRequests().length).toBe(before + 1);
    expect(client.breaker.current()).toBe('open');
    await expect(client.get('/r/golang/about')).rejects.toBeInstanceOf(RedditCircuitOpenError);
  });

  it('counts a call, not each retry, and does not count answers such as 404', async () => {
    standin.route('/r/golang/about', down);
    standin.route('/r/gone/about', { status: 404, json: { message: 'Not Found', error: 404 } });
    const { client } = makeClient({ maxAttempts: 3, breaker: { failureThreshold: 2 } });
    await rejection(client.get('/r/golang/about')); // 3 attempts, one failure
    expect(standin.apiRequests()).toHaveLength(3);
    expect(client.breaker.current()).toBe('closed');
    await rejection(client.get('/r/gone/about')); // Reddit answered: resets the count
    await rejection(client.get('/r/golang/about'));
    expect(client.breaker.current()).toBe('closed');
    await rejection(client.get('/r/golang/about'));
    expect(client.breaker.current()).toBe('open');
  });
});
