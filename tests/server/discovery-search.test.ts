// Search quality on the bundled snapshot's catalogue against hand-judged queries
// (tests/fixtures/discovery-judgments.json). Floors, not timings: bench/search.mjs prints the figures.
import { archivePrefixes } from '../../server/src/modules/research/service';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CatalogueIndex } from '../../server/src/modules/discovery/catalogue-index';
import {
  evaluate,
  ndcgAt,
  precisionAt,
  purityAt,
  restrictJudgments,
  type JudgedQuery,
} from '../../server/src/modules/discovery/evaluation';
import { SnapshotSource } from '../../server/src/modules/reddit/snapshot-source';

const judged = (JSON.parse(readFileSync(join(__dirname, '../fixtures/discovery-judgments.json'), 'utf8')) as { queries: JudgedQuery[] })
  .queries;

let catalogue: CatalogueIndex;
beforeAll(async () => {
  catalogue = CatalogueIndex.fromSnapshot(await SnapshotSource.open(join(__dirname, '../../data/snapshot')));
});

const top = (q: string, k = 10) => catalogue.search(q, k).map((h) => h.profile.info.name);
// What the offline product lists: only communities with stored posts can be analysed.
const offline = (q: string, k = 10) => catalogue.search(q, k, { analysableOnly: true }).map((h) => h.profile.info.name);
const analysable = (name: string) => (catalogue.get(name)?.postCount ?? 0) > 0;

describe('nDCG@10', () => {
  it('is 1 for the ideal order, lower for a worse one, 0 for nothing relevant', () => {
    const rel = { a: 3, b: 2, c: 1 };
    expect(ndcgAt(['a', 'b', 'c'], rel)).toBeCloseTo(1, 10);
    expect(ndcgAt(['c', 'b', 'a'], rel)).toBeLessThan(1);
    expect(ndcgAt(['x', 'y'], rel)).toBe(0);
    expect(ndcgAt(['A'], { a: 1 })).toBeCloseTo(1, 10);
  });

  it('precision@5 counts relevant results out of min(5, judged relevant); purity out of those shown', () => {
    const rel = { a: 3, b: 1 };
    expect(precisionAt(['a', 'x', 'b'], rel)).toBe(1);
    expect(precisionAt(['x', 'y', 'a'], rel)).toBe(0.5);
    expect(precisionAt([], rel)).toBe(0);
    expect(purityAt(['a', 'x'], rel)).toBe(0.5);
    expect(purityAt([], rel)).toBe(1);
  });
});

describe('catalogue search on the judged queries', () => {
  it('judges at least 60 queries, each with some communities that exist in the catalogue', () => {
    expect(judged.length).toBeGreaterThanOrEqual(60);
    for (const q of judged) {
      const missing = Object.keys(q.relevant).filter((n) => !catalogue.get(n));
      expect({ query: q.query, missing }).toEqual({ query: q.query, missing: [] });
    }
  });

  it("answers 'seo' with SEO first", () => {
    expect(top('seo')[0]).toBe('SEO');
  });

  it.each([
    ['startup funding', ['startups', 'Entrepreneur']],
    ['indie game marketing', ['gamedev', 'IndieGaming']],
    ['personal finance tips', ['personalfinance']],
    ['web design', ['web_design', 'webdev']],
    ['machine learning', ['MachineLearning', 'learnmachinelearning']],
    ['coffee brewing', ['Coffee', 'espresso']],
    ['social media marketing', ['socialmedia', 'marketing']],
    ['wordpress plugins', ['Wordpress']],
    ['bitcoin', ['Bitcoin']],
    ['small business', ['smallbusiness']],
  ])("puts the core communities for '%s' in the top 5", (q, core) => {
    const got = top(q, 5);
    for (const name of core) expect(got).toContain(name);
  });

  it('puts a clearly relevant community (grade 2 or 3) first for at least 75 % of the judged queries', () => {
    const misses = judged.filter((q) => {
      const first = (top(q.query, 1)[0] ?? '').toLowerCase();
      return (Object.entries(q.relevant).find(([n]) => n.toLowerCase() === first)?.[1] ?? 0) < 2;
    });
    // Measured: 13 of 64 miss (generic words such as 'work from home side income', 'college students').
    expect(misses.length).toBeLessThanOrEqual(Math.floor(judged.length * 0.25));
  });

  it('reaches a mean nDCG@10 of at least 0.63 and a mean precision@5 of at least 0.56 over the whole catalogue', () => {
    const { mean, precision } = evaluate(judged, (q, k) => top(q, k), 10);
    // Measured 0.656 and 0.589 (64 queries; before the relevance floor and rewordings: 0.641 and 0.567).
    expect(mean).toBeGreaterThanOrEqual(0.63);
    expect(precision).toBeGreaterThanOrEqual(0.56);
  });

  it('offline (communities with posts only) reaches nDCG@10 0.79 and precision@5 0.73, and most results shown are relevant', () => {
    const { judged: answerable, unanswerable } = restrictJudgments(judged, analysable);
    const { mean, precision } = evaluate(answerable, (q, k) => offline(q, k), 10);
    // Measured 0.820 and 0.759 over 49 answerable queries (before: 0.791 and 0.755).
    expect(mean).toBeGreaterThanOrEqual(0.79);
    expect(precision).toBeGreaterThanOrEqual(0.73);
    // Share of the first five results shown that are judged relevant: measured 0.589 (before: 0.459).
    const purity = judged.reduce((s, q) => s + purityAt(offline(q.query, 5), q.relevant, 5), 0) / judged.length;
    expect(purity).toBeGreaterThanOrEqual(0.56);
    // Queries no community with posts answers mostly get an empty list (measured 6 of 15; before: 2).
    expect(unanswerable.filter((q) => offline(q, 5).length === 0).length).toBeGreaterThanOrEqual(5);
  });

  it('suggests names for partial queries, prefix matches first', () => {
    expect(catalogue.suggest('seo')[0]).toBe('SEO');
    expect(catalogue.suggest('entrep')[0]).toBe('Entrepreneur');
    expect(catalogue.suggest('bitc').slice(0, 1)).toEqual(['Bitcoin']);
    expect(catalogue.suggest('personal fin')).toContain('personalfinance');
    for (const q of ['a', 'ma', 'mar', 'market', 'web d', 'machine l', 'xq']) {
      const s = catalogue.suggest(q);
      expect(s.length).toBeLessThanOrEqual(8);
      expect(new Set(s).size).toBe(s.length);
    }
  });
});

describe('archive name prefixes (decision 032)', () => {
  test("the query's words, run together and one by one, then its expansions' the same way, at most 6", () => {
    expect(archivePrefixes('email marketing', ['email', 'marketing'])).toEqual(['emailmarketing', 'email', 'marketing']);
    expect(archivePrefixes('fitness', ['fitness'])).toEqual(['fitness', 'workout', 'gym']);
    // saas → software startup, software business, subscription software: joined forms first per expansion, capped.
    expect(archivePrefixes('saas', ['saas'])).toEqual(['saas', 'softwarestartup', 'software', 'startup', 'softwarebusiness', 'business']);
    expect(archivePrefixes('x', ['x'])).toEqual([]);
  });
});
