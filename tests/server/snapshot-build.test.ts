// The snapshot builder (data/build-snapshot.ts) on a small hand-made source directory shaped
// like ../shared/data/reddit: CSV parsing, decoding, types, NSFW and licence filtering, determinism.
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import {
  buildSnapshot,
  capText,
  codePoints,
  decodeEntities,
  mergeCatalogue,
  parseCount,
  parseCsv,
  splitFlairs,
  toSnapshotPost,
} from '../../data/build-snapshot';
import { SnapshotSource, type SnapshotCatalogueFile, type SnapshotPostsFile } from '../../server/src/modules/reddit/snapshot-source';
import { TEXT_VERSION } from '../../server/src/modules/discovery/text';

const HEADER =
  'created_utc,score,domain,id,title,ups,downs,num_comments,permalink,selftext,link_flair_text,over_18,thumbnail,subreddit_id,edited,link_flair_css_class,author_flair_css_class,is_self,name,url,distinguished';

const q = (s: string) => `"${s.replace(/"/g, '""')}"`;

function record(f: Record<string, string>): string {
  const d: Record<string, string> = {
    created_utc: '1371237018.0',
    score: '10',
    domain: 'self.marketing',
    id: 'aaa111',
    title: 'A title',
    ups: '12',
    downs: '2',
    num_comments: '3',
    permalink: 'http://www.reddit.com/r/marketing/comments/aaa111/a_title/',
    selftext: '',
    link_flair_text: '',
    over_18: 'False',
    thumbnail: 'self',
    subreddit_id: 't5_2qhw0',
    edited: 'False',
    link_flair_css_class: '',
    author_flair_css_class: '',
    is_self: 'True',
    name: 't3_aaa111',
    url: 'http://www.reddit.com/r/marketing/comments/aaa111/a_title/',
    distinguished: '',
    ...f,
  };
  return HEADER.split(',')
    .map((c) => q(d[c]!))
    .join(',');
}

const TRICKY_BODY = 'Line one, with a comma\nLine "two" with quotes\r\n\nand a tab\there &amp; &lt;tags&gt; &#39;quoted&#39; &#x1F600;';
const LONG_BODY = 'word '.repeat(1200).trim(); // 5,999 characters

