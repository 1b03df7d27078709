// Decision 109: a generated text's check is remembered by context and text. A remembered answer must be
// exactly the check's, and a context with other rules, norms, flairs or name must never get another's.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { GeneratedPost } from '@subreddit-signal/contract';
import { communityNorms } from '../../server/src/modules/analysis';
import { blockingFindings, type CommunityContext } from '../../server/src/modules/drafts';
import { commentProblems, postProblems } from '../../server/src/modules/generation/checked';
import { postedBody } from '../../server/src/modules/generation/requirements';
import { mapPostRequirements } from '../../server/src/modules/reddit/live/mappers';
import type { CommunityRulesData, SubredditPosts } from '../../server/src/modules/reddit';
import { post } from './analysis-fixtures';

const NORMS = communityNorms(Array.from({ length: 10 }, (_, i) => post({ id: `m${i}`, title: `A post about something ${i}` })));

const found = (name: string): SubredditPosts => ({
  subreddit: { name } as SubredditPosts['subreddit'],
  posts: [],
  kind: 'snapshot',
  asOf: 0,
  dataDate: null,
});

const RECORDED = mapPostRequirements(
  JSON.parse(readFileSync(path.join(__dirname, '../fixtures/reddit-api/rules/praw-post_requirements-testsub-2020-02-10.json'), 'utf8')),
)!;

/** Rules whose requirements remove a title without 'Hello' and a body under 100 characters. */
const strict = (): CommunityRulesData => ({
  rules: [],
  requirements: { ...RECORDED, titleRegexes: ['^Hello'], bodyMinLength: 100 },
  settings: null,
  fetchedAt: 0,
  siteRules: [],
  wikiPages: [],
});

const ctxOf = (rules: CommunityRulesData | null, norms = NORMS, name = 'testsub', flairs: string[] = []): CommunityContext => ({
  found: found(name),
  rules,
  unreachable: false,
  norms,
  flairs,
});

const gp = (title: string, body: string, flairs: string[] = []): GeneratedPost => ({ title, body, callToAction: '', hashTags: [], flairs });

/** The check itself, never remembered. */
const fresh = (ctx: CommunityContext, p: GeneratedPost) =>
  blockingFindings({
    subreddit: ctx.found.subreddit.name,
    draft: { title: p.title, body: postedBody(p), link: null, flair: p.flairs[0] ?? null, galleryItems: null },
    rules: ctx.rules,
    rulesUnreachable: ctx.unreachable,
    norms: ctx.norms,
    flairs: ctx.flairs,
  }).map((f) => f.id);

const POSTS = [
  gp('Short', 'Too short.'),
  gp('Hello, a question about email', 'x '.repeat(80)),
  gp('Buy now, use code SAVE20 for 20% off', 'DM me for the link'),
  gp('Please upvote this so it reaches the front page', 'Upvotes appreciated!'),
];

describe('the check of generated texts, remembered', () => {
  it('answers as the check does, the first time and again', () => {
    for (const rules of [null, strict()]) {
      const ctx = ctxOf(rules);
      for (const p of POSTS) {
        expect(postProblems(ctx, p)).toEqual(fresh(ctx, p));
        expect(postProblems(ctx, p)).toEqual(fresh(ctx, p));
      }
    }
    // The corpus has texts the check removes and texts it passes.
    expect(POSTS.some((p) => postProblems(ctxOf(strict()), p).length > 0)).toBe(true);
    expect(POSTS.some((p) => postProblems(ctxOf(null), p).length === 0)).toBe(true);
  });

  it('never gives one context’s answer to a context with other rules, though they look alike', () => {
    const p = POSTS[0]!;
    expect(postProblems(ctxOf(null), p)).toEqual([]);
    // A new rules object (rules read again and changed) is a new context.
    const rules = strict();
    expect(postProblems(ctxOf(rules), p)).toEqual(fresh(ctxOf(rules), p));
    expect(postProblems(ctxOf(rules), p).length).toBeGreaterThan(0);
    expect(postProblems(ctxOf(null), p)).toEqual([]);
  });

  it('keeps texts that split the same characters differently apart', () => {
    const ctx = ctxOf(strict());
    const a = gp('Hello', 'x '.repeat(60));
    const b = gp('Hellox', ' '.repeat(1) + 'x '.repeat(59) + ' ');
    expect(postProblems(ctx, a)).toEqual(fresh(ctx, a));
    expect(postProblems(ctx, b)).toEqual(fresh(ctx, b));
  });

  it('reads comments through the same memory without mixing them with posts', () => {
    const ctx = ctxOf(strict());
    const c = { title: 'A reply', response: 'Please upvote this so it reaches the front page' };
    expect(commentProblems(ctx, 'Short', c)).toEqual(commentProblems(ctx, 'Short', c));
    expect(commentProblems(ctx, 'Short', c).every((id) => id !== 'title-regex')).toBe(true);
  });
});
