// Prints one closing line over every suite CI ran: "N passed, N failed" (Jest JSON results and the
// Playwright JSON report written by .ci/run). Exits non-zero if a result file is missing.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
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
