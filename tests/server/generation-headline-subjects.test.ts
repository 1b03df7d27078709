// Decision 107: first comments on headlines nobody tuned on. 'RIP' mourns whom it names; a given name before a surname and
// a place keep the capitals a Title Case title or a first word hides; praise is no part of what a title names; a place
// before whom a headline tells of is no subject; a word of time names nothing; 'spring portraits' are plural.
import { isPlural } from '../../server/src/modules/generation/text';
import { withTitleCapitals } from '../../server/src/modules/generation/built-in/comments';
import type { CommunityProfile } from '../../server/src/modules/generation/community';
import { commentTexts, snapshotProfiles } from '../support/community-profile';

let profiles: Record<string, CommunityProfile>;
beforeAll(async () => {
  profiles = await snapshotProfiles([
    'history',
    'music',
    'parenting',
    'upliftingnews',
    'android',
    'personalfinance',
    'frugal',
    'funny',
    'techsupport',
    'boardgames',
    'getmotivated',
  ]);
});

const titlesOf = (texts: string[]) => texts.map((t) => t.split('\n')[0]!);
const CHEERFUL_DAY = /made my day|is wonderful|Love this/i;

describe('decision 107: deaths mourned before the name', () => {
  it.each([
    ['history', 'RIP Neil Armstrong- A real American icon', 'Neil Armstrong'],
    ['music', 'R.I.P. Ray Manzarek of The Doors', 'Ray Manzarek'],
  ])('r/%s "%s" is a tribute to %s, never the poster\'s grief', (name, title, who) => {
    const texts = commentTexts(profiles[name]!, title, '', [3, 4]);
    expect(titlesOf(texts).filter((t) => !t.includes(who))).toEqual([]);
    expect(texts.filter((t) => /Sending you strength|holding up|Take care of yourself|made my day/i.test(t))).toEqual([]);
  });

  it("still celebrates 'RIP my student loans'", () => {
    const texts = commentTexts(profiles.personalfinance!, 'RIP my student loans, paid off today', '', [3]);
    expect(texts.filter((t) => /Remembering|will be missed|Sending you strength/i.test(t))).toEqual([]);
  });
});

describe('decision 107: capitals a title hides', () => {
  it.each([
    ['Bill Cosby On Grandmothers', 'bill cosby', 'Bill Cosby'],
    ["Virginia woman's awesome gesture", 'virginia', 'Virginia'],
    ['Ruby On Rails Tips For Beginners', 'ruby', 'ruby'],
    ['Spring Portraits Go Wrong', 'spring portraits', 'spring portraits'],
    ['Mark Your Calendars For The Eclipse', 'mark', 'mark'],
  ])('"%s": %s → %s', (title, term, expected) => {
    expect(withTitleCapitals(title, term)).toBe(expected);
  });

  it('names a person a Title Case title gives with their capitals', () => {
    const texts = commentTexts(profiles.parenting!, 'Bill Cosby on Grandmothers', '', [3]);
    expect(texts.filter((t) => /bill cosby/.test(t))).toEqual([]);
  });
});