function makeSource(): string {
  const dir = mkdtempSync(join(tmpdir(), 'snapshot-src-'));
  mkdirSync(join(dir, 'posts'));
  mkdirSync(join(dir, 'subreddits'));
  const marketing = [
    HEADER,
    record({
      id: 'aaa111',
      title: 'Here&#39;s my launch plan &amp; budget',
      selftext: TRICKY_BODY,
      link_flair_text: 'Case &amp; Study',
      score: '169',
      num_comments: '85',
      edited: '1365536540.0',
    }),
    record({
      id: 'bbb222',
      title: 'Launch image post',
      domain: 'i.imgur.com',
      is_self: 'False',
      url: 'http://i.imgur.com/x.jpg',
      permalink: 'http://www.reddit.com/r/marketing/comments/bbb222/launch_image_post/',
      created_utc: '1371000000.0',
    }),
    record({ id: 'ccc333', title: 'NSFW one', over_18: 'True', permalink: 'http://www.reddit.com/r/marketing/comments/ccc333/nsfw_one/' }),
    record({
      id: 'ddd444',
      title: 'Launch: long body',
      selftext: LONG_BODY,
      permalink: 'http://www.reddit.com/r/marketing/comments/ddd444/launch_long_body/',
      created_utc: '1370000000.0',
    }),
  ].join('\r\n');
  writeFileSync(join(dir, 'posts', 'marketing.csv'), marketing + '\r\n');
  // A community the 2021 list marks NSFW: its posts must not ship.
  writeFileSync(
    join(dir, 'posts', 'spicy.csv'),
    [
      HEADER,
      record({ id: 'eee555', title: 'spicy', domain: 'self.spicy', permalink: 'http://www.reddit.com/r/spicy/comments/eee555/spicy/' }),
    ].join('\r\n') + '\r\n',
  );
  writeFileSync(
    join(dir, 'subreddits', 'umbrae-manifest-2013.json'),
    JSON.stringify([
      { uri: 'http://www.reddit.com/r/marketing/', subscribers: 13417, name: '/r/marketing: Marketing &amp; Ads' },
      { uri: 'http://www.reddit.com/r/OldOnly/', subscribers: 5000, name: '/r/OldOnly: Only in 2013: with a colon' },
      { uri: 'http://www.reddit.com/r/spicy/', subscribers: 9000, name: '/r/spicy: Spicy' },
    ]),
  );
  writeFileSync(
    join(dir, 'subreddits', 'ihiggins-subredditlist-2021.json'),
    JSON.stringify({
      Marketing: {
        slug: 'marketing',
        over18: 0,
        public_description: 'For marketing &amp; advertising pros &lt;3',
        title: 'Marketing &amp; Advertising',
        header_title: '',
        flairstring: 'Question\u001fCase &amp; Study\u001fQuestion',
        subscribers: '303,152',
        hot_rank: 1,
        subs_rank: 2,
        growth_rank: 3,
      },
      NewOnly: {
        slug: 'NewOnly',
        over18: 0,
        public_description: '',
        title: 'New',
        header_title: '',
        flairstring: '',
        subscribers: '1,234',
        hot_rank: 1,
        subs_rank: 1,
        growth_rank: 1,
      },
      spicy: {
        slug: 'spicy',
        over18: 1,
        public_description: 'nsfw',
        title: 'Spicy',
        header_title: '',
        flairstring: '',
        subscribers: '50,000',
        hot_rank: 1,
        subs_rank: 1,
        growth_rank: 1,
      },
    }),
  );
  // Unlicensed: present in the source directory, must never be read into the snapshot.
  writeFileSync(
    join(dir, 'subreddits', 'datagrazr-top-subreddits-2024-02-15.csv'),
    'date,id,display_name,num_subscribers,nsfw,created,created_date\n"2024-02-15 00:00:00",2qhw0,marketing,777777,0,1201234567,2008-01-25T04:16:07\n',
  );
  return dir;
}

