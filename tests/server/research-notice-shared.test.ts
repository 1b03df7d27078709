// Issue 27: a remembered analysis shown with a loading notice (offline, every warm free analysis carries one) is one
// object per notice, so its JSON text is made once rather than on every request.
import type { SubredditAnalysis } from '@subreddit-signal/contract';
import { withNotice } from '../../server/src/modules/research/service';
import { jsonTextOf } from '../../server/src/platform/json-text';

const analysis = (label: string) =>
  ({ subreddit: { name: 'marketing' }, dataSource: { label, kind: 'snapshot' } }) as unknown as SubredditAnalysis;

describe('withNotice', () => {
  it('adds the notice to the source label and leaves the remembered analysis as it was', () => {
    const a = analysis('Bundled sample data from August 2013');
    const shown = withNotice(a, 'Current data could not be fetched; this shows the bundled sample instead.');
    expect(shown.dataSource.label).toBe(
      'Bundled sample data from August 2013. Current data could not be fetched; this shows the bundled sample instead.',
    );
    expect(a.dataSource.label).toBe('Bundled sample data from August 2013');
    expect(withNotice(a, null)).toBe(a);
  });

  it('gives the same object, and so the same JSON text object, for the same analysis and notice', () => {
    const a = analysis('Bundled sample data from August 2013');
    const first = withNotice(a, 'Notice one.');
    expect(withNotice(a, 'Notice one.')).toBe(first);
    expect(jsonTextOf(withNotice(a, 'Notice one.'), 'subreddit')).toBe(jsonTextOf(first, 'subreddit'));
    // Another notice, or another analysis, is another object with its own label.
    const other = withNotice(a, 'Notice two.');
    expect(other).not.toBe(first);
    expect(other.dataSource.label).toMatch(/Notice two\.$/);
    expect(withNotice(analysis('Other data'), 'Notice one.')).not.toBe(first);
  });

  it('keeps a few notices per analysis and makes a dropped one again, unchanged', () => {
    const a = analysis('Data');
    const kept = withNotice(a, 'n0');
    for (let i = 1; i <= 4; i++) withNotice(a, `n${i}`);
    const again = withNotice(a, 'n0');
    expect(again).not.toBe(kept);
    expect(again).toEqual(kept);
  });
});
