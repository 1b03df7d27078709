// Best time to post: slots score how well their posts did, not how many posts they hold.
import { bestTimes, weekdayHour } from '../../server/src/modules/analysis';
import { minSlotPosts } from '../../server/src/modules/analysis/best-time';
import { utc } from './analysis-fixtures';

/** `n` posts of the given engagement in the hour starting at `at` (minutes spread 0, 10, 20 …). */
const slot = (at: string, n: number, engagement: number) =>
  Array.from({ length: n }, (_, i) => ({ createdUtc: utc(at) + ((i * 10) % 60) * 60, engagement }));

describe('bestTimes', () => {
  it('uses UTC weekdays with 0 = Sunday', () => {
    expect(weekdayHour(utc('2024-01-07T23:59'))).toEqual({ day: 0, hour: 23, minute: 59 }); // a Sunday
    expect(weekdayHour(utc('2024-01-13T00:00'))).toEqual({ day: 6, hour: 0, minute: 0 }); // a Saturday
    expect(weekdayHour(utc('1969-12-31T12:00'))).toEqual({ day: 3, hour: 12, minute: 0 }); // before 1970
  });

  it('ranks a slot of fewer strong posts above a slot of many average ones', () => {
    const posts = [
      ...slot('2024-01-08T09:00', 20, 20), // A: Monday 9h, 20 posts of 20
      ...slot('2024-01-09T15:00', 4, 60), // B: Tuesday 15h, 4 posts of 60
      ...slot('2024-01-10T03:00', 4, 5), // fillers, 16 posts of 5
      ...slot('2024-01-11T03:00', 4, 5),
      ...slot('2024-01-12T03:00', 4, 5),
      ...slot('2024-01-13T03:00', 4, 5),
    ];
    // 40 posts; the 95th percentile (38th of 40 sorted) is 60, so nothing is capped.
    // Mean = (20·20 + 4·60 + 16·5) / 40 = 720 / 40 = 18.
    // A: relative 20/18 = 1.1111 each → (20 · 1.1111 + 5) / (20 + 5) = 27.222 / 25 = 1.0889
    // B: relative 60/18 = 3.3333 each → (4 · 3.3333 + 5) / (4 + 5) = 18.333 / 9 = 2.0370
    // fillers: 5/18 = 0.2778 → (1.1111 + 5) / 9 = 0.6790 (below 1: not a best time)
    const r = bestTimes(posts);
    expect(r.slots).toEqual([
      { averageTime: '15:15', day: 2, hour: 15, performance: 2.04, posts: 4 }, // minutes 0, 10, 20, 30 → 15
      { averageTime: '09:23', day: 1, hour: 9, performance: 1.09, posts: 20 }, // minutes 0…50 three times, then 0, 10: 460 / 20 = 23
    ]);
    expect(r.best).toBe('15:15');
    expect(r.heatmap[3][3]).toBe(0.68);
  });

  it('shrinks thin slots towards 1 and caps a viral post at the 95th percentile', () => {
    const posts = [
      ...slot('2024-01-11T12:00', 1, 100), // X: Thursday 12h, one viral post
      ...slot('2024-01-12T18:00', 9, 30), // Y: Friday 18h, 9 good posts
      ...slot('2024-01-13T06:00', 20, 10), // Z: Saturday 6h, 20 ordinary posts
    ];
    // 30 posts sorted: 20×10, 9×30, 1×100; the 95th percentile is the 29th value, 30: X counts as 30.
    // Mean = (200 + 270 + 30) / 30 = 16.667. X and Y posts: 30 / 16.667 = 1.8; Z: 0.6.
    // X: (1.8 + 5) / 6 = 1.1333; Y: (9 · 1.8 + 5) / 14 = 1.5143; Z: (20 · 0.6 + 5) / 25 = 0.68.
    const r = bestTimes(posts);
    expect(r.heatmap[4][12]).toBe(1.13);
    expect(r.heatmap[5][18]).toBe(1.51);
    expect(r.heatmap[6][6]).toBe(0.68);
    // X has 1 post (< 3): in the heatmap, never a best time.
    expect(r.slots.map((s) => [s.day, s.hour, s.performance])).toEqual([[5, 18, 1.51]]);
  });

  it('never calls a slot best with fewer than 3 posts, however well they did (METRICS.md section 5)', () => {
    const posts = [
      ...slot('2024-01-08T09:00', 2, 100), // P: Monday 9h, 2 posts of 100
      ...slot('2024-01-09T15:00', 3, 60), // Q: Tuesday 15h, 3 posts of 60
      ...['2024-01-10', '2024-01-11', '2024-01-12', '2024-01-13', '2024-01-14'].flatMap((d) => slot(`${d}T03:00`, 4, 5)),
    ];
    // 25 posts; the 95th percentile (24th of 25) is 100: nothing capped. Mean = (200 + 180 + 100) / 25 = 19.2.
    // P: (2 · 5.2083 + 5) / 7 = 2.2024; Q: (3 · 3.125 + 5) / 8 = 1.7969; fillers below 1.
    const r = bestTimes(posts);
    expect(r.heatmap[1][9]).toBe(2.2);
    expect(r.heatmap[2][15]).toBe(1.8);
    // P scores highest but has 2 posts: Q, with exactly 3, is the best time and the only one.
    expect(r.slots.map((s) => [s.day, s.hour, s.posts])).toEqual([[2, 15, 3]]);
    expect(r.best).toBe('15:10');
  });

  it('gives no best time under 10 posts but still fills the heatmap', () => {
    const r = bestTimes(slot('2024-01-08T09:00', 9, 10));
    expect(r.slots).toEqual([]);
    expect(r.best).toBeNull();
    expect(r.heatmap[1][9]).toBe(1); // every post is average: (9 + 5) / 14
    expect(r.heatmap.flat().filter((v) => v !== null)).toHaveLength(1);
    expect(r.heatmap).toHaveLength(7);
    expect(r.heatmap.every((row) => row.length === 24)).toBe(true);
  });

  it('treats an all-zero sample as all average', () => {
    const r = bestTimes([...slot('2024-01-08T09:00', 6, 0), ...slot('2024-01-09T09:00', 6, 0)]);
    expect(r.heatmap[1][9]).toBe(1);
    expect(r.slots).toEqual([]); // nothing beats the average
  });

  it('keeps at most 5 slots, ties broken by posts, then day and hour', () => {
    const posts = [
      ...['2024-01-08', '2024-01-09', '2024-01-10', '2024-01-11', '2024-01-12', '2024-01-13'].flatMap((d) => slot(`${d}T10:00`, 3, 50)),
      // 30 weak posts over 6 other slots, so the median slot is a weak one and the 6 strong slots clearly beat it.
      ...['01', '02', '03', '04', '05', '06'].flatMap((h) => slot(`2024-01-07T${h}:00`, 5, 1)),
    ];
    const r = bestTimes(posts);
    expect(r.slots.map((s) => s.day)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(r.slots.map((s) => s.performance)).size).toBe(1);
  });

  it('the posts a best slot needs grow with the sample: 3, or 1 % of it when that is more', () => {
    expect([minSlotPosts(10), minSlotPosts(300), minSlotPosts(450), minSlotPosts(999), minSlotPosts(1000)]).toEqual([3, 3, 5, 10, 10]);
  });

  /** `n` filler posts of engagement 1…20 one hour apart, skipping the two slots under test (Monday 9h, Tuesday 15h). */
  const filler = (n: number) => {
    const out: { createdUtc: number; engagement: number }[] = [];
    for (let i = 0; out.length < n; i++) {
      const at = utc('2024-01-01T00:00') + i * 3600;
      const { day, hour } = weekdayHour(at);
      if ((day === 1 && hour === 9) || (day === 2 && hour === 15)) continue;
      out.push({ createdUtc: at, engagement: (i % 20) + 1 });
    }
    return out;
  };

  it('a strong slot of 5 posts is a best time among 300 posts, but not among 1,000; one of 10 is in both', () => {
    const strong = [...slot('2024-01-08T09:00', 10, 20), ...slot('2024-01-09T15:00', 5, 20)];
    const bigger = bestTimes([...filler(985), ...strong]); // 1,000 posts: a best slot needs 10
    expect(bigger.slots.map((s) => [s.day, s.hour, s.posts])).toContainEqual([1, 9, 10]);
    expect(bigger.slots.some((s) => s.day === 2 && s.hour === 15)).toBe(false);
    expect(bigger.heatmap[2][15]).toBeGreaterThan(1.3); // strong, but too thin to call best here
    expect(bigger.slots.every((s) => s.posts >= 10)).toBe(true);
    const smaller = bestTimes([...filler(285), ...strong]); // 300 posts: 3 suffice
    expect(smaller.slots.map((s) => [s.day, s.hour, s.posts])).toEqual(
      expect.arrayContaining([
        [1, 9, 10],
        [2, 15, 5],
      ]),
    );
  });

  it('a slot above average that does not clearly beat the median slot is not a best time', () => {
    // Mean = (10·11 + 10·10 + 10·8) / 30 = 9.667; relative 1.138, 1.034, 0.828.
    // A: (11.379 + 5) / 15 = 1.092; B (the median slot): (10.345 + 5) / 15 = 1.023; C: 0.885.
    // A is above 1 but short of the median + 0.1 = 1.123: no best time.
    const close = bestTimes([...slot('2024-01-08T09:00', 10, 11), ...slot('2024-01-09T09:00', 10, 10), ...slot('2024-01-10T09:00', 10, 8)]);
    expect(close.heatmap[1][9]).toBe(1.09);
    expect(close.slots).toEqual([]);
    expect(close.best).toBeNull();
    // Mean = (10·14 + 10·10 + 10·8) / 30 = 10.667; A: (13.125 + 5) / 15 = 1.208 ≥ B 0.958 + 0.1: best (minutes 0…50, 0…30: 21).
    const clear = bestTimes([...slot('2024-01-08T09:00', 10, 14), ...slot('2024-01-09T09:00', 10, 10), ...slot('2024-01-10T09:00', 10, 8)]);
    expect(clear.slots).toEqual([{ averageTime: '09:21', day: 1, hour: 9, performance: 1.21, posts: 10 }]);
  });
});
