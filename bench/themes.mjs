// Audience themes (issue 26): 5 communities × ~1,000 posts, cold (a fresh process per run, so the
// miner's first call pays JIT and regex compilation), aim < 2 s; plus the warm median.
import { spawnSync } from 'node:child_process';

export async function benchThemes(runs = 3) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'bench/themes-cold.ts'], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(r.stderr || 'themes bench failed');
    results.push(JSON.parse(r.stdout.trim().split('\n').pop() ?? '{}'));
  }
  const median = (/** @type {number[]} */ xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return {
    posts: results[0].posts,
    themes: results[0].themes,
    coldMs: median(results.map((r) => r.coldMs)),
    coldMaxMs: Math.max(...results.map((r) => r.coldMs)),
    loadMs: median(results.map((r) => r.loadMs)),
    warmMs: median(results.map((r) => r.warmMedianMs)),
  };
}

export const themesLine = (/** @type {Awaited<ReturnType<typeof benchThemes>>} */ b) =>
  `${b.posts} posts, ${b.themes} themes: cold ${b.coldMs.toFixed(0)} ms median (max ${b.coldMaxMs.toFixed(0)} ms; aim < 2,000 ms), ` +
  `warm ${b.warmMs.toFixed(0)} ms; loading the posts from the snapshot ${b.loadMs.toFixed(0)} ms (not counted)`;

if (process.argv[1] && process.argv[1].endsWith('themes.mjs')) console.log(themesLine(await benchThemes()));
