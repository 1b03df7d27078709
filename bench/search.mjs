// Catalogue search figures: boot time of the bundled snapshot + index, mean nDCG@10 and precision@5
// over the judged queries (tests/fixtures/discovery-judgments.json), both over the whole catalogue
// and as the offline product answers (only communities with stored posts can be analysed), and
// suggest() latency over many partial queries.
// Run alone with `node bench/search.mjs`, or call benchSearch() (from bench/run.mjs).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * @param {number[]} sorted
 * @param {number} p
 */
function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

/**
 * The partial queries typed into the search box: every prefix (2+ characters) of the judged queries and of many names.
 * @param {import('../server/src/modules/discovery/catalogue-index').CatalogueIndex} catalogue
 * @param {import('../server/src/modules/discovery/evaluation').JudgedQuery[]} judged
 */
function partialQueries(catalogue, judged) {
  const words = new Set(judged.map((q) => q.query));
  let i = 0;
  for (const p of catalogue.all()) if (i++ % 25 === 0) words.add(p.info.name.toLowerCase());
  const out = [];
  for (const w of words) for (let n = 2; n <= w.length; n++) out.push(w.slice(0, n));
  return out;
}

/**
 * @param {{ snapshotDir?: string, judgmentsFile?: string }} [opts]
 * @returns {Promise<{ bootMs: number, openMs: number, indexMs: number, subreddits: number, ndcg: number, precision: number,
 *   perQuery: Array<{ query: string, ndcg: number, precision: number, top: string[] }>,
 *   offline: { queries: number, ndcg: number, precision: number, purity: number, perQuery: Array<{ query: string, ndcg: number, precision: number, top: string[] }>,
 *     unanswerable: Array<{ query: string, shown: string[] }>, relevantOf: Map<string, Record<string, number>> }, suggest: { queries: number, p50Ms: number, p99Ms: number, maxMs: number },
 *   search: { queries: number, p50Ms: number, p99Ms: number } }>}
 */
