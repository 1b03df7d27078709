// Decision 018: one definition per figure, thin windows widened and said, keywords from the title,
// hashtags people use, badges from real signals (recorded Reddit answers), a post against its community.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { analyzePost, analyzeSubreddit, postingRules, postsPerWeekFigure, rulesFromRedditAnswer } from '../../server/src/modules/analysis';
import { mapSubreddit } from '../../server/src/modules/reddit/live/mappers';
import { post, provenance, subreddit, utc } from './analysis-fixtures';

const DAY = 86_400;
const fixture = (name: string) => JSON.parse(readFileSync(path.join(__dirname, '../fixtures/reddit-api/rules', name), 'utf8')) as unknown;

describe('time windows with too few posts', () => {
  // Like the 2013 sample: 2 posts in the last week, 12 in the last 30 days, more before.
  const asOf = utc('2013-08-20T00:00');
  const posts = [
    ...[1, 3].map((d, i) => post({ id: `w${i}`, title: `Recent post ${i}`, createdUtc: asOf - d * DAY, score: 5 })),
    ...Array.from({ length: 10 }, (_, i) =>
      post({ id: `m${i}`, title: `Month post ${i}`, createdUtc: asOf - (9 + i) * DAY, score: 50 + i }),
    ),
    ...Array.from({ length: 30 }, (_, i) =>
      post({ id: `o${i}`, title: `Older post ${i}`, createdUtc: asOf - (40 + i * 5) * DAY, score: 10 }),
    ),
  ];
  const a = analyzeSubreddit({ subreddit: subreddit(), posts, asOf, provenance });

  it('a week of 2 posts shows the narrowest wider window that holds enough, and says which', () => {
    expect(a.dataSource.windows!.week).toEqual({ days: 7, posts: 2, basis: 'wider', shown: { days: 30, posts: 12 } });
    expect(a.dataSource.windows!.month).toEqual({ days: 30, posts: 12, basis: 'window' });
    // The week's top posts are the 30 days' (10 month posts outrank the 2 recent ones), not 2 rows.
    expect(a.currentWeek).toHaveLength(10);
    expect(a.currentWeek).toEqual(a.currentMonth);
  });

  it('posts per week is measured over the window it names, by the same function the search card uses', () => {
    // 28 days: 12 posts (enough), over 28 days = 4 weeks → 3 a week.
    expect(a.posts_per_week).toBe(3);
    expect(a.posts_per_week_over).toEqual({ days: 28, posts: 12 });
    expect(postsPerWeekFigure(posts, asOf)).toEqual({ perWeek: a.posts_per_week, over: a.posts_per_week_over });
    // Only the 2 recent posts in 28 days: the rate moves to 90 days (12 + the 10 older ones inside it).
    const thin = [...posts.slice(0, 2), ...posts.slice(12)];
    const r = postsPerWeekFigure(thin, asOf);
    expect(r.over).toEqual({ days: 90, posts: 12 });
    expect(r.perWeek).toBe(Math.round((12 / (90 / 7)) * 100) / 100);
  });
});

describe('Top-10 keyword and hashtags', () => {
  it("labels a post only with a term its title contains (the body's 'traffic' does not label 'Marketing trends for 2013?')", () => {
    const asOf = utc('2013-08-20T00:00');
    const posts = [
      post({
        id: 't1',
        title: 'Marketing trends for 2013?',
        selftext: 'Notes from the Traffic and Conversion Summit',
        createdUtc: asOf - DAY,
        score: 90,
      }),
      post({ id: 't2', title: 'Traffic dropped after the update', createdUtc: asOf - 2 * DAY, score: 40 }),
      post({ id: 't3', title: 'How we doubled traffic', createdUtc: asOf - 3 * DAY, score: 30 }),
      post({ id: 't4', title: 'Trends in paid search', createdUtc: asOf - 4 * DAY, score: 20 }),
      post({ id: 't5', title: 'Companies hiring marketers', createdUtc: asOf - 5 * DAY, score: 20 }),
      post({ id: 't6', title: 'Which company tools do you use', createdUtc: asOf - 6 * DAY, score: 20 }),
    ];
    const a = analyzeSubreddit({ subreddit: subreddit({ name: 'marketing' }), posts, asOf, provenance });
    for (const row of a.currentWeek) {
      if (row.keyword) expect(row.title.toLowerCase()).toContain(row.keyword.toLowerCase());
    }
    expect(a.currentWeek.find((r) => r.title === 'Marketing trends for 2013?')!.keyword).toBe('trends');
    // A folded plural reads as the title writes it.
    expect(a.currentWeek.find((r) => r.title === 'Companies hiring marketers')!.keyword).toBe('companies');
  });

  it('hashtags are the community name, tags the posts write and named topics, never a lone common noun', () => {
    const asOf = utc('2013-08-20T00:00');
    const titles = [
      'Our social media calendar #ContentMarketing',
      'Social media for a small company #contentmarketing',
      'Social media audit for a client',
      'Client reporting in social media',
      'Company blog or social media?',
      'SEO tips for a company site',
      'SEO audit for a client',
      'Local SEO for a company',
      'Client asked about SEO',
      'Company newsletter ideas',
      'Client onboarding checklist',
    ];
    const posts = titles.map((title, i) => post({ id: `h${i}`, title, createdUtc: asOf - (i + 1) * DAY, score: 10 }));
    const a = analyzeSubreddit({ subreddit: subreddit({ name: 'digital_marketing' }), posts, asOf, provenance });
    expect(a.keywords).toEqual(expect.arrayContaining(['company', 'client']));
    expect(a.hashTags.slice(0, 2)).toEqual(['#DigitalMarketing', '#ContentMarketing']);
    expect(a.hashTags).toEqual(expect.arrayContaining(['#SocialMedia', '#SEO']));
    expect(a.hashTags).not.toContain('#Company');
    expect(a.hashTags).not.toContain('#Client');
  });
});

