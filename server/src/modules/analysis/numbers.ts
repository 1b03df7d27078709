/**
 * Small numeric helpers shared by the analysis engine. Every helper is total: no NaN or Infinity
 * ever leaves it (non-finite inputs become 0), so empty and single-post samples are safe.
 */

/** Rounds half away from zero to `decimals` places; non-finite values become 0, and -0 becomes 0. */
export function round(x: number, decimals = 0): number {
  if (!Number.isFinite(x)) return 0;
  const f = 10 ** decimals;
  // Scale through a string-free correction: 1.005 * 100 = 100.49999… would otherwise round down.
  const scaled = Math.abs(x) * f;
  const r = Math.round(scaled + scaled * Number.EPSILON * 4) / f;
  const signed = x < 0 ? -r : r;
  return signed === 0 ? 0 : signed;
}

/** a / b, or `fallback` when the division is undefined or not finite. */
export function ratio(a: number, b: number, fallback = 0): number {
  if (b === 0 || !Number.isFinite(a) || !Number.isFinite(b)) return fallback;
  const r = a / b;
  return Number.isFinite(r) ? r : fallback;
}

/** Arithmetic mean; 0 for an empty list. */
export function mean(values: readonly number[]): number {
  let s = 0;
  for (const v of values) s += v;
  return ratio(s, values.length);
}

/**
 * Nearest-rank percentile (p in 0..100) of the values: the smallest value with at least p% of the
 * values at or below it. 0 for an empty list.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1];
}

/**
 * Whole percentages of `counts` that sum to exactly 100 (largest-remainder method): each share is
 * floored, then the points still missing go one each to the largest remainders, ties to the earlier
 * entry. All zeros when the counts sum to 0.
 */
export function percentages(counts: readonly number[]): number[] {
  const total = counts.reduce((s, c) => s + c, 0);
  if (total <= 0) return counts.map(() => 0);
  const exact = counts.map((c) => (c * 100) / total);
  const out = exact.map(Math.floor);
  let missing = 100 - out.reduce((s, v) => s + v, 0);
  const order = exact.map((v, i) => ({ i, rem: v - Math.floor(v) })).sort((a, b) => b.rem - a.rem || a.i - b.i);
  for (let k = 0; missing > 0 && k < order.length; k++, missing--) out[order[k].i] += 1;
  return out;
}

const FIRST_SORTED_MAX = 256;

/**
 * The first k items of `items` stably sorted by `compare` (what `[...items].sort(compare).slice(0, k)`
 * returns), without sorting the rest: each item is compared with the kth kept so far, and only
 * those before it are placed.
 */
export function firstSorted<T>(items: readonly T[], k: number, compare: (a: T, b: T) => number): T[] {
  const out: T[] = [];
  if (k <= 0) return out;
  // Placing costs up to k moves an item: past a few hundred, or when nothing is left out, sort.
  if (k >= items.length || k > FIRST_SORTED_MAX) return [...items].sort(compare).slice(0, k);
  for (const item of items) {
    if (out.length === k && compare(item, out[k - 1]) >= 0) continue;
    // After every kept item that is not greater: equal items keep their input order (a stable sort's).
    let lo = 0;
    let hi = out.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compare(item, out[mid]) < 0) hi = mid;
      else lo = mid + 1;
    }
    out.splice(lo, 0, item);
    if (out.length > k) out.pop();
  }
  return out;
}