export async function benchSearch(opts = {}) {
  const snapshotDir = opts.snapshotDir ?? `${root}data/snapshot`;
  const judgmentsFile = opts.judgmentsFile ?? `${root}tests/fixtures/discovery-judgments.json`;
  const { SnapshotSource } = /** @type {typeof import('../server/src/modules/reddit/snapshot-source')} */ (
    await tsImport(`${root}server/src/modules/reddit/snapshot-source.ts`, import.meta.url)
  );
  const { CatalogueIndex } = /** @type {typeof import('../server/src/modules/discovery/catalogue-index')} */ (
    await tsImport(`${root}server/src/modules/discovery/catalogue-index.ts`, import.meta.url)
  );
  const { evaluate, restrictJudgments, purityAt } = /** @type {typeof import('../server/src/modules/discovery/evaluation')} */ (
    await tsImport(`${root}server/src/modules/discovery/evaluation.ts`, import.meta.url)
  );

  const t0 = performance.now();
  const source = await SnapshotSource.open(snapshotDir);
  const t1 = performance.now();
  const catalogue = CatalogueIndex.fromSnapshot(source);
  const t2 = performance.now();

  /** @type {import('../server/src/modules/discovery/evaluation').JudgedQuery[]} */
  const judged = JSON.parse(readFileSync(judgmentsFile, 'utf8')).queries;
  const quality = evaluate(judged, (q, k) => catalogue.search(q, k).map((h) => h.profile.info.name), 10);
  // The offline product: what POST /reddit/search-subreddit lists without the live API.
  const analysable = (/** @type {string} */ name) => (catalogue.get(name)?.postCount ?? 0) > 0;
  const offlineSearch = (/** @type {string} */ q, /** @type {number} */ k) =>
    catalogue.search(q, k, { analysableOnly: true }).map((h) => h.profile.info.name);
  const restricted = restrictJudgments(judged, analysable);
  const offline = evaluate(restricted.judged, offlineSearch, 10);
  const byQuery = new Map(judged.map((q) => [q.query, q.relevant]));
  const offlineRows = judged.map((q) => offlineSearch(q.query, 25));
  const offlinePurity = offlineRows.reduce((s, top, i) => s + purityAt(top, judged[i].relevant, 5), 0) / judged.length;
  const unanswered = restricted.unanswerable.map((q) => ({ query: q, shown: offlineSearch(q, 25) }));

  const partial = partialQueries(catalogue, judged);
  for (const q of partial.slice(0, 200)) catalogue.suggest(q); // warm-up
  const times = [];
  for (let round = 0; round < 3; round++) {
    for (const q of partial) {
      const s = performance.now();
      catalogue.suggest(q);
      times.push(performance.now() - s);
    }
  }
  times.sort((a, b) => a - b);

  const searchTimes = [];
  for (let round = 0; round < 5; round++) {
    for (const q of judged) {
      const s = performance.now();
      catalogue.search(q.query, 25);
      searchTimes.push(performance.now() - s);
    }
  }
  searchTimes.sort((a, b) => a - b);

  return {
    bootMs: t2 - t0,
    openMs: t1 - t0,
    indexMs: t2 - t1,
    subreddits: catalogue.size(),
    ndcg: quality.mean,
    precision: quality.precision,
    perQuery: quality.rows,
    offline: {
      queries: restricted.judged.length,
      ndcg: offline.mean,
      precision: offline.precision,
      purity: offlinePurity,
      perQuery: offline.rows,
      unanswerable: unanswered,
      relevantOf: byQuery,
    },
    suggest: { queries: times.length, p50Ms: percentile(times, 0.5), p99Ms: percentile(times, 0.99), maxMs: times[times.length - 1] },
    search: { queries: searchTimes.length, p50Ms: percentile(searchTimes, 0.5), p99Ms: percentile(searchTimes, 0.99) },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const r = await benchSearch();
  const ms = (/** @type {number} */ x) => `${x.toFixed(2)} ms`;
  console.log(`\n== Catalogue search (bundled snapshot, ${r.subreddits} subreddits)`);
  console.log(`boot: ${ms(r.bootMs)} (open ${ms(r.openMs)} + index ${ms(r.indexMs)}; aim < 1000 ms)`);
  const verbose = process.argv.includes('--verbose');
  if (verbose)
    console.table(
      r.perQuery.map((q) => ({
        query: q.query,
        'nDCG@10': q.ndcg.toFixed(3),
        'P@5': q.precision.toFixed(2),
        top3: q.top.slice(0, 3).join(', '),
      })),
    );
  console.log(
    `whole catalogue: mean nDCG@10 ${r.ndcg.toFixed(3)}, mean precision@5 ${r.precision.toFixed(3)} over ${r.perQuery.length} judged queries`,
  );
  if (verbose)
    console.table(
      r.offline.perQuery.map((q) => ({
        query: q.query,
        'nDCG@10': q.ndcg.toFixed(3),
        'P@5': q.precision.toFixed(2),
        top5: q.top.slice(0, 5).join(', '),
      })),
    );
  console.log(
    `offline product (communities with posts): mean nDCG@10 ${r.offline.ndcg.toFixed(3)}, mean precision@5 ${r.offline.precision.toFixed(3)} over the ${r.offline.queries} queries with a judged community that has posts`,
  );
  console.log(
    `offline product: ${(r.offline.purity * 100).toFixed(1)} % of the first 5 results shown are judged relevant (all ${r.perQuery.length} queries)`,
  );
  const wrong = r.offline.unanswerable.filter((u) => u.shown.length > 0);
  console.log(
    `offline product: ${wrong.length} of ${r.offline.unanswerable.length} queries with no relevant community with posts still list some${wrong.length ? ': ' + wrong.map((u) => `${u.query} → ${u.shown.slice(0, 3).join(', ')}`).join('; ') : ''}`,
  );
  console.log(`search(): p50 ${ms(r.search.p50Ms)}, p99 ${ms(r.search.p99Ms)} over ${r.search.queries} queries`);
  console.log(
    `suggest(): p50 ${ms(r.suggest.p50Ms)}, p99 ${ms(r.suggest.p99Ms)}, max ${ms(r.suggest.maxMs)} over ${r.suggest.queries} partial queries (aim p99 <= 10 ms)`,
  );
}
