/**
 * Search quality measures over hand-judged queries (tests/fixtures/discovery-judgments.json):
 * nDCG@k with graded relevance (gain 2^grade − 1, log2 discount). Names compare case-insensitively.
 */
export interface JudgedQuery {
  query: string;
  /** community name → grade (3 = the community for it, 2 = clearly relevant, 1 = partly). */
  relevant: Record<string, number>;
}

function gradesOf(relevant: Record<string, number>): Map<string, number> {
  return new Map(Object.entries(relevant).map(([name, g]) => [name.toLowerCase(), g]));
}

function dcg(grades: number[]): number {
  return grades.reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
}

/** nDCG@k of a ranked list of names against graded judgments (0 when nothing is relevant). */
export function ndcgAt(ranked: readonly string[], relevant: Record<string, number>, k = 10): number {
  const grades = gradesOf(relevant);
  const got = ranked.slice(0, k).map((n) => grades.get(n.toLowerCase()) ?? 0);
  const ideal = [...grades.values()].sort((a, b) => b - a).slice(0, k);
  const best = dcg(ideal);
  return best > 0 ? dcg(got) / best : 0;
}

export interface EvaluationRow {
  query: string;
  ndcg: number;
  top: string[];
}

/** Runs every judged query through `search` and returns per-query nDCG@k and the mean. */
export function evaluate(queries: readonly JudgedQuery[], search: (q: string, k: number) => string[], k = 10): { mean: number; rows: EvaluationRow[] } {
  const rows = queries.map((q) => {
    const top = search(q.query, k);
    return { query: q.query, ndcg: ndcgAt(top, q.relevant, k), top };
  });
  const mean = rows.length ? rows.reduce((s, r) => s + r.ndcg, 0) / rows.length : 0;
  return { mean, rows };
}
