/**
 * Seeded randomness for the built-in engine: a seed is a 32-bit hash of the inputs and the caller's
 * nonce, and every choice comes from a small PRNG (mulberry32), so equal seeds give equal output.
 */

/** FNV-1a over the parts (joined with a separator no input contains), as an unsigned 32-bit number. */
export function hashSeed(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  const text = parts.map(String).join('\u0001');
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface Rng {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** A new array with the items in a random order. */
  shuffle<T>(items: readonly T[]): T[];
  /** A choice weighted by weight(item) (weights ≤ 0 are never picked unless all are). */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T;
  /** A child generator for a named part, independent of how much the parent has been used. */
  fork(label: string | number): Rng;
}

export function rng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const self: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    shuffle: (items) => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
    weighted: (items, weight) => {
      const w = items.map((x) => Math.max(0, weight(x)));
      const total = w.reduce((s, x) => s + x, 0);
      if (total <= 0) return self.pick(items);
      let r = next() * total;
      for (let i = 0; i < items.length; i++) {
        r -= w[i]!;
        if (r < 0) return items[i]!;
      }
      return items[items.length - 1]!;
    },
    fork: (label) => rng(hashSeed(seed, label)),
  };
  return self;
}