describe('snapshot builder: parsing and decoding', () => {
  it('parses RFC 4180 records with quoted commas, quotes, newlines and CRLF', () => {
    const rows = parseCsv(`a,b\r\n"x, ""y""\nz",2\r\n"",3\r\n`);
    expect(rows).toEqual([
      { a: 'x, "y"\nz', b: '2' },
      { a: '', b: '3' },
    ]);
  });

  it('decodes named and numeric entities once', () => {
    expect(decodeEntities('a &amp; b &lt;i&gt; &quot;q&quot; &#39;s&#39; &#x41;&#66; &nbsp;x')).toBe('a & b <i> "q" \'s\' AB \u00a0x');
    expect(decodeEntities('&amp;amp; stays one level')).toBe('&amp; stays one level');
    expect(decodeEntities('&bogus; &#xD800; AT&T')).toBe('&bogus; &#xD800; AT&T');
  });

  it('parses comma-formatted counts', () => {
    expect(parseCount('303,152')).toBe(303152);
    expect(parseCount('75,145,571')).toBe(75145571);
    expect(parseCount('')).toBeNull();
    expect(parseCount(42)).toBe(42);
  });

  it('splits flairs on U+001F, decoded and deduplicated, dropping a name cut at 255 characters', () => {
    expect(splitFlairs('A\u001fB &amp; C\u001fA')).toEqual(['A', 'B & C']);
    const long = Array.from({ length: 40 }, (_, i) => `Flair number ${i}`)
      .join('\u001f')
      .slice(0, 255);
    const flairs = splitFlairs(long);
    expect(long.endsWith(flairs[flairs.length - 1]!)).toBe(false);
    expect(flairs.every((f) => /^Flair number \d+$/.test(f))).toBe(true);
    expect(splitFlairs('')).toEqual([]);
  });

  it('shortens long bodies at a word boundary and counts characters as code points', () => {
    const short = capText(LONG_BODY, 2000);
    expect(short.length).toBeLessThanOrEqual(2001);
    expect(short.endsWith('word…')).toBe(true);
    expect(capText('short', 2000)).toBe('short');
    expect(codePoints('a😀b')).toBe(3);
  });

  it('turns a record into typed fields and drops NSFW posts', () => {
    const [row] = parseCsv(`${HEADER}\r\n${record({ title: 'T &amp; U', score: '-3', created_utc: '1371237018.0' })}\r\n`);
    const p = toSnapshotPost(row!, 'marketing');
    expect(p).toMatchObject({
      id: 'aaa111',
      title: 'T & U',
      score: -3,
      numComments: 3,
      createdUtc: 1371237018,
      isSelf: true,
      slug: 'a_title',
      flair: null,
    });
    const [nsfw] = parseCsv(`${HEADER}\r\n${record({ over_18: 'True' })}\r\n`);
    expect(toSnapshotPost(nsfw!, 'marketing')).toBeNull();
    const [bad] = parseCsv(`${HEADER}\r\n${record({ is_self: 'yes' })}\r\n`);
    expect(() => toSnapshotPost(bad!, 'marketing')).toThrow(/is_self/);
  });

  it('merges the two lists by case-insensitive name, preferring the newer count and saying its year', () => {
    const { rows, droppedNsfw } = mergeCatalogue(
      [
        { uri: 'http://www.reddit.com/r/marketing/', subscribers: 13417, name: '/r/marketing: Old title' },
        { uri: 'http://www.reddit.com/r/Gone/', subscribers: 4000, name: '/r/Gone: Gone: since 2013' },
        { uri: 'http://www.reddit.com/r/nsfwthing/', subscribers: 4000, name: '/r/nsfwthing: x' },
      ],
      {
        Marketing: { slug: 'Marketing', over18: 0, title: '', public_description: 'd', flairstring: '', subscribers: '303,152' },
        nsfwthing: { slug: 'nsfwthing', over18: 1, title: 'x', subscribers: '1' },
      },
    );
    expect(droppedNsfw).toBe(1);
    expect(rows.map((r) => r.name)).toEqual(['Gone', 'Marketing']);
    expect(rows[1]).toMatchObject({
      title: 'Old title',
      description: 'd',
      subscribers: 303152,
      subscribersYear: 2021,
      sources: ['umbrae-2013', 'ihiggins-2021'],
    });
    expect(rows[0]).toMatchObject({
      title: 'Gone: since 2013',
      description: '',
      subscribers: 4000,
      subscribersYear: 2013,
      sources: ['umbrae-2013'],
    });
  });
});

