// One cold run of the audience theme miner, in a fresh process (spawned by bench/themes.mjs):
// 5 snapshot communities × ~1,000 posts, timed from the first call (JIT cold), then warm runs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mineThemes } from '../server/src/modules/audiences/themes/mine';
import { SnapshotSource } from '../server/src/modules/reddit/snapshot-source';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NAMES = ['marketing', 'smallbusiness', 'Entrepreneur', 'startups', 'SEO'];

let t = performance.now();
const snapshot = await SnapshotSource.open(path.join(ROOT, 'data/snapshot'));
const found = await Promise.all(NAMES.map((n) => snapshot.subredditPosts(n)));
const loadMs = performance.now() - t;
const posts = found.flatMap((f) => f?.posts ?? []);
t = performance.now();
const first = mineThemes({ posts, sort: 'engagement', exclude: NAMES });
const coldMs = performance.now() - t;
const warm: number[] = [];
for (let i = 0; i < 5; i++) {
  t = performance.now();
  mineThemes({ posts, sort: i % 2 ? 'recency' : 'engagement', exclude: NAMES });
  warm.push(performance.now() - t);
}
warm.sort((a, b) => a - b);
console.log(JSON.stringify({ posts: posts.length, themes: first.themes.length, loadMs, coldMs, warmMedianMs: warm[2] }));
