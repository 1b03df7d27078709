// CPU per generate-post with the archive on (the production default; decision 078): the archive stand-in
// of the tests behind the real client, its community fetched into the database (PGlite in memory), then
// generate-post through app.inject (no socket), 100 calls of warm-up and 5 rounds of N; prints the
// process's CPU per call of each round. For A/B runs of two trees, alternate the trees' processes.
//   npx tsx bench/generation-archive-cpu.ts [N=150]
import { ManualClock } from '../server/src/platform/clock';
import { startArchiveStandin } from '../tests/support/archive-standin';
import { startTestApp } from '../tests/support/server-harness';
import { bearer, createSignedInUser } from '../tests/support/users';
const NOW = new Date('2026-11-20T12:00:00Z');
const NOW_S = Math.floor(NOW.getTime() / 1000);
const N = Number(process.argv[2] ?? 150);
const standin = await startArchiveStandin([
  { name: 'SaaS', posts: 450, subscribers: 412_000, newestUtc: NOW_S - 900, spacingSeconds: 3 * 3600 },
]);
const t = await startTestApp({ env: { REDDIT_ARCHIVE_URL: standin.url }, clock: new ManualClock(NOW) });
const u = await createSignedInUser(t);
await t.db.query('UPDATE users SET available_credits = 1000000 WHERE id = $1', [u.user.id]);
const call = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/reddit/${url}`, headers: bearer(u.accessToken), payload });
await call('subreddit-about', { subreddit: 'SaaS' });
await t.deps.redditData.archive!.fetches.settled();
const queries = ['pricing pages', 'churn', 'onboarding emails', 'cold outreach'];
const templates = ['Success story', 'Question/Help', 'Guide / Tutorial', 'Discussion'];
let i = 0;
const one = async () => {
  const k = i++;
  const r = await call('generate-post', {
    searchQuery: queries[k % 4],
    subreddit: 'SaaS',
    template: templates[(k >> 2) % 4],
    writingStyle: 'Friendly',
    nonce: k % 997,
  });
  if (r.statusCode !== 200) throw new Error(r.body);
};
for (let k = 0; k < 100; k++) await one();
const rounds: number[] = [];
for (let r = 0; r < 5; r++) {
  const c0 = process.cpuUsage();
  for (let k = 0; k < N; k++) await one();
  const c = process.cpuUsage(c0);
  rounds.push((c.user + c.system) / 1000 / N);
}
console.log(JSON.stringify({ msPerCall: rounds.map((x) => +x.toFixed(3)) }));
await t.close();
await standin.stop();
process.exit(0);
