// How a post's discussion went: its best top-level comments and when they came, and reply depth,
// measured only on what the data holds (hand-computed numbers).
import { analyzeDiscussion, commentDepths } from '../../server/src/modules/analysis/discussion';
import { analyzePost } from '../../server/src/modules/analysis/post';
import type { RedditComment } from '../../server/src/modules/reddit/model';
import { post, subreddit } from './analysis-fixtures';

const POST_UTC = 1_700_000_000;
const c = (id: string, parentId: string | null | undefined, minutes: number, score: number, body = `comment ${id}`): RedditComment => ({
  id,
  postId: 'p1',
  body,
  score,
  createdUtc: POST_UTC + minutes * 60,
  parentId,
});

describe('analyzeDiscussion', () => {
  test('the best top-level comments, how many minutes after the post they came, and how deep the replies went', () => {
    const comments = [
      c('a', 't3_p1', 3, 40),
      c('b', 't3_p1', 12, 95),
      c('c', 't3_p1', 45, 7),
      c('d', 't3_p1', 90, 60),
      c('r1', 't1_b', 20, 30), // depth 2
      c('r2', 't1_r1', 25, 4), // depth 3
      c('r3', 't1_b', 31, 2), // depth 2
      c('r4', 't1_gone', 50, 1), // a reply to a comment not read: no known depth
    ];
    const d = analyzeDiscussion({ post: { id: 'p1', createdUtc: POST_UTC }, comments });
    expect(d).toEqual({
      commentsRead: 8,
      topLevelRead: 4,
      topComments: [
        { body: 'comment b', score: 95, minutesAfterPost: 12, replies: 2 },
        { body: 'comment d', score: 60, minutesAfterPost: 90, replies: 0 },
        { body: 'comment a', score: 40, minutesAfterPost: 3, replies: 0 },
        { body: 'comment c', score: 7, minutesAfterPost: 45, replies: 0 },
      ],
      // Minutes of the four, sorted 3, 12, 45, 90: the nearest-rank median is 12.
      bestCommentsMedianMinutes: 12,
      firstCommentMinutes: 3,
      // Depths known for 7 comments: 1,1,1,1,2,3,2 → deepest 3, mean 11/7 = 1.6, replies 3/7 = 43 %.
      replyDepth: { deepest: 3, mean: 1.6, replyShare: 43 },
    });
  });

  test('top-level comments only: reply depth and reply counts are unknown (null), not 1 and 0', () => {
    const d = analyzeDiscussion({
      post: { id: 'p1', createdUtc: POST_UTC },
      comments: [c('a', 't3_p1', 5, 10), c('b', null, 9, 20)],
      repliesRead: false,
    });
    expect(d?.replyDepth).toBeNull();
    expect(d?.topComments.map((x) => [x.body, x.replies])).toEqual([
      ['comment b', null],
      ['comment a', null],
    ]);
    expect(d).toMatchObject({ commentsRead: 2, topLevelRead: 2, bestCommentsMedianMinutes: 5, firstCommentMinutes: 5 });
  });

  test('a whole thread read with no replies in it has depth 1', () => {
    const d = analyzeDiscussion({ post: { id: 'p1', createdUtc: POST_UTC }, comments: [c('a', 't3_p1', 5, 10)], repliesRead: true });
    expect(d?.replyDepth).toEqual({ deepest: 1, mean: 1, replyShare: 0 });
  });

  test('deleted comments, comments of other posts and unusable times are left out; none left is undefined', () => {
    const other = { ...c('x', 't3_p2', 1, 99), postId: 'p2' };
    const comments = [c('gone', 't3_p1', 1, 500, '[deleted]'), other, { ...c('nan', 't3_p1', 1, 5), createdUtc: Number.NaN }];
    expect(analyzeDiscussion({ post: { id: 'p1', createdUtc: POST_UTC }, comments })).toBeUndefined();
    // A comment stamped before its post (clock skew) counts as at once, never negative minutes.
    const early = analyzeDiscussion({ post: { id: 'p1', createdUtc: POST_UTC }, comments: [...comments, c('early', 't3_p1', -2, 3)] });
    expect(early).toMatchObject({ commentsRead: 1, firstCommentMinutes: 0 });
  });

  test('a cyclic or very deep chain neither loops nor overflows the stack', () => {
    const cycle = [c('a', 't1_b', 1, 1), c('b', 't1_a', 2, 1)];
    expect(commentDepths(cycle).size).toBe(0);
    const deep: RedditComment[] = [c('n0', 't3_p1', 1, 1)];
    for (let i = 1; i < 20_000; i++) deep.push(c(`n${i}`, `t1_n${i - 1}`, 1 + i, 1));
    expect(Math.max(...commentDepths(deep).values())).toBe(20_000);
  });
});

describe('analyzePost with a thread', () => {
  const target = post({ id: 'p1', createdUtc: POST_UTC, score: 42, numComments: 5 });
  const others = Array.from({ length: 12 }, (_, i) => post({ id: `o${i}`, createdUtc: POST_UTC - (i + 1) * 3600 }));
  const comments = [c('a', 't3_p1', 4, 30), c('b', 't3_p1', 8, 50), c('r1', 't1_b', 15, 9)];
  const input = {
    post: target,
    comments,
    subredditPosts: others,
    subreddit: subreddit(),
    asOf: POST_UTC + 86400,
    provenance: { kind: 'archive' as const, label: 'archive', dataDate: null },
  };

  test('paid: the discussion, and top comments list top-level comments only', () => {
    const r = analyzePost(input);
    expect(r.post.discussion).toMatchObject({ commentsRead: 3, topLevelRead: 2, replyDepth: { deepest: 2 } });
    expect(r.subreddit.postComments.map((x) => x.body)).toEqual(['comment b', 'comment a']);
  });

  test('free: no discussion (it is part of the advanced analysis)', () => {
    expect(analyzePost({ ...input, tier: 'free' }).post.discussion).toBeUndefined();
  });
});
