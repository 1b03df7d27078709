// Issue 25, decision 097: a post about a grave matter (death, killing, war, disaster, illness, crime, abuse, loss, a
// scandal) gets a plain, respectful first comment, never a delighted one; and the subject it names is no cross-post note,
// no cut-off exclamation, no adjective glued to a name, no possessive the title did not write and no bare count noun.
// Read on untuned communities (r/nfl, r/history).
import { keyTerms } from '../../server/src/modules/generation/text';
import { isGrave } from '../../server/src/modules/generation/built-in/grave';
import type { CommunityProfile } from '../../server/src/modules/generation/community';
import { commentTexts, snapshotProfiles } from '../support/community-profile';

/** Delight, cheer or help offered, in any tone: never said on a grave matter. */
const DELIGHTED =
  /made my day|\blov(?:e|ed|ing)\b|congrat|wonderful|\bgreat\b|awesome|amazing|so good|easy one|happy to help|favou?rite|enjoy|\blol\b|\bfun\b|well done|resonates/i;

let profiles: Record<string, CommunityProfile>;
beforeAll(async () => {
  profiles = await snapshotProfiles(['nfl', 'history']);
});
const comments = (community: string, title: string, body = '', nonces = [1, 2, 3]) =>
  commentTexts(profiles[community]!, title, body, nonces);

describe('a grave matter is never met with delight', () => {
  it.each([
    ['history', 'This the exact spot where President John F. Kennedy was killed. This view, effectively, was the last thing he ever saw.'],
    [
      'nfl',
      "Update from the Brady/Tebow Fathead Screw-Up Scandal: I just got this overnighted, 40 pound package from Fathead. Every single Brady poster they make, roughly $1000 worth of merchandise. Just wanted to be fair and give full disclosure (and credit to Fathead's PR team)",
    ],
    ['history', 'Engraved Zippos from the Vietnam War - 35 Kills, if you are recovering my body fuck you'],
    ['history', "Einstein's desk photographed the day after his death (April 18, 1955)"],
    ['nfl', 'Aaron Hernandez to be arrested in connection with murder'],
    ['history', 'TIL the Great Famine of 1876 killed millions across India and China'],
    // Upheaval is grave too (read on r/worldnews: 'Morsi Overthrown' got "Your favourite part of it").
    ['history', 'Morsi Overthrown'],
    ['history', 'Police fire tear gas as riots spread through the capital'],
  ])('r/%s: %s', (community, title) => {
    const texts = comments(community, title);
    expect(texts.length).toBeGreaterThan(0);
    // A name's own words ('the Great Famine') are no delight.
    expect(texts.filter((t) => DELIGHTED.test(t.replace(/\bGreat(?= \p{Lu})/gu, '')))).toEqual([]);
  });

  it('reads a grave matter in the body when the title names none', () => {
    const texts = comments(
      'history',
      "Found this in my grandfather's attic",
      'He kept it from the war. His brother was killed in France in 1944 and buried where he fell.',
    );
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((t) => DELIGHTED.test(t))).toEqual([]);
  });

  it('answers a question put to everyone on a grave matter without cheer', () => {
    const texts = comments('history', 'Before Hitler, Who was the rhetorical personification of Pure Evil?');
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((t) => DELIGHTED.test(t) || /great question|good one to ask/i.test(t))).toEqual([]);
  });

  it('never asks how the poster is holding up with a death that is not theirs', () => {
    const texts = comments('history', "Teddy Roosevelt's diary entry the day that both his wife and mother died (x-post from r/pics)");
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((t) => /holding up|going through|take care of yourself|sending you/i.test(t))).toEqual([]);
  });

  it('reads no upheaval in a signing "coup", Riot Games or "a riot"', () => {
    expect(isGrave('Signing him on a free transfer is a real coup for the club')).toBe(false);
    expect(isGrave('Riot Games announces the new champion')).toBe(false);
    expect(isGrave('The pub quiz last night was a riot')).toBe(false);
    expect(isGrave('Army stages a military coup, president detained')).toBe(true);
  });

  it('still celebrates what only sounds grave ("killed it")', () => {
    const nfl = comments('nfl', 'My son killed it at his first ever flag football game, so proud of him!');
    expect(nfl.filter((t) => /congrat|well done|made my day/i.test(t)).length).toBeGreaterThan(0);
  });
});

describe('the subject of a grave or terse title', () => {
  it('is no cross-post note and no cut-off exclamation ("Son of a... (x-post /r/panthers)")', () => {
    expect(keyTerms('Son of a... (x-post /r/panthers)', '')).toEqual([]);
    expect(comments('nfl', 'Son of a... (x-post /r/panthers)').filter((t) => /\bson\b|panthers/i.test(t))).toEqual([]);
  });

  it("is never the community's own word when the title names nothing", () => {
    expect(comments('history', "It's 4-20, you all know what that means!").filter((t) => /\bwar\b/i.test(t))).toEqual([]);
  });

  it('never glues an adjective said after a name to it ("Siberia unaware")', () => {
    expect(keyTerms('A family in isolation in Siberia unaware of the outside world', '').filter((t) => /unaware/i.test(t))).toEqual([]);
  });

  it('writes no possessive the title did not write there', () => {
    const title =
      "Update from the Brady/Tebow Fathead Screw-Up Scandal: I just got this overnighted, 40 pound package from Fathead. Every single Brady poster they make, roughly $1000 worth of merchandise. Just wanted to be fair and give full disclosure (and credit to Fathead's PR team)";
    expect(keyTerms(title, '').filter((t) => /Fathead's (?!PR)/i.test(t))).toEqual([]);
    expect(comments('nfl', title).filter((t) => /Fathead's Screw/i.test(t))).toEqual([]);
  });

  it.each([
    ['Amazing letter from an ex-slave to his former owner in 1865, after being asked to return to work', 'letter'],
    ["Einstein's desk photographed the day after his death (April 18, 1955)", 'desk'],
  ])('gives a singular count noun its article: %s', (title, noun) => {
    const texts = comments('history', title);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((t) => new RegExp(`(?:of|about|on|behind|with) ${noun}\\b`, 'i').test(t))).toEqual([]);
  });
});
