// Authenticated GET /api/users/profile beside a trivial route of the same server (GET /api/health).
import autocannon from 'autocannon';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

/**
 * @param {string} url
 * @param {Record<string, string>} [headers]
 * @param {Partial<autocannon.Options>} [extra]
 * @returns {Promise<autocannon.Result>}
 */
function load(url, headers = {}, extra = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers, ...extra }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });
}

/** @type {(name: string, r: autocannon.Result) => Record<string, string | number>} */
const row = (name, r) => ({
  route: name,
  'req/s': Math.round(r.requests.average),
  'p50 ms': r.latency.p50,
  'p99 ms': r.latency.p99,
  errors: r.errors + r.non2xx,
});

/**
 * Signs a fresh user up and in through the real API; returns the login body (user, accessToken, refreshToken).
 * @param {string} base the server's origin
 * @returns {Promise<import('@subreddit-signal/contract').LoginResponse>}
 */
export async function signUp(base) {
  const email = `bench-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'bench-password-123';
  const reg = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench User', email, password }),
  });
  if (!reg.ok) throw new Error(`register failed: ${reg.status} ${await reg.text()}`);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  return login.json();
}

/** @param {string} base */
export async function signIn(base) {
  return (await signUp(base)).accessToken;
}

/** @param {string} base */
export async function benchProfile(base) {
  const token = await signIn(base);
  const auth = { authorization: `Bearer ${token}` };
  const check = await fetch(`${base}/api/users/profile`, { headers: auth });
  if (!check.ok) throw new Error(`profile check failed: ${check.status}`);
  // Warm up both routes, then measure each in turn.
  await load(`${base}/api/health`).catch(() => undefined);
  const trivial = await load(`${base}/api/health`);
  const profile = await load(`${base}/api/users/profile`, auth);
  const non2xx = profile.non2xx + trivial.non2xx;
  return {
    rows: [row('GET /api/health (trivial)', trivial), row('GET /api/users/profile (auth)', profile)],
    ratio: profile.requests.average / trivial.requests.average,
    non2xx,
  };
}

/** Warm POST /api/reddit/subreddit-about (the free analysis of r/marketing) beside the trivial route. */
/** @param {string} base */
export async function benchSubredditAbout(base, subreddit = 'marketing') {
  const token = await signIn(base);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const body = JSON.stringify({ subreddit });
  const first = await fetch(`${base}/api/reddit/subreddit-about`, { method: 'POST', headers, body });
  if (!first.ok) throw new Error(`subreddit-about failed: ${first.status} ${await first.text()}`);
  const trivial = await load(`${base}/api/health`);
  const about = await load(`${base}/api/reddit/subreddit-about`, headers, { method: 'POST', body });
  return {
    rows: [row('GET /api/health (trivial)', trivial), row(`POST /api/reddit/subreddit-about r/${subreddit} (warm)`, about)],
    ratio: about.requests.average / trivial.requests.average,
  };
}
