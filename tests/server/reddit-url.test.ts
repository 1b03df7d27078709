import { parseRedditPostUrl } from '@subreddit-signal/contract';

describe('parseRedditPostUrl', () => {
  it.each([
    ['https://www.reddit.com/r/marketing/comments/1bzygs/heres_the_marketing_plan/', 'marketing', '1bzygs'],
    ['http://reddit.com/r/SEO/comments/abc123', 'SEO', 'abc123'],
    ['old.reddit.com/r/startups/comments/x1y2z3/title/?utm_source=share', 'startups', 'x1y2z3'],
    ['https://m.reddit.com/r/Entrepreneur/comments/q9/t/#comments', 'Entrepreneur', 'q9'],
  ])('reads %s', (url, subreddit, id) => {
    expect(parseRedditPostUrl(url)).toEqual({ subreddit, id, canonicalUrl: `https://www.reddit.com/r/${subreddit}/comments/${id}/` });
  });

  it.each([
    '',
    'marketing',
    'https://evil.example/r/marketing/comments/abc/',
    'https://reddit.com.evil.example/r/marketing/comments/abc/',
    'https://www.reddit.com/r/marketing/',
    'https://www.reddit.com/user/someone/comments/abc/',
    'javascript:alert(1)//reddit.com/r/a/comments/b',
    'ftp://www.reddit.com/r/marketing/comments/abc/',
    'https://user:pw@www.reddit.com/r/marketing/comments/abc/',
    'https://www.reddit.com:8443/r/marketing/comments/abc/',
    `https://www.reddit.com/r/marketing/comments/abc/${'x'.repeat(3000)}`,
  ])('refuses %s', (url) => {
    expect(parseRedditPostUrl(url)).toBeNull();
  });
});
