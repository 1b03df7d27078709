// npm start: builds only when the build is missing or its inputs changed since the last build, then
// runs the server in this process (no second Node start-up). The inputs are hashed by content, not
// mtime, so a checkout or a copy that touches files without changing them does not rebuild, and an
// edit always does. `npm start -- --build` forces a build.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Everything `npm run build` reads from the repository (directories are walked). */
const INPUTS = [
  'src',
  'contract/src',
  'server/src',
  'rsbuild.config.ts',
  'tsconfig.json',
  'server/build.mjs',
  'scripts/precompress.mjs',
  'scripts/rspack',
  'package.json',
  'package-lock.json',
  'server/package.json',
];
/** Build-time environment (rsbuild.config.ts defines it into the bundle). */
const BUILD_ENV = ['PUBLIC_API_BASE'];
/** Written after a successful build; server/dist is not served, unlike dist. */
const STAMP = path.join(ROOT, 'server/dist/.build-inputs');
const OUTPUTS = ['dist/index.html', 'server/dist/main.js'];

/** @param {string} rel @param {string[]} out */
function walk(rel, out) {
  const full = path.join(ROOT, rel);
  if (!existsSync(full)) return;
  let entries;
  try {
    entries = readdirSync(full, { withFileTypes: true });
  } catch {
    out.push(rel); // a file
    return;
  }
  for (const e of entries) {
    const child = path.posix.join(rel, e.name);
    if (e.isDirectory()) walk(child, out);
    else if (e.isFile()) out.push(child);
  }
}

export function inputsHash() {
  /** @type {string[]} */
  const files = [];
  for (const rel of INPUTS) walk(rel, files);
  files.sort();
  const hash = createHash('sha256');
  for (const rel of files)
    hash
      .update(rel)
      .update('\0')
      .update(readFileSync(path.join(ROOT, rel)))
      .update('\0');
  for (const name of BUILD_ENV) hash.update(`${name}=${process.env[name] ?? ''}\0`);
  return hash.digest('hex');
}

const current = inputsHash();
const built = OUTPUTS.every((f) => existsSync(path.join(ROOT, f))) && existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim() === current;
if (!built || process.argv.includes('--build')) {
  const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  writeFileSync(STAMP, `${current}\n`);
}
await import(pathToFileURL(path.join(ROOT, 'server/dist/main.js')).href);
