// Decision 113: what a post is, read before a first comment is written for it. A fault told as a statement asks for help; an
// AMA is one however it is spelt, unless it shows something the poster made; a game or its result is talked over, never
// 'built on'; the poster's own reasons ('Why I am…') are no question; and a reaction praises the post, never calling its
// subject a find or a thing shared ('Thanks for sharing the airline pilot').
// Titles are real top posts of communities the comment engine was not tuned on.
import { RESPONSES } from '../../server/src/modules/generation/built-in/comment-phrases';
import { namedAsSource } from '../../server/src/modules/generation/built-in/names-line';
import type { CommunityProfile } from '../../server/src/modules/generation/community';
import { commentTexts, snapshotProfiles } from '../support/community-profile';
import { everyPost } from '../support/every-post';

let profiles: Record<string, CommunityProfile>;
beforeAll(async () => {
  profiles = await snapshotProfiles([
    'food',
    'space',
    'techsupport',
    'RealEstate',
    'nfl',
    'mildlyinteresting',
    'apple',
    'GraphicDesign',
    'history',
    'GetMotivated',
    'parenting',
    'Games',
    'Android',
    'Coffee',
    'cars',
    'InternetIsBeautiful',
    'europe',
  ]);
});

/** A community's profile; one missing from the list above is an error, never a silent null community. */
const p = (name: string): CommunityProfile => {
  const found = profiles[name];
  if (!found) throw new Error(`r/${name} is not loaded in beforeAll`);
  return found;
};

const titlesOf = (texts: string[]) => texts.map((t) => t.split('\n')[0]!);
const NONCES = [1, 2, 3];
/** A query's posts in every template and style (tests/support/every-post.ts) at each nonce, as 'title\nbody'. */
const postTexts = (c: CommunityProfile, query: string, nonces: number[]) =>
  nonces.flatMap((nonce) => everyPost(c, query, { count: 1, nonce }).map((post) => `${post.title}\n${post.body}`));

describe('decision 113: a fault or a plea told without a question mark asks for help', () => {
  it.each([
    ['techsupport', 'Google Nose not working on computer or mobile'],
    ['RealEstate', 'I have $175k saved up and want to start buying multi-family homes and renting them. Need some tips / advice.'],
    ['techsupport', 'Just got made the IT guy at a small business and I have no idea what to do'],
  ])('r/%s: %s', (community, title) => {
    const texts = commentTexts(p(community), title, '', NONCES);
    // The angles of a story told: building on it, a follow-up on what the poster did, a counterpoint.
    expect(titlesOf(texts).filter((t) => /^(?:Building on|Follow-up question about|A different take on)\b/.test(t))).toEqual([]);
    expect(texts.filter((t) => /what failed first|someone just starting|what did you try first/i.test(t))).toEqual([]);
  });
});

describe('decision 113: an AMA however it is spelt; a piece shown with an AMA is a piece shown', () => {
  it.each([
    ['RealEstate', 'Appraiser AMAA'],
    ['RealEstate', "I'm an underwriter for bank. What do you want to know regarding getting a loan for investment property?"],
  ])('r/%s: %s is answered with a question for the guest', (community, title) => {
    const titles = titlesOf(commentTexts(p(community), title, '', NONCES));
    expect(titles.filter((t) => !/^(?:A question for|Thanks to|Behind the scenes with) /.test(t))).toEqual([]);
  });

  it('a spaceship simulator built for a son, "also AMA", is asked about the simulator, never about a job', () => {
    const texts = commentTexts(
      p('space'),
      'So, I built a spaceship simulator for my son. I hope that it inspires him to have a life-long love for science and wonder. Enjoy! also AMA',
      '',
      NONCES,
    );
    expect(texts.filter((t) => /\byour job\b|what you do|normal day|^Behind the scenes/im.test(t))).toEqual([]);
    expect(texts.some((t) => /spaceship simulator/.test(t))).toBe(true);
  });
});

