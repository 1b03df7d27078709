// AI generation figures (never asserted in tests):
//   1. the built-in (rule-based) engine in process: posts generated per second over real communities
//      of the bundled snapshot, every template and writing style;
//   2. POST /api/reddit/generate-post at 20 connections: p50/p99 and req/s. Each call spends a credit,
//      so the server is the app built from its TypeScript sources (esbuild, as server/build.mjs does)
//      in a child process, production mode, with one user given enough credits for the run (the
//      public API cannot grant them). The database is PGlite in a throwaway DATA_DIR, or, with
//      BENCH_DATABASE_URL=postgres://…, a throwaway schema in that PostgreSQL database.
//   node bench/generation.mjs            (standalone)
//   import { benchGeneration } from './generation.mjs'; await benchGeneration();   (from bench/run.mjs)
import autocannon from 'autocannon';
import { build } from 'esbuild';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CACHE = path.join(ROOT, 'node_modules/.cache/ss-bench');
const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ENGINE_MS = Number(process.env.BENCH_GENERATION_MS ?? 3000);
const COMMUNITIES = ['marketing', 'technology', 'seo', 'startups'];
/** @type {import('@subreddit-signal/contract').PostTemplate[]} */
const TEMPLATES = ['Success story', 'Question/Help', 'Guide / Tutorial', 'Discussion', 'Project showcase'];
/** @type {import('@subreddit-signal/contract').WritingStyle[]} */
const STYLES = ['Friendly', 'Expert', 'Sarcastic', 'Brief'];

/**
 * Bundles TypeScript source given as text (npm packages left external, resolved from the repository).
 * @param {string} name
 * @param {string} contents
 * @returns {Promise<string>} the bundle's path
 */
async function bundle(name, contents) {
  mkdirSync(CACHE, { recursive: true });
  const outfile = path.join(CACHE, `${name}-${process.pid}.mjs`);
  await build({
    stdin: { contents, resolveDir: ROOT, loader: 'ts', sourcefile: `${name}.ts` },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    alias: { '@': path.join(ROOT, 'src') },
    logLevel: 'silent',
  });
  return outfile;
}

export async function benchBuiltInEngine() {
  const file = await bundle(
    'gen-engine',
    `export { SnapshotSource } from './server/src/modules/reddit/snapshot-source';
     export { analyzeSubreddit } from './server/src/modules/analysis';
     export { buildCommunityProfile } from './server/src/modules/generation/community';
     export { writePosts, writeComments } from './server/src/modules/generation/built-in';`,
  );
  try {
    /**
     * What the bundle re-exports.
     * @typedef {typeof import('../server/src/modules/reddit/snapshot-source') & typeof import('../server/src/modules/analysis')
     *   & typeof import('../server/src/modules/generation/community') & typeof import('../server/src/modules/generation/built-in')} EngineBundle
     */
    const { SnapshotSource, analyzeSubreddit, buildCommunityProfile, writePosts, writeComments } = /** @type {EngineBundle} */ (
      await import(pathToFileURL(file).href)
    );
    const snapshot = await SnapshotSource.open(path.join(ROOT, 'data/snapshot'));
    /** @type {import('../server/src/modules/generation/community').CommunityProfile[]} */
    const communities = [];
    for (const name of COMMUNITIES) {
      const found = await snapshot.subredditPosts(name);
      if (!found) throw new Error(`r/${name} is not in the bundled snapshot`);
      const analysis = analyzeSubreddit({
        subreddit: found.subreddit,
        posts: found.posts,
        asOf: found.asOf,
        provenance: { kind: found.kind, label: '', dataDate: null },
        tier: 'paid',
      });
      communities.push(buildCommunityProfile(found, analysis));
    }
    /** @type {(ms: number, one: (i: number) => number) => { made: number, seconds: number }} */
    const run = (ms, one) => {
      let made = 0;
      let i = 0;
      const started = performance.now();
      while (performance.now() - started < ms) made += one(i++);
      return { made, seconds: (performance.now() - started) / 1000 };
    };
    const post = (/** @type {number} */ i) =>
      writePosts({
        community: communities[i % communities.length],
        searchQuery: i % 2 ? 'email marketing' : 'AI tools for small business',
        template: TEMPLATES[i % TEMPLATES.length],
        writingStyle: STYLES[(i >> 2) % STYLES.length],
        count: 3,
        nonce: i,
      }).length;
    run(300, post); // warm-up
    const posts = run(ENGINE_MS, post);
    const thePost = {
      title: 'How we doubled newsletter sign-ups with a welcome email sequence',
      body: 'A three-part welcome sequence doubled sign-ups.',
    };
    const comments = run(
      ENGINE_MS / 3,
      (i) =>
        writeComments({
          post: thePost,
          community: null,
          tone: /** @type {import('@subreddit-signal/contract').CommentTone[]} */ (['Friendly', 'Expert', 'Casual'])[i % 3],
          count: 3,
          nonce: i,
        }).length,
    );
    return {
      postsPerSecond: posts.made / posts.seconds,
      commentsPerSecond: comments.made / comments.seconds,
      rows: [
        {
          what: 'built-in engine: posts (3 per call)',
          'per second': Math.round(posts.made / posts.seconds),
          'ms per call': ((posts.seconds * 1000 * 3) / posts.made).toFixed(3),
        },
        {
          what: 'built-in engine: comments (3 per call)',
          'per second': Math.round(comments.made / comments.seconds),
          'ms per call': ((comments.seconds * 1000 * 3) / comments.made).toFixed(3),
        },
      ],
    };
  } finally {
    rmSync(file, { force: true });
  }
}

