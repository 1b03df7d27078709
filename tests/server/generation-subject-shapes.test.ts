// Issue 25, decision 095: the subject a first comment names is a whole noun phrase in the title's order, and the comment's
// mood fits the post. Read on untuned communities (r/todayilearned, r/Frugal, r/travel, r/nba, r/soccer, r/music): a past
// form ends a phrase ('book paper burnt'), a wh-word's noun stands alone before a clause ('what temperature book paper burnt
// at'), the phrase a title opens on before its verb is its subject ('Ray Bradbury originally titled …'), an adjective is no
// thing ('effective tips'), a verb after 'to' is a doing ('to check Craigslist'), a phrase is never cut inside a noun phrase
// nor started inside a name ('Deandre Jordan monster alley'), a capitalised word opening a title before a verb and its
// object is the verb's subject ('Suarez turns to …'), a title before a name keeps its capitals in Title Case ('Sir Alex
// Ferguson'), a singular count noun keeps its article ('our 3 year tour' → 'the tour'), a fact learned is no thing shown,
// and a question put to everyone asks for no help.
import { keyTerms } from '../../server/src/modules/generation/text';
import type { CommunityProfile } from '../../server/src/modules/generation/community';
import { commentTexts, snapshotProfiles } from '../support/community-profile';

const subject = (title: string, body = '') => keyTerms(title, body)[0];

describe('a subject in the order of its title', () => {
  const bradbury =
    'TIL Ray Bradbury originally titled Fahrenheit 451 as "The Fireman", but he & editors found the name boring so they called a local fire station and asked what temperature book paper burnt at. The firemen put Bradbury on hold, burnt a book, and reported that the temp it burnt at was "Fahrenheit 451"';

  it('takes the phrase a title opens on, before its verb, as its subject', () => expect(subject(bradbury)).toBe('Ray Bradbury'));

  it("never glues a wh-word's noun to the clause after it, nor keeps a past form", () =>
    expect(keyTerms(bradbury, '').filter((t) => /temperature|burnt/.test(t))).toEqual([]));

  it.each([
    ['TIL that in 1991, the cruise ship Oceanos sank. The crew abandoned ship, leaving the passengers behind.', 'cruise ship Oceanos'],
    ['TIL ice worms are worms that live in glaciers. If they are exposed to temperatures above 40°F, they melt!', 'ice worms'],
  ])('%s → %s', (title, expected) => expect(subject(title)).toBe(expected));
});

describe('an adjective is no subject', () => {
  it.each([['Simple, effective tips from Warren Buffet.', 'Warren Buffet']])('%s → %s', (title, expected) =>
    expect(subject(title)).toBe(expected),
  );

  it("keeps nouns with an adjective's ending", () =>
    expect(subject('Built a portable turntable stand from scrap wood')).toMatch(/turntable/));
});

describe("a verb after 'to' or in a relative clause is a doing, no subject", () => {
  it.each([
    ["Don't forget to check Craigslist, bought this dining room set with leaf extension for $50 yesterday", /check/],
    ["TIL that the locations of the world's tallest and oldest trees are kept top secret to avoid tourist crowds damaging them", /avoid/],
    [
      'TIL that the reason rubbing alcohol burns when applied to cuts is because exposed VR1 nerve cells in the cut, which normally detect burning hot temperatures, have their pain threshold lowered',
      /detect/,
    ],
    ['Cheeky dummy by Sturridge to assist Suarez vs Norwich', /assist/],
  ])('%s', (title, verb) => expect(keyTerms(title, '').filter((t) => verb.test(t))).toEqual([]));

  it('still reads a place after "to" as a place', () => expect(subject('My first trip to Iceland in winter')).toMatch(/Iceland|trip/));
});

