// A phrase relates to the user's topic only where its posts on the topic are more than chance
// (issue 25, decision 080): in a community where the topic covers a seventh of the posts, both
// posts of a two-post phrase fall on it by chance ('the air force' of two posters' own lives in
// r/RealEstate); titles still vouch for a phrase ('the Miami Heat' in r/nba's Lebron posts); a
// sentence saying threads here touch on the topic needs posts on the whole topic, not on one of its
// words (r/europe's Berlin posts are on Obama's visit, none on moving there).
import { join } from 'node:path';
import { POST_TEMPLATES, WRITING_STYLES } from '@subreddit-signal/contract';
import { writeIdeas, writePosts } from '../../server/src/modules/generation/built-in';
import { topicMaterial } from '../../server/src/modules/generation/material';
import { topicNames } from '../../server/src/modules/generation/built-in/names-line';
import { inGeneral } from '../../server/src/modules/generation/built-in/topic-forms';
import type { CommunityProfile } from '../../server/src/modules/generation/community';
import { parseQuery } from '../../server/src/modules/generation/query';
import {
  MAX_CHANCE,
  chanceForMany,
  chanceTogether,
  isRelated,
  relatesToTopic,
  topicPosts,
  wholeTopicPosts,
} from '../../server/src/modules/generation/relation';
import { SnapshotSource } from '../../server/src/modules/reddit/snapshot-source';
import { communityOf } from '../support/community-profile';

const profiles: Record<string, CommunityProfile> = {};

beforeAll(async () => {
  const snapshot = await SnapshotSource.open(join(__dirname, '../../data/snapshot'));
  for (const name of ['RealEstate', 'nba', 'europe', 'parenting', 'investing'])
    profiles[name] = communityOf((await snapshot.subredditPosts(name))!).community;
});

const bodiesOf = (c: CommunityProfile, searchQuery: string) =>
  POST_TEMPLATES.flatMap((template) =>
    WRITING_STYLES.flatMap((writingStyle, s) =>
      [1, 2, 3].flatMap((n) => writePosts({ community: c, searchQuery, template, writingStyle, count: 3, nonce: n * 10 + s })),
    ),
  );

