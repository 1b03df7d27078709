// Builds the production bundle, then runs the Playwright suites against it in Debian's Chromium.
// Each run gets its own data directory and port, so runs never collide.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/free-port.mjs';

/** @type {(cmd: string, args: string[], env?: NodeJS.ProcessEnv) => void} */
const run = (cmd, args, env = process.env) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (!process.argv.includes('--no-build')) run('npm', ['run', 'build']);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ss-e2e-'));
const port = await freePort();
const extra = process.argv.slice(2).filter((a) => a !== '--no-build');
const env = { ...process.env, E2E_DATA_DIR: dataDir, E2E_PORT: String(port) };
const r = spawnSync('npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', ...extra], { stdio: 'inherit', env });
rmSync(dataDir, { recursive: true, force: true });
process.exit(r.status ?? 1);
