// `npm test`: the whole test suite. Every Jest suite (web components with msw, server suites on the
// embedded PGlite), then the Playwright end-to-end suites in Chromium against the production build.
// With arguments (`npm test -- tests/web/foo`) it runs only Jest with them, for quick local loops.
// TEST_REPORT_DIR=<dir> writes jest.json and e2e.json there (CI's summary reads them).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const args = process.argv.slice(2);
const reportDir = process.env.TEST_REPORT_DIR;
/** @type {(cmd: string, cmdArgs: string[], env?: NodeJS.ProcessEnv) => number} */
const run = (cmd, cmdArgs, env = process.env) => spawnSync(cmd, cmdArgs, { stdio: 'inherit', env }).status ?? 1;

const jestArgs = ['--experimental-vm-modules', '--no-warnings=ExperimentalWarning', 'node_modules/jest/bin/jest.js', ...args];
if (reportDir) jestArgs.push('--json', `--outputFile=${path.join(reportDir, 'jest.json')}`);
const jest = run(process.execPath, jestArgs);
if (args.length > 0) process.exit(jest);

console.log('\n== end-to-end suites (Playwright + Chromium, production build)');
const e2eArgs = ['tests/e2e/run.mjs'];
const e2eEnv = { ...process.env };
if (reportDir) {
  e2eArgs.push('--reporter=list,json');
  e2eEnv.PLAYWRIGHT_JSON_OUTPUT_NAME = path.join(reportDir, 'e2e.json');
}
const e2e = run(process.execPath, e2eArgs, e2eEnv);
process.exit(jest || e2e);