describe('snapshot builder: output', () => {
  let src: string;
  let out: string;
  beforeAll(async () => {
    src = makeSource();
    out = mkdtempSync(join(tmpdir(), 'snapshot-out-'));
    await buildSnapshot({ sourceDir: src, outDir: out, selftextCap: 2000 });
  });
  afterAll(() => {
    rmSync(src, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  });

  const readBr = <T>(path: string): T => JSON.parse(brotliDecompressSync(readFileSync(path)).toString('utf8')) as T;

  it('writes the catalogue without NSFW communities, with decoded text and dated counts', () => {
    const cat = readBr<SnapshotCatalogueFile>(join(out, 'catalogue.json.br'));
    expect(cat.textVersion).toBe(TEXT_VERSION);
    expect(cat.subreddits.map((s) => s.name)).toEqual(['marketing', 'NewOnly', 'OldOnly']);
    const m = cat.subreddits[0]!;
    expect(m).toMatchObject({
      title: 'Marketing & Advertising',
      description: 'For marketing & advertising pros <3',
      subscribers: 303152,
      subscribersYear: 2021,
      flairs: ['Question', 'Case & Study'],
      postCount: 3,
    });
    // Terms used by at least 3 posts (all three titles say 'launch'; 'word' is in one long body only).
    expect(m.postTerms).toEqual([['launch', 3]]);
    expect(cat.subreddits[2]).toMatchObject({
      title: 'Only in 2013: with a colon',
      subscribers: 5000,
      subscribersYear: 2013,
      postCount: 0,
      postTerms: [],
    });
  });

  it('writes posts with the embedded newline, comma and quotes intact, entities decoded, NSFW dropped', () => {
    expect(readdirSync(join(out, 'posts'))).toEqual(['marketing.json.br']);
    const f = readBr<SnapshotPostsFile>(join(out, 'posts', 'marketing.json.br'));
    expect(f.id).toEqual(['aaa111', 'bbb222', 'ddd444']);
    expect(f.selftext[0]).toBe('Line one, with a comma\nLine "two" with quotes\r\n\nand a tab\there & <tags> \'quoted\' 😀');
    expect(f.title[0]).toBe("Here's my launch plan & budget");
    expect(f.flair).toEqual(['Case & Study', null, null]);
    expect(f.createdUtc).toEqual([1371237018, 1371000000, 1370000000]);
    expect(f.score[0]).toBe(169);
    expect(f.isSelf).toEqual([1, 0, 1]);
    expect(f.domain).toEqual([null, 'i.imgur.com', null]);
    expect(f.url).toEqual(['', 'http://i.imgur.com/x.jpg', '']);
    expect(f.selftextLength).toEqual({ '2': 5999 });
    expect(f.selftext[2]!.length).toBeLessThanOrEqual(2001);
    // Only slugs that differ from the one Reddit derives from the title are stored.
    expect(f.slug).toEqual({ '0': 'a_title' });
  });

  it('ships nothing from the unlicensed list', () => {
    const all = [
      join(out, 'meta.json'),
      join(out, 'catalogue.json.br'),
      join(out, 'post-index.json.br'),
      join(out, 'posts', 'marketing.json.br'),
    ]
      .map((p) => (p.endsWith('.br') ? brotliDecompressSync(readFileSync(p)).toString('utf8') : readFileSync(p, 'utf8')))
      .join('\n');
    expect(all).not.toContain('777777');
    expect(all).not.toContain('created_date');
    expect(all.toLowerCase()).not.toContain('datagrazr');
  });

  it('is read back by SnapshotSource as the internal model', async () => {
    const source = await SnapshotSource.open(out);
    const got = await source.subredditPosts('MARKETING');
    expect(got!.asOf).toBe(Date.UTC(2013, 7, 20) / 1000);
    expect(got!.posts.map((p) => p.id)).toEqual(['aaa111', 'bbb222', 'ddd444']);
    expect(got!.posts[0]).toMatchObject({
      permalink: '/r/marketing/comments/aaa111/a_title/',
      domain: 'self.marketing',
      numCrossposts: null,
      over18: false,
    });
    expect(got!.posts[1]).toMatchObject({
      permalink: '/r/marketing/comments/bbb222/launch_image_post/',
      isSelf: false,
      domain: 'i.imgur.com',
    });
    expect(got!.posts[2]!.selftextLength).toBe(5999);
    expect(await source.subredditPosts('spicy')).toBeNull();
    expect(await source.postThread('t3_bbb222')).toMatchObject({ post: { id: 'bbb222', url: 'http://i.imgur.com/x.jpg' }, comments: [] });
  });

  it('is deterministic: the same input gives the same bytes', async () => {
    const again = mkdtempSync(join(tmpdir(), 'snapshot-out2-'));
    try {
      await buildSnapshot({ sourceDir: src, outDir: again, selftextCap: 2000 });
      for (const rel of ['meta.json', 'catalogue.json.br', 'post-index.json.br', 'posts/marketing.json.br']) {
        expect(readFileSync(join(again, rel)).equals(readFileSync(join(out, rel)))).toBe(true);
      }
    } finally {
      rmSync(again, { recursive: true, force: true });
    }
  });
});
