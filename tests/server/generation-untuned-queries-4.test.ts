// Issue 25, decision 089: faults read on queries nobody tuned on (r/jobs, r/EarthPorn): a service is a business one
// starts, not software one builds, unless it says so; only a thing that runs is 'got working'; who one is ('being a small
// business owner') is never 'got right' or 'stuck with'; a picture is about a feeling, never of it; people are no field
// one is into.
import { POST_TEMPLATES, WRITING_STYLES } from '@subreddit-signal/contract';
import { writeIdeas, writePosts } from '../../server/src/modules/generation/built-in';
import type { CommunityProfile } from '../../server/src/modules/generation/community';
import { snapshotProfiles } from '../support/community-profile';

let profiles: Record<string, CommunityProfile> = {};

beforeAll(async () => {
  profiles = await snapshotProfiles([
    'jobs',
    'earthporn',
    'diy',
    'webdev',
    'smallbusiness',
    'getmotivated',
    'economics',
    'soccer',
    'pcgaming',
    'mildlyinteresting',
    'ps4',
  ]);
});

/** Posts of one template in every style, several nonces each. */
function postsOf(community: CommunityProfile, searchQuery: string, template: (typeof POST_TEMPLATES)[number], nonces = 6) {
  const out = [];
  for (const writingStyle of WRITING_STYLES)
    for (let nonce = 1; nonce <= nonces; nonce++)
      out.push(...writePosts({ community, searchQuery, template, writingStyle, count: 2, nonce }));
  return out;
}
const text = (p: { title: string; body: string }) => `${p.title}\n${p.body}`;

describe('how a showcased service came to be', () => {
  it('says a resume writing service was started, never built', () => {
    const shown = postsOf(profiles.jobs!, 'resume writing service', 'Project showcase').map(text);
    expect(shown.filter((t) => /\bbuilt\b/i.test(t))).toEqual([]);
  });

  it('still says an API service was built', () => {
    const shown = postsOf(profiles.webdev!, 'an API service for invoices', 'Project showcase').map(text);
    expect(shown.filter((t) => /\bstarted an API service\b/i.test(t))).toEqual([]);
    expect(shown.some((t) => /\bbuilt\b/i.test(t))).toBe(true);
  });
});

describe('a made work followed by what it does', () => {
  it('is one work, made as its makers say it', () => {
    const news = postsOf(profiles.economics!, 'a newsletter explaining inflation', 'Project showcase').map(text);
    expect(news.filter((t) => /\bmade a newsletter\b/i.test(t))).toEqual([]);
    expect(news.some((t) => /\bwrote a newsletter explaining inflation\b/i.test(t))).toBe(true);
    const app = postsOf(profiles.webdev!, 'an app tracking habits', 'Project showcase').map(text);
    expect(app.filter((t) => /\b(?:Here are|more) (?:my )?app tracking habits\b/i.test(t))).toEqual([]);
  });
});

describe('what members are into', () => {
  it('is never people', () => {
    const shown = [];
    for (const template of ['Project showcase', 'Success story', 'Discussion'] as const)
      shown.push(...postsOf(profiles.soccer!, 'a tactics newsletter for Premier League fans', template, 8).map(text));
    expect(shown.filter((t) => /\binto (?:players|fans|people|teams)\b/i.test(t))).toEqual([]);
  });
});

describe('what is got working', () => {
  it('is never a print or a painting', () => {
    const titles = postsOf(profiles.earthporn!, 'landscape photography prints', 'Success story', 12).map((p) => p.title);
    expect(titles.filter((t) => /\bworking\b/i.test(t))).toEqual([]);
  });

  it('may be a machine', () => {
    const titles = postsOf(profiles.diy!, 'a 3D printer I built from scrap', 'Success story', 12).map((p) => p.title);
    expect(titles.some((t) => /^I got .* working\b/.test(t))).toBe(true);
  });
});

describe('who one is', () => {
  it('is never got right or stuck with', () => {
    const titles = postsOf(profiles.smallbusiness!, 'best advice for small business owners', 'Success story', 12).map((p) => p.title);
    expect(titles.some((t) => /being a small business owner/i.test(t))).toBe(true);
    expect(titles.filter((t) => /got being|stuck with being/i.test(t))).toEqual([]);
  });
});

describe('post ideas where members share pictures', () => {
  it('ask for a picture about a feeling, never of it', () => {
    const titles = [];
    for (let nonce = 1; nonce <= 12; nonce++)
      for (const group of writeIdeas({ communities: [profiles.getmotivated!], perCommunity: 2, nonce }))
        titles.push(...group.posts.map((p) => p.title));
    expect(titles.filter((t) => /\bof motivation\b/i.test(t))).toEqual([]);
    expect(titles.some((t) => /\babout motivation\b/i.test(t))).toBe(true);
  });
});

describe('how a build is shown', () => {
  it('is finished, never made ("I made a cheap gaming PC build")', () => {
    const shown = postsOf(profiles.pcgaming!, 'a cheap gaming PC build', 'Project showcase', 8).map(text);
    expect(shown.filter((t) => /\bmade (?:a|my) cheap gaming PC build\b/i.test(t))).toEqual([]);
    expect(shown.some((t) => /\bfinished (?:a|my) cheap gaming PC build\b/i.test(t))).toBe(true);
  });
});

describe("someone else's thing the poster shows", () => {
  it("is shared, never made, and anyone's in general without whose it is", () => {
    const query = "my grandma's 100 year old sewing machine";
    const shown = postsOf(profiles.mildlyinteresting!, query, 'Project showcase', 6).map(text);
    expect(shown.filter((t) => /\b(?:made|built) (?:a|my) grandma/i.test(t) || /\ba grandma's\b/i.test(t))).toEqual([]);
    const general = postsOf(profiles.mildlyinteresting!, query, 'Discussion', 4).map(text);
    expect(general.filter((t) => /grandma's/i.test(t))).toEqual([]);
    expect(general.some((t) => /\b100 year old sewing machines\b/.test(t))).toBe(true);
  });
});

describe('a name asked about', () => {
  it('is never "finally coming together" ("The PS5 is finally coming together")', () => {
    const titles = postsOf(profiles.ps4!, 'is the PS5 worth it', 'Success story', 12).map((p) => p.title);
    expect(titles.filter((t) => /coming together/i.test(t))).toEqual([]);
  });
});
