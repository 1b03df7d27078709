// Issue 25: a topic takes 'a' only where the community's members write its head noun as one thing
// ('an espresso grinder.'), not where 'a' belongs to a longer phrase ('a growth hack', 'a newsletter
// growth strategy'). The writer titled an r/marketing post 'Progress on an email newsletter growth'.
import { join } from 'node:path';
import { writePosts } from '../../server/src/modules/generation/built-in';
import { type CommunityProfile } from '../../server/src/modules/generation/community';
import { needsArticle } from '../../server/src/modules/generation/material';
import { parseQuery } from '../../server/src/modules/generation/query';
import { SnapshotSource } from '../../server/src/modules/reddit/snapshot-source';
import { communityOf } from '../support/community-profile';

const profiles: Record<string, CommunityProfile> = {};

beforeAll(async () => {
  const snapshot = await SnapshotSource.open(join(__dirname, '../../data/snapshot'));
  for (const name of ['marketing', 'coffee', 'diy']) profiles[name] = communityOf((await snapshot.subredditPosts(name))!).community;
});

describe("a topic's article, from how members write its head noun", () => {
  it('a mass noun at the head takes none; a countable one members write with "a" does', () => {
    expect(needsArticle(profiles.marketing!, parseQuery('email newsletter growth'))).toBe(false);
    expect(needsArticle(profiles.marketing!, parseQuery('brand awareness'))).toBe(false);
    expect(needsArticle(profiles.coffee!, parseQuery('espresso grinder'))).toBe(true);
    expect(needsArticle(profiles.coffee!, parseQuery('french press'))).toBe(true);
    expect(needsArticle(profiles.diy!, parseQuery('workbench'))).toBe(true);
  });

  it('no generated post writes "a" or "an" before a mass-noun topic', () => {
    for (const template of ['Success story', 'Question/Help', 'Discussion'] as const) {
      const posts = writePosts({
        community: profiles.marketing!,
        searchQuery: 'email newsletter growth',
        template,
        writingStyle: 'Friendly',
        count: 3,
        nonce: 2,
      });
      for (const p of posts) expect(`${p.title}\n${p.body}`).not.toMatch(/\ban? email newsletter growth\b/i);
    }
  });
});
