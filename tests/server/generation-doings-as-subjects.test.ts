// Decision 106: a topic that is a doing ('getting my toddler to sleep through the night', 'cooking for one on a budget') is
// named as the doing, in posts and in the comments on them; the community's own name is never shortened to 'it'; a trip
// is no rival and one plan; what a showcase shows is the poster's once; a photo of one thing has its article.
import { POST_TEMPLATES, WRITING_STYLES, type PostTemplate } from '@subreddit-signal/contract';
import { writePosts } from '../../server/src/modules/generation/built-in';
import { doingSubject } from '../../server/src/modules/generation/built-in/comments';
import { linkIdea } from '../../server/src/modules/generation/built-in/link-ideas';
import { topicKind } from '../../server/src/modules/generation/built-in/topic-forms';
import type { CommunityProfile } from '../../server/src/modules/generation/community';
import { onceOnly } from '../../server/src/modules/generation/once';
import { parseQuery } from '../../server/src/modules/generation/query';
import { commentTexts, snapshotProfiles } from '../support/community-profile';

let profiles: Record<string, CommunityProfile>;
beforeAll(async () => {
  profiles = await snapshotProfiles(['cooking', 'parenting', 'photography', 'diy', 'travel', 'frugal']);
});

/** Every post of every template and style for a query, as title and body texts. */
function texts(c: CommunityProfile, query: string, templates: readonly PostTemplate[] = POST_TEMPLATES): string[] {
  const out: string[] = [];
  for (const [t, template] of templates.entries())
    for (let n = 0; n < 4; n++) {
      const writingStyle = WRITING_STYLES[(t + n) % WRITING_STYLES.length]!;
      for (const p of writePosts({ community: c, searchQuery: query, template, writingStyle, count: 3, nonce: n }))
        out.push(p.title, p.body, p.callToAction);
    }
  return out;
}

describe('decision 106: the community named whole', () => {
  it("keeps 'r/cooking' whole where the topic's own word is 'cooking'", () => {
    const topic = parseQuery('cooking for one on a budget');
    const [once] = onceOnly(['Cooking for one on a budget, and what people on r/cooking say about cooking for one.'], topic);
    expect(once).toContain('r/cooking');
    expect(once).not.toContain('r/it');
  });

  it("never writes 'r/it' in posts on a topic that says the community's name", () => {
    const bad = texts(profiles.cooking!, 'cooking for one on a budget').filter((t) => /\br\/it\b/.test(t));
    expect(bad).toEqual([]);
  });
});

describe('decision 106: a doing as the subject of a comment', () => {
  it.each([
    ['A small win with cooking for one on a budget', 'the budget', 'cooking for one'],
    ['Progress on getting my toddler to sleep through the night, and what I learned', 'the night', 'getting your toddler to sleep'],
    ['Guide: getting started with saving money on groceries', 'groceries', 'saving money on groceries'],
    ['Cooking steak in a cast iron pan for the first time', 'cast iron pan', 'cooking steak'],
  ])('"%s" with the term "%s" is about %s', (title, term, doing) => {
    expect(doingSubject(title, term)).toBe(doing);
  });

  it.each([
    ['The building on my street is on fire', 'street'],
    ['Finished painting the living room, thoughts on the color?', 'living room'],
    ['I am working on a new fire pit', 'fire pit'],
  ])('"%s" names no doing its term "%s" is in', (title, term) => {
    expect(doingSubject(title, term)).toBeNull();
  });

  it('comments on a post about a doing name the doing, never the last thing in it', () => {
    const cooking = commentTexts(profiles.cooking!, 'A small win with cooking for one on a budget', '', [3, 4]);
    expect(cooking.filter((t) => /\bbudget\b/i.test(t.split('\n')[0]!))).toEqual([]);
    expect(cooking.filter((t) => /cooking for one/.test(t.split('\n')[0]!)).length).toBeGreaterThan(0);
    const sleep = commentTexts(profiles.parenting!, 'Progress on getting my toddler to sleep through the night', '', [3, 4]);
    expect(sleep.filter((t) => /\bnight\b|the getting|toddler to sleep part|getting your toddler to sleep point/i.test(t))).toEqual([]);
  });
});

it('decision 106: a doing the title opens on takes no article and is no part of the post', () => {
  const texts = commentTexts(profiles.frugal!, 'Saving money on groceries: what finally worked for me', '', [3, 4]);
  expect(texts.filter((t) => /\bthe saving money\b|saving money (?:part|point|side)\b/i.test(t))).toEqual([]);
});

describe('decision 106: posts on a doing, a trip and a thing somewhere', () => {
  it("never says 'got getting' or 'getting started with getting'", () => {
    const bad = texts(profiles.parenting!, 'getting my toddler to sleep through the night').filter((t) =>
      /\b(?:get|got|getting)\s+(?:started\s+with\s+)?getting\b/i.test(t),
    );
    expect(bad).toEqual([]);
  });

  it('reads a doing with a wedding in it as the doing, and a stay of some length as a plan', () => {
    expect(topicKind(profiles.photography!, parseQuery('shooting my first wedding'))).toBe('practice');
    expect(topicKind(profiles.travel!, parseQuery('planning a honeymoon in Italy'))).toBe('practice');
    expect(topicKind(profiles.travel!, parseQuery('two weeks in Japan with kids'))).toBe('plan');
    const guides = texts(profiles.photography!, 'shooting my first wedding', ['Guide / Tutorial', 'Discussion']);
    expect(guides.filter((t) => /\bplan shooting\b|\bshooting my first wedding\b/i.test(t))).toEqual([]);
  });

  it('never speaks of a trip as a rival, and a stay of some length is one', () => {
    const bad = texts(profiles.travel!, 'two weeks in Japan with kids').filter((t) =>
      /\bwinning\b|\band I are\b|\bkids are finally\b|\bkids are winning\b/i.test(t),
    );
    expect(bad).toEqual([]);
  });

  it("shows the poster's thing once as theirs ('my deck in the backyard')", () => {
    const shown = texts(profiles.diy!, 'building a deck in my backyard', ['Project showcase']);
    expect(shown.filter((t) => /\bmy deck in my backyard\b/i.test(t))).toEqual([]);
    expect(shown.filter((t) => /\bmy deck in the backyard\b/i.test(t)).length).toBeGreaterThan(0);
  });

  it('asks for a photo of one thing with its article', () => {
    const idea = linkIdea(profiles.diy!, 'fire pit');
    expect(`${idea.title}\n${idea.body}`).not.toMatch(/\b(?:photo|picture)s? (?:of|about) fire pit\b/);
    expect(`${idea.title}\n${idea.body}`).toMatch(/\ba fire pit\b/);
  });

  it("agrees with a community's plural phrase in a question ('recipes remains' is never written)", () => {
    const bad = texts(profiles.cooking!, 'cooking for one on a budget', ['Question/Help']).filter((t) => /\b\w+s remains\b/.test(t));
    expect(bad).toEqual([]);
  });
});
