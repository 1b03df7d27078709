/**
 * "Generate more comments" on a post the user already has comments for (the CI failure of stop 43):
 * a post with one subject and a mood of few angles (a success, a question) had run out of titles by
 * the third call, and the titles came back in the words the user had been given, so the call was
 * refunded as nothing new. Now a title given again comes in other words (CommentsInput.avoidTexts).
 */
import { writeComments, writePosts } from '../../server/src/modules/generation/built-in';
import type { CommunityProfile } from '../../server/src/modules/generation/community';
import { differsSubstantially } from '../../server/src/modules/generation/quality';
import { snapshotProfiles } from '../support/community-profile';

let profiles: Record<string, CommunityProfile>;
beforeAll(async () => {
  profiles = await snapshotProfiles(['marketing', 'aww', 'parenting']);
});

const CASES = [
  ['marketing', 'email newsletter growth', 'Success story'],
  ['aww', 'adopting a rescue cat', 'Question/Help'],
  ['parenting', 'getting a toddler to sleep', 'Success story'],
] as const;

it.each(CASES)(
  'r/%s, "%s" (%s): Friendly, Expert, then more Expert twice, every call in words not given before',
  (name, query, template) => {
    const community = profiles[name]!;
    const repeated: string[] = [];
    for (let n = 0; n < 12; n++) {
      const [post] = writePosts({ community, searchQuery: query, template, writingStyle: 'Friendly', count: 1, nonce: n });
      const givenTexts: string[] = [];
      const givenTitles: string[] = [];
      for (const [k, tone] of (['Friendly', 'Expert', 'Expert', 'Expert'] as const).entries()) {
        const comments = writeComments({
          post: post!,
          community,
          tone,
          count: 3,
          nonce: n * 31 + k,
          avoid: givenTitles,
          avoidTexts: givenTexts,
        });
        expect(comments).toHaveLength(3);
        for (const c of comments)
          if (givenTexts.some((g) => !differsSubstantially(g, c.response))) repeated.push(`call ${k + 1}: ${c.response}`);
        givenTexts.push(...comments.map((c) => c.response));
        givenTitles.push(...comments.map((c) => c.title));
      }
    }
    expect(repeated).toEqual([]);
  },
);
