// Search quality on the bundled snapshot's catalogue against hand-judged queries
// (tests/fixtures/discovery-judgments.json). Floors, not timings: bench/search.mjs prints the figures.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CatalogueIndex } from '../../server/src/modules/discovery/catalogue-index';
import { evaluate, ndcgAt, type JudgedQuery } from '../../server/src/modules/discovery/evaluation';
import { SnapshotSource } from '../../server/src/modules/reddit/snapshot-source';

const judged = (JSON.parse(readFileSync(join(__dirname, '../fixtures/discovery-judgments.json'), 'utf8')) as { queries: JudgedQuery[] }).queries;

let catalogue: CatalogueIndex;
beforeAll(async () => {
  catalogue = CatalogueIndex.fromSnapshot(await SnapshotSource.open(join(__dirname, '../../data/snapshot')));
});

const top = (q: string, k = 10) => catalogue.search(q, k).map((h) => h.profile.info.name);

describe('nDCG@10', () => {
  it('is 1 for the ideal order, lower for a worse one, 0 for nothing relevant', () => {
    const rel = { a: 3, b: 2, c: 1 };
    expect(ndcgAt(['a', 'b', 'c'], rel)).toBeCloseTo(1, 10);
    expect(ndcgAt(['c', 'b', 'a'], rel)).toBeLessThan(1);
    expect(ndcgAt(['x', 'y'], rel)).toBe(0);
    expect(ndcgAt(['A'], { a: 1 })).toBeCloseTo(1, 10);
  });
});

describe('catalogue search on the judged queries', () => {
  it('judges at least 12 queries, each with some communities that exist in the catalogue', () => {
    expect(judged.length).toBeGreaterThanOrEqual(12);
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

  it('puts a clearly relevant community (grade 2 or 3) first for all but one judged query', () => {
    const misses = judged
      .map((q) => {
        const first = top(q.query, 1)[0] ?? '';
        return { query: q.query, first, grade: Object.entries(q.relevant).find(([n]) => n.toLowerCase() === first.toLowerCase())?.[1] ?? 0 };
      })
      .filter((r) => r.grade < 2);
    // Known weak spot: 'work from home side income' (generic words; big communities whose posts use them all win).
    expect(misses.map((m) => m.query)).toEqual(['work from home side income']);
  });

  it('reaches a mean nDCG@10 of at least 0.74 and at least 0.6 on each query but the weak one', () => {
    const { mean, rows } = evaluate(judged, (q, k) => top(q, k), 10);
    // Measured 0.789 (16 queries); the floor leaves room for ranking changes that trade one query for another.
    expect(mean).toBeGreaterThanOrEqual(0.74);
    for (const r of rows) {
      const floor = r.query === 'work from home side income' ? 0.2 : 0.6;
      expect({ query: r.query, ok: r.ndcg >= floor }).toEqual({ query: r.query, ok: true });
    }
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
