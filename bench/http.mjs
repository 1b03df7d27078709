// Authenticated GET /api/users/profile beside a trivial route of the same server (GET /api/health).
import autocannon from 'autocannon';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/**
 * The trivial route and the route measured take turns (A B B A …) in rounds of ROUND_S seconds, and
 * the ratio is the median of the rounds' ratios. One 10 s run of each in sequence swung the ratio from
 * 0.73 to 1.50 on this 2-core machine: whatever else ran during one of the two runs (a neighbour's
 * load, the server's own work ahead) was charged to that route alone.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const ROUND_S = Math.max(2, Math.round((2 * DURATION_S) / ROUNDS));

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
  // Warm up both routes, then measure them in turns.
  await load(`${base}/api/health`).catch(() => undefined);
  await load(`${base}/api/users/profile`, auth, { duration: 2 }).catch(() => undefined);
  const pair = await inTurns(
    () => load(`${base}/api/health`, {}, { duration: ROUND_S }),
    () => load(`${base}/api/users/profile`, auth, { duration: ROUND_S }),
  );
  return {
    rows: [row('GET /api/health (trivial)', pair.trivial), row('GET /api/users/profile (auth)', pair.measured)],
    ratio: pair.ratio,
    rounds: pair.rounds,
    non2xx: pair.non2xx,
  };
}

/**
 * Runs `trivial` and `measured` ROUNDS times each, in A B B A order; returns the median round of
 * each (for the table), the median of the rounds' throughput ratios, and the non-2xx answers of all.
 * @param {() => Promise<autocannon.Result>} trivial
 * @param {() => Promise<autocannon.Result>} measured
 */
async function inTurns(trivial, measured) {
  /** @type {autocannon.Result[]} */
  const a = [];
  /** @type {autocannon.Result[]} */
  const b = [];
  for (let i = 0; i < ROUNDS; i++) {
    if (i % 2 === 0) {
      a.push(await trivial());
      b.push(await measured());
    } else {
      b.push(await measured());
      a.push(await trivial());
    }
  }
  const median = (/** @type {number[]} */ xs) => {
    const s = [...xs].sort((x, y) => x - y);
    return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  };
  const byRate = (/** @type {autocannon.Result[]} */ rs) => [...rs].sort((x, y) => x.requests.average - y.requests.average)[rs.length >> 1];
  return {
    trivial: byRate(a),
    measured: byRate(b),
    ratio: median(a.map((r, i) => b[i].requests.average / r.requests.average)),
    rounds: a.map((r, i) => +(b[i].requests.average / r.requests.average).toFixed(2)),
    non2xx: [...a, ...b].reduce((n, r) => n + r.non2xx, 0),
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
  const pair = await inTurns(
    () => load(`${base}/api/health`, {}, { duration: ROUND_S }),
    () => load(`${base}/api/reddit/subreddit-about`, headers, { method: 'POST', body, duration: ROUND_S }),
  );
  return {
    rows: [row('GET /api/health (trivial)', pair.trivial), row(`POST /api/reddit/subreddit-about r/${subreddit} (warm)`, pair.measured)],
    ratio: pair.ratio,
    rounds: pair.rounds,
  };
}
