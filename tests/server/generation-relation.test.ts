// Phrases chosen by their relation to the user's topic (issue 25, decision 058): a phrase its posts on
// the topic write no more often than its posts at large ('recipe' for cast-iron care in a cooking
// community) is never chosen, one they write clearly more often ('seasoning') is; the posts on the
// topic are those that match it well, not any post with one of its words ('skin care').
import { join } from 'node:path';
import { POST_TEMPLATES, WRITING_STYLES } from '@subreddit-signal/contract';
import { writePosts } from '../../server/src/modules/generation/built-in';
import { ideaTemplates, writeIdeas } from '../../server/src/modules/generation/built-in/ideas';
import { relatedKeywords, topicOnlyProfile, type CommunityProfile } from '../../server/src/modules/generation/community';
import { topicMaterial } from '../../server/src/modules/generation/material';
import { parseQuery } from '../../server/src/modules/generation/query';
import { mentions } from '../../server/src/modules/generation/once';
import { misfitFillers } from '../../server/src/modules/generation/quality/form';
import { relatesToTopic, topicPosts } from '../../server/src/modules/generation/relation';
import { SnapshotSource } from '../../server/src/modules/reddit/snapshot-source';
import { communityOf } from '../support/community-profile';

/** A cooking community of 60 posts: 6 on cast iron (4 on its seasoning, 2 a recipe), 2 on skin care, 40 recipes, the rest dinner. */
function kitchen(): CommunityProfile {
  const texts = [
    'My cast iron skillet lost its seasoning\nThe seasoning is flaking off the skillet after one wash.',
    'Sticky cast iron pan\nIs the seasoning on it supposed to feel sticky?',
    'Cast iron skillet: how thick should the seasoning be?\nI put on three coats, and the seasoning was uneven.',
    'Stripped my cast iron skillet\nStarting the seasoning again from bare iron.',
    'Cast iron cornbread\nThe recipe is my grandmother’s, baked in the skillet.',
    'Cast iron steak night\nA recipe from this sub, seared in the skillet.',
    'Hand care after chopping chillies\nA recipe for a soothing scrub.',
    'Skin care in a hot kitchen\nAnother recipe, for a balm.',
    ...Array.from({ length: 40 }, (_x, i) => `A recipe for dinner number ${i}\nThe recipe serves four; dinner is ready in an hour.`),
    ...Array.from({ length: 12 }, (_x, i) => `Dinner tonight, take ${i}\nA quiet dinner with friends and a salad.`),
  ];
  const docs = texts.map((t) => ` ${t.toLowerCase().replace(/[^a-z0-9\u00c0-\uffff]+/g, ' ')} `);
  const keywords = ['recipe', 'dinner', 'seasoning'];
  return {
    ...topicOnlyProfile('kitchen'),
    keywords,
    docs,
    texts,
    keywordPosts: keywords.map((k) => docs.flatMap((d, i) => (d.includes(` ${k} `) ? [i] : []))),
  };
}

