import { readFileSync } from 'node:fs';
import { decodeEntities, parseDumpLine, type ImportedComment, type ImportedPost } from '../../server/src/modules/reddit/import';
import { POPULAR, THREAD } from './import-support';

// One NDJSON line to the model. Real lines come from tests/fixtures/dumps (see its README).
const popularLines = readFileSync(POPULAR, 'utf8').split('\n');
const threadLines = readFileSync(THREAD, 'utf8').split('\n');

function post(text: string): ImportedPost {
  const parsed = parseDumpLine(text);
  if (parsed.kind !== 'post') throw new Error(`expected a post, got ${JSON.stringify(parsed)}`);
  return parsed.post;
}

function comment(text: string): ImportedComment {
  const parsed = parseDumpLine(text);
  if (parsed.kind !== 'comment') throw new Error(`expected a comment, got ${JSON.stringify(parsed)}`);
  return parsed.comment;
}

const base = { id: 'abc12', subreddit: 'marketing', title: 'A title', created_utc: 1700000000 };
const line = (o: unknown) => JSON.stringify(o);

describe('dump line mapping: submissions', () => {
  it('maps a real submission (first line of the /r/popular fixture) to RedditPost', () => {
    expect(post(popularLines[0])).toEqual({
      id: '1sk99af',
      subreddit: 'blursed_videos',
      title: 'Blursed_Self defence',
      selftext: '',
      createdUtc: 1776083057,
      score: 1913,
      numComments: 160,
      numCrossposts: 0,
      domain: 'v.redd.it',
      url: 'https://v.redd.it/2ptpanksayug1',
      permalink: '/r/blursed_videos/comments/1sk99af/blursed_self_defence/',
      isSelf: false,
      flair: null,
      over18: false,
      postHint: 'hosted:video',
      isVideo: true,
      isGallery: false,
      viewCount: null,
      subscribers: 549525,
    });
  });

  it('reads created_utc written as a numeric string (line 3 of the fixture) and truncates fractions', () => {
    expect(popularLines[2]).toMatch(/"created_utc":"\d+"/);
    expect(post(popularLines[2]).createdUtc).toBe(Number(JSON.parse(popularLines[2]).created_utc));
    expect(post(line({ ...base, created_utc: '1371237018.0' })).createdUtc).toBe(1371237018);
    expect(post(line({ ...base, created_utc: 1371237018.9 })).createdUtc).toBe(1371237018);
  });

  it('maps the real self posts and galleries of the fixture', () => {
    const posts = popularLines.map((l) => parseDumpLine(l)).flatMap((p) => (p.kind === 'post' ? [p.post] : []));
    expect(posts).toHaveLength(100);
    expect(posts.filter((p) => p.isSelf)).toHaveLength(4);
    expect(posts.filter((p) => p.isGallery)).toHaveLength(13);
    expect(posts.every((p) => p.permalink.startsWith(`/r/${p.subreddit}/comments/${p.id}/`))).toBe(true);
  });

  it('skips NSFW posts (over_18) and posts to user profiles, saying why', () => {
    expect(parseDumpLine(popularLines[42])).toEqual({ kind: 'skip', reason: 'nsfw', postId: 'nsfw001', subreddit: expect.any(String) });
    expect(parseDumpLine(line({ ...base, over_18: true }))).toMatchObject({ kind: 'skip', reason: 'nsfw' });
    expect(parseDumpLine(line({ ...base, subreddit: 'u_someone' }))).toMatchObject({ kind: 'skip', reason: 'profile' });
  });

  it("turns deleted/removed self text into '' but keeps the post", () => {
    expect(post(line({ ...base, selftext: '[removed]' })).selftext).toBe('');
    expect(post(line({ ...base, selftext: '[deleted]' })).selftext).toBe('');
    expect(post(line({ ...base, selftext: 'kept' })).selftext).toBe('kept');
  });

  it('fills what older dumps lack: permalink, is_self from a self.<sub> domain, null counts', () => {
    const p = post(line({ ...base, domain: 'self.marketing', permalink: 'http://www.reddit.com/r/marketing/comments/abc12/a_title/' }));
    expect(p).toMatchObject({
      isSelf: true,
      permalink: '/r/marketing/comments/abc12/a_title/',
      numCrossposts: null,
      viewCount: null,
      subscribers: null,
      score: 0,
    });
    expect(post(line(base)).permalink).toBe('/r/marketing/comments/abc12/');
    expect(post(line({ ...base, id: 't3_ABC12', url: 'https://x.test/a', url_overridden_by_dest: 'https://x.test/b' }))).toMatchObject({
      id: 'abc12',
      url: 'https://x.test/b',
    });
  });

  it('accepts the API thing wrapper {"kind":"t3","data":{…}}', () => {
    expect(post(line({ kind: 't3', data: base })).id).toBe('abc12');
  });

  it('decodes the HTML entities Reddit escapes without raw_json, and drops NUL characters', () => {
    const p = post(
      line({ ...base, title: 'Q&amp;A: &lt;b&gt; &#39;hi&#39; &#x1F600;', selftext: 'a\u0000b &amp;amp;', link_flair_text: 'R&amp;D' }),
    );
    expect(p.title).toBe("Q&A: <b> 'hi' 😀");
    expect(p.selftext).toBe('ab &amp;'); // one level only
    expect(p.flair).toBe('R&D');
    expect(decodeEntities('&bogus; &#0; &#xD800; fish &amp chips')).toBe('&bogus; &#0; &#xD800; fish &amp chips');
  });
});

