// Issue 25, decision 042: what the built-in writer writes fits the community it is for. Posts of a
// batch open differently even where the community has nothing on the topic (202 batches of the
// marketing matrix opened alike), a team or a place is never handled like a skill or a tool, flairs
// follow the template, comments read as grammar.
import { join } from 'node:path';
import { POST_TEMPLATES, WRITING_STYLES } from '@subreddit-signal/contract';
import { writePosts } from '../../server/src/modules/generation/built-in';
import { type CommunityProfile } from '../../server/src/modules/generation/community';
import { sentences } from '../../server/src/modules/generation/quality/words';
import { SnapshotSource } from '../../server/src/modules/reddit/snapshot-source';
import { communityOf } from '../support/community-profile';

const profiles: Record<string, CommunityProfile> = {};

beforeAll(async () => {
  const snapshot = await SnapshotSource.open(join(__dirname, '../../data/snapshot'));
  for (const name of ['socialmedia', 'personalfinance', 'nba', 'parenting', 'boardgames']) {
    profiles[name] = communityOf((await snapshot.subredditPosts(name))!).community;
  }
});

/** As `npm run quality` reads an opening: the body's first sentence of four words or more. */
const opening = (body: string) => sentences(body).find((s) => s.split(/\s+/).length >= 4) ?? '';

describe('a batch of posts', () => {
  it('opens each post differently, even where the community has no material on the topic', () => {
    for (const [name, query] of [
      ['socialmedia', 'building a waitlist before launch'],
      ['personalfinance', 'hiring our first marketer'],
      ['socialmedia', 'launching a budgeting app'],
    ] as const) {
      for (const template of POST_TEMPLATES) {
        for (const writingStyle of WRITING_STYLES) {
          const posts = writePosts({ community: profiles[name]!, searchQuery: query, template, writingStyle, count: 3, nonce: 11 });
          expect(posts).toHaveLength(3);
          const openings = posts.map((p) => opening(p.body));
          expect({ name, template, writingStyle, distinct: new Set(openings).size }).toEqual({
            name,
            template,
            writingStyle,
            distinct: 3,
          });
        }
      }
    }
  });
});
