import { ArchiveRedditSource } from '../../server/src/modules/reddit';
import { RedditData } from '../../server/src/modules/research';
import type { CatalogueIndex } from '../../server/src/modules/discovery';
import type { RedditSource } from '../../server/src/modules/reddit';

// Generation calls fetchInBackground on every request: the archive's fetch table is asked once per
// community per interval and process, not once per request (a write query each time).

function withArchive(extra: Partial<RedditSource>[] = []) {
  const asked: string[] = [];
  const archive = Object.create(ArchiveRedditSource.prototype) as ArchiveRedditSource;
  Object.defineProperty(archive, 'kind', { value: 'archive' });
  Object.defineProperty(archive, 'fetches', {
    value: {
      request: async (name: string) => {
        asked.push(name);
        return { status: 'queued' };
      },
    },
  });
  const data = new RedditData([...(extra as RedditSource[]), archive], {} as CatalogueIndex);
  return { data, asked };
}

test('asks once per community per interval, whatever the casing', () => {
  const { data, asked } = withArchive();
  const t0 = 1_800_000_000_000;
  data.fetchInBackground('SaaS', t0);
  data.fetchInBackground('saas', t0 + 1000);
  data.fetchInBackground('r/SaaS', t0 + 60_000);
  data.fetchInBackground('emailmarketing', t0 + 60_000);
  expect(asked).toEqual(['SaaS', 'emailmarketing']);
  data.fetchInBackground('saas', t0 + RedditData.BACKGROUND_ASK_EVERY_MS);
  expect(asked).toEqual(['SaaS', 'emailmarketing', 'saas']);
});

test('never asks with a live source configured, or for an invalid name', () => {
  const live = withArchive([{ kind: 'live' }]);
  live.data.fetchInBackground('SaaS', 1);
  expect(live.asked).toEqual([]);
  const plain = withArchive();
  plain.data.fetchInBackground('not a name!', 1);
  expect(plain.asked).toEqual([]);
});
