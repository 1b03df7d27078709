// 'Will it survive?' server time with the rules cached (decision 024; aim: p95 <= 100 ms).
//   node bench/draft-check.mjs            (standalone)
//   import { benchDraftCheck } from './draft-check.mjs';   (from bench/run.mjs)
// What a check costs once the community's rules (rules answer, site rules, wiki pages) and its
// norms are in hand, as they are after the first check (the rules in the database cache, the
// norms memoised by research's RedditData): every labelled draft, plus 40,000-character bodies,
// against r/marketing's bundled posts and each labelled rules set, over many rounds. The database
// read of the cached rules entry is not included (one indexed row).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = Number(process.env.BENCH_DRAFT_ROUNDS ?? 20);

/** @param {number[]} xs @param {number} p */
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

export async function benchDraftCheck() {
  const { checkDraft } = /** @type {typeof import('../server/src/modules/drafts/check/check-draft')} */ (
    await tsImport('../server/src/modules/drafts/check/check-draft.ts', import.meta.url)
  );
  const { rulesDataOf } = /** @type {typeof import('../server/src/modules/drafts/check/labelled')} */ (
    await tsImport('../server/src/modules/drafts/check/labelled.ts', import.meta.url)
  );
  const { communityNorms } = /** @type {typeof import('../server/src/modules/analysis')} */ (
    await tsImport('../server/src/modules/analysis/index.ts', import.meta.url)
  );
  const { SnapshotSource } = /** @type {typeof import('../server/src/modules/reddit/snapshot-source')} */ (
    await tsImport('../server/src/modules/reddit/snapshot-source.ts', import.meta.url)
  );

  const snapshot = await SnapshotSource.open(path.join(ROOT, 'data/snapshot'));
  const found = await snapshot.subredditPosts('marketing');
  if (!found) throw new Error('r/marketing is not in the bundled snapshot');
  const norms = communityNorms(found.posts);
  /** @type {import('../server/src/modules/drafts/check/labelled').LabelledSet} */
  const set = JSON.parse(readFileSync(path.join(ROOT, 'tests/fixtures/draft-check/labelled.json'), 'utf8'));
  const readRules = (/** @type {string} */ name) =>
    JSON.parse(readFileSync(path.join(ROOT, 'tests/fixtures/reddit-api/rules', path.basename(name)), 'utf8'));
  const rulesSets = Object.entries(set.rulesets).map(([key, rs]) => rulesDataOf(rs.subreddit ?? key, rs, readRules));
  const long = 'We tested every channel for a year, with numbers for each one, and wrote down what we would do again. '
    .repeat(380)
    .slice(0, 40_000);
  const drafts = [
    ...set.cases.map((c) => ({ title: c.draft.title, body: c.draft.body ?? '', link: c.draft.link ?? null })),
    { title: 'A year of channels, measured', body: long, link: null },
    { title: 'BEST deal', body: `${long.slice(0, 39_000)} use code REDDIT50 https://bit.ly/x`, link: null },
  ];

  const times = [];
  for (let round = 0; round < ROUNDS + 2; round++) {
    for (const d of drafts) {
      for (const rules of rulesSets) {
        const t0 = performance.now();
        checkDraft({
          subreddit: 'marketing',
          draft: { ...d, flair: null, galleryItems: null },
          rules,
          rulesUnreachable: false,
          norms,
          flairs: [],
        });
        if (round >= 2) times.push(performance.now() - t0);
      }
    }
  }
  return { checks: times.length, p50: pct(times, 50), p95: pct(times, 95), p99: pct(times, 99), max: Math.max(...times) };
}

export const draftCheckLine = (/** @type {Awaited<ReturnType<typeof benchDraftCheck>>} */ r) =>
  `${r.checks.toLocaleString('en-US')} checks: p50 ${r.p50.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms, max ${r.max.toFixed(1)} ms (aim: p95 <= 100 ms)`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(draftCheckLine(await benchDraftCheck()));
}
