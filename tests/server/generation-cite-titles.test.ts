// The thread a post or idea cites ('Related: “…”') is one a member would point to (issue 25): not the
// moderators' notice, a PSA or a title swearing, and without a cross-post's note or a quotation left open.
import { join } from 'node:path';
import { relatedTopTitle, type CommunityProfile } from '../../server/src/modules/generation/community';
import { parseQuery } from '../../server/src/modules/generation/query';
import { SnapshotSource } from '../../server/src/modules/reddit/snapshot-source';
import { communityOf } from '../support/community-profile';

const profiles: Record<string, CommunityProfile> = {};
beforeAll(async () => {
  const snapshot = await SnapshotSource.open(join(__dirname, '../../data/snapshot'));
  for (const name of ['cooking', 'boardgames', 'photography', 'android', 'movies'])
    profiles[name] = communityOf((await snapshot.subredditPosts(name))!).community;
});

/** A profile whose only threads are `titles`, as written. */
const only = (name: string, titles: string[]): CommunityProfile => ({ ...profiles[name]!, threadTitles: titles, topTitles: titles });

describe('the thread a text cites', () => {
  it("is not a notice about the community ('This isn't /r/foodporn…', a PSA, its rules, [META])", () => {
    const cite = relatedTopTitle(profiles.cooking!, parseQuery('recipes'));
    expect(cite).not.toBeNull();
    expect(cite).not.toMatch(/foodporn|please|this sub/i);
    for (const notice of [
      "This isn't /r/foodporn. If you post something on here, please try and include the recipe.",
      'PSA: recipes posted without ingredients will be removed',
      'Updated rules for recipe posts, please read',
      '[META] Too many recipe screenshots lately',
      'The moderators of this subreddit want your recipe feedback',
    ])
      expect(relatedTopTitle(only('cooking', [notice]), parseQuery('recipes'))).toBeNull();
    // A member's thread with the same words is still cited.
    const member = 'My grandmother’s recipe book, finally typed up';
    expect(relatedTopTitle(only('cooking', [member]), parseQuery('recipes'))).toBe(member);
  });

  it('is not a title that swears or leaves a quotation open', () => {
    expect(relatedTopTitle(only('photography', ['Fuck you Adobe, CS6 pricing']), parseQuery('Adobe CS6'))).toBeNull();
    const open = 'Cracked.com article, "6 Board Games The Ruined It for Everyone';
    expect(relatedTopTitle(only('boardgames', [open]), parseQuery('board games'))).toBeNull();
    const closed = 'Cracked.com article, "6 Board Games That Ruined It for Everyone"';
    expect(relatedTopTitle(only('boardgames', [closed]), parseQuery('board games'))).toBe(closed);
    expect(relatedTopTitle(profiles.boardgames!, parseQuery('board games'))).not.toMatch(/^[^"]*"[^"]*$/);
  });

  it("leaves a cross-post's note off ('(xpost from r/technology)')", () => {
    const cite = relatedTopTitle(
      only('photography', ["It's cheaper to fly to the USA and back to buy CS6 than buy Adobe CS6 in Australia (xpost from r/technology)"]),
      parseQuery('Adobe CS6'),
    );
    expect(cite).toBe("It's cheaper to fly to the USA and back to buy CS6 than buy Adobe CS6 in Australia");
    for (const note of ['[X-Post from /r/Movies]', '(x-post r/pics)', '(crosspost from /r/Oblivion)', '(via r/wallpapers)'])
      expect(relatedTopTitle(only('movies', [`Colours used in movie trailers ${note}`]), parseQuery('movie trailers'))).toBe(
        'Colours used in movie trailers',
      );
  });
});
