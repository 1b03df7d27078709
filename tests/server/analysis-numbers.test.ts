// The engine's small helpers that stand in for a sort.
import { firstSorted } from '../../server/src/modules/analysis/numbers';
import { seededRandom } from '../support/random';

describe('firstSorted', () => {
  // Items compared by key only, so ties are frequent: the answer must keep their input order.
  const byKey = (a: { key: number }, b: { key: number }) => b.key - a.key;

  it('returns what a stable sort and a slice return, ties in input order', () => {
    const random = seededRandom(27);
    for (let round = 0; round < 300; round++) {
      const n = Math.floor(random() * 60);
      const items = Array.from({ length: n }, (_, at) => ({ key: Math.floor(random() * 8), at }));
      const k = Math.floor(random() * (n + 3));
      expect(firstSorted(items, k, byKey)).toEqual([...items].sort(byKey).slice(0, k));
    }
  });

  it('gives the same answer past the selection bound (a sort then)', () => {
    const random = seededRandom(54);
    const items = Array.from({ length: 1000 }, (_, at) => ({ key: Math.floor(random() * 50), at }));
    for (const k of [255, 256, 257, 999, 1000, 1001]) expect(firstSorted(items, k, byKey)).toEqual([...items].sort(byKey).slice(0, k));
  });

  it('returns nothing for k <= 0 and everything, sorted, for k past the end', () => {
    const items = [{ key: 1 }, { key: 3 }, { key: 2 }];
    expect(firstSorted(items, 0, byKey)).toEqual([]);
    expect(firstSorted(items, -2, byKey)).toEqual([]);
    expect(firstSorted(items, 10, byKey)).toEqual([{ key: 3 }, { key: 2 }, { key: 1 }]);
  });

  it('leaves its input as it was', () => {
    const items = [{ key: 1 }, { key: 3 }, { key: 2 }];
    firstSorted(items, 2, byKey);
    expect(items).toEqual([{ key: 1 }, { key: 3 }, { key: 2 }]);
  });
});
