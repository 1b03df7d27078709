// Issue 25, decision 089: a first comment names the thing a post is about as the title says it: the whole of a short
// compound after 'my' ('the hardware wallet guide', never 'hardware wallet'), a work rather than what it is about ('my
// podcast about Roman history' is the podcast), a compound with its article ('the budget gaming PC'); a first sale is
// celebrated; one thing a title counts takes its article ('the catch'). A megathread is talked in, not asked what one
// would change; a known person's death is a tribute, never condolences to the poster; what a name or a relative does is
// no subject ('Lupe Fiasco draws'), things in the plural are; what the poster made is shown, what they share of their own was not found somewhere; a verb after its subject is no subject ('I have spent hundreds of hours' is never 'spent hundreds').
import { writeComments } from '../../server/src/modules/generation/built-in/comments';
import type { CommunityProfile } from '../../server/src/modules/generation/community';
import { snapshotProfiles } from '../support/community-profile';

let profiles: Record<string, CommunityProfile> = {};

beforeAll(async () => {
  profiles = await snapshotProfiles(['bitcoin', 'history', 'pcgaming', 'art', 'nfl', 'cars', 'diy', 'aww', 'music']);
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

  it('gives one thing the title counts its article', () => {
    const comments = commentsOn(profiles.nfl!, 'Best catch of the season');
    expect(comments.filter((c) => /\bcatch\b/.test(c.title) && !/\bthe catch\b/.test(c.title))).toEqual([]);
    expect(comments.filter((c) => /\bthe catch\b/.test(c.title)).length).toBeGreaterThan(0);
  });

  it('talks in a megathread about what it is for: a take, a question to the thread, thanks for it', () => {
    for (const [title, subject] of [
      ['Official Complain about the Refs and MNF (9/24) thread', 'the Refs and MNF'],
      ['Week 3 Post Game Thread: Bears at Packers', 'Bears at Packers'],
      ['Game Thread: Seattle Seahawks (2-1) at St. Louis Rams (1-2)', 'Seattle Seahawks at St. Louis Rams'],
      ['Weekly Questions Megathread', 'this'],
    ]) {
      const comments = commentsOn(profiles.nfl!, title);
      expect(comments.filter((c) => !c.title.endsWith(` ${subject}`))).toEqual([]);
      expect(comments.map((c) => c.title)).toContainEqual(`My take on ${subject}`);
      expect(
        comments.filter((c) =>
          /do differently|started again|biggest difference|made my day|great find|Riffing|Reacting/i.test(`${c.title}\n${c.response}`),
        ),
      ).toEqual([]);
    }
  });

  it('takes no verb after its subject for a subject, even of several words', () => {
    const comments = commentsOn(
      profiles.cars!,
      'I have spent hundreds of hours compiling thousands of owners manuals, all free to download',
    );
    expect(comments.filter((c) => /spent hundreds/i.test(`${c.title}\n${c.response}`))).toEqual([]);
  });

  it('reads a making told without "I" or over years as a piece shown, and names it with its article', () => {
    for (const title of [
      'Built a knife from scratch during a knifemaking class with Gil Hibben (master knifemaker)',
      'Altered my old, impractical TV cabinet to accommodate for some updated technology.',
      "My parents spent 14 years building a 45' Aluminum sailboat in our backyard as a retirement dream.",
    ]) {
      const comments = commentsOn(profiles.diy!, title);
      expect(comments.filter((c) => /^(?:Reacting to|More about|Still thinking about)/.test(c.title))).toEqual([]);
    }
    const sailboat = commentsOn(
      profiles.diy!,
      "My parents spent 14 years building a 45' Aluminum sailboat in our backyard as a retirement dream.",
    );
    expect(sailboat.filter((c) => /Aluminum sailboat/.test(c.title) && !/the Aluminum sailboat/.test(c.title))).toEqual([]);
  });

  it('never asks where the poster found what is their own', () => {
    const comments = commentsOn(profiles.aww!, 'My golden retriever made friends with a baby fox');
    expect(comments.filter((c) => /where did you find|come across|comes from|more of .* somewhere/i.test(c.response))).toEqual([]);
  });

  it('pays tribute to someone known who died, with no condolence to the poster', () => {
    const comments = commentsOn(profiles.music!, 'Dave Brubeck, jazz pianist, dead at age 91');
    expect(comments.filter((c) => !/Dave Brubeck/.test(c.title))).toEqual([]);
    expect(comments.map((c) => c.title)).toContainEqual('Remembering Dave Brubeck');
    expect(comments.filter((c) => /made my day|wonderful|going through this|jazz pianist/i.test(`${c.title}\n${c.response}`))).toEqual([]);
    // The poster's own loss is still met with support.
    const own = commentsOn(profiles.music!, 'My grandfather passed away last night');
    expect(own.filter((c) => /^Remembering/.test(c.title))).toEqual([]);
  });

  it('takes no verb a name or a relative does into the subject, and says "are" of things in the plural', () => {
    const fiasco = commentsOn(
      profiles.music!,
      'Lupe Fiasco draws excellent parallel between Blackface comedy and entertainers like Nicki Minaj.',
    );
    expect(fiasco.filter((c) => /\bdraws\b/.test(c.title))).toEqual([]);
    const drums = commentsOn(profiles.music!, 'Mom tears up the drums in Wipeout. Makes me laugh hysterically out of happiness.');
    // After a preposition the drums are no subject: 'This one about the drums is…' agrees with 'one'.
    expect(
      drums.filter((c) => /\btears\b|(?<!about the )\bdrums is\b|\bone about the drums are\b/i.test(`${c.title}\n${c.response}`)),
    ).toEqual([]);
    const oddity = commentsOn(
      profiles.music!,
      'A few months ago, you requested I record Space Oddity. From my last full day on board the ISS.',
    );
    expect(oddity.filter((c) => /\brecord\b/i.test(c.title))).toEqual([]);
    const mtv = commentsOn(profiles.music!, 'Wanna know why MTV sucks now?');
    expect(mtv.filter((c) => /wanna|sucks/i.test(c.title))).toEqual([]);
  });
});
