// The committed bundled snapshot (data/snapshot/) read through SnapshotSource: sizes, licence,
// types, NSFW filtering, decoding, lookups. Where ../shared/data/reddit is present (development and
// CI), a few posts are compared with the raw source file.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { postKind } from '../../server/src/modules/reddit/model';
import { SnapshotSource, redditSlug, type SnapshotCatalogueFile } from '../../server/src/modules/reddit/snapshot-source';
import { TEXT_VERSION } from '../../server/src/modules/discovery/text';

const DIR = join(__dirname, '../../data/snapshot');
const RAW = join(__dirname, '../../../shared/data/reddit');
const haveRaw = existsSync(join(RAW, 'posts', 'marketing.csv'));
const AS_OF = Date.UTC(2013, 7, 20) / 1000;

function dirBytes(dir: string): number {
  return readdirSync(dir).reduce((sum, f) => {
    const p = join(dir, f);
    return sum + (statSync(p).isDirectory() ? dirBytes(p) : statSync(p).size);
  }, 0);
}

let source: SnapshotSource;
beforeAll(async () => {
  source = await SnapshotSource.open(DIR);
});

describe('bundled snapshot: shape', () => {
  it('stays small: the whole directory under 15 MB, the catalogue under 1.5 MB', () => {
    expect(dirBytes(DIR)).toBeLessThan(15 * 1024 * 1024);
    expect(statSync(join(DIR, 'catalogue.json.br')).size).toBeLessThan(1.5 * 1024 * 1024);
  });

  it('was built with the current tokenizer (rebuild with npm run data:build when TEXT_VERSION changes)', () => {
    expect(source.meta.textVersion).toBe(TEXT_VERSION);
  });

  it('is dated: posts collected August 2013, catalogue March 2021', () => {
    expect(source.meta).toMatchObject({ asOf: AS_OF, dataDate: '2013-08-20', catalogueDataDate: '2021-03' });
    expect(source.asOf).toBe(AS_OF);
  });

  it('holds the 96 communities with posts and about 95,000 posts without the 525 NSFW ones', () => {
    expect(source.meta.counts).toMatchObject({ subredditsWithPosts: 96, droppedNsfwPosts: 525, droppedNsfwSubreddits: 797 });
    expect(source.meta.counts.posts).toBe(95220 - 525);
    expect(source.subredditsWithPosts()).toHaveLength(96);
    expect(source.entries().length).toBe(source.meta.counts.subreddits);
    expect(source.entries().length).toBeGreaterThan(5000);
  });

  it('is licence-clean: only the PDDL and MIT sources, no field from the unlicensed list', () => {
    expect(source.meta.sources.map((s) => [s.id, s.licence])).toEqual([
      ['umbrae-2013', 'ODC PDDL 1.0'],
      ['ihiggins-2021', 'MIT'],
    ]);
    const raw = brotliDecompressSync(readFileSync(join(DIR, 'catalogue.json.br'))).toString('utf8');
    const cat = JSON.parse(raw) as SnapshotCatalogueFile;
    for (const e of cat.subreddits) {
      expect(e.sources.every((s) => s === 'umbrae-2013' || s === 'ihiggins-2021')).toBe(true);
      expect(Object.keys(e).sort()).toEqual(
        expect.arrayContaining([
          'name',
          'title',
          'description',
          'subscribers',
          'subscribersYear',
          'flairs',
          'sources',
          'postCount',
          'postsPerWeek',
          'postTerms',
        ]),
      );
      expect(e).not.toHaveProperty('created');
      expect(e).not.toHaveProperty('createdUtc');
    }
    expect(raw.toLowerCase()).not.toContain('datagrazr');
    expect(raw).not.toContain('created_date');
  });

  it('has typed, decoded catalogue entries with dated subscriber counts and no NSFW community', () => {
    for (const e of source.entries()) {
      expect(typeof e.name).toBe('string');
      expect(e.subscribers === null || Number.isInteger(e.subscribers)).toBe(true);
      expect([2013, 2021]).toContain(e.subscribersYear);
      expect(`${e.title} ${e.description}`).not.toMatch(/&(amp|lt|gt|quot|#39);/);
      expect(e.flairs.every((f) => !f.includes('\u001f'))).toBe(true);
    }
    // NSFW in the 2021 list (over18=1), also listed in the 2013 manifest: dropped from both.
    if (haveRaw) {
      const list = JSON.parse(readFileSync(join(RAW, 'subreddits/ihiggins-subredditlist-2021.json'), 'utf8')) as Record<
        string,
        { over18: number }
      >;
      const nsfw = Object.entries(list)
        .filter(([, v]) => v.over18 === 1)
        .map(([k]) => k);
      expect(nsfw.length).toBe(797);
      for (const name of nsfw) expect(source.entry(name)).toBeUndefined();
    }
    expect(source.entry('Entrepreneur')).toMatchObject({ name: 'Entrepreneur', subscribersYear: 2021, subscribers: 839962 });
    expect(source.entry('blog')).toMatchObject({ subscribersYear: 2013, subscribers: 3680629 });
  });
});

describe('SnapshotSource', () => {
  it('returns a community posts case-insensitively, dated, as the internal model', async () => {
    const got = await source.subredditPosts('r/MARKETING');
    expect(got).not.toBeNull();
    expect(got!.kind).toBe('snapshot');
    expect(got!.asOf).toBe(AS_OF);
    expect(got!.dataDate).toBe('2013-08-20');
    expect(got!.subreddit).toMatchObject({ name: 'marketing', subscribersYear: 2021, over18: false, createdUtc: null });
    expect(got!.posts).toHaveLength(1000);
    for (const p of got!.posts) {
      expect(p.subreddit).toBe('marketing');
      expect(p.permalink).toMatch(/^\/r\/marketing\/comments\/[a-z0-9]+\/[^/]+\/$/);
      expect(p.permalink).toContain(`/comments/${p.id}/`);
      expect(Number.isInteger(p.createdUtc) && p.createdUtc < AS_OF).toBe(true);
      expect(Number.isInteger(p.score) && Number.isInteger(p.numComments)).toBe(true);
      expect(p).toMatchObject({ over18: false, postHint: null, isVideo: false, isGallery: false, numCrossposts: null, viewCount: null });
      expect(`${p.title} ${p.selftext}`).not.toMatch(/&(amp|lt|gt|quot);/);
      if (p.isSelf) expect(p.url).toBe(`https://www.reddit.com${p.permalink}`);
    }
    expect(got!.posts.filter((p) => p.isSelf).every((p) => p.domain === 'self.marketing')).toBe(true);
  });

  it('honours limit and keeps the stored (top) order', async () => {
    const all = await source.subredditPosts('Bitcoin');
    const some = await source.subredditPosts('bitcoin', 5);
    expect(some!.posts.map((p) => p.id)).toEqual(all!.posts.slice(0, 5).map((p) => p.id));
  });

  it('classifies the 2013 posts from is_self, domain and url', async () => {
    const pics = await source.subredditPosts('pics');
    const kinds = new Map<string, number>();
    for (const p of pics!.posts) kinds.set(postKind(p), (kinds.get(postKind(p)) ?? 0) + 1);
    expect(kinds.get('Image')! / pics!.posts.length).toBeGreaterThan(0.8);
  });

  it('keeps the true length of shortened bodies', async () => {
    const cap = source.meta.selftextCap;
    const got = await source.subredditPosts('personalfinance');
    const long = got!.posts.filter((p) => p.selftextLength !== undefined);
    expect(long.length).toBeGreaterThan(10);
    for (const p of long) {
      expect(p.selftextLength!).toBeGreaterThan(cap);
      expect([...p.selftext].length).toBeLessThanOrEqual(cap + 1);
      expect(p.selftext.endsWith('…')).toBe(true);
    }
    expect(got!.posts.filter((p) => p.selftextLength === undefined).every((p) => [...p.selftext].length <= cap)).toBe(true);
  });

  it('finds a post by id through the id index, with or without t3_, and has no comments', async () => {
    const thread = await source.postThread('t3_1bzygs');
    expect(thread).not.toBeNull();
    expect(thread!.post).toMatchObject({ id: '1bzygs', subreddit: 'marketing', isSelf: true });
    expect(thread!.comments).toEqual([]);
    expect((await source.postThread('1BZYGS'))!.post.id).toBe('1bzygs');
    expect(await source.postThread('zzzzzzz')).toBeNull();
  });

  it('answers about data for catalogue-only communities, and null posts for them', async () => {
    expect(await source.subredditInfo('gamedev')).toMatchObject({ name: 'gamedev', subscribersYear: 2021 });
    expect(await source.subredditPosts('gamedev')).toBeNull();
    expect(await source.subredditInfo('no_such_community_here')).toBeNull();
    expect(await source.subredditPosts('no_such_community_here')).toBeNull();
  });

  it('keeps a bounded number of communities decompressed', async () => {
    const small = await SnapshotSource.open(DIR, { cacheSize: 1 });
    const a1 = await small.subredditPosts('seo');
    const a2 = await small.subredditPosts('seo');
    expect(a2!.posts[0]).toBe(a1!.posts[0]); // cached: same objects
    await small.subredditPosts('startups');
    const a3 = await small.subredditPosts('seo');
    expect(a3!.posts[0]).not.toBe(a1!.posts[0]); // evicted and read again
    expect(a3!.posts[0]).toEqual(a1!.posts[0]);
  });

  it('derives permalink slugs as Reddit does', () => {
    expect(redditSlug("Here's the marketing plan I use... Also AMAA")).toBe('heres_the_marketing_plan_i_use_also_amaa');
    expect(redditSlug('Shadow of a Doubt by François Schuiten (x-post /r/comicbookart)')).toBe(
      'shadow_of_a_doubt_by_françois_schuiten_xpost',
    );
    expect(redditSlug('ಠ_ಠ')).toBe('ಠ_ಠ');
    expect(redditSlug('!!!')).toBe('_');
  });
});

(haveRaw ? describe : describe.skip)('bundled snapshot against the raw source', () => {
  const rows = () =>
    parse(readFileSync(join(RAW, 'posts', 'marketing.csv')), { columns: true, bom: true }) as Array<Record<string, string>>;

  it('keeps bodies with embedded newlines, commas and quotes intact (decoded)', async () => {
    const got = await source.subredditPosts('marketing');
    const byId = new Map(got!.posts.map((p) => [p.id, p]));
    const tricky = rows().filter((r) => r.over_18 === 'False' && /\n/.test(r.selftext!) && /,/.test(r.selftext!) && /"/.test(r.selftext!));
    expect(tricky.length).toBeGreaterThan(5);
    for (const r of tricky) {
      const p = byId.get(r.id!)!;
      const decoded = r.selftext!.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
      if (p.selftextLength === undefined) expect(p.selftext).toBe(decoded);
      else expect(decoded.startsWith(p.selftext.slice(0, -1))).toBe(true);
      expect(p.createdUtc).toBe(Math.round(Number(r.created_utc)));
      expect(p.score).toBe(Number(r.score));
      expect(p.numComments).toBe(Number(r.num_comments));
      expect(`https://www.reddit.com${p.permalink}`.toLowerCase()).toBe(r.permalink!.replace('http://www.', 'https://www.').toLowerCase());
    }
  });

  it('has every non-NSFW post of the source file, in the source order', async () => {
    const got = await source.subredditPosts('marketing');
    expect(got!.posts.map((p) => p.id)).toEqual(
      rows()
        .filter((r) => r.over_18 === 'False')
        .map((r) => r.id),
    );
  });
});
