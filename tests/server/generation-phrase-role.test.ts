// Issue 25: the built-in writer fills a sentence that handles a part of the topic ('What I changed
// about {kw}', 'Keep {kw} simple') only with a thing or activity its community writes on the topic;
// a slot without one loses its clause or its sentence. These failed on the writer that filled
// slots by frequency ('What I tried with birthday party', 'Keep Gangnam Style simple', r/diy's
// 'kitchen remodel' in a workbench post).
import { join } from 'node:path';
import { POST_TEMPLATES, WRITING_STYLES } from '@subreddit-signal/contract';
import { writeIdeas, writePosts } from '../../server/src/modules/generation/built-in';
import { withoutEmptySlots } from '../../server/src/modules/generation/built-in/kit';
import { type CommunityProfile } from '../../server/src/modules/generation/community';
import { isActivity, phraseRole } from '../../server/src/modules/generation/phrase-role';
import { parseQuery } from '../../server/src/modules/generation/query';
import { formLines, formSentences, misfitFillers, slotFillers } from '../../server/src/modules/generation/quality/form';
import { SnapshotSource } from '../../server/src/modules/reddit/snapshot-source';
import { communityOf } from '../support/community-profile';

const profiles: Record<string, CommunityProfile> = {};

beforeAll(async () => {
  const snapshot = await SnapshotSource.open(join(__dirname, '../../data/snapshot'));
  for (const name of ['music', 'diy', 'coffee', 'travel', 'parenting', 'photography', 'space', 'nba']) {
    profiles[name] = communityOf((await snapshot.subredditPosts(name))!).community;
  }
});

const allPosts = (c: CommunityProfile, searchQuery: string) =>
  POST_TEMPLATES.flatMap((template) =>
    WRITING_STYLES.flatMap((writingStyle) => writePosts({ community: c, searchQuery, template, writingStyle, count: 3, nonce: 5 })),
  );

describe('phrase roles', () => {
  it('tells people, places and occasions from things by their head word and how members write them', () => {
    const coffee = profiles.coffee!;
    expect(phraseRole(coffee, 'coffee drinker')).toBe('person');
    expect(phraseRole(coffee, 'antiques store')).toBe('place');
    expect(phraseRole(coffee, 'birthday party')).toBe('occasion');
    expect(phraseRole(coffee, 'grinder')).toBe('thing');
    expect(phraseRole(coffee, 'Moka Pot')).toBe('thing');
    // Two nouns that never stand as one noun phrase in its posts ('espresso machines cost $…').
    expect(phraseRole(coffee, 'machines cost')).toBe('none');
    // A musician is a name, not a thing one handles.
    expect(phraseRole(profiles.music!, 'Dave Grohl')).not.toBe('thing');
  });

  it('reads the words of a recurring thread’s title as nothing members talk about (“Weekly … Thread … Edition”)', () => {
    const photography = profiles.photography!;
    // The recurring threads themselves are out of the profile's texts (community.ts): what is left never writes it as a thing.
    expect(photography.texts!.filter((t) => /^[^\n]*weekly question thread/i.test(t))).toEqual([]);
    expect(phraseRole(photography, 'Edition')).not.toBe('thing');
    expect(phraseRole(photography, 'lens')).toBe('thing');
    const ideas = [1, 2, 3, 4, 5, 6, 7, 8].flatMap((nonce) =>
      writeIdeas({ communities: [photography], perCommunity: 3, nonce }).flatMap((g) => g.posts),
    );
    expect(ideas.length).toBeGreaterThan(10);
    for (const idea of ideas) expect(idea.title).not.toMatch(/\bedition\b/i);
  });
});