describe('a phrase ends where its noun phrase does', () => {
  it.each([
    ['Deandre Jordan monster alley oop over Brandon Knight', 'Deandre Jordan'],
    ['Suarez turns to celebrates his goal with his teammates only to find he is all by himself', 'suarez'],
    ['Luis Suarez working in an office (TV advert)', 'Luis Suarez'],
  ])('%s → %s', (title, expected) => expect(subject(title)).toBe(expected));

  it('never cuts a noun phrase after four words, nor starts one inside a name', () =>
    expect(keyTerms('Deandre Jordan monster alley oop over Brandon Knight', '')).not.toContainEqual(
      expect.stringMatching(/^(?:Deandre Jordan monster|Jordan monster)/),
    ));

  it('never keeps a verb taking "it" after a name', () =>
    expect(
      keyTerms(
        'Blake Griffin takes the contact, decides which hand to dunk with, and throws it down on Spencer Hawes - then DeAndre Jordan follows it up with a dunk of his own',
        '',
      ).filter((t) => /follows/.test(t)),
    ).toEqual([]));

  it.each([
    // Whole compounds of three and four words stay.
    ['My write-up on cast iron pan care', 'cast iron pan care'],
    ['Finally finished my walnut coffee table build', 'walnut coffee table build'],
    ['Fan at Miami Heat game hits half-court hook shot, wins $75,000', 'Miami Heat game'],
  ])('%s keeps %s', (title, expected) => expect(subject(title)).toBe(expected));
});

describe('a name after a title in Title Case', () => {
  it.each([
    ['Sir Alex Ferguson Retires', 'Sir Alex Ferguson'],
    ['Sir David Attenborough Receives Honorary Degree', 'Sir David Attenborough'],
  ])('%s → %s', (title, expected) => expect(subject(title)).toBe(expected));
});

describe('first comments on real posts of untuned communities', () => {
  let profiles: Record<string, CommunityProfile>;
  beforeAll(async () => {
    profiles = await snapshotProfiles(['travel', 'todayilearned', 'music', 'frugal', 'history']);
  });
  const comments = (community: string, title: string, body = '', nonce = 3) => commentTexts(profiles[community]!, title, body, [nonce]);

  it('give a singular count noun its article ("our 3 year tour" → "the 3 year tour": decision 111 keeps a number and its unit)', () => {
    const texts = comments('travel', "Hubby and I are finishing our 3 year tour in Japan. Thought I'd share our favorite travel pics.");
    expect(texts.filter((t) => /(?<!the )\btour\b/i.test(t.replace(/\bthe (?:3 year )?tour\b/gi, '')))).toEqual([]);
    expect(texts.filter((t) => /\bthe (?:3 year )?tour\b/.test(t)).length).toBeGreaterThan(0);
  });

  it('never call a fact learned wonderful, nor say it made their day', () => {
    const texts = [
      'TIL ice worms are worms that live in glaciers. If they are exposed to temperatures above 40°F, they melt!',
      'TIL In 1964, during their first American tour, The Beatles refused to play their scheduled concert in Jacksonville until the audience was desegregated',
    ].flatMap((t) => comments('todayilearned', t));
    expect(texts.filter((t) => /\bwonderful\b|made my day/i.test(t))).toEqual([]);
  });

  it('answer a question put to everyone without offering help, tips or an experience that resonates', () => {
    const texts = comments('music', "What's the one song you'd recommend for someone to listen to to get into your music genre?");
    expect(texts.filter((t) => /happy to help|been there|resonates|a tip on|what have you tried|hope it helps/i.test(t))).toEqual([]);
    expect(texts.length).toBeGreaterThan(0);
  });

  it.each(['What do people here think of the American Revolution?', "Let's talk about the American Revolution"])(
    'answer "%s" with a view, never help or an experience of their own',
    (title) => {
      const texts = [0, 1, 2, 3].flatMap((nonce) => comments('history', title, '', nonce));
      expect(
        texts.filter((t) => /happy to help|been there|resonates|own experience|a tip on|what have you tried|hope it helps/i.test(t)),
      ).toEqual([]);
      expect(texts.length).toBeGreaterThan(0);
    },
  );

  it("still offer help on a question about the poster's own need", () => {
    const texts = comments('frugal', 'How do I cut my grocery bill without eating rice every day?');
    expect(texts.filter((t) => /tip|what have you tried|happy to help|experience/i.test(t)).length).toBeGreaterThan(0);
  });

  it('never name an infinitive as the subject ("Is there more of check Craigslist")', () => {
    const texts = comments('frugal', "Don't forget to check Craigslist, bought this dining room set with leaf extension for $50 yesterday");
    expect(texts.filter((t) => /check Craigslist/i.test(t))).toEqual([]);
  });

  it('never ask for the story behind an adjective ("effective")', () => {
    const texts = comments('frugal', 'Simple, effective tips from Warren Buffet.');
    expect(texts.filter((t) => /\beffective\b/i.test(t))).toEqual([]);
  });
});
