import { postKind } from '../../server/src/modules/reddit/model';
import {
  listingSubscribers,
  mapPost,
  mapPostListing,
  mapSubreddit,
  mapThread,
  relativePermalink,
  type Listing,
  type Thing,
} from '../../server/src/modules/reddit/live/mappers';
import { fixtureJson } from '../support/reddit-standin';

// Mapping of real recorded Reddit JSON (raw_json=1) to the model. See tests/fixtures/reddit-api/README.md.

describe('t3 posts from the 2026 r/popular listing (modern fields)', () => {
  const listing = fixtureJson<Listing>('praw/r-popular-hot-limit100-2026-04-13.json');
  const posts = mapPostListing(listing);

  it('maps all 100 posts (none is NSFW) with the kinds the README counts', () => {
    expect(posts).toHaveLength(100);
    const hints: Record<string, number> = {};
    for (const p of posts) hints[String(p.postHint)] = (hints[String(p.postHint)] ?? 0) + 1;
    expect(hints).toEqual({ image: 56, 'hosted:video': 17, link: 10, self: 2, null: 15 });
    expect(posts.filter((p) => p.isGallery)).toHaveLength(13);

    const kinds: Record<string, number> = {};
    for (const p of posts) kinds[postKind(p)] = (kinds[postKind(p)] ?? 0) + 1;
    // 4 self posts (2 hinted 'self', 2 unhinted), 17 hosted videos, 56 images + 13 galleries, 10 links.
    expect(kinds).toEqual({ Text: 4, Video: 17, Image: 69, Link: 10 });
  });

  it('maps one hosted video post field by field', () => {
    expect(posts[0]).toEqual({
      id: '1sk99af',
      subreddit: 'blursed_videos',
      title: 'Blursed_Self defence',
      selftext: '',
      createdUtc: 1776083057,
      score: 1913,
      numComments: expect.any(Number),
      numCrossposts: 0,
      domain: 'v.redd.it',
      url: 'https://v.redd.it/2ptpanksayug1',
      permalink: expect.stringMatching(/^\/r\/blursed_videos\/comments\/1sk99af\//),
      isSelf: false,
      flair: null,
      over18: false,
      postHint: 'hosted:video',
      isVideo: true,
      isGallery: false,
      viewCount: null,
    });
    expect(postKind(posts[0]!)).toBe('Video');
  });

  it('keeps flair, crossposts, galleries and self posts as Reddit reports them', () => {
    const byId = new Map(posts.map((p) => [p.id, p]));
    expect(byId.get('1skdnbn')).toMatchObject({ flair: 'Discussion', postHint: 'image', domain: 'i.redd.it' });
    expect(byId.get('1skcem4')).toMatchObject({ flair: ':JOEDIRT: Human Trash', numCrossposts: 1 });
    expect(byId.get('1sk73qx')).toMatchObject({ subreddit: 'Fauxmoi', numCrossposts: 17 });
    expect(byId.get('1skdqht')).toMatchObject({
      isGallery: true,
      postHint: null,
      url: 'https://www.reddit.com/gallery/1skdqht',
      flair: 'Photos',
    });
    expect(postKind(byId.get('1skdqht')!)).toBe('Image');
    expect(byId.get('1skgqob')).toMatchObject({ postHint: 'link', domain: '9to5mac.com', flair: 'macOS' });
    expect(postKind(byId.get('1skgqob')!)).toBe('Link');
    expect(byId.get('1skaixk')).toMatchObject({ isSelf: true, postHint: null, domain: 'self.movies' });
    expect(postKind(byId.get('1skaixk')!)).toBe('Text');
    expect(posts.filter((p) => p.flair !== null)).toHaveLength(71);
    expect(posts.filter((p) => (p.numCrossposts ?? 0) > 0)).toHaveLength(28);
    expect(posts.every((p) => p.permalink.startsWith(`/r/${p.subreddit}/comments/${p.id}/`))).toBe(true);
  });

  it('reads subreddit_subscribers from the first post', () => {
    expect(listingSubscribers(listing)).toBe(549525);
  });
});

describe('t3 posts from the 2016 r/AskReddit /new listing', () => {
  const listing = fixtureJson<Listing>('praw/r-askreddit-new-limit100-2016-03-01.json');

  it('drops the 4 NSFW (over_18) posts and keeps the other 96 in order', () => {
    const posts = mapPostListing(listing);
    expect(posts).toHaveLength(96);
    expect(posts.map((p) => p.id)).not.toEqual(expect.arrayContaining(['48fbig', '48fa8w', '48f820', '48f7v7']));
    expect(posts.every((p) => !p.over18 && postKind(p) === 'Text')).toBe(true);
  });

  it('takes text as sent (raw_json=1: no entity decoding needed) and knows no crossposts in 2016 data', () => {
    const first = mapPost(listing.data.children[0]!.data)!;
    expect(first).toMatchObject({
      id: '48fbm9',
      subreddit: 'AskReddit',
      title: "[Serious] Parents of Reddit, what's the biggest lie about yourself you've told your kids?",
      flair: 'serious replies only',
      createdUtc: 1456821458,
      isSelf: true,
      numCrossposts: null,
      postHint: null,
      permalink: '/r/AskReddit/comments/48fbm9/serious_parents_of_reddit_whats_the_biggest_lie/',
    });
    const nsfw = mapPost(listing.data.children[1]!.data)!;
    expect(nsfw).toMatchObject({ id: '48fbig', over18: true });
  });

  it('ignores things that are not posts', () => {
    expect(
      mapPostListing({ kind: 'Listing', data: { after: null, children: [{ kind: 't1', data: { id: 'x', subreddit: 'a' } }] } }),
    ).toEqual([]);
    expect(mapPost({ title: 'no id' })).toBeNull();
  });
});

describe('t1 comments from /comments/{id}', () => {
  it('maps the top-level comments of a large thread and skips "more" stubs and replies', () => {
    const thread = mapThread(fixtureJson('praw/comments-3hahrw-funny-2016-12-19.json'))!;
    expect(thread.post).toMatchObject({
      id: '3hahrw',
      subreddit: 'funny',
      title: 'Ba Dum Tsss',
      score: 29779,
      numComments: 538,
      postHint: 'rich:video',
    });
    expect(postKind(thread.post)).toBe('Video');
    expect(thread.comments).toHaveLength(136);
    expect(thread.comments.slice(0, 2)).toEqual([
      {
        id: 'cu5pebp',
        postId: '3hahrw',
        body: expect.stringMatching(/^Man I am glad there isn't someone on a drum set/),
        score: 1132,
        createdUtc: expect.any(Number),
      },
      {
        id: 'cu5oif1',
        postId: '3hahrw',
        body: expect.stringMatching(/^His emotionless face/),
        score: 1445,
        createdUtc: expect.any(Number),
      },
    ]);
    expect(new Set(thread.comments.map((c) => c.id)).size).toBe(136);
  });

  it('maps a thread with one comment plus a "more" stub (2020)', () => {
    const thread = mapThread(fixtureJson('praw/comments-ablzuq-askreddit-2020-01-09.json'))!;
    expect(thread.post).toMatchObject({
      id: 'ablzuq',
      subreddit: 'AskReddit',
      score: 221850,
      numComments: 8125,
      numCrossposts: 32,
      isSelf: true,
      createdUtc: 1546376787,
    });
    expect(thread.comments).toEqual([
      {
        id: 'ed1czme',
        postId: 'ablzuq',
        body: "But when I finally do, it'll be the years biggest shit ^^^^^so ^^^^^far",
        score: 12165,
        createdUtc: 1546378524,
      },
    ]);
  });

  it('skips deleted and removed comments and rejects shapes that are not a thread', () => {
    const body = fixtureJson<[Listing, Listing]>('go-reddit/post-with-comments-r-test.json');
    const gone: Thing = { kind: 't1', data: { id: 'gone1', body: '[deleted]', score: 1, created_utc: 1, link_id: 't3_testpost' } };
    body[1].data.children.push(gone);
    const thread = mapThread(body)!;
    expect(thread.post).toMatchObject({ id: 'testpost', subreddit: 'test' });
    expect(thread.comments.map((c) => c.id)).toEqual(['testc1']);
    expect(mapThread({ kind: 'Listing', data: { children: [] } })).toBeNull();
    expect(mapThread([])).toBeNull();
  });
});

describe('t5 subreddits from /r/{name}/about', () => {
  it('maps r/golang (2020)', () => {
    const about = fixtureJson<Thing>('go-reddit/subreddit-about-golang.json');
    expect(mapSubreddit(about.data, 2026)).toEqual({
      name: 'golang',
      title: 'The Go Programming Language',
      description: 'Ask questions and post articles about the Go programming language and related tools, events etc.',
      subscribers: 116532,
      subscribersYear: 2026,
      over18: false,
      flairs: [],
      createdUtc: 1257900868,
      urlAllowed: true,
    });
  });

  it('maps r/announcements (2019) and a text-only community', () => {
    const about = fixtureJson<Thing>('praw/r-announcements-about-2019-11-16.json');
    expect(mapSubreddit(about.data, 2026)).toMatchObject({
      name: 'announcements',
      title: 'Official Reddit announcements',
      description: '',
      subscribers: 47456009,
      createdUtc: 1245256101,
    });
    const askreddit = fixtureJson<Listing>('go-reddit/subreddits-listing.json').data.children.find(
      (c) => c.data.display_name === 'AskReddit',
    )!;
    expect(mapSubreddit(askreddit.data, 2026)).toMatchObject({ name: 'AskReddit', subscribers: 28449174, urlAllowed: false });
    expect(mapSubreddit({ display_name: 'x_y', submission_type: null, subscribers: null }, 2026)).toMatchObject({
      urlAllowed: null,
      subscribers: null,
      subscribersYear: null,
    });
  });
});

it('turns absolute permalinks into relative ones', () => {
  expect(relativePermalink('https://www.reddit.com/r/test/comments/abc/x/')).toBe('/r/test/comments/abc/x/');
  expect(relativePermalink('/r/test/comments/abc/x/')).toBe('/r/test/comments/abc/x/');
  expect(relativePermalink('')).toBe('');
});