describe('decision 107: what a headline is about', () => {
  it("speaks of the gesture, not of the woman's state", () => {
    const texts = commentTexts(
      profiles.upliftingnews!,
      "Virginia woman's awesome gesture for her neighborhood's dogs (x-post r/aww)",
      '',
      [3, 4],
    );
    expect(texts.filter((t) => /about Virginia|about virginia|awesome/i.test(t))).toEqual([]);
    expect(titlesOf(texts).filter((t) => t.endsWith('the gesture')).length).toBeGreaterThan(0);
  });

  it('meets a kind turn told of someone from a place as their story, warmly', () => {
    const texts = commentTexts(profiles.upliftingnews!, 'Texas man rescues dog from flood', '', [3, 4]);
    expect(texts.filter((t) => /Texas man|one about this story|story (?:with|behind) this story|made my day/i.test(t))).toEqual([]);
  });

  it('drops the praise before what a title names, and gives it its article', () => {
    const texts = commentTexts(
      profiles.history!,
      'Amazing letter from an ex-slave to his former owner in 1865, after being asked to return to work',
      '',
      [3],
    );
    expect(texts.filter((t) => /amazing letter/i.test(t))).toEqual([]);
    expect(titlesOf(texts).filter((t) => t.endsWith('the letter')).length).toBeGreaterThan(0);
  });

  it('names kin by their name', () => {
    const texts = commentTexts(
      profiles.parenting!,
      'This is my son Lucas. He is autistic. One of the rare times he has made eye contact.',
      '',
      [3],
    );
    expect(texts.filter((t) => /the son|son Lucas/i.test(t))).toEqual([]);
    expect(titlesOf(texts).filter((t) => t.endsWith('Lucas')).length).toBeGreaterThan(0);
  });

  it.each([
    ['frugal', '17% tip. Normal?', /\bnormal\b/i],
    ['upliftingnews', 'CALL TO ARMS. PLEASE READ.', /\barms\b/i],
    ['funny', 'That about sums it up', /\bsums\b/i],
  ])('r/%s "%s": a one-word question, a verb before its object or a shouted word is no subject', (name, title, bad) => {
    const texts = commentTexts(profiles[name]!, title, '', [3]);
    expect(titlesOf(texts).filter((t) => bad.test(t))).toEqual([]);
  });

  it("meets a killing of the poster's own with support, and never says 'the this'", () => {
    const loss = commentTexts(
      profiles.techsupport!,
      'My husband was fatally shot Monday morning and I need to access his password protected work Macbook Pro. Can you help?',
      '',
      [3, 4],
    );
    expect(loss.filter((t) => /Happy to help|practical tip|Monday morning|Love this|Great question/i.test(t))).toEqual([]);
    const told = commentTexts(
      profiles.techsupport!,
      'Listen up wanna be techs. Suggesting that someone install your OS of preference is NOT helpful.',
      '',
      [3, 4],
    );
    expect(told.filter((t) => /\blisten\b|\bthe this\b/i.test(t))).toEqual([]);
  });

  it('answers a choice with a pick, never a stock tip', () => {
    const texts = commentTexts(profiles.personalfinance!, 'Should I pay off my car loan early or put the money in my 401k?', '', [3, 4]);
    expect(titlesOf(texts).filter((t) => /practical tip/i.test(t))).toEqual([]);
    expect(titlesOf(texts).filter((t) => /^My answer on/.test(t)).length).toBeGreaterThan(0);
  });

  it('celebrates being free of a debt, never the debt', () => {
    const texts = commentTexts(profiles.personalfinance!, 'Finally debt free after 4 years!', '', [3, 4]);
    expect(texts.filter((t) => /Celebrating debt\b|the debt part|\bthe being\b|being debt-free reasons/i.test(t))).toEqual([]);
    expect(titlesOf(texts).filter((t) => /being debt-free/.test(t)).length).toBeGreaterThan(0);
  });

  it('praises what the poster designed, never calls it a find', () => {
    const texts = commentTexts(
      profiles.boardgames!,
      'I designed a cooperative card game about firefighters, looking for playtesters',
      '',
      [3, 4],
    );
    expect(texts.filter((t) => /great find|come across|Reacting to/i.test(t))).toEqual([]);
  });

  it('reacts to something shared by name only where the title names a thing', () => {
    for (const [title, bad] of [
      ['This was oddly inspirational, getting a duck. (x-post r/facebookwins)', /inspirational/i],
      ['Never underestimate the power of one...', /underestimate/i],
    ] as const) {
      const texts = commentTexts(profiles.getmotivated!, title, '', [3]);
      expect(titlesOf(texts).filter((t) => bad.test(t))).toEqual([]);
    }
  });

  it('reads no grief into a flaw or a film called fatal', () => {
    for (const title of ['This design is fatally flawed', 'Suicide Squad trailer looks great']) {
      const texts = commentTexts(profiles.techsupport!, title, '', [3]);
      expect(texts.filter((t) => /Sending you strength|holding up|Take care of yourself|Words of support|Checking in/i.test(t))).toEqual(
        [],
      );
    }
  });

  it('names no word of time', () => {
    for (const title of [
      '1,5 years later, this is still relevant. Originally submitted in March 2011.',
      'A year, 2 months and 22 days later...',
    ]) {
      const texts = commentTexts(profiles.android!, title, '', [3]);
      expect(texts.filter((t) => /\blater\b/i.test(t.split('\n')[0]!))).toEqual([]);
    }
  });

  it('reads a thing after a word in -ing as plural by its head', () => {
    expect(isPlural('spring portraits')).toBe(true);
    expect(isPlural('painting classes')).toBe(true);
    expect(isPlural('getting more subscribers')).toBe(false);
  });
});

it('decision 107: no cheer before a grave headline about someone else', () => {
  const texts = commentTexts(profiles.upliftingnews!, 'Texas man rescues dog from flood', '', [3]);
  expect(texts.filter((t) => CHEERFUL_DAY.test(t))).toEqual([]);
});
