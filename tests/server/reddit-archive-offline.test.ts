import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedPgliteDataDir } from '../support/pglite-template';
import { freePort, request, spawnServer, type SpawnedServer } from '../support/spawned-server';

// The real entry point with the archive unreachable (nothing listens on its port): the app starts,
// serves, and an analysis says what failed and what it shows instead. Never a hang or a 500.

let server: SpawnedServer | undefined;
let dataDir: string;

afterAll(async () => {
  server?.kill();
  await server?.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

test('starts and serves offline; the bundled sample stands in, naming the failure', async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'ss-offline-'));
  const closedPort = await freePort();
  // What is tested is the archive being unreachable, not a first start: skip initdb.
  await seedPgliteDataDir(dataDir);
  server = await spawnServer({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-spa'),
    LOG_LEVEL: 'warn',
    REDDIT_ARCHIVE_URL: `http://127.0.0.1:${closedPort}`,
  });
  expect((await request(server.port, 'GET', '/api/ready')).status).toBe(200);
  const reg = await request(server.port, 'POST', '/api/auth/register', {
    body: { name: 'Offline User', email: 'offline@example.com', password: 'Offline-pass-1' },
  });
  expect(reg.status).toBeLessThan(300);
  const login = await request(server.port, 'POST', '/api/auth/login', {
    body: { email: 'offline@example.com', password: 'Offline-pass-1' },
  });
  const token = (JSON.parse(login.body) as { accessToken: string }).accessToken;
  expect(token).toEqual(expect.any(String));
  const headers = { authorization: `Bearer ${token}` };
  // Search answers from the catalogue alone.
  const search = await request(server.port, 'POST', '/api/reddit/search-subreddit', { body: { subreddit: 'marketing' }, headers });
  expect(search.status).toBe(200);
  expect((JSON.parse(search.body) as unknown[]).length).toBeGreaterThan(0);
  // The fetch fails fast (connection refused); the analysis then falls back and says why.
  let about = await request(server.port, 'POST', '/api/reddit/subreddit-about', { body: { subreddit: 'marketing' }, headers });
  for (let i = 0; i < 100 && about.status === 202; i++) {
    await new Promise((r) => setTimeout(r, 200));
    about = await request(server.port, 'POST', '/api/reddit/subreddit-about', { body: { subreddit: 'marketing' }, headers });
  }
  expect(about.status).toBe(200);
  const source = (JSON.parse(about.body) as { subreddit: { dataSource: { kind: string; label: string } } }).subreddit.dataSource;
  expect(source.kind).toBe('snapshot');
  expect(source.label).toMatch(/archive could not be reached.*bundled sample from August 2013 instead/);
  // Once the archive client has stopped calling after failures in a row, a community not asked before is answered at
  // once from the data held, saying so, instead of after the page's polls (issue 27).
  const firstAnswers: number[] = [];
  for (const subreddit of ['cooking', 'coffee', 'books', 'diy', 'travel', 'frugal', 'gaming', 'music']) {
    let answer = await request(server.port, 'POST', '/api/reddit/subreddit-about', { body: { subreddit }, headers });
    firstAnswers.push(answer.status);
    if (answer.status === 200) {
      const label = (JSON.parse(answer.body) as { subreddit: { dataSource: { label: string } } }).subreddit.dataSource.label;
      expect(label).toMatch(/archive cannot be reached at the moment; this shows the bundled sample from August 2013 instead\.$/);
      break;
    }
    for (let i = 0; i < 100 && answer.status === 202; i++) {
      await new Promise((r) => setTimeout(r, 200));
      answer = await request(server.port, 'POST', '/api/reddit/subreddit-about', { body: { subreddit }, headers });
    }
    expect(answer.status).toBe(200);
  }
  expect(firstAnswers).toContain(200);
}, 120_000);
