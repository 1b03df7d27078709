// Prints how long each stage of .ci/run took (--stages <file>: "name<TAB>seconds<TAB>exit code
// [<TAB>CPU seconds]" lines), then one closing line over every suite CI ran: "N passed, N failed" (Jest JSON results
// and the Playwright JSON report written by .ci/run). Exits non-zero if a result file is missing.
// --times-only prints just the stage times (a run that stopped at a failing stage).
import { existsSync, readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const stagesAt = args.indexOf('--stages');
const stagesFile = stagesAt >= 0 ? args.splice(stagesAt, 2)[1] : undefined;
const timesOnly = args.includes('--times-only');
const files = args.filter((a) => a !== '--times-only');

const clock = (/** @type {number} */ s) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
if (stagesFile && existsSync(stagesFile)) {
  const stages = readFileSync(stagesFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'));
  const width = Math.max(...stages.map(([name]) => name.length));
  for (const [name, seconds, rc, cpu] of stages) {
    const cpuText = cpu === undefined ? '' : `  CPU ${clock(Number(cpu)).padStart(6)}`;
    console.log(`${name.padEnd(width)}  ${clock(Number(seconds)).padStart(6)}${cpuText}${rc === '0' ? '' : `  (exit ${rc})`}`);
  }
}
if (timesOnly) process.exit(0);

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of files) {
  if (!existsSync(file)) {
    console.error(`missing test results: ${file}`);
    process.exit(1);
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in r) {
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  } else if (Array.isArray(r.checks)) {
    // The loopback cluster test (tests/cluster/run.mjs).
    passed += r.checks.filter((c) => c.ok).length;
    failed += r.checks.filter((c) => !c.ok).length;
  } else if (r.stats) {
    passed += r.stats.expected;
    failed += r.stats.unexpected + r.stats.flaky;
    skipped += r.stats.skipped;
  }
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