describe('phrases related to the topic', () => {
  const topic = parseQuery('cast iron skillet care');

  it('counts as posts on the topic those that match it well, not any post with one of its words', () => {
    const c = kitchen();
    const on = topicPosts(c, topic);
    // The six cast-iron posts; 'Hand care …' and 'Skin care …' share only 'care' with the topic.
    expect(on.count).toBe(6);
    expect([...on.on.keys()].filter((i) => on.on[i] === 1)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('relates a keyword its posts on the topic use clearly more than its posts at large, not a frequent one', () => {
    const c = kitchen();
    // 'recipe' is in two of the six cast-iron posts, but in 44 of 60 posts at large: no relation.
    expect(relatedKeywords(c, topic, { together: true })).toEqual(['seasoning']);
    expect(relatesToTopic(c, 'recipe', topic)).toBe(false);
    expect(relatesToTopic(c, 'the seasoning', topic)).toBe(true);
    // A topic none of whose words the community writes relates to nothing.
    expect(relatesToTopic(c, 'seasoning', parseQuery('launching a budgeting app'))).toBe(false);
  });

  it('writes the related phrase into posts and never the frequent unrelated one', () => {
    const c = kitchen();
    let seasoning = 0;
    for (const template of POST_TEMPLATES) {
      for (const writingStyle of WRITING_STYLES) {
        for (const p of writePosts({ community: c, searchQuery: 'cast iron skillet care', template, writingStyle, count: 3, nonce: 4 })) {
          const text = `${p.title}\n${p.body}\n${p.callToAction}`;
          expect({ template, writingStyle, text }).not.toEqual(expect.objectContaining({ text: expect.stringMatching(/recipe/i) }));
          if (/seasoning/i.test(text)) seasoning++;
        }
      }
    }
    expect(seasoning).toBeGreaterThan(10);
  });

  it('counts a post made twice (a repost) as one post of evidence', () => {
    const c = kitchen();
    const repost = 'Why the Dutch oven beats my cast iron skillet for bread, says a baker with a dutch oven';
    const texts = [...c.texts!, repost, `${repost} (reposted)`];
    const docs = texts.map((t) => ` ${t.toLowerCase().replace(/[^a-z0-9\u00c0-\uffff]+/g, ' ')} `);
    const twice = { ...c, texts, docs };
    // Both copies are on the topic and nowhere else says 'dutch oven': one post, one mention, no relation.
    expect(relatesToTopic(twice, 'dutch oven', topic)).toBe(false);
    const other = 'Cast iron skillet or a dutch oven for stew?';
    const two = {
      ...c,
      texts: [...c.texts!, repost, other],
      docs: [...c.docs, docs[docs.length - 2]!, ` ${other.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `],
    };
    expect(relatesToTopic(two, 'dutch oven', topic)).toBe(true);
  });

  it('counts a slot filler the topic’s posts do not favour as a misfit (the check the writer is held to)', () => {
    const c = kitchen();
    expect(misfitFillers(c, 'What I changed about the recipe: [it].', topic)).toEqual(['recipe']);
    expect(misfitFillers(c, 'What I changed about the seasoning: [it].', topic)).toEqual([]);
  });
});

describe('phrases related to the topic, in communities nobody tuned on', () => {
  const profiles: Record<string, CommunityProfile> = {};
  beforeAll(async () => {
    const snapshot = await SnapshotSource.open(join(__dirname, '../../data/snapshot'));
    for (const name of ['cooking', 'diy', 'space', 'leagueoflegends', 'books', 'graphicdesign', 'nba'])
      profiles[name] = communityOf((await snapshot.subredditPosts(name))!).community;
  });

  it('leaves out what the topic’s posts do not favour: no recipe in cast-iron care, no wall in a bathroom floor, no ISS for a telescope', () => {
    const bad: string[] = [];
    for (const [name, query, unrelated] of [
      ['cooking', 'cast iron skillet care', /\brecipe/i],
      ['diy', 'tiling a bathroom floor', /\bwall\b/i],
      ['space', 'a telescope for beginners', /\bISS\b/],
    ] as const) {
      const c = profiles[name]!;
      for (const template of POST_TEMPLATES) {
        for (const writingStyle of WRITING_STYLES) {
          for (const p of writePosts({ community: c, searchQuery: query, template, writingStyle, count: 3, nonce: 1 })) {
            const text = `${p.title}\n${p.body}\n${p.callToAction}`;
            if (unrelated.test(text)) bad.push(`${name} · ${template} · ${writingStyle}: ${text}`);
          }
        }
      }
      // Whatever the material holds for the topic relates to it by the same measure.
      for (const p of topicMaterial(c, parseQuery(query)).aspects)
        if (!relatesToTopic(c, p, parseQuery(query))) bad.push(`${name}: aspect ${p}`);
    }
    expect(bad).toEqual([]);
  });

  it('takes no phrase that ends in a people’s adjective (“the north american” of the North American server)', () => {
    const bad: string[] = [];
    for (const template of POST_TEMPLATES) {
      for (const writingStyle of WRITING_STYLES) {
        for (const p of writePosts({
          community: profiles.leagueoflegends!,
          searchQuery: 'League',
          keepCase: true,
          template,
          writingStyle,
          count: 3,
          nonce: 3,
        })) {
          const text = `${p.title}\n${p.body}\n${p.callToAction}`;
          if (/north american\b(?! \w)/i.test(text)) bad.push(`${template} · ${writingStyle}: ${text}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('claims no relation the data cannot back: no “mostly X”, “X included”, “since X comes up here so often”', () => {
    const bad: string[] = [];
    const claims =
      /,\s(?:mostly|mainly)\s(?!because)|especially the loud ones|comes? up (?:here )?(?:so often|in so many|in many)|is helping it|, [^,.]+ included\b/i;
    for (const [name, query] of [
      ['cooking', 'cast iron skillet care'],
      ['diy', 'tiling a bathroom floor'],
    ] as const) {
      for (const template of POST_TEMPLATES) {
        for (const writingStyle of WRITING_STYLES) {
          for (const nonce of [1, 2, 3]) {
            for (const p of writePosts({ community: profiles[name]!, searchQuery: query, template, writingStyle, count: 3, nonce })) {
              const text = `${p.title}\n${p.body}\n${p.callToAction}`;
              if (claims.test(text)) bad.push(`${name} · ${template} · ${writingStyle}: ${text}`);
            }
          }
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('offers a showcase idea only where members show their work, a guide only where they teach (their own titles say so)', () => {
    expect(ideaTemplates(profiles['books']!)).not.toContain('Project showcase');
    expect(ideaTemplates(profiles['nba']!)).not.toContain('Guide / Tutorial');
    expect(ideaTemplates(profiles['diy']!)).toEqual(expect.arrayContaining(['Project showcase', 'Guide / Tutorial']));
    expect(ideaTemplates(profiles['graphicdesign']!)).toContain('Project showcase');
    for (const p of writeIdeas({ communities: [profiles['books']!], perCommunity: 6, nonce: 3 })[0]!.posts)
      expect(p.title).not.toMatch(/\bI (?:made|built)\b/);
    // A community the data knows nothing of keeps every kind.
    expect(ideaTemplates(topicOnlyProfile('brandnewsub'))).toEqual([...POST_TEMPLATES]);
  });

  it('names a topic that is part of a longer name once, as the check counts it (r/nba, "the Heat" beside "the Miami Heat")', () => {
    const heat = parseQuery('the Heat', { keepCase: true });
    const twice: string[] = [];
    for (const template of POST_TEMPLATES)
      for (const writingStyle of WRITING_STYLES)
        for (const p of writePosts({
          community: profiles['nba']!,
          searchQuery: 'the Heat',
          keepCase: true,
          template,
          writingStyle,
          count: 3,
          nonce: 5,
        }))
          if (mentions(p.title, heat) > 1 || mentions(`${p.body}\n${p.callToAction}`, heat) > 1) twice.push(`${p.title} | ${p.body}`);
    expect(twice).toEqual([]);
  });

  it('says a work is written, recorded or baked as its makers say it, never "I made a novel"', () => {
    const says = (query: string) =>
      WRITING_STYLES.flatMap((writingStyle) =>
        [1, 2].flatMap((nonce) =>
          writePosts({ community: profiles['books']!, searchQuery: query, template: 'Project showcase', writingStyle, count: 3, nonce }),
        ),
      )
        .map((p) => `${p.title}\n${p.body}`)
        .join('\n');
    expect(says('a fantasy novel')).not.toMatch(/\bI made\b/);
    expect(says('a fantasy novel')).toMatch(/\bI wrote a fantasy novel\b/);
    expect(says('a sourdough loaf')).toMatch(/\bI baked a sourdough loaf\b/);
  });
});

describe('a showcase of things the query does not say are the poster’s', () => {
  it('shows a list of them, not “my audiobooks for a long commute”', () => {
    const titles: string[] = [];
    for (const writingStyle of WRITING_STYLES) {
      for (const p of writePosts({
        community: topicOnlyProfile('books'),
        searchQuery: 'audiobooks for a long commute',
        template: 'Project showcase',
        writingStyle,
        count: 3,
        nonce: 1,
      })) {
        expect(`${p.title}\n${p.body}`).not.toMatch(/\bmy audiobooks\b|\baudiobooks I (?:made|built)\b/i);
        titles.push(p.title);
      }
    }
    expect(titles.some((t) => /list of audiobooks for a long commute/i.test(t))).toBe(true);
  });
});
