// Issue 25, decision 089: a first comment names the thing a post is about as the title says it: the whole of a short
// compound after 'my' ('the hardware wallet guide', never 'hardware wallet'), a work rather than what it is about ('my
// podcast about Roman history' is the podcast), a compound with its article ('the budget gaming PC'); a first sale is
// celebrated.
import { writeComments } from '../../server/src/modules/generation/built-in/comments';
import type { CommunityProfile } from '../../server/src/modules/generation/community';
import { snapshotProfiles } from '../support/community-profile';

let profiles: Record<string, CommunityProfile> = {};

beforeAll(async () => {
  profiles = await snapshotProfiles(['bitcoin', 'history', 'pcgaming', 'art']);
});

/** Comments in every tone on a post, as the comments screen asks for them. */
function commentsOn(community: CommunityProfile, title: string, body = '') {
  return (['Friendly', 'Expert', 'Casual'] as const).flatMap((tone) =>
    writeComments({ post: { title, body, callToAction: '', hashTags: [], flairs: [] }, community, tone, count: 3, nonce: 4 }),
  );
}

describe('the thing a first comment names', () => {
  it('is the whole compound after "my", even when an article opens the title', () => {
    const titles = commentsOn(
      profiles.bitcoin!,
      'A small win with my hardware wallet guide',
      'Quick update on my hardware wallet guide. It was [where you started]; now it is [your result].',
    ).map((c) => c.title);
    expect(titles.filter((t) => !/the hardware wallet guide\b/.test(t))).toEqual([]);
  });

  it('is a work, not what the work is about', () => {
    const comments = commentsOn(
      profiles.history!,
      'Some good news on my podcast about Roman history',
      'How my podcast about Roman history got started.',
    );
    expect(comments.filter((c) => /Roman history/.test(`${c.title}\n${c.response}`))).toEqual([]);
    expect(comments.map((c) => c.title)).toContainEqual(expect.stringMatching(/\bthe podcast\b/));
  });

  it('takes its article when the title gives it one', () => {
    const comments = commentsOn(profiles.pcgaming!, 'Finally finished my budget gaming PC build', 'Took a while.');
    const named = comments.filter((c) => /budget gaming PC/.test(c.title));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((c) => !/\bthe budget gaming PC\b/.test(c.title))).toEqual([]);
  });

  it('celebrates a first sale', () => {
    const comments = commentsOn(profiles.art!, 'Sold my first oil painting today');
    expect(comments.map((c) => c.title)).toContainEqual(expect.stringMatching(/^Celebrating the first oil painting with you$/));
    expect(comments.filter((c) => /^(?:Reacting to|Still thinking about)/.test(c.title))).toEqual([]);
  });
});
