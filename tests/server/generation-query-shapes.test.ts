// Issue 25, decision 089: the shapes a marketer types a query in, read as the phrase the templates hold: a bare verb is a
// doing ('launch a podcast' → 'launching a podcast'), a request is what it asks for ('looking for beta testers for my
// app' → 'finding beta testers for my app', 'feedback on my landing page' → 'my landing page'), one counted thing takes
// its article ('a Black Friday sale for my candle shop'); a noun a verb opens stays a noun ('market research').
import { writePosts } from '../../server/src/modules/generation/built-in';
import type { CommunityProfile } from '../../server/src/modules/generation/community';
import { parseQuery } from '../../server/src/modules/generation/query';
import { snapshotProfiles } from '../support/community-profile';
import { everyPost } from '../support/every-post';

let profiles: Record<string, CommunityProfile> = {};

beforeAll(async () => {
  profiles = await snapshotProfiles(['youtube', 'etsy', 'startups', 'web_design', 'marketing']);
});

describe('a query read as the phrase it stands for', () => {
  it.each([
    ['launch a podcast', 'launching a podcast', 'launch'],
    ['grow my newsletter', 'growing my newsletter', 'grow'],
    ['sell handmade jewelry online', 'selling handmade jewelry online', 'sell'],
    ['plan a wedding on a budget', 'planning a wedding on a budget', null],
    ['save money on groceries', 'saving money on groceries', null],
    ['build muscle', 'building muscle', 'build'],
    ['pay off my credit card debt', 'paying off my credit card debt', null],
    ['looking for beta testers for my app', 'finding beta testers for my app', 'find'],
    ['feedback on my landing page', 'my landing page', null],
    ['Black Friday sale for my candle shop', 'a Black Friday sale for my candle shop', null],
    ['giveaway for my Etsy shop', 'a giveaway for my Etsy shop', null],
  ])('reads "%s" as "%s"', (query, label, goal) => {
    const parsed = parseQuery(query);
    expect([parsed.label, parsed.goal]).toEqual([label, goal]);
  });

  it.each([
    ['why is my sourdough so dense', 'my dense sourdough'],
    ['why does my cat scratch the couch', 'my cat scratching the couch'],
    ["why won't my PC boot", 'my PC not booting'],
    ["why isn't my bread rising", 'my bread not rising'],
    ['how much should I charge for a logo', 'pricing a logo'],
    ['how much does a website cost', 'the cost of a website'],
  ])('reads the question "%s" as what it asks about, "%s", and keeps it as the help title', (query, label) => {
    const parsed = parseQuery(query);
    expect(parsed.label).toBe(label);
    expect(parsed.question).toMatch(/\?$/);
  });

  it('shows things in the plural as more of them', () => {
    const titles = [];
    for (let nonce = 1; nonce <= 30; nonce++)
      titles.push(
        ...writePosts({
          community: profiles.marketing!,
          searchQuery: 'Notion templates',
          template: 'Project showcase',
          writingStyle: 'Sarcastic',
          count: 2,
          nonce,
        }).map((p) => p.title),
      );
    expect(titles.filter((t) => /\banother Notion templates\b|\bhere is mine\b/.test(t))).toEqual([]);
    expect(titles).toContainEqual('The world needed more Notion templates, so here are mine');
  });

  it('leaves nouns a verb could open, advice asked for and what already reads as it is', () => {
    for (const [q, label] of [
      ['market research', 'market research'],
      ['launch day checklist', 'launch day checklist'],
      ['build log', 'build log'],
      ['open source tools for designers', 'open source tools for designers'],
      ['stop motion animation', 'stop motion animation'],
      ['travel insurance', 'travel insurance'],
      ['design systems for startups', 'design systems for startups'],
      ['launching a budgeting app', 'launching a budgeting app'],
      ['email marketing for a small bakery', 'email marketing for a small bakery'],
      ['looking for tips on SEO', 'SEO'],
    ])
      expect([q, parseQuery(q).label]).toEqual([q, label]);
    expect(parseQuery('market research').goal).toBeNull();
  });

  it.each([
    ['youtube', 'promote my YouTube channel', /\b(?:with|on|about) promote\b|\ba promoting\b|\bpromote (?:a|my) YouTube channel\b/i],
    ['etsy', 'grow my Etsy shop', /\b(?:with|on|about) grow\b|\ba growing\b|\bgrow (?:an|my) Etsy shop\b/i],
    ['startups', 'looking for beta testers for my app', /\blooking for beta testers\b/i],
    ['web_design', 'feedback on my landing page', /\bfeedback on my landing page\b/i],
    ['etsy', 'Black Friday sale for my candle shop', /\b(?:with|on|about|of|back:) Black Friday sale\b/],
  ])('on r/%s, "%s" is never pasted as typed into a sentence', (name, query, pasted) => {
    const texts = everyPost(profiles[name]!, query, { nonce: 3 }).map((p) => `${p.title}\n${p.body}`);
    expect(texts.filter((t) => pasted.test(t))).toEqual([]);
  });
});
