// Builders for the analysis engine suites (tests/server/analysis-*.test.ts): small, explicit samples.
import type { RedditComment, RedditPost, SubredditInfo } from '../../server/src/modules/reddit/model';

/** Unix seconds of a UTC date-time written as 'YYYY-MM-DDTHH:mm'. */
export const utc = (iso: string) => Date.parse(`${iso}:00Z`) / 1000;

export const provenance = { kind: 'snapshot' as const, label: 'Test data', dataDate: '2024-01-31' };

let seq = 0;

export function post(fields: Partial<RedditPost> & { kind?: 'Text' | 'Link' | 'Image' | 'Video' | 'Other' } = {}): RedditPost {
  const { kind = 'Text', ...rest } = fields;
  const id = rest.id ?? `p${(seq++).toString(36)}`;
  const base: RedditPost = {
    id,
    subreddit: 'testsub',
    title: 'A post',
    selftext: '',
    createdUtc: utc('2024-01-01T12:00'),
    score: 1,
    numComments: 0,
    numCrossposts: null,
    domain: 'self.testsub',
    url: `https://www.reddit.com/r/testsub/comments/${id}/a_post/`,
    permalink: `/r/testsub/comments/${id}/a_post/`,
    isSelf: true,
    flair: null,
    over18: false,
    postHint: null,
    isVideo: false,
    isGallery: false,
    viewCount: null,
  };
  const kinds: Record<string, Partial<RedditPost>> = {
    Text: {},
    Link: { isSelf: false, domain: 'example.com', url: `https://example.com/${id}` },
    Image: { isSelf: false, domain: 'i.imgur.com', url: `https://i.imgur.com/${id}.png` },
    Video: { isSelf: false, domain: 'youtube.com', url: `https://youtube.com/watch?v=${id}` },
    Other: { isSelf: false, domain: '', url: '' },
  };
  return { ...base, ...kinds[kind], ...rest };
}

export function subreddit(fields: Partial<SubredditInfo> = {}): SubredditInfo {
  return {
    name: 'testsub',
    title: 'Test sub',
    description: 'A community for tests',
    subscribers: 1000,
    subscribersYear: 2024,
    over18: false,
    flairs: [],
    createdUtc: null,
    urlAllowed: null,
    ...fields,
  };
}

export function comment(fields: Partial<RedditComment> = {}): RedditComment {
  return { id: `c${(seq++).toString(36)}`, postId: 'p', body: 'A comment', score: 1, createdUtc: utc('2024-01-01T13:00'), ...fields };
}

/** Every number in a JSON-like value (for "no NaN/Infinity anywhere" checks). */
export function numbersIn(value: unknown, out: number[] = []): number[] {
  if (typeof value === 'number') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => numbersIn(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => numbersIn(v, out));
  return out;
}