describe('slots filled by role', () => {
  it('never puts a person, a place, an occasion or another name where a sentence handles part of the topic', () => {
    for (const [name, query] of [
      ['music', 'promoting my first EP'],
      ['coffee', 'espresso grinder I built'],
      ['travel', 'two weeks in Japan on a budget'],
    ] as const) {
      const c = profiles[name]!;
      const fillers = allPosts(c, query).flatMap((p) => slotFillers(`${p.body}\n${p.callToAction}`));
      for (const f of fillers) expect({ name, f, role: phraseRole(c, f) }).toEqual({ name, f, role: 'thing' });
    }
  });

  it('leaves out the community’s vocabulary at large: a workbench post names no other project', () => {
    const c = profiles.diy!;
    const topic = parseQuery('a workbench in a small garage');
    for (const p of allPosts(c, 'a workbench in a small garage')) {
      const text = `${p.body}\n${p.callToAction}`;
      expect(misfitFillers(c, text, topic)).toEqual([]);
      expect(text).not.toMatch(/kitchen remodel|coffee table|living room|home theater|cat tower/i);
    }
  });

  it('drops a qualifying clause whose slot has no phrase, and a sentence that cannot lose it', () => {
    const vars = { kw: 'the grinder', kw2: '' };
    expect(withoutEmptySlots('Hoping someone can help with {topic}, mostly the {kw2} side.', vars)).toBe(
      'Hoping someone can help with {topic}.',
    );
    // The list closes on its member before: 'X, Y and {kw2}' reads 'X and Y', not 'X, Y'.
    expect(withoutEmptySlots('Thoughts on {topic}, {kw} and {kw2}?', vars)).toBe('Thoughts on {topic} and {kw}?');
    // A clause between commas, and a pair before a comma, go as well (decision 042).
    expect(withoutEmptySlots('Since {topic} comes up a lot, usually about {kw2}, I wrote it down.', vars)).toBe(
      'Since {topic} comes up a lot, I wrote it down.',
    );
    expect(withoutEmptySlots('A question about {topic} and {kw2}, so bear with me.', vars)).toBe(
      'A question about {topic}, so bear with me.',
    );
    // An 'and' clause between commas may be the sentence's main one: it stays, and the sentence with it.
    expect(withoutEmptySlots('Long-time reader, and the threads on {kw2} helped, so thanks.', vars)).toBeNull();
    expect(withoutEmptySlots('Keep {kw2} simple at the start.', vars)).toBeNull();
    expect(withoutEmptySlots('If you are new to {topic}, the threads on {kw2} help.', vars)).toBeNull();
  });

  it('says each of the community’s phrases once in a post', () => {
    for (const p of allPosts(profiles.coffee!, 'espresso grinder I built')) {
      const fillers = slotFillers(`${p.body}\n${p.callToAction}`).map((f) => f.toLowerCase());
      expect(new Set(fillers).size).toBe(fillers.length);
    }
  });
});

describe('sentences that handle a practice', () => {
  it('take only something one does: not equipment, objects, people, places or names (phrases nobody tuned on)', () => {
    const coffee = profiles.coffee!;
    for (const p of ['meal prep', 'interval training', 'cold outreach', 'knife sharpening', 'writing cover letters', 'the tomato pruning'])
      expect([p, isActivity(coffee, p)]).toEqual([p, true]);
    for (const p of ['the star', 'DSLR', 'ISS', 'espresso grinder', 'grandmother', 'baking soda', 'Kyoto', 'hiking boots', 'the wedding'])
      expect([p, isActivity(coffee, p)]).toEqual([p, false]);
  });

  it("write 'Keep X simple', 'Give X a fair run' and 'Stuck with X' only with an activity (decision 046)", () => {
    const handled: string[] = [];
    for (const [name, query] of [
      ['space', 'the ISS'],
      ['space', 'astrophotography'],
      ['photography', 'DSLR'],
      ['nba', 'the Heat'],
      ['coffee', 'espresso'],
      ['parenting', 'a toddler'],
    ] as const) {
      const c = profiles[name]!;
      for (const p of allPosts(c, query)) {
        for (const m of `${p.title}\n${p.body}`.matchAll(
          /(?:Keep|Give|Judge) (.+?) (?:simple|a fair run|after a fair run)|Stuck with (.+?)\./g,
        )) {
          const filler = (m[1] ?? m[2])!;
          handled.push(filler);
          expect([name, filler, isActivity(c, filler)]).toEqual([name, filler, true]);
        }
      }
    }
    // The sentences are still written where the phrase is something one does.
    const cooking = allPosts(profiles.coffee!, 'a pour over routine').map((p) => p.body);
    expect(cooking.length).toBeGreaterThan(0);
  });
});

describe('form lines', () => {
  it('counts lines that are only an ask with a short label', () => {
    expect(formLines('Small win to share.\n\nBefore: [what was not working].\n\n**Why.** [The idea.]\n- [a step]')).toEqual({
      lines: 4,
      form: 3,
    });
  });

  it('counts sentences too, so a one-line form is one (decision 042)', () => {
    const oneLine = 'Update on a bedtime routine app. Before: [where you started. In a sentence]. Result: [what changed].';
    expect(formLines(oneLine)).toEqual({ lines: 1, form: 0 });
    expect(formSentences(oneLine)).toEqual({ sentences: 3, form: 2 });
    // An Expert label belongs to its sentence; a sentence of the writer's own is no form.
    expect(
      formSentences('**Why.** [The idea.]\n\nI built it for my kids, who never sleep. **Open questions.** [What you are unsure about.]'),
    ).toEqual({
      sentences: 3,
      form: 2,
    });
  });
});

// Seen on r/parenting, whose keywords are mostly people: 'A son: a simple process that works for
// me', 'I finally got a dad right'. A post idea's subject is never a person or an occasion.
test('post ideas never take a person as their subject, even where most keywords name people', () => {
  const c = profiles.parenting!;
  const people = c.keywords.filter((k) => phraseRole(c, k) === 'person');
  expect(people.length).toBeGreaterThan(0);
  for (const nonce of [1, 2, 3, 4, 5, 6]) {
    for (const group of writeIdeas({ communities: [c], perCommunity: 2, nonce })) {
      expect(group.posts.length).toBeGreaterThan(0);
      for (const post of group.posts)
        for (const person of people)
          expect(post.title.toLowerCase()).not.toMatch(new RegExp(`\\b(?:a|an|the|my)\\s+${person.toLowerCase()}\\b`));
    }
  }
});
