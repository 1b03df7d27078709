// `npm start` on a built, unchanged tree: time from spawning it to the first 200 of GET /api/health,
// and whether it rebuilt (scripts/start.mjs hashes the build's inputs). Builds first when needed,
// outside the timing, so the figure is the "nothing changed" case. The runs share one DATA_DIR, as a
// restarted installation does: the first (not counted) creates the embedded database.
//   node bench/start.mjs
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort } from '../scripts/free-port.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * One `npm start`: ms to the first 200, and whether the output said it built.
 * @param {string} dataDir
 */
async function once(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  let ms = NaN;
  try {
    const deadline = Date.now() + 300_000;
    while (Date.now() < deadline && child.exitCode === null) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) {
        ms = performance.now() - started;
        break;
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM'); // npm and the server it started
    await new Promise((r) => (child.exitCode !== null ? r(undefined) : child.once('exit', r)));
    // npm exits before the server has drained and let go of the embedded database: the next run
    // would find it in use. Its lock file goes when it has.
    const lock = `${dataDir}/pglite.lock`;
    for (const until = Date.now() + 30_000; existsSync(lock) && Date.now() < until;) await new Promise((r) => setTimeout(r, 50));
  }
  return { ms, rebuilt: /rsbuild build|node build\.mjs/.test(output) };
}

export async function benchStart(runs = 3) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ss-bench-start-'));
  const results = [];
  try {
    await once(dataDir); // builds when the tree changed since the last build, creates the database; not counted
    for (let i = 0; i < runs; i++) results.push(await once(dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
  return { medianMs: sorted[Math.floor(sorted.length / 2)], runs: results, rebuilt: results.some((r) => r.rebuilt) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = await benchStart();
  console.log(
    `npm start on a built, unchanged tree → first 200: median ${Math.round(r.medianMs)} ms over ${r.runs.length} runs (aim <= 2 s); rebuilt: ${r.rebuilt ? 'yes' : 'no'}`,
  );
}
