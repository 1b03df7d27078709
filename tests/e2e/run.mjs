// Builds the production bundle, then runs the Playwright suites against it in Debian's Chromium.
// Each run gets its own data directory and port, so runs never collide.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const run = (cmd, args, env = process.env) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

if (!process.argv.includes('--no-build')) run('npm', ['run', 'build']);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ss-e2e-'));
const port = await freePort();
const extra = process.argv.slice(2).filter((a) => a !== '--no-build');
const env = { ...process.env, E2E_DATA_DIR: dataDir, E2E_PORT: String(port) };
const r = spawnSync('npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', ...extra], { stdio: 'inherit', env });
rmSync(dataDir, { recursive: true, force: true });
process.exit(r.status ?? 1);
