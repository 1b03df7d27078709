import { bareSubredditName, subredditKey, withoutSubredditPrefix } from '@subreddit-signal/contract';

describe('community names as typed (contract)', () => {
  it.each([
    ['SaaS', 'SaaS'],
    ['r/SaaS', 'SaaS'],
    ['/r/SaaS', 'SaaS'],
    ['  R/SaaS  ', 'SaaS'],
    ['rust', 'rust'],
    ['r/r', 'r'],
  ])('%j -> %j', (typed, bare) => {
    expect(bareSubredditName(typed)).toBe(bare);
  });

  it('keeps a name that merely starts with r (no slash)', () => {
    expect(bareSubredditName('running')).toBe('running');
  });

  it('keys are case-insensitive', () => {
    expect(subredditKey(' r/SaaS')).toBe('saas');
    expect(subredditKey('SAAS')).toBe(subredditKey('r/saas'));
  });

  it('leaves surrounding space alone when asked not to trim', () => {
    expect(withoutSubredditPrefix('/r/SaaS')).toBe('SaaS');
    expect(withoutSubredditPrefix(' r/SaaS')).toBe(' r/SaaS');
  });
});
