// The post analysis: the post with safe HTML, and its subreddit's analysis with the post's comments.
import { analyzePost } from '../../server/src/modules/analysis';
import { comment, post, provenance, subreddit, utc } from './analysis-fixtures';

describe('analyzePost', () => {
  const asOf = utc('2024-01-31T00:00');
  // 6 strong posts on Mondays at 9:00, 6 weak ones on Wednesdays at 18:00.
  const others = Array.from({ length: 12 }, (_, i) =>
    post({
      id: `o${i}`,
      title: `Other post ${i}`,
      createdUtc: utc(i < 6 ? '2024-01-08T09:00' : '2024-01-10T18:00') + (i % 3) * 86400 * 7,
      score: i < 6 ? 50 : 5,
    }),
  );

  it('renders the post and analyses its subreddit with it', () => {
    const p = post({
      id: 'target',
      kind: 'Text',
      title: 'Launch checklist',
      selftext: 'Read **this** <script>x</script> [docs](javascript:alert(1))',
      score: 42,
      numComments: 7,
      flair: ' Guide ',
      createdUtc: utc('2024-01-30T10:00'),
    });
    const comments = [
      comment({ postId: 'target', body: 'Top comment', score: 10 }),
      comment({ postId: 't3_target', body: 'Second', score: 3 }),
      comment({ postId: 'other', body: 'Not this thread', score: 99 }),
      comment({ postId: 'target', body: '[deleted]', score: 50 }),
    ];
    const r = analyzePost({ post: p, comments, subredditPosts: others, subreddit: subreddit(), asOf, provenance });
    expect(r.post).toEqual({
      title: 'Launch checklist',
      selftext_html: '<p>Read <strong>this</strong> &lt;script&gt;x&lt;/script&gt; docs</p>',
      score: 42,
      num_comments: 7,
      num_crossposts: null,
      best_time_to_post: r.subreddit.best_time_to_post,
      url: 'https://www.reddit.com/r/testsub/comments/target/a_post/',
      subreddit: 'testsub',
      created_utc: utc('2024-01-30T10:00'),
      link_flair_text: 'Guide',
      // Against the 12 others: 6 scored 5 (< 42), 6 scored 50; none has comments (all < 7). Tuesday 10:00 UTC,
      // its own cell (7 comments + 42 = 49 / 29.15 → (1.68 + 5) / 6 = 1.11), not a best time. Titles 'Other post N': 12.
      comparison: {
        postsCompared: 12,
        scorePercentile: 50,
        commentsPercentile: 100,
        slot: { day: 2, hour: 10, performance: 1.11, bestRank: null },
        titleLength: 16,
        titleRange: { low: 12, high: 12 },
      },
      // The two usable comments of this thread (no parent named: top-level; no replies read, so no depth).
      discussion: {
        commentsRead: 2,
        topLevelRead: 2,
        topComments: [
          { body: 'Top comment', score: 10, minutesAfterPost: 0, replies: null },
          { body: 'Second', score: 3, minutesAfterPost: 0, replies: null },
        ],
        bestCommentsMedianMinutes: 0,
        firstCommentMinutes: 0,
        replyDepth: null,
      },
    });
    expect(r.subreddit.dataSource.postsAnalysed).toBe(13); // the post was added to the 12 others
    expect(r.subreddit.postComments).toEqual([
      { body: 'Top comment', score: 10 },
      { body: 'Second', score: 3 },
    ]);
    // Mean engagement (6·50 + 6·5 + 49) / 13 = 29.15; Monday 9h: (6 · 50/29.15 + 5) / 11 = 1.39, the only slot above 1.
    expect(r.subreddit.bestTimeToPost).toEqual([{ averageTime: '09:00', day: 1, hour: 9, performance: 1.39, posts: 6 }]);
    expect(r.subreddit.best_time_to_post).toBe('09:00');
  });

  it('uses the link target for link posts, and the thread for unsafe targets', () => {
    const link = post({ id: 'lk', kind: 'Link', url: 'https://example.com/article' });
    expect(analyzePost({ post: link, subredditPosts: [link], subreddit: subreddit(), asOf, provenance }).post.url).toBe(
      'https://example.com/article',
    );
    const bad = post({ id: 'bad', kind: 'Link', url: 'javascript:alert(1)', permalink: '/r/testsub/comments/bad/x/' });
    const r = analyzePost({ post: bad, subredditPosts: [], subreddit: subreddit(), asOf, provenance });
    expect(r.post.url).toBe('https://www.reddit.com/r/testsub/comments/bad/x/');
    expect(r.post.selftext_html).toBe('');
    expect(r.subreddit.dataSource.postsAnalysed).toBe(1);
  });
});
