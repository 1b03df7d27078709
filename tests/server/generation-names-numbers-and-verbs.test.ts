// Issue 25, decision 093: the subject a first comment names keeps a name's number ('Game 7', 'iPhone 5') and its 's
// ('LeBron's game 7'), stops before the title's verb ('Heat game hits half-court', 'Jess Dugan shoots portraits'), drops a trade written before a name ('Photographer Jess Dugan') and the poster's own role ('I'm an
// athletic trainer'), and prefers a name or a thing to a phrase opened by a doing ('protecting children courtside').
// Read on untuned communities (r/nba, r/soccer, r/books, r/space); each case here was wrong before.
import { keyTerms } from '../../server/src/modules/generation/text';
import { writeComments } from '../../server/src/modules/generation/built-in/comments';
import type { CommunityProfile } from '../../server/src/modules/generation/community';
import { snapshotProfiles } from '../support/community-profile';
import { everyPost } from '../support/every-post';
import { ideaTopics } from '../../server/src/modules/generation/built-in/ideas';

const subject = (title: string, body = '') => keyTerms(title, body)[0];

describe('a name keeps its number and its possessive', () => {
  it.each([
    ["LeBron's game 7 - the GIF", "LeBron's game 7"],
    ['Spurs Big 3 with Pop. Then and now.', 'Spurs Big 3'],
    ['My iPhone 5 battery died after the update', 'iPhone 5 battery'],
    ['Season 2 finale was amazing', 'season 2 finale'],
    ["Was curious as to what Blake Griffin's biracial background was.", "Blake Griffin's biracial background"],
    ["Michael Bay's response to his critics", "Michael Bay's response"],
    // An everyday owner is not what the post shows: its thing is.
    ["My sister's engagement ring: Bought for $10 at a garage sale", 'engagement ring'],
  ])('%s → %s', (title, expected) => expect(subject(title)).toBe(expected));

  it.each([
    // A count, not a name's number.
    ['I ran 5 miles today', /^miles$/],
    ['Sold 100 shares today', /^shares$/],
    // One figure written with a separator is no name's number.
    ['how to grow a newsletter past 1,000 subscribers', /^newsletter$/],
  ])('%s is counted, not named', (title, expected) => expect(subject(title)).toMatch(expected));
});

describe("the subject stops before the title's verb", () => {
  it.each([
    ['Fan at Miami Heat game hits half-court hook shot, wins $75,000', 'Miami Heat game'],
    ['Photographer Jess Dugan shoots portraits of trans elders', 'Jess Dugan'],
    ['Darron Gibson showing some great ball control', 'Darron Gibson'],
    ['Keith Smart, protecting children courtside since 2013', 'Keith Smart'],
    ['This has got to be one of the best captured moments in the 2013 NBA Playoffs', 'NBA Playoffs'],
    // In Title Case a verb of doing ends the subject where the verb is no common noun too.
    ['Sir Alex Ferguson Retires', 'Sir Alex Ferguson'],
    ['NASA Receives Funding for Mission to Europa', 'NASA'],
    // A base verb after a plural is the title's verb.
    ['TIL that first-world taxpayers forgive billions in debt', 'taxpayers'],
    ['Cats hate baths, here is proof', 'cats'],
  ])('%s → %s', (title, expected) => expect(subject(title)).toBe(expected));

  it.each([
    // Things of a name's, and a name that ends in s, stay whole.
    ['Apple products are overpriced', 'apple products'],
    ['Jason Collins comes out in SI', 'Jason Collins'],
    ['Python programming tips for beginners', 'python programming'],
    // In Title Case a verb that is as often a plural noun stays a noun.
    ['Tax Returns Made Simple', 'tax returns'],
    // A noun in -s after an everyday word is no verb ('student loans in 3 years').
    ['Paying off my student loans in 3 years', 'student loans'],
  ])('%s keeps %s', (title, expected) => expect(subject(title)).toBe(expected));

  it.each([
    // A word taking an object is a verb: after 'to', a doing before 'this', an opening verb with its particle.
    ['Up at 6am to catch the sunrise in the Himalayas', 'sunrise'],
    ['Sums up my thoughts right about now.', 'thoughts'],
    // Family named by a pet name is who, not what.
    ['Hubby and I are finishing our 3 year tour in Japan.', 'tour'],
    // How good a thing is names nothing.
    ['Amazing sunset over the lake', 'sunset'],
  ])('%s → %s', (title, expected) => expect(subject(title)).toBe(expected));

  it.each([
    // After 'never', 'it' and the like a word in -s is the verb; a curly apostrophe's modal is a modal.
    ['It pays to shop around for car insurance', 'car insurance'],
    ['Health Dept.: Homeless Can’t Eat Deer Meat. Hunters across Louisiana are outraged', 'deer meat'],
    // 'courtesy of …' credits a source.
    ['Some things that NASA has done for us - courtesy of Penny4NASA', 'Penny4NASA'],
  ])('%s names %s', (title, expected) => expect(keyTerms(title, '')).toContain(expected));

  it('finds no subject in "Never hurts to ask"', () => expect(keyTerms('Never hurts to ask', '')).toEqual([]));

  it('never makes a doing that takes "this" the subject', () =>
    expect(keyTerms('Catching this as I woke up was amazing', '')).not.toContain('catching'));

  it("reads 'one of the reasons' as a frame, not the subject", () =>
    expect(subject('One of the reasons I extended my stay in Japan was the food')).not.toBe('reasons'));

  it("leaves the poster's own role out of the subject", () =>
    expect(keyTerms("Hi r/NBA, my name is Robert and I'm an athletic trainer. This is my Kobe Bryant work ethic story.", '')).not.toContain(
      'athletic trainer',
    ));
});