describe('decision 113: words that are no subject', () => {
  it("'I'm not calling folks out…': a verb after a contraction and 'not'", () => {
    const texts = commentTexts(p('techsupport'), "I'm not calling folks out, but this needs to be said.", '', NONCES);
    expect(texts.filter((t) => /\bcalling\b/i.test(t))).toEqual([]);
  });

  it("'Someone pays to keep this site going': a verb after 'someone'", () => {
    const texts = commentTexts(p('InternetIsBeautiful'), 'Someone pays to keep this site going.', '', NONCES);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((t) => /\bpays\b/i.test(t))).toEqual([]);
  });

  it("'Oh dear...': a word after 'oh' is an exclamation", () => {
    const texts = commentTexts(p('europe'), 'Oh dear...', '', NONCES);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((t) => /\bdear\b/i.test(t))).toEqual([]);
  });

  it("'after a nasty day': a word describing a stretch of time", () => {
    const texts = commentTexts(p('food'), 'How I cheer myself up after a nasty day...', '', NONCES);
    expect(texts.filter((t) => /\bnasty\b/i.test(t))).toEqual([]);
  });
});

describe('decision 113: a game and its result are talked over', () => {
  it('a game between two sides is a thread about the game', () => {
    const titles = titlesOf(commentTexts(p('nfl'), 'AFC Championship Game: Baltimore Ravens at New England Patriots', '', NONCES));
    expect(titles.length).toBeGreaterThan(0);
    expect(
      titles.every((t) =>
        /^(?:My take on|A question for the thread on|Thanks for the thread on) Baltimore Ravens at New England Patriots$/.test(t),
      ),
    ).toBe(true);
  });

  it('a result is given a view or a question, never a tip, an experience or thanks for a thread', () => {
    const titles = titlesOf(
      commentTexts(p('nfl'), 'The Baltimore Ravens defeat the San Francisco 49ers 34-31 to win Superbowl XLVII', '', NONCES),
    );
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.filter((t) => !/^(?:My take on|A question for the thread on|A view on) /.test(t))).toEqual([]);
  });
});

describe('decision 113: news shared where news is not the business, and a thread named with its community', () => {
  it.each([
    ['Games', 'Sony announces Crossbuy: Buy a PS3 game'],
    ['Android', 'Samsung confirms Galaxy S IV launch on March 14th in NYC'],
  ])('r/%s: %s is a story to weigh, never a find to react to', (community, title) => {
    const titles = titlesOf(commentTexts(p(community), title, '', NONCES));
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.filter((t) => !/^(?:My take on|More context on|A good source on) this story$/.test(t))).toEqual([]);
  });

  it("a thread's subject leaves out the community it is in", () => {
    const titles = titlesOf(commentTexts(p('Games'), 'Official /r/Games Sony E3 conference thread.', '', NONCES));
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.filter((t) => /\/r\//i.test(t) || !/Sony E3 conference$/.test(t))).toEqual([]);
  });
});

describe("decision 113: the poster's own reasons are no question", () => {
  it("'Why I am Retiring from Real Estate' is never explained back to them", () => {
    const titles = titlesOf(commentTexts(p('RealEstate'), 'Why I am Retiring from Real Estate', '', NONCES));
    expect(titles.filter((t) => /^(?:My explanation of|An analogy for|A good source on)/.test(t))).toEqual([]);
  });

  it('progress told is a story, never a find or a picture to react to', () => {
    const titles = titlesOf(commentTexts(p('parenting'), 'Progress on getting my toddler to sleep through the night', '', NONCES));
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.filter((t) => /^(?:Reacting to|The story behind|More about|Still thinking about) /.test(t))).toEqual([]);
  });

  it("'wanted to show it off' shows the poster's work", () => {
    const titles = titlesOf(commentTexts(p('RealEstate'), 'Just recently finished up a big rehab...wanted to show it off!', '', NONCES));
    expect(titles.filter((t) => /^(?:A different take on|Building on)/.test(t))).toEqual([]);
    expect(titles.some((t) => /^Praise for /.test(t))).toBe(true);
  });
});