/** The app in a child process on a free port, and a session whose user has credits for the whole run. */
/** The i-th generate-post request body of the load: the communities, templates and styles in turn. */
export const generatePostBody = (/** @type {number} */ i) =>
  JSON.stringify({
    searchQuery: 'email marketing',
    subreddit: COMMUNITIES[i % COMMUNITIES.length],
    template: TEMPLATES[i % TEMPLATES.length],
    writingStyle: STYLES[i % STYLES.length],
    nonce: i,
  });

export async function startCreditedServer() {
  const file = await bundle(
    'gen-server',
    `import { loadConfig } from './server/src/config';
     import { openDatabase } from './server/src/db/client';
     import { createDeps } from './server/src/deps';
     import { buildApp } from './server/src/app';
     import { createUserAccount } from './server/src/modules/users/accounts';
     import { grantCredits } from './server/src/modules/credits';
     const config = loadConfig(process.env);
     const url = process.env.BENCH_DATABASE_URL;
     const db = url ? await openDatabase({ url, schema: process.env.BENCH_SCHEMA, poolSize: 10 }) : undefined;
     const deps = await createDeps(config, { db });
     // BENCH_STATEMENTS=1: the named statements the server ran, by name, written to stderr when it stops.
     const statements = new Map<string, number>();
     if (process.env.BENCH_STATEMENTS) {
       const atomic = deps.db.atomic.bind(deps.db);
       deps.db.atomic = ((sql, params) => (statements.set(sql.name, (statements.get(sql.name) ?? 0) + 1), atomic(sql, params))) as typeof atomic;
     }
     const app = await buildApp(deps);
     await app.listen({ port: 0, host: '127.0.0.1' });
     const user = await deps.db.transaction((tx) => createUserAccount(tx, { email: 'bench@example.com', name: 'Bench User', passwordHash: null }));
     await deps.db.transaction((tx) => grantCredits(tx, user.id, 10_000_000, 'bench'));
     const session = await deps.tokens.createSession(deps.db, user.id);
     process.stdout.write(JSON.stringify({ port: (app.server.address() as { port: number }).port, token: session.accessToken }) + '\\n');
     process.on('SIGTERM', () => {
       if (statements.size > 0) process.stderr.write('statements ' + JSON.stringify(Object.fromEntries(statements)) + '\\n');
       void app.close().then(() => deps.db.close()).finally(() => process.exit(0));
     });`,
  );
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ss-bench-gen-'));
  const url = process.env.BENCH_DATABASE_URL;
  // The tests' throwaway schema (created now, dropped by stop()).
  const { createThrowawaySchema } = /** @type {typeof import('../tests/support/test-database')} */ (
    await tsImport('../tests/support/test-database.ts', import.meta.url)
  );
  const throwaway = url ? await createThrowawaySchema(url, 'bench_gen') : null;
  // BENCH_NODE_ARGS (e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof') profiles the server under load.
  const child = spawn(process.execPath, [...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), file], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      LLM_BASE_URL: '',
      LLM_API_KEY: '',
      LLM_MODEL: '',
      // As bench/server.mjs: benches never reach the internet (in production the archive is on by default).
      REDDIT_ARCHIVE_URL: 'off',
      ...(throwaway && { BENCH_SCHEMA: throwaway.schema }),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('bench server did not start in 90 s')), 90_000);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    createInterface({ input: child.stdout }).once('line', (line) => {
      clearTimeout(timer);
      resolve(JSON.parse(line));
    });
  });
  return {
    base: `http://127.0.0.1:${ready.port}`,
    token: ready.token,
    pid: child.pid,
    database: url ? 'PostgreSQL' : 'PGlite',
    async stop() {
      child.kill('SIGTERM');
      await new Promise((/** @type {(value?: unknown) => void} */ r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(file, { force: true });
      if (throwaway) await throwaway.drop();
    },
  };
}

export async function benchGeneratePost() {
  const server = await startCreditedServer();
  try {
    const headers = { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' };
    const body = generatePostBody;
    // Warm: each community analysed once (the first analysis of a community is the slow part).
    for (let i = 0; i < COMMUNITIES.length; i++) {
      const res = await fetch(`${server.base}/api/reddit/generate-post`, { method: 'POST', headers, body: body(i) });
      if (!res.ok) throw new Error(`generate-post failed: ${res.status} ${await res.text()}`);
    }
    let n = 0;
    const result = await new Promise((resolve, reject) => {
      autocannon(
        {
          url: `${server.base}/api/reddit/generate-post`,
          connections: CONNECTIONS,
          duration: DURATION_S,
          requests: [{ method: 'POST', headers, setupRequest: (req) => ({ ...req, body: body(n++) }) }],
        },
        (err, res) => (err ? reject(err) : resolve(res)),
      );
    });
    return {
      p50: result.latency.p50,
      p99: result.latency.p99,
      rows: [
        {
          route: `POST /api/reddit/generate-post (${CONNECTIONS} connections, built-in, ${server.database})`,
          'req/s': Math.round(result.requests.average),
          'p50 ms': result.latency.p50,
          'p99 ms': result.latency.p99,
          errors: result.errors + result.non2xx,
        },
      ],
    };
  } finally {
    await server.stop();
  }
}

export async function benchGeneration() {
  const engine = await benchBuiltInEngine();
  const http = await benchGeneratePost();
  return { engine, http, rows: [...engine.rows, ...http.rows] };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = await benchGeneration();
  console.table(r.engine.rows);
  console.table(r.http.rows);
}