describe('relation beyond chance', () => {
  it('weighs two posts by how much of the community the topic covers', () => {
    // Both posts of a two-post phrase on a topic of 146 posts in 999: about one chance in fifty.
    expect(chanceTogether(2, 146, 2, 999)).toBeCloseTo((146 / 999) ** 2, 6);
    expect(chanceTogether(2, 146, 2, 999)).toBeGreaterThan(MAX_CHANCE);
    // The same two posts on a topic of 9 posts in 997: one in twelve thousand.
    expect(chanceTogether(2, 9, 2, 997)).toBeLessThan(MAX_CHANCE / 100);
    // The tail sums every count from the one seen up: 3 or more of 4 posts.
    const s = 0.2;
    expect(chanceTogether(3, 200, 4, 1000)).toBeCloseTo(4 * s ** 3 * (1 - s) + s ** 4, 9);
    expect(chanceTogether(0, 200, 4, 1000)).toBe(1);
  });

  it('relates a phrase its counts could owe to chance only where two posts on the topic are titled with it', () => {
    expect(isRelated(2, 146, 2, 999)).toBe(false);
    expect(isRelated(2, 146, 2, 999, () => 1)).toBe(false);
    expect(isRelated(2, 146, 2, 999, () => 2)).toBe(true);
    expect(isRelated(2, 9, 2, 997)).toBe(true);
    // Titles never stand in for a lift: a phrase the topic's posts do not favour stays out.
    expect(isRelated(2, 146, 40, 999, () => 2)).toBe(false);
  });

  it('raises the bar with the number of phrases tried for a topic', () => {
    expect(chanceForMany(1)).toBe(MAX_CHANCE);
    expect(chanceForMany(150)).toBeCloseTo(0.05 / 150, 9);
    // Two r/investing posts on trades (55 of 994) both write 'wireless network': one chance in three hundred alone,
    // a near certainty somewhere among the hundred and more phrases two of its trade posts write.
    const investing = profiles.investing!;
    expect(chanceTogether(2, 55, 2, 994)).toBeLessThan(MAX_CHANCE);
    expect(topicMaterial(investing, parseQuery('trades')).phrases).not.toContain('wireless network');
    for (let nonce = 1; nonce <= 12; nonce++)
      for (const group of writeIdeas({ communities: [investing], perCommunity: 6, nonce }))
        for (const p of group.posts) expect(p.body).not.toMatch(/wireless network/i);
  });

  it('keeps two posters’ own lives out of a rental property post, and keeps the Heat beside Lebron', () => {
    const estate = profiles.RealEstate!;
    const topic = parseQuery('buying a first rental property');
    expect(relatesToTopic(estate, 'air force', topic)).toBe(false);
    expect(relatesToTopic(estate, 'current home', topic)).toBe(false);
    for (const p of bodiesOf(estate, 'buying my first rental property'))
      expect(`${p.title}\n${p.body}\n${p.callToAction}`).not.toMatch(/air force|current home/i);
    // Three of Lebron's posts are titled with the Heat: not chance, though the Heat is in every third thread of r/nba.
    expect(relatesToTopic(profiles.nba!, 'Miami Heat', parseQuery('Lebron', { keepCase: true }))).toBe(true);
  });

  it('names threads that touch on a topic only from posts on all of it', () => {
    const europe = profiles.europe!;
    const topic = parseQuery('moving to Berlin for work');
    const whole = wholeTopicPosts(europe, topic).reduce((n, x) => n + x, 0);
    expect(topicPosts(europe, topic).count).toBeGreaterThan(whole);
    expect(topicNames(europe, topic)).toEqual([]);
    for (const p of bodiesOf(europe, 'moving to Berlin for work')) expect(p.body).not.toMatch(/Checkpoint Charlie|threads here on/);
  });
});

describe('a doing with an object, in general and in titles', () => {
  it('is never a rival that is winning', () => {
    for (let nonce = 1; nonce <= 40; nonce++)
      for (const p of writePosts({
        community: profiles.parenting!,
        searchQuery: 'getting a toddler to sleep through the night',
        template: 'Question/Help',
        writingStyle: 'Sarcastic',
        count: 3,
        nonce,
      }))
        expect(p.title).not.toMatch(/is winning/);
  });

  it('makes the poster’s own in what qualifies a thing anyone’s', () => {
    expect(inGeneral('a telescope for my kid')).toBe('telescopes for a kid');
    expect(inGeneral('a workbench in my small garage')).toBe('workbenches in a small garage');
    expect(inGeneral('a gift for my parents')).toBe('gifts for parents');
    expect(inGeneral('an espresso grinder')).toBe('espresso grinders');
  });
});

describe('a comment’s subject takes the article the post gives it (decision 080)', () => {
  it('reads a noun phrase as ended before a verb, and an acronym of a common noun as one of many', async () => {
    const { theThing } = await import('../../server/src/modules/generation/built-in/comments');
    // 'What worked for me with my reading tracker app (and what did not)': 'a practical tip on reading tracker app' before.
    expect(theThing('reading tracker app', 'How my reading tracker app started for me')).toBe(true);
    expect(theThing('reading tracker app', 'What worked with my reading tracker app (and what did not)')).toBe(true);
    // 'Similar experience with EP' before.
    expect(theThing('EP', 'Promoting my first EP')).toBe(true);
    // A name stays bare, and a piece of a longer phrase takes no article of its own.
    expect(theThing('Budgetly', 'Launching my Budgetly')).toBe(false);
    expect(theThing('SEO', 'Is SEO still worth it?')).toBe(false);
    expect(theThing('budget gaming', 'My budget gaming PC build')).toBe(false);
  });
});