describe('search card badges from real signals', () => {
  const links = Array.from({ length: 40 }, (_, i) => post({ id: `l${i}`, kind: i % 4 === 0 ? 'Link' : 'Text' }));
  const textOnly = Array.from({ length: 60 }, (_, i) => post({ id: `s${i}`, kind: 'Text' }));

  it("r/advertising's 'THIS IS NOT A PLACE TO ADVERTISE. YOU WILL BE BANNED.' makes its rules strict, with the sentence as the reason", () => {
    const r = postingRules({
      urlAllowed: null,
      description: 'THIS IS NOT A PLACE TO ADVERTISE. YOU WILL BE BANNED.  \n\n/r/Advertising: Ground Zero for ad creators.',
      posts: links,
    });
    expect(r.rules).toEqual({ status: 'strict', reason: 'The description says: "THIS IS NOT A PLACE TO ADVERTISE."' });
    // Its posts link out a quarter of the time: links evidently are allowed.
    expect(r.urls).toEqual({ status: 'allowed', reason: '25% of the 40 posts analysed link elsewhere (links, images, videos).' });
  });

  it("no evidence is 'unknown', never a guess", () => {
    const r = postingRules({ urlAllowed: null, description: 'A sub for professional discussion about social media.', posts: [] });
    expect(r.urls.status).toBe('unknown');
    expect(r.rules.status).toBe('unknown');
    expect(postingRules({ urlAllowed: null, description: '', posts: textOnly.slice(0, 10) }).urls.status).toBe('unknown');
  });

  it('a long sample without a single link post reads as text only', () => {
    expect(postingRules({ urlAllowed: null, description: '', posts: textOnly }).urls).toEqual({
      status: 'not-allowed',
      reason: 'None of the 60 posts analysed is a link post.',
    });
  });

  it("the live about's submission type decides URLs (r/redditdev: 'self'; r/redditgetsdrawn: 'link')", () => {
    const about = (file: string) => mapSubreddit((fixture(file) as { data: Record<string, unknown> }).data, 2020)!;
    const dev = about('asyncpraw-about-redditdev-2020-07-05.json');
    expect(postingRules({ urlAllowed: dev.urlAllowed, description: dev.description, posts: links }).urls.status).toBe('not-allowed');
    const drawn = about('asyncpraw-about-redditgetsdrawn-2020-07-05.json');
    expect(postingRules({ urlAllowed: drawn.urlAllowed, description: drawn.description, posts: [] }).urls.status).toBe('allowed');
  });

  it('recorded community rules: r/WhatCouldGoWrong (5 rules, links restricted) is strict; one plain rule is flexible', () => {
    const wcgw = rulesFromRedditAnswer(fixture('draw-about-rules-whatcouldgowrong-2017-10-26.json'));
    expect(wcgw).toHaveLength(5);
    const strict = postingRules({ urlAllowed: null, rules: wcgw, description: '', posts: [] }).rules;
    expect(strict.status).toBe('strict');
    expect(strict.reason).toContain('5 community rules');
    const one = rulesFromRedditAnswer(fixture('praw-about-rules-testsub-2016-12-29.json'));
    expect(postingRules({ urlAllowed: null, rules: one, description: '', posts: [] }).rules).toEqual({
      status: 'flexible',
      reason: '1 rule, none against links or promotion: Sample rule.',
    });
    expect(rulesFromRedditAnswer({ kind: 't5' })).toBeNull();
  });
});

describe('a post against its community', () => {
  it('gives score and comment percentiles, its slot against the best times and its title length against the typical range', () => {
    const asOf = utc('2013-08-20T00:00');
    // 20 community posts, scores 1..20 and comments 0..19, titles 10..29 characters, Mondays 09:00 UTC.
    const community = Array.from({ length: 20 }, (_, i) =>
      post({ id: `c${i}`, title: 'x'.repeat(10 + i), score: i + 1, numComments: i, createdUtc: utc('2013-08-05T09:10') - i * 7 * DAY }),
    );
    const target = post({
      id: 'target',
      title: 'A title of 24 characters',
      score: 16,
      numComments: 58,
      createdUtc: utc('2013-08-12T09:30'),
    });
    const { post: analysed, subreddit: sub } = analyzePost({
      post: target,
      subredditPosts: [...community, target],
      subreddit: subreddit(),
      asOf,
      provenance,
    });
    expect(analysed.comparison).toEqual({
      postsCompared: 20,
      scorePercentile: 75, // 15 of the 20 scored less than 16
      commentsPercentile: 100,
      slot: {
        day: 1,
        hour: 9,
        performance: sub.heatmap[1][9],
        bestRank: sub.bestTimeToPost.findIndex((s) => s.day === 1 && s.hour === 9) + 1 || null,
      },
      titleLength: 24,
      titleRange: { low: 14, high: 24 },
    });
    // The free analysis leaves the comparison out.
    expect(
      analyzePost({ post: target, subredditPosts: community, subreddit: subreddit(), asOf, provenance, tier: 'free' }).post.comparison,
    ).toBeUndefined();
  });
});
