// The quality rules for generated text (server/src/modules/generation/quality): each rule on the
// artefacts seen on the built-in engine before issue 15, and on text that must pass.
import {
  artefacts,
  differsSubstantially,
  factsOf,
  listSizes,
  missingQueryTerms,
  namesSubject,
  queryKeyStems,
  repeatedPhrases,
  statedFigures,
  tagVerdict,
  tonesDiffer,
  untrueFigures,
  type CommunityFacts,
} from '../../server/src/modules/generation/quality';
import type { SubredditAnalysis } from '@subreddit-signal/contract';

const rules = (text: string) => artefacts(text).map((f) => f.rule);

describe('quality rules: slot-filling artefacts', () => {
  it('finds a possessive or article glued to a verb phrase', () => {
    expect(artefacts('What made the biggest difference to your launching a budgeting app?')).toEqual([
      { rule: 'glued-determiner', text: 'your launching a' },
    ]);
    expect(rules('The hiring our first marketer part really resonates.')).toEqual(['glued-determiner']);
    expect(rules('Our launching a budgeting app numbers before and after')).toEqual(['glued-determiner']);
    // A gerund used as a noun, or a verb phrase without a determiner, is fine.
    expect(rules('Our marketing budget, your pricing page and launching a budgeting app.')).toEqual([]);
    expect(rules('We are launching a budgeting app next month.')).toEqual([]);
  });

  it('finds an article stacked on a determiner, directly or past a common adjective', () => {
    expect(artefacts('A quick a lightroom preset pack for film looks win, with DSLR.')).toEqual([
      { rule: 'glued-determiner', text: 'A quick a l' },
    ]);
    expect(rules('Here is my the app I built.')).toEqual(['glued-determiner']);
    // A word other than a common adjective between them is English.
    expect(rules('This is the one a friend recommended, and the rest a mess.')).toEqual([]);
    expect(rules('A quick win on a lightroom preset pack, with DSLR.')).toEqual([]);
  });

  it('finds doubled words, dangling connectors and unfilled placeholders', () => {
    expect(rules('We tried the the usual playbook.')).toEqual(['doubled-word']);
    expect(rules('What made the difference: a weekly summary and.')).toEqual(['dangling-connector']);
    expect(rules('Tried posting more often, , and asking customers.')).toContain('dangling-connector');
    expect(rules('Hey {sub}, quick question about undefined.')).toEqual(['placeholder', 'placeholder']);
    // A preposition may end a sentence.
    expect(rules('The boring parts are exactly where the results come from.')).toEqual([]);
  });

  it('finds one phrase joined to itself, not a reduplication', () => {
    expect(rules('People here know the LCS and the LCS far better than I do.')).toEqual(['doubled-word']);
    expect(rules('Is it the grind size or grind size?')).toEqual(['doubled-word']);
    expect(rules('It gets better and better, and I post more and more.')).toEqual([]);
    expect(rules('People here know the LCS and the champion pool far better than I do.')).toEqual([]);
  });

  it('finds a phrase of three words said twice in one post, not the query’s own words', () => {
    expect(repeatedPhrases('It has a weekly summary, a weekly summary and a check for salesy wording.').map((f) => f.text)).toEqual([
      'a weekly summary',
    ]);
    expect(repeatedPhrases('I would love to hear from you. Would love to hear your take.').map((f) => f.text)).toEqual(['love to hear']);
    // The subject of the post may come back: that is the point of the post.
    expect(
      repeatedPhrases('Our budgeting app launch went well. The budgeting app launch taught us a lot.', [
        'launching',
        'a',
        'budgeting',
        'app',
      ]),
    ).toEqual([]);
    // Function-word runs ('one of the') are not phrases a reader notices.
    expect(repeatedPhrases('One of the steps is one of the best.')).toEqual([]);
  });
});