describe('first comments on real r/nba posts', () => {
  let nba: CommunityProfile;
  beforeAll(async () => {
    nba = (await snapshotProfiles(['nba'])).nba!;
  });
  const comments = (title: string) =>
    (['Friendly', 'Expert', 'Casual'] as const).flatMap((tone) =>
      writeComments({ post: { title, body: '', callToAction: '', hashTags: [], flairs: [] }, community: nba, tone, count: 3, nonce: 3 }),
    );

  it('name the game with its number and never a verb', () => {
    const texts = comments("LeBron's game 7 - the GIF").map((c) => `${c.title}\n${c.response}`);
    expect(texts.filter((t) => /LeBron game\b|\blebron\b/.test(t))).toEqual([]);
    expect(texts.filter((t) => /LeBron's game 7/.test(t)).length).toBeGreaterThan(0);
  });

  it('never take "hits" into the subject', () =>
    expect(
      comments('Fan at Miami Heat game hits half-court hook shot, wins $75,000').filter((c) => /\bhits\b/.test(`${c.title} ${c.response}`)),
    ).toEqual([]));
});

describe("a community's field in a post's sentence", () => {
  let learn: CommunityProfile;
  beforeAll(async () => {
    learn = (await snapshotProfiles(['learnprogramming'])).learnprogramming!;
  });

  it('is never an adverb after "especially", nor the subject of "is something people here care about"', () => {
    const texts = [1, 2, 3, 4, 5, 6].flatMap((nonce) =>
      everyPost(learn, 'switching careers into data analysis', { count: 2, nonce }).map((p) => `${p.title}\n${p.body}`),
    );
    expect(texts.filter((t) => /, especially (?!when|on|from|with|around|for|if|in|to|the|people|anyone)[\w -]+\?/.test(t))).toEqual([]);
    expect(texts.filter((t) => /\bis something people here care about\b/.test(t))).toEqual([]);
  });
});

describe("a community's keywords as post topics", () => {
  it('never take a word of how good a thing is as a topic', () =>
    expect(ideaTopics(['hilarious', 'funny', 'Key and Peele', 'prank'], 'videos')).toEqual(['Key and Peele', 'prank', 'videos']));
});

describe("a name's number the body repeats", () => {
  it('counts as repeated: the body is read with its numbers joined as the title is', () =>
    expect(
      keyTerms(
        'Weather app update and my iPhone 5 battery',
        'The iPhone 5 battery was replaced in May. Since then the iPhone 5 battery drains overnight.',
        1,
      ),
    ).toEqual(['iPhone 5 battery']));
});
