/**
 * The one seeded pseudo-random generator of the tests and benches (mulberry32): equal seeds give
 * equal sequences, so generated fixtures and bench inputs are the same on every run.
 * Server suites import it directly; bench/*.mjs load it with tsx's `tsImport`.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