describe('dump line mapping: comments', () => {
  it('maps a real comment of the 3hahrw thread, linked to its post', () => {
    const raw = JSON.parse(threadLines[1]);
    expect(comment(threadLines[1])).toEqual({
      id: raw.id,
      postId: '3hahrw',
      body: raw.body,
      score: raw.score,
      createdUtc: raw.created_utc,
      subreddit: 'funny',
    });
  });

  it('is a comment when it has body and link_id; deleted/removed bodies are skipped', () => {
    const deleted = threadLines.find((l) => l.includes('"body":"[deleted]"'))!;
    expect(parseDumpLine(deleted)).toMatchObject({ kind: 'skip', reason: 'removed', postId: '3hahrw' });
    expect(parseDumpLine(line({ id: 'c1', link_id: 't3_abc12', body: '[removed]', created_utc: 1700000000 }))).toMatchObject({
      kind: 'skip',
      reason: 'removed',
    });
    expect(comment(line({ id: 't1_c1', link_id: 't3_abc12', body: 'x', created_utc: '1700000000', score: '-3' }))).toEqual({
      id: 'c1',
      postId: 'abc12',
      body: 'x',
      score: -3,
      createdUtc: 1700000000,
      subreddit: null,
    });
  });
});

describe('dump line mapping: what is malformed', () => {
  const cases: Array<[string, string, string]> = [
    ['bad JSON', popularLines[16], 'not valid JSON'],
    ['an array', '[1, 2, 3]', 'not a JSON object (an array)'],
    ['null', 'null', 'not a JSON object (null)'],
    ['a string', '"hello"', 'not a JSON object (string)'],
    [
      'neither kind',
      line({ display_name: 'marketing', subscribers: 5 }),
      'neither a submission (id, title, created_utc) nor a comment (id, link_id, body)',
    ],
    ['missing created_utc', popularLines[32], 'missing created_utc'],
    ['title not a string', popularLines[49], 'title is not a string'],
    ['id not a string', popularLines[90], 'id is not a string'],
    ['missing id', line({ ...base, id: undefined }), 'missing id'],
    ['missing title', line({ ...base, title: undefined }), 'missing title'],
    ['missing subreddit', line({ ...base, subreddit: null }), 'missing subreddit'],
    ['bad id', line({ ...base, id: 'not an id!' }), 'id "not an id!" is not a Reddit id'],
    ['created_utc text', line({ ...base, created_utc: 'yesterday' }), 'created_utc is not a number'],
    [
      'created_utc in ms',
      line({ ...base, created_utc: 1700000000000 }),
      'created_utc 1700000000000 is not a plausible Unix time in seconds',
    ],
    ['score an object', line({ ...base, score: { n: 1 } }), 'score is not a number'],
    ['num_comments too big', line({ ...base, num_comments: 3e9 }), 'num_comments 3000000000 is out of range'],
    ['over_18 a word', line({ ...base, over_18: 'maybe' }), 'over_18 is not a boolean'],
    ['comment without body', line({ id: 'c1', link_id: 't3_abc12', created_utc: 1700000000 }), 'missing body'],
    ['comment without link_id', line({ id: 'c1', body: 'x', created_utc: 1700000000 }), 'comment without link_id'],
    ['comment with a bad link_id', line({ id: 'c1', link_id: 42, body: 'x', created_utc: 1700000000 }), 'link_id is not a string'],
  ];
  it.each(cases)('%s', (_name, text, reason) => {
    expect(parseDumpLine(text)).toEqual({ kind: 'malformed', reason });
  });

  it('treats blank lines as empty, not malformed', () => {
    expect(parseDumpLine('')).toEqual({ kind: 'empty' });
    expect(parseDumpLine('   \t')).toEqual({ kind: 'empty' });
  });
});