describe('decision 113: a reaction praises the post; its subject is what the bracket asks about', () => {
  it.each([
    ['food', 'First meal coming back home from studying abroad.'],
    ['space', 'My friend is an airline pilot. He was startled by the launch of the MUOS-2 satellite this morning.'],
    ['space', 'Russian Pictures of Venus from 1970'],
    ['mildlyinteresting', 'Logged into facebook while visiting Hong Kong and something felt different...'],
    ['apple', 'Google Maps is now in the App Store'],
  ])('r/%s: %s', (community, title) => {
    const texts = commentTexts(p(community), title, '', NONCES);
    // Outside the commenter's brackets, nothing the title names is called a find, a thing shared or a thing come across.
    const said = texts.map((t) => t.split('\n')[1]!.replace(/\[[^\]]*\]/g, '[]'));
    expect(
      said.filter((t) =>
        /(?:come across|sharing|a great find,|second look at|more of|where did you find|need more|background of|where) (?!this\b|it\b|here\b|of this\b|did you find this\b|\[)\S/i.test(
          t,
        ),
      ),
    ).toEqual([]);
  });
});

describe('decision 113: a tag opens a title only where members open titles with it', () => {
  it.each([
    ['food', 'my sourdough starter kit'],
    ['space', 'a telescope for beginners'],
    ['history', 'a podcast about the Roman empire'],
  ])("r/%s never opens a title with a tag its members never use ('[Showcase]', '[Help]')", (community, query) => {
    expect(titlesOf(postTexts(p(community), query, [0, 1, 2, 3, 4, 5])).filter((t) => /^\[/.test(t))).toEqual([]);
  });

  it("a tag members do use stays: r/GraphicDesign's '[Help]'", () => {
    expect(titlesOf(postTexts(p('GraphicDesign'), 'my logo for a bakery', [0, 1, 2, 3, 4, 5])).some((t) => /^\[Help\] /.test(t))).toBe(
      true,
    );
  });
});

describe('decision 113: a name credited in so many words is a source, however seldom named', () => {
  it("'- via X' or 'courtesy of X' in most of the titles naming X", () => {
    const c = p('food');
    const credited = { ...c, texts: ['Real Kobe Beef - via Sam Cook', 'Best ramen in town (courtesy of Sam Cook)', 'Sam Cook on knives'] };
    expect(namedAsSource(credited, 'Sam Cook')).toBe(true);
    // Named as a subject more often than credited: no source.
    const talked = { ...c, texts: ['Real Kobe Beef - via Sam Cook', 'Sam Cook on knives', 'Sam Cook: my next show will be online'] };
    expect(namedAsSource(talked, 'Sam Cook')).toBe(false);
  });
});

describe("decision 113: a post with no subject is 'it' in the commenter's bracket", () => {
  it.each([
    ['GetMotivated', 'Ahead of you'],
    ['GetMotivated', 'To Repair With Gold'],
    ['GetMotivated', 'Never underestimate the power of one...'],
  ])('r/%s: %s', (community, title) => {
    const texts = commentTexts(p(community), title, '', [1, 2, 3, 4, 5]);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((t) => /\[[^\]]*\b(?:about|of|with|on|to) this\b[^\]]*\]|one about this|^this\.\.\./im.test(t))).toEqual([]);
  });

  it('a reaction to what is shared is warm, never delighted: it may be a quote in the news as well as a puppy', () => {
    const said = Object.values(RESPONSES.react).flat();
    expect(said.length).toBeGreaterThan(0);
    expect(said.filter((w) => /made my day|wonderful/i.test(w))).toEqual([]);
  });
});

describe('decision 113: a problem told by what it does is a problem, fixed, never learned or won', () => {
  it.each([
    ['Coffee', 'my espresso tasting sour', /tasting sours/],
    ['cars', 'my car making a grinding noise', /grinding noises/],
  ])('r/%s: %s', (community, query, pluralised) => {
    const all = postTexts(p(community), query, [0, 1, 2, 3]);
    expect(all.length).toBeGreaterThan(0);
    // Never counted as things ('espresso tasting sours'), nor taught, nor a win.
    expect(all.filter((t) => pluralised.test(t))).toEqual([]);
    const titles = all.map((t) => t.split('\n')[0]!);
    expect(titles.filter((t) => /I wish I had known earlier|for newcomers to this sub|^A small win with/i.test(t))).toEqual([]);
    expect(all.filter((t) => /^My order for/m.test(t))).toEqual([]);
    // Its success story tells of the fix, never that the problem 'worked out' or 'went well'.
    expect(all.filter((t) => /worked out|went well|a quick win|small win|rare success with/i.test(t))).toEqual([]);
    expect(titles.some((t) => /fix|check first/i.test(t))).toBe(true);
  });
});
