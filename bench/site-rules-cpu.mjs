// The draft check's site rules (siteBreaches) by CPU a post, on the writer's posts (decision 086).
//   npx tsx scripts/writer-posts.ts /tmp/writer-posts.json       once: 1,200 of the writer's posts
//   node bench/site-rules-cpu.mjs /tmp/writer-posts.json [tree]  tree: another checkout to time (A/B)
// Rounds alternate with nothing else in the process; CPU is the process's user+system time, so a
// shared machine's load moves it less than wall time.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tree = path.resolve(process.argv[3] ?? here);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 12);
const { siteBreaches } = await tsImport(path.join(tree, 'server/src/modules/drafts/check/site-rules.ts'), import.meta.url);
/** @type {{ title: string, body: string }[]} */
const posts = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const drafts = posts.map((p) => ({ title: p.title, body: p.body, link: null, flair: null, galleryItems: null }));

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const perPost = [];
let found = 0;
for (let round = 0; round < ROUNDS + 2; round++) {
  const t0 = cpuMs();
  for (const d of drafts) found += siteBreaches(d).length;
  if (round >= 2) perPost.push(((cpuMs() - t0) / drafts.length) * 1000);
}
perPost.sort((a, b) => a - b);
console.log(
  `${path.basename(tree)}: siteBreaches on ${drafts.length} posts, µs CPU a post: median ${perPost[perPost.length >> 1].toFixed(1)}, min ${perPost[0].toFixed(1)} (${ROUNDS} rounds; ${found / (ROUNDS + 2)} findings a round)`,
);
