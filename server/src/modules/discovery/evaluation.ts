/**
 * Search quality measures over hand-judged queries (tests/fixtures/discovery-judgments.json):
 * nDCG@k with graded relevance (gain 2^grade − 1, log2 discount) and precision@k. Names compare
 * case-insensitively.
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

/**
 * Share of the first k results judged relevant (any grade), out of min(k, judged relevant): a
 * list padded with unrelated communities scores lower, a short list of only relevant ones does
 * not lose for the relevant communities that do not exist. 0 when nothing is judged relevant.
 */
export function precisionAt(ranked: readonly string[], relevant: Record<string, number>, k = 5): number {
  const grades = gradesOf(relevant);
  const possible = Math.min(k, [...grades.values()].filter((g) => g > 0).length);
  if (possible === 0) return 0;
  const hits = ranked.slice(0, k).filter((n) => (grades.get(n.toLowerCase()) ?? 0) > 0).length;
  return hits / possible;
}

/**
 * Share of the first k results that are judged relevant, out of how many were returned (1 for an
 * empty list): what a user sees as "does each result belong here", whatever the catalogue lacks.
 */
export function purityAt(ranked: readonly string[], relevant: Record<string, number>, k = 5): number {
  const grades = gradesOf(relevant);
  const shown = ranked.slice(0, k);
  if (shown.length === 0) return 1;
  return shown.filter((n) => (grades.get(n.toLowerCase()) ?? 0) > 0).length / shown.length;
}

export interface EvaluationRow {
  query: string;
  ndcg: number;
  precision: number;
  top: string[];
}

export interface Evaluation {
  /** mean nDCG@k */
  mean: number;
  /** mean precision@5 */
  precision: number;
  rows: EvaluationRow[];
}

/** Runs every judged query through `search` and returns per-query nDCG@k and precision@5, and their means. */
export function evaluate(queries: readonly JudgedQuery[], search: (q: string, k: number) => string[], k = 10): Evaluation {
  const rows = queries.map((q) => {
    const top = search(q.query, k);
    return { query: q.query, ndcg: ndcgAt(top, q.relevant, k), precision: precisionAt(top, q.relevant, 5), top };
  });
  const avg = (f: (r: EvaluationRow) => number) => (rows.length ? rows.reduce((s, r) => s + f(r), 0) / rows.length : 0);
  return { mean: avg((r) => r.ndcg), precision: avg((r) => r.precision), rows };
}

/**
 * The judgments as seen by a deployment that can analyse only some communities (offline: those
 * with stored posts): each query keeps the judged communities `keep` accepts; queries left with
 * none are returned apart (a good answer to them is an empty list).
 */
export function restrictJudgments(
  queries: readonly JudgedQuery[],
  keep: (name: string) => boolean,
): { judged: JudgedQuery[]; unanswerable: string[] } {
  const judged: JudgedQuery[] = [];
  const unanswerable: string[] = [];
  for (const q of queries) {
    const relevant = Object.fromEntries(Object.entries(q.relevant).filter(([n, g]) => g > 0 && keep(n)));
    if (Object.keys(relevant).length > 0) judged.push({ query: q.query, relevant });
    else unanswerable.push(q.query);
  }
  return { judged, unanswerable };
}
