// The per-user memory of recently given titles behind 'Generate more posts' and 'Generate more comments'.
import { RecentOutputs } from '../../server/src/modules/generation/recent';

describe('RecentOutputs', () => {
  it('keeps the newest titles per request, oldest first, up to its limit', () => {
    const recent = new RecentOutputs({ perKey: 4 });
    expect(recent.get('a')).toEqual([]);
    recent.add('a', ['1', '2', '3']);
    recent.add('a', ['4', '5']);
    recent.add('b', ['x']);
    expect(recent.get('a')).toEqual(['2', '3', '4', '5']);
    expect(recent.get('b')).toEqual(['x']);
  });

  it('forgets a request after its time to live', () => {
    let now = 1_000;
    const recent = new RecentOutputs({ ttlMs: 500, now: () => now });
    recent.add('a', ['1']);
    now += 500;
    expect(recent.get('a')).toEqual(['1']);
    now += 1;
    expect(recent.get('a')).toEqual([]);
    expect(recent.size).toBe(0);
  });

  it('forgets the least recently added request first when full', () => {
    const recent = new RecentOutputs({ maxKeys: 2 });
    recent.add('a', ['1']);
    recent.add('b', ['2']);
    recent.add('a', ['3']); // a is now the newest
    recent.add('c', ['4']);
    expect(recent.size).toBe(2);
    expect(recent.get('b')).toEqual([]);
    expect(recent.get('a')).toEqual(['1', '3']);
    expect(recent.get('c')).toEqual(['4']);
  });
});
