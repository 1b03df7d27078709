import { ConfigError, loadConfig } from '../../server/src/config';

const UA = 'web:com.example.subreddit-signal:v1.0.0 (by /u/example_dev)';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
  throw new Error('expected loadConfig to reject ' + JSON.stringify(env));
}

describe('Reddit API configuration', () => {
  it('is off with nothing configured, with Reddit’s endpoints and the cache defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      redditEnabled: false,
      REDDIT_API_BASE: 'https://oauth.reddit.com',
      REDDIT_AUTH_URL: 'https://www.reddit.com/api/v1/access_token',
      REDDIT_LISTING_TTL_SECONDS: 21600,
      REDDIT_ABOUT_TTL_SECONDS: 86400,
      REDDIT_MAX_POSTS: 1000,
    });
    expect(config.REDDIT_CLIENT_ID).toBeUndefined();
  });

  it('is on with id, secret and a User-Agent in Reddit’s format', () => {
    const config = loadConfig({
      REDDIT_CLIENT_ID: 'abc123',
      REDDIT_CLIENT_SECRET: 's3cret',
      REDDIT_USER_AGENT: UA,
      REDDIT_MAX_POSTS: '500',
    });
    expect(config).toMatchObject({ redditEnabled: true, REDDIT_USER_AGENT: UA, REDDIT_MAX_POSTS: 500 });
  });

  it.each(['android:com.example.myredditapp:v1.2.3 (by /u/kemitche)', 'web:subreddit-signal:1.0.0-beta.2 (by /u/Some_User-1)'])(
    'accepts the User-Agent %j',
    (ua) => {
      expect(loadConfig({ REDDIT_USER_AGENT: ua }).REDDIT_USER_AGENT).toBe(ua);
    },
  );

  it.each([
    'Mozilla/5.0',
    'subreddit-signal/1.0',
    'web:com.example.app:v1 (by u/x)',
    'web:com.example.app:v1 (by /u/ab)',
    'web:com.example.app (by /u/example)',
    'web:com.example.app:v1.0',
  ])('rejects the User-Agent %j, naming the key and the format', (ua) => {
    const problems = problemsOf({ REDDIT_USER_AGENT: ua });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^REDDIT_USER_AGENT: .*<platform>:<app ID>:<version string> \(by \/u\/<reddit username>\)/);
  });

  it('needs id and secret together, and a User-Agent with them', () => {
    expect(problemsOf({ REDDIT_CLIENT_ID: 'abc123', REDDIT_USER_AGENT: UA })).toEqual([
      'REDDIT_CLIENT_SECRET: REDDIT_CLIENT_ID and REDDIT_CLIENT_SECRET must be set together (REDDIT_CLIENT_SECRET is missing)',
    ]);
    expect(problemsOf({ REDDIT_CLIENT_SECRET: 's3cret' })[0]).toMatch(/^REDDIT_CLIENT_ID: /);
    expect(problemsOf({ REDDIT_CLIENT_ID: 'abc123', REDDIT_CLIENT_SECRET: 's3cret' })[0]).toMatch(
      /^REDDIT_USER_AGENT: required with REDDIT_CLIENT_ID/,
    );
  });

  it('never echoes the secret, and checks URLs and numbers', () => {
    const problems = problemsOf({
      REDDIT_CLIENT_SECRET: 'do-not-print-me',
      REDDIT_API_BASE: 'ftp://x',
      REDDIT_AUTH_URL: 'not a url',
      REDDIT_MAX_POSTS: '5000',
      REDDIT_LISTING_TTL_SECONDS: '10',
    });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(
      ['REDDIT_API_BASE', 'REDDIT_AUTH_URL', 'REDDIT_CLIENT_ID', 'REDDIT_LISTING_TTL_SECONDS', 'REDDIT_MAX_POSTS'].sort(),
    );
    expect(problems.join('\n')).not.toContain('do-not-print-me');
  });
});
