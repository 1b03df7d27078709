// The built-in writer composes from each community's own material (issue 25): the phrases its
// members use around the topic, its layout (lists or prose), flairs that fit the kind of post, the
// user's names kept as typed, and first comments shaped by how its members answer (issue 23 point 5).
import { join } from 'node:path';
import { POST_TEMPLATES, WRITING_STYLES, type PostTemplate, type WritingStyle } from '@subreddit-signal/contract';
import { analyzeSubreddit } from '../../server/src/modules/analysis';
import { writeComments, writePosts } from '../../server/src/modules/generation/built-in';
import { commentFit, commentNorms } from '../../server/src/modules/generation/comment-norms';
import { buildCommunityProfile, flairFor, topicOnlyProfile, type CommunityProfile } from '../../server/src/modules/generation/community';
import { startsWithName, topicMaterial } from '../../server/src/modules/generation/material';
import { parseQuery } from '../../server/src/modules/generation/query';
import { withoutAsks } from '../../server/src/modules/generation/quality/writing';
import { sentences } from '../../server/src/modules/generation/quality/words';
import type { SubredditPosts } from '../../server/src/modules/reddit/model';
import { SnapshotSource } from '../../server/src/modules/reddit/snapshot-source';

const profiles: Record<string, CommunityProfile> = {};
const profileOf = (found: SubredditPosts) =>
  buildCommunityProfile(
    found,
    analyzeSubreddit({
      subreddit: found.subreddit,
      posts: found.posts,
      asOf: found.asOf,
      provenance: { kind: found.kind, label: 'test', dataDate: null },
      tier: 'paid',
    }),
  );

beforeAll(async () => {
  const snapshot = await SnapshotSource.open(join(__dirname, '../../data/snapshot'));
  for (const name of ['photography', 'minecraft', 'boardgames', 'learnprogramming', 'travel', 'marketing'])
    profiles[name] = profileOf((await snapshot.subredditPosts(name))!);
});

const write = (c: CommunityProfile, searchQuery: string, template: PostTemplate, writingStyle: WritingStyle = 'Friendly', nonce = 3) =>
  writePosts({ community: c, searchQuery, template, writingStyle, count: 3, nonce });

/** A sentence in the writer's own words (asks and quoted titles left out), as the quality check keys it. */
/** The writer's own sentences: one holding a bracketed ask is the user's to write (quality/writing.ts counts it apart). */
const ownSentences = (text: string, topicLabel: string) =>
  sentences(text)
    .filter((s) => !/\[[^\]\n]+\]/.test(s))
    .map(withoutAsks)
    .filter((s) => s.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length >= 4)
    .map((s) =>
      s
        .toLowerCase()
        .split(topicLabel.toLowerCase())
        .join('x')
        .replace(/r\/\w+/g, 'r/c'),
    );