describe('quality rules: topic, hashtags, comments', () => {
  it('reads a query’s key terms as close forms, and a post covers them when it carries each', () => {
    expect(queryKeyStems('launching a budgeting app')).toEqual(['launch', 'budget', 'app']);
    expect(queryKeyStems('How to grow a newsletter past 1,000 subscribers?')).toEqual(['grow', 'newsletter', 'past', 'subscriber']);
    expect(missingQueryTerms('launching a budgeting app', { title: 'We launched our budgeting app', body: 'Apps are hard.' })).toEqual([]);
    // The 'hiring our first marketer' request that became a story about a free checklist.
    expect(
      missingQueryTerms('hiring our first marketer', { title: 'A free checklist for growth', body: 'We gave away a checklist.' }),
    ).toEqual(['hir', 'marketer']);
  });

  it('accepts hashtags from the query or the community’s vocabulary used with it, and nothing else', () => {
    const docs = ['my budgeting app and the savings goal', 'budget app with savings goals', 'my new car', 'car insurance savings'];
    const ctx = { query: 'launching a budgeting app', communityTags: ['#Car', '#Savings', '#Budget'], docs };
    expect(tagVerdict('#BudgetingApp', ctx)).toBe('query');
    expect(tagVerdict('#Budget', ctx)).toBe('query');
    expect(tagVerdict('#Savings', ctx)).toBe('community');
    expect(tagVerdict('#Car', ctx)).toBe('unrelated');
    expect(tagVerdict('#Invented', ctx)).toBe('unrelated');
    expect(tagVerdict('#budgeting app', ctx)).toBe('malformed');
    expect(tagVerdict('Budget', ctx)).toBe('malformed');
  });

  it('wants a comment to name the post’s subject, not a phrase of its title like “simple process”', () => {
    expect(namesSubject('Before I try this with simple process: how long did it take?', 'launching a budgeting app')).toBe(false);
    expect(namesSubject('Before launching our own budgeting app I would test the pricing page.', 'launching a budgeting app')).toBe(true);
  });

  it('tells a rewrite that only swaps the opener from a real one, and tones that differ beyond it', () => {
    const original = 'Love this post! A tip on budgeting apps that worked for us: test one change at a time, so you know what worked.';
    expect(differsSubstantially(original, original.replace('Love this post!', 'Thanks for sharing this!'))).toBe(false);
    expect(
      differsSubstantially(
        original,
        'Nice one. We had the opposite result with our budgeting app: onboarding mattered more than any launch trick.',
      ),
    ).toBe(true);
    expect(tonesDiffer('Love this post! Test one change at a time.', 'Solid post. Test one change at a time.')).toBe(false);
    expect(
      tonesDiffer(
        'Love this post! Test one change at a time.',
        'Solid post. Change the headline or the timing, never both, and keep a baseline.',
      ),
    ).toBe(true);
  });
});

describe('quality rules: figures', () => {
  const analysis = {
    subscribers: 1_234_567,
    posts_per_week: 41.5,
    avg_comments: 23.4,
    avg_upvotes: 310,
    bestTimeToPost: [
      { averageTime: '14:20', day: 2, hour: 14, performance: 1.8, posts: 9 },
      { averageTime: '09:05', day: 4, hour: 9, performance: 1.5, posts: 7 },
    ],
  } as unknown as SubredditAnalysis;
  const facts: CommunityFacts = factsOf(analysis);
  const ctx = { query: 'grow a newsletter past 1,000 subscribers', listItems: [4, 2], facts };

  it('finds numbers, number words, multiples, times and weekdays, but not community names or list markers', () => {
    const found = statedFigures('1. On r/ps4, sign-ups doubled in five months; posts at 14:00 UTC on Tuesdays do best, 30% more.');
    expect(found.map((f) => [f.kind, f.text])).toEqual([
      ['time', '14:00 UTC'],
      ['number', '30%'],
      ['multiple', 'doubled'],
      ['number', 'five'],
      ['weekday', 'tuesdays'],
    ]);
  });

  it('measures each list of a post, so a title’s “5 steps” is held to the list it counts', () => {
    expect(listSizes('Intro.\n\n1. a\n2. b\n3. c\n\n**Common mistakes**\n\n- x\n- y\n\nEnd.')).toEqual([3, 2]);
  });

  it('holds every figure to the query, the post’s own list or the analysis engine’s figures', () => {
    expect(untrueFigures('Posts here do best on Tuesdays around 14:00 UTC, and r/x sees about 42 posts a week.', ctx)).toEqual([]);
    expect(untrueFigures('The 4 steps below took us past 1,000 subscribers; threads average about 23 comments.', ctx)).toEqual([]);
    expect(untrueFigures('Engagement roughly doubled in 8 weeks; post on Sundays at 3 p.m.', ctx).map((f) => f.text)).toEqual([
      '3 p.m.',
      '8',
      'doubled',
      'sundays',
    ]);
    expect(untrueFigures('Posts at 14:00 do best.', { ...ctx, facts: null })).toHaveLength(1);
  });
});
