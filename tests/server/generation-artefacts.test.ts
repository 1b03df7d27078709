// Pins the artefacts the built-in engine wrote before issue 15, each held to the quality rules
// (server/src/modules/generation/quality) over real communities of the bundled snapshot.
import { join } from 'node:path';
import { COMMENT_TONES, POST_TEMPLATES, WRITING_STYLES, type GeneratedPost } from '@subreddit-signal/contract';
import { writeCommentVersion, writeComments, writePosts } from '../../server/src/modules/generation/built-in';
import { type CommunityProfile } from '../../server/src/modules/generation/community';
import {
  artefacts,
  differsSubstantially,
  missingQueryTerms,
  namesSubject,
  repeatedPhrases,
  tagVerdict,
  tokens,
} from '../../server/src/modules/generation/quality';
import { parseQuery } from '../../server/src/modules/generation/query';
import { SnapshotSource } from '../../server/src/modules/reddit/snapshot-source';
import { communityOf } from '../support/community-profile';

interface Community {
  profile: CommunityProfile;
  tags: string[];
  docs: string[];
}
const communities: Record<string, Community> = {};

beforeAll(async () => {
  const snapshot = await SnapshotSource.open(join(__dirname, '../../data/snapshot'));
  for (const name of ['marketing', 'startups', 'cars', 'personalfinance']) {
    const found = (await snapshot.subredditPosts(name))!;
    const { community, analysis } = communityOf(found);
    communities[name] = {
      profile: community,
      tags: analysis.hashTags,
      docs: found.posts.map((p) => `${p.title} ${p.selftext}`.toLowerCase()),
    };
  }
});

function everyPost(query: string, names: string[], each: (p: GeneratedPost, c: Community) => void) {
  for (const name of names) {
    const c = communities[name]!;
    for (const template of POST_TEMPLATES) {
      for (const writingStyle of WRITING_STYLES) {
        for (const nonce of [1, 2]) {
          for (const p of writePosts({ community: c.profile, searchQuery: query, template, writingStyle, count: 3, nonce })) each(p, c);
        }
      }
    }
  }
}

describe('built-in engine: the artefacts seen before issue 15 stay gone', () => {
  it('reads the query as goal and product instead of pasting it into a slot', () => {
    expect(parseQuery('launching a budgeting app')).toMatchObject({
      goal: 'launch',
      product: 'budgeting app',
      noun: 'budgeting app launch',
    });
    expect(parseQuery('hiring our first marketer')).toMatchObject({ goal: 'hire', role: 'marketer' });
    expect(parseQuery('email marketing for a small bakery')).toMatchObject({
      goal: null,
      product: 'email marketing',
      audience: 'a small bakery',
    });
    expect(parseQuery('Is SEO still worth it for local businesses?').label).toBe('SEO for local businesses');
  });

  it('never glues a possessive or article to a verb phrase (“your launching a budgeting app”)', () => {
    everyPost('launching a budgeting app', ['marketing'], (p) => {
      expect(artefacts(`${p.title}\n${p.body}\n${p.callToAction}`)).toEqual([]);
      expect(p.title).not.toMatch(/\byour launching\b/i);
    });
  });

  it('never stacks a query’s own article on another (“A quick a lightroom preset pack win”)', () => {
    for (const query of ['a lightroom preset pack for film looks', 'the best budget headphones', 'an app for tracking workouts'])
      everyPost(query, ['cars', 'personalfinance'], (p) => expect(artefacts(`${p.title}\n${p.body}\n${p.callToAction}`)).toEqual([]));
  });

  it('opens no line with a space (“ Link on request.” when a showcase had no feedback line)', () => {
    expect(artefacts('Sharing an app.\n\n Link on request.')).toEqual([{ rule: 'stray-space', text: ' Link on request.' }]);
    expect(artefacts('Steps:\n  - indented item\n1. first')).toEqual([]);
    for (const query of ['launching a budgeting app', 'a bedtime routine app']) {
      everyPost(query, ['marketing', 'cars'], (p) => expect(artefacts(p.body).filter((f) => f.rule === 'stray-space')).toEqual([]));
    }
  });

  it('never says a phrase twice in a body (“a weekly summary, a weekly summary”)', () => {
    for (const query of ['launching a budgeting app', 'email marketing']) {
      everyPost(query, ['marketing'], (p) => expect(repeatedPhrases(`${p.body}\n${p.callToAction}`, tokens(query))).toEqual([]));
    }
  });

  it('keeps a hiring request about hiring (no story about a free checklist)', () => {
    everyPost('hiring our first marketer', ['startups'], (p) => {
      expect(missingQueryTerms('hiring our first marketer', { title: '', body: p.body })).toEqual([]);
    });
  });

  it('puts no unrelated hashtag on a post (“#Car” on a budgeting app)', () => {
    everyPost('launching a budgeting app', ['cars', 'personalfinance'], (p, c) => {
      for (const tag of p.hashTags)
        expect([tag, tagVerdict(tag, { query: 'launching a budgeting app', communityTags: c.tags, docs: c.docs })]).not.toEqual([
          tag,
          'unrelated',
        ]);
      expect(p.hashTags).not.toContain('#Car');
    });
  });

  it('comments on the post’s subject, not on “simple process” from its title', () => {
    const post = {
      title: 'New to launching a budgeting app? Here is a simple process that works',
      body: 'A lot of people ask where to start with launching a budgeting app, so here is my process.\n\n1. Define the goal first.\n2. Know who you are talking to.',
    };
    for (const tone of COMMENT_TONES) {
      for (const nonce of [1, 2, 3, 4]) {
        for (const c of writeComments({ post, community: null, tone, count: 3, nonce })) {
          expect(c.response).not.toMatch(/simple process/i);
          expect(namesSubject(c.response, 'launching a budgeting app')).toBe(true);
          expect(artefacts(c.response)).toEqual([]);
        }
      }
    }
  });

  it('rewrites a comment in other words, not just another opener (“Love this post!” → “Thanks for sharing this!”)', () => {
    const post = {
      title: 'How we launched our budgeting app with no ad budget',
      body: 'We launched our budgeting app by answering questions in threads for two months.',
    };
    for (const tone of COMMENT_TONES) {
      for (const nonce of [1, 2, 3, 4, 5]) {
        for (const original of writeComments({ post, community: null, tone, count: 3, nonce })) {
          const v = writeCommentVersion({ comment: original, tone, nonce: nonce + 100 });
          expect([original.response, differsSubstantially(original.response, v.response)]).toEqual([original.response, true]);
        }
      }
    }
  });
});