describe('community material', () => {
  it('mines phrases its own members write, several times each, and none naming the topic', () => {
    for (const [name, query] of [
      ['photography', 'shooting street photos at night'],
      ['boardgames', 'teaching a heavy game to new players'],
    ] as const) {
      const c = profiles[name]!;
      const topic = parseQuery(query);
      const { phrases, onTopic } = topicMaterial(c, topic);
      expect(onTopic).toBe(true);
      expect(phrases.length).toBeGreaterThanOrEqual(4);
      for (const p of phrases) {
        // Plurals and possessives folded, as the miner counts them ('player powers' is 'player power').
        const fold = (t: string) =>
          ` ${t
            .toLowerCase()
            .replace(/['’]s\b/g, '')
            .replace(/[^\p{L}\p{N}]+/gu, ' ')
            .replace(/(\p{L}{2,}?)e?s\b/gu, '$1')} `;
        const uses = c.texts!.filter((t) => fold(t).includes(fold(p))).length;
        expect(uses).toBeGreaterThanOrEqual(2);
        for (const w of topic.words) expect(p.toLowerCase().split(' ')).not.toContain(w);
      }
    }
  });

  it('writes the community’s vocabulary into its posts', () => {
    const c = profiles.photography!;
    const topic = parseQuery('shooting street photos at night');
    const own = topicMaterial(c, topic).phrases.map((p) => p.toLowerCase());
    for (const template of POST_TEMPLATES) {
      for (const p of write(c, 'shooting street photos at night', template)) {
        const text = `${p.body}\n${p.callToAction}`.toLowerCase();
        expect(own.filter((x) => text.includes(x)).length).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('shares no sentence between two unlike communities on the same request', () => {
    const pairs = [
      ['photography', 'minecraft'],
      ['boardgames', 'learnprogramming'],
    ] as const;
    for (const [a, b] of pairs) {
      for (const template of POST_TEMPLATES) {
        for (const style of WRITING_STYLES) {
          const query = 'getting better as a beginner';
          const label = parseQuery(query).label;
          const of = (name: string) =>
            new Set(write(profiles[name]!, query, template, style).flatMap((p) => ownSentences(`${p.body}\n${p.callToAction}`, label)));
          const left = of(a);
          const shared = [...of(b)].filter((s) => left.has(s));
          expect({ template, style, shared }).toEqual({ template, style, shared: [] });
        }
      }
    }
  });

  it('keeps at least two thirds of a post in real sentences, not blanks', () => {
    for (const template of POST_TEMPLATES) {
      let real = 0;
      let all = 0;
      for (const style of ['Friendly', 'Expert', 'Sarcastic'] as const) {
        for (const p of write(profiles.boardgames!, 'teaching a heavy game to new players', template, style)) {
          for (const s of sentences(`${p.body}\n${p.callToAction}`)) {
            all++;
            // A blank: a sentence that is mostly the user's bracket ('Before: [where you started].').
            const own = withoutAsks(s)
              .split(/\s+/)
              .filter((w) => /\p{L}{2,}/u.test(w)).length;
            if (!s.includes('[') || own >= 4) real++;
          }
        }
      }
      expect({ template, share: real / all >= 2 / 3 }).toEqual({ template, share: true });
    }
  });

  it('writes steps as prose where members rarely write lists, as a list where they do', () => {
    const listed = { ...profiles.minecraft!, listShare: 0.4 };
    const prose = { ...profiles.minecraft!, listShare: 0.02 };
    const guide = (c: CommunityProfile) => write(c, 'building a redstone farm', 'Guide / Tutorial', 'Friendly')[0]!.body;
    expect(guide(listed)).toMatch(/^1\. /m);
    expect(guide(prose)).not.toMatch(/^\s*(?:\d+\.|[-*])\s/m);
  });

  it('keeps what the query says beyond the thing a showcase shows', () => {
    const [p] = write(profiles.photography!, 'a light box in a small apartment', 'Project showcase', 'Friendly');
    expect(p!.body).toContain('in a small apartment');
  });
});

describe('flairs that fit the kind of post', () => {
  const base = topicOnlyProfile('anything');
  const topic = parseQuery('two weeks in Kyoto');
  const flairs = (list: string[], template: PostTemplate) => flairFor({ ...base, flairs: list }, template, topic);

  it('never puts a question flair on a success story, a guide or a showcase', () => {
    for (const template of ['Success story', 'Guide / Tutorial', 'Project showcase'] as const)
      expect(flairs(['Question', 'Help', 'Discussion'], template)).toEqual([]);
  });

  it('picks the flair naming the kind of post, else a general one, else none', () => {
    expect(flairs(['Question', 'Trip Report', 'Success Story'], 'Success story')).toEqual(['Success Story']);
    expect(flairs(['Question', 'Guide'], 'Guide / Tutorial')).toEqual(['Guide']);
    expect(flairs(['Question', 'Guide'], 'Question/Help')).toEqual(['Question']);
    expect(flairs(['Question', 'Other'], 'Success story')).toEqual(['Other']);
  });

  it('reads a flair by what its posts look like, and gives none for a word the topic does not say', () => {
    // 'Tales' names no kind of post, but its posts are questions: it fits a question and nothing else.
    const shaped = { ...base, flairs: ['Tales', 'Team Blog'], flairShapes: { tales: { 'Question/Help': 0.8, Discussion: 0.1 } } };
    expect(flairFor(shaped, 'Question/Help', topic)).toEqual(['Tales']);
    expect(flairFor(shaped, 'Success story', topic)).toEqual([]);
    // The community's related keywords ('team') no longer count: 'Team Blog' fits no post on Kyoto.
    expect(flairFor(shaped, 'Discussion', topic)).toEqual([]);
  });

  it('never takes a flair moderators keep for their own posts, even when it names the kind or the topic', () => {
    expect(flairs(['[Discussion Thread]', 'Daily Discussion', 'Discussion'], 'Discussion')).toEqual(['Discussion']);
    expect(flairs(['Kyoto Spotlight', 'Mod Post', 'Official Kyoto Megathread'], 'Success story')).toEqual([]);
    expect(flairs(['Announcement', 'Kyoto'], 'Success story')).toEqual(['Kyoto']);
  });
});

describe('the user’s names keep their case', () => {
  it('keeps a capitalised name opening the query, and sentence-cases a common word', () => {
    const travel = profiles.travel!;
    expect(startsWithName(travel, 'Kyoto temples in autumn')).toBe(true);
    expect(startsWithName(profiles.marketing!, 'Email marketing for a bakery')).toBe(false);
    for (const template of POST_TEMPLATES) {
      for (const p of write(travel, 'Kyoto temples in autumn', template)) {
        const text = `${p.title}\n${p.body}\n${p.callToAction}`;
        expect(text).not.toMatch(/\bkyoto\b/);
      }
    }
    const [p] = write(profiles.marketing!, 'Email marketing for a bakery', 'Guide / Tutorial');
    expect(p!.body).toContain('email marketing');
  });
});

describe('first-comment norms', () => {
  const short = Array.from({ length: 12 }, (_v, i) => ({ body: i % 3 === 0 ? 'same here, which lens?' : `lol this is great ${i}` }));
  const long = Array.from({ length: 12 }, (_v, i) => ({
    body: `I went through the same thing last year with my own setup. It took a while to get right, and the thing that helped most was reading the sidebar properly and asking for feedback early. Good luck with it, post ${i}.`,
  }));

  it('reads length, questions, links and tone off the comments, and nothing off too few', () => {
    expect(commentNorms(short.slice(0, 5))).toBeNull();
    const s = commentNorms([...short, { body: '[deleted]' }])!;
    expect(s.comments).toBe(12);
    expect(s.medianWords).toBeLessThanOrEqual(5);
    expect(s.questionShare).toBeCloseTo(4 / 12, 2);
    expect(s.casualShare).toBe(1);
    expect(s.linkShare).toBe(0);
    expect(commentFit(s)).toEqual({ short: true, asks: true, plain: true });
    const l = commentNorms([...long, { body: 'See https://example.com for more.' }])!;
    expect(commentFit(l)).toEqual({ short: false, asks: false, plain: false });
    expect(l.linkShare).toBeGreaterThan(0);
  });

  it('writes first comments the way members answer: short and plain where they are, asking where they ask', () => {
    const post = { title: 'Finally finished my light box for product shots', body: 'Built a light box from foam board. Feedback welcome.' };
    const c = profiles.photography!;
    const plainNorms = commentNorms(short)!;
    const normal = writeComments({ post, community: c, tone: 'Friendly', count: 3, nonce: 2 });
    const shaped = writeComments({ post, community: { ...c, commentNorms: plainNorms }, tone: 'Friendly', count: 3, nonce: 2 });
    const words = (xs: { response: string }[]) => xs.reduce((n, x) => n + x.response.split(/\s+/).length, 0) / xs.length;
    expect(words(shaped)).toBeLessThan(words(normal));
    for (const cm of shaped) expect(sentences(withoutAsks(cm.response)).length).toBeLessThanOrEqual(1);
    // Members ask often: the first comment asks too.
    expect(shaped[0]!.title).toMatch(/^Follow-up question about/);
  });
});

describe('what the user made, read as a thing', () => {
  it("drops who made it but keeps what follows, and puts no second article after 'another' or 'my'", () => {
    const q = parseQuery('a mod I made for Skyrim');
    expect(q.label).toBe('a mod for Skyrim');
    expect(q.noun).toBe('mod for Skyrim');
    for (const nonce of [1, 2, 3, 4]) {
      for (const p of write(profiles.minecraft!, 'a mod I made for Skyrim', 'Project showcase', 'Friendly', nonce)) {
        const text = `${p.title}\n${p.body}\n${p.callToAction}`;
        expect(text).not.toMatch(/\b(?:a|an|the|my|another|your)\s+(?:a|an)\s/i);
        expect(text).not.toMatch(/I made for Skyrim/);
      }
    }
  });

  it("an -ing word after an article qualifies the thing ('a reading tracker'), an -ing opening names an activity", () => {
    const thing = write(profiles.learnprogramming!, 'a reading tracker I built', 'Project showcase');
    for (const p of thing) {
      expect(p.title).toContain('reading tracker');
      expect(`${p.title}\n${p.body}`).not.toMatch(/approach to/);
    }
    const activity = write(profiles.travel!, 'planning two weeks in Kyoto', 'Project showcase');
    expect(activity.some((p) => /write-up on planning two weeks in Kyoto/.test(`${p.title}\n${p.body}`))).toBe(true);
    // What a write-up is said to be: it covers something, it does nothing ('it is [what it does]').
    for (const p of activity) expect(`${p.title}\n${p.body}`).not.toMatch(/approach to|\[what it does/);
  });
});
