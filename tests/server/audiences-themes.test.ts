import { readFileSync } from 'node:fs';
import path from 'node:path';
import { classify, INTENT_KINDS } from '../../server/src/modules/audiences/themes/classify';
import { mineThemes, OTHER_LABEL, type ThemeComment, type ThemePost } from '../../server/src/modules/audiences/themes/mine';
import type { RedditPost } from '../../server/src/modules/reddit';
import { SnapshotSource } from '../../server/src/modules/reddit/snapshot-source';

/** The theme miner against hand-labelled real posts and on a real audience from the bundled snapshot. */
interface Labelled {
  id: string;
  subreddit: string;
  set: 'tune' | 'holdout';
  labels: string[];
}
const labelled = (JSON.parse(readFileSync(path.resolve('tests/fixtures/themes/labelled.json'), 'utf8')) as { posts: Labelled[] }).posts;

describe('audience themes', () => {
  let snapshot: SnapshotSource;
  const byId = new Map<string, RedditPost>();
  let audience: RedditPost[] = [];

  beforeAll(async () => {
    snapshot = await SnapshotSource.open(path.resolve('data/snapshot'));
    for (const sub of new Set(labelled.map((l) => l.subreddit)))
      for (const p of (await snapshot.subredditPosts(sub))!.posts) byId.set(p.id, p);
    audience = (await Promise.all(['marketing', 'smallbusiness', 'freelance'].map((n) => snapshot.subredditPosts(n)))).flatMap(
      (f) => f!.posts,
    );
  });

  it('finds each kind with precision of at least 0.8 on the labelled tuning posts', () => {
    const tune = labelled.filter((l) => l.set === 'tune');
    expect(tune.length).toBeGreaterThanOrEqual(100);
    for (const kind of INTENT_KINDS) {
      let predicted = 0;
      let correct = 0;
      for (const l of tune) {
        const p = byId.get(l.id)!;
        if (classify(p.title, p.selftext).some((m) => m.kind === kind)) {
          predicted++;
          if (l.labels.includes(kind)) correct++;
        }
      }
      expect({ kind, enough: predicted >= 5, precision: correct / predicted >= 0.8 }).toEqual({ kind, enough: true, precision: true });
    }
  });

  it('quotes the sentence each kind rests on, from the post itself', () => {
    for (const l of labelled.slice(0, 60)) {
      const p = byId.get(l.id)!;
      for (const m of classify(p.title, p.selftext)) {
        const text = `${p.title}\n${p.selftext}`;
        expect(text).toContain(m.excerpt.replace(/…$/, ''));
      }
    }
  });

  it('reads the writer, not the reader: a negated or borrowed pain is not a pain point, a headline is not a question', () => {
    expect(classify('I am not struggling at all', 'Money is fine, thanks.').map((m) => m.kind)).not.toContain('pain');
    expect(classify('What are your biggest frustrations with ads?', '').map((m) => m.kind)).not.toContain('pain');
    expect(classify('I am so frustrated with my Etsy shop', '').map((m) => m.kind)).toContain('pain');
    expect(classify('How I doubled my traffic in a month', '').map((m) => m.kind)).not.toContain('question');
    expect(classify('How do I price my first freelance logo?', '').map((m) => m.kind)).toEqual(
      expect.arrayContaining(['question', 'money']),
    );
    expect(classify('Any recommendations for an invoicing tool?', '').map((m) => m.kind)).toContain('request');
    expect(classify('I want to build a tool for freelancers', '').map((m) => m.kind)).not.toContain('request');
  });

  it("a pain is the writer's: someone else's, advice about one, or one already overcome is not a pain point", () => {
    const kinds = (title: string, body = '') => classify(title, body).map((m) => m.kind);
    expect(kinds('Client work', 'One of my clients got tired of waiting for the designs.')).not.toContain('pain');
    expect(kinds('Help', 'A lot of people on here are having trouble with Stripe payouts.')).not.toContain('pain');
    expect(kinds('Avoid burnout, my fellow freelancers')).not.toContain('pain');
    expect(kinds('Thanks for the overwhelming response to my launch!')).not.toContain('pain');
    expect(kinds('I finally got a job after 14 months', 'It was a long struggle and I was so frustrated.')).not.toContain('pain');
    // The writer's own, even with someone else in the sentence before it, or a user-made word.
    expect(kinds('Clients ghost me', 'My clients never answer and I am so frustrated.')).toContain('pain');
    expect(kinds('Launch', 'I built a site for user-generated recipes and am having problems getting traffic.')).toContain('pain');
  });

  it('a request asks for the thing: offering, recommending or listing one is not asking', () => {
    const kinds = (title: string, body = '') => classify(title, body).map((m) => m.kind);
    expect(kinds("If you're looking for jQuery plugins, Unheap is the place to go")).not.toContain('request');
    expect(kinds('How I learnt to code', 'I recommend Codecademy as a learning platform.')).not.toContain('request');
    expect(kinds('8 Best Resources for Interface Icons')).not.toContain('request');
    expect(kinds('Looking for inspiration for your website? Browse these galleries')).not.toContain('request');
    // Asking, directly or not.
    expect(kinds('Best CRM for a two-person agency')).toContain('request');
    expect(kinds('Design books', 'I was wondering what books you would recommend on typography.')).toContain('request');
    expect(kinds('Starting out', 'Any book recommendations would be much appreciated.')).toContain('request');
    expect(kinds('We are looking for a bookkeeping service that knows Etsy')).toContain('request');
  });

  it('mines a real audience: every theme counts its texts, links real posts of its members, and sorts them as asked', () => {
    const members = ['marketing', 'smallbusiness', 'freelance'];
    for (const sort of ['engagement', 'recency'] as const) {
      const { themes, read } = mineThemes({ posts: audience, sort, exclude: members });
      expect(read).toEqual({ posts: audience.length, comments: 0 });
      for (const kind of INTENT_KINDS) {
        const ofKind = themes.filter((t) => t.kind === kind);
        expect(ofKind.length).toBeGreaterThan(0);
        // Themes of a kind never share a post, and 'other' comes last.
        const ids = ofKind.flatMap((t) => t.evidence.map((e) => e.id));
        expect(new Set(ids).size).toBe(ids.length);
        expect(ofKind.findIndex((t) => t.label === OTHER_LABEL)).toBeGreaterThanOrEqual(ofKind.length - 1);
        const flagged = audience.filter((p) => classify(p.title, p.selftext).some((m) => m.kind === kind)).length;
        expect(ofKind.reduce((s, t) => s + t.posts, 0)).toBe(flagged);
      }
      for (const t of themes) {
        expect(t.evidence.length).toBe(Math.min(8, t.posts));
        for (const e of t.evidence) {
          const post = audience.find((p) => p.id === e.id);
          expect(post?.subreddit).toBe(e.subreddit);
          expect(members).toContain(e.subreddit.toLowerCase());
        }
        const key = (e: (typeof t.evidence)[number]) => (sort === 'recency' ? Date.parse(e.createdAt) : e.score + e.comments);
        const keys = t.evidence.map(key);
        expect([...keys].sort((a, b) => b - a)).toEqual(keys);
      }
    }
  });

  it('takes comments when a source has them, counting and linking them apart from posts', () => {
    const post: ThemePost = { ...audience[0]!, title: 'Weekly thread', selftext: '' };
    const comments: ThemeComment[] = [
      {
        id: 'c1',
        postId: post.id,
        body: 'I am so frustrated with my invoicing, clients pay 60 days late.',
        score: 4,
        createdUtc: post.createdUtc + 60,
      },
      {
        id: 'c2',
        postId: post.id,
        body: 'I am frustrated too: late invoicing kills my cash flow.',
        score: 2,
        createdUtc: post.createdUtc + 120,
      },
      { id: 'c3', postId: 'missing', body: 'Orphan comment without a community', score: 1, createdUtc: post.createdUtc },
    ];
    const { themes, read } = mineThemes({ posts: [post], comments, sort: 'engagement' });
    expect(read).toEqual({ posts: 1, comments: 2 });
    const pain = themes.filter((t) => t.kind === 'pain');
    expect(pain.reduce((s, t) => s + t.comments, 0)).toBe(2);
    const ev = pain.flatMap((t) => t.evidence);
    expect(ev.map((e) => e.id).sort()).toEqual(['c1', 'c2']);
    for (const e of ev) {
      expect(e.type).toBe('comment');
      expect(e.url).toMatch(new RegExp(`/comments/${post.id}/.*${e.id}/$`));
    }
  });

  it('names the best-fitting member by its own share of the theme, not by its size', () => {
    const mk = (id: string, subreddit: string, title: string): ThemePost => ({
      id,
      subreddit,
      title,
      selftext: '',
      score: 1,
      numComments: 0,
      createdUtc: 1_370_000_000,
      permalink: `/r/${subreddit}/comments/${id}/x/`,
    });
    const posts = [
      ...Array.from({ length: 40 }, (_, i) =>
        mk(`b${i}`, 'Big', i < 4 ? 'What should I charge for a logo?' : `Photo of my cat number ${i}`),
      ),
      ...Array.from({ length: 5 }, (_, i) => mk(`s${i}`, 'Small', i < 3 ? 'What should I charge for a logo?' : 'Hello there')),
    ];
    const money = mineThemes({ posts, sort: 'engagement' }).themes.filter((t) => t.kind === 'money');
    expect(money.length).toBeGreaterThan(0);
    expect(money[0]!.subreddits[0]).toBe('Big');
    expect(money[0]!.bestSubreddit).toBe('Small');
  });
});
