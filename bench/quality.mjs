// Generated-text quality figures for npm run bench: the same matrix and rules as npm run quality
// (scripts/quality.ts, decision 019), on the built-in writer. Never asserted in tests here; the
// targets (zero artefacts, zero unrelated hashtags, coverage and comment grounding >= 95 %) are shown.
import { tsImport } from 'tsx/esm/api';

export async function benchQuality() {
  const quality = /** @type {typeof import('../scripts/quality')} */ (await tsImport('../scripts/quality.ts', import.meta.url));
  const started = performance.now();
  const report = await quality.runQuality();
  return { rows: quality.qualityRows(report), seconds: (performance.now() - started) / 1000 };
}
