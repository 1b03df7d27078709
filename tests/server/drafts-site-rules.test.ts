// Decision 024: Reddit-wide rules with their text quoted, promotion judged by what the draft does,
// rules that point to the wiki or a daily thread, and the labelled set's figures.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CommunityNormsInfo } from '@subreddit-signal/contract';
import { checkDraft, type Draft } from '../../server/src/modules/drafts';
import { breakingKinds, evaluateLabelled, ruleKindOf, type LabelledSet } from '../../server/src/modules/drafts/check/labelled';
import { REDDIT_CONTENT_POLICY, siteBreaches } from '../../server/src/modules/drafts/check/site-rules';
import type { CommunityRulesData } from '../../server/src/modules/reddit';
import { mapRulesAnswer, mapWikiPage, wikiPagesNamed } from '../../server/src/modules/reddit/live/mappers';

const fixture = (name: string) => JSON.parse(readFileSync(path.join(__dirname, '../fixtures/reddit-api/rules', name), 'utf8')) as unknown;
const NO_NORMS: CommunityNormsInfo = {
  postsAnalysed: 0,
  topPosts: 0,
  titleLength: null,
  postTypes: [],
  linkDomains: [],
  flairShare: 0,
  flairs: [],
  selfPromotionShare: 0,
  bestTimes: [],
};
const draft = (d: Partial<Draft>): Draft => ({ title: 'A title', body: '', link: null, flair: null, galleryItems: null, ...d });
const check = (d: Partial<Draft>, rules: CommunityRulesData | null, sub = 'gymfolk') =>
  checkDraft({ subreddit: sub, draft: draft(d), rules, rulesUnreachable: false, norms: NO_NORMS, flairs: [] });

/** The report: rules that are two pointers ('read the rules', 'read the wiki') plus Reddit's site rules. */
const GYM_ANSWER = {
  rules: [
    { kind: 'all', short_name: 'Read the Rules Before Posting', description: '', priority: 0 },
    { kind: 'all', short_name: 'Read the Wiki Before Posting', description: 'See [the wiki](/r/gymfolk/wiki/faq).', priority: 1 },
  ],
  site_rules: ['Spam', 'Personal and confidential information', 'Threatening, harassing, or inciting violence'],
};
const gymRules = (wikiText: string | null): CommunityRulesData => {
  const m = mapRulesAnswer(GYM_ANSWER)!;
  return {
    rules: m.rules,
    siteRules: m.siteRules,
    requirements: null,
    settings: null,
    fetchedAt: 0,
    wikiPages: wikiPagesNamed('gymfolk', m.rules).map((page) => ({ page, text: wikiText })),
  };
};

describe("Reddit-wide rules, on the issue's drafts", () => {
  it('a threat to a named gym member, a phone number and address, an affiliate supplement sale: each likely removed, quoting the site rule and the words', () => {
    const threat = check(
      { title: 'To the guy who hogs the rack', body: "Dave, if you hog it again I'm going to break your legs." },
      gymRules(null),
    );
    expect(threat.score).toBeLessThan(80);
    const t = threat.findings.find((f) => f.id === 'site-threats')!;
    expect(t).toMatchObject({
      severity: 'likely-removed',
      offending: "I'm going to break your legs",
      evidence: {
        kind: 'site-rule',
        label: "Reddit-wide rule (as r/gymfolk's rules list it): Threatening, harassing, or inciting violence",
      },
    });
    expect(threat.verdict).not.toBe('Nothing we can see stands against it.');

    const dox = check(
      { title: 'Warning about a trainer', body: 'His number is 555-201-7788 and he lives at 42 Maple Street.' },
      gymRules(null),
    );
    expect(dox.findings.find((f) => f.id === 'site-personal-info')).toMatchObject({
      offending: '555-201-7788',
      evidence: { text: expect.stringContaining('Personal and confidential information') },
    });

    const sale = check(
      { title: 'Pre-workout that works', body: 'Use code GAINS20 for 20% off: https://supps.example.com/pre?ref=liftguy' },
      gymRules(null),
    );
    expect(sale.findings.find((f) => f.id === 'site-spam')!.offending).toContain('https://supps.example.com/pre?ref=liftguy');
  });

  it('without a rules answer the bundled Content Policy text is the evidence', () => {
    const r = check({ title: 'Please upvote so this reaches the top', body: '' }, null, 'marketing');
    expect(r.findings.find((f) => f.id === 'site-vote-manipulation')!.evidence).toEqual({
      kind: 'site-rule',
      label: `Reddit Content Policy, ${REDDIT_CONTENT_POLICY['vote-manipulation'].title}`,
      text: REDDIT_CONTENT_POLICY['vote-manipulation'].text,
    });
    expect(r.notVisible.some((n) => n.includes('unknown without a live Reddit connection'))).toBe(true);
  });

  it('the coupon-code hard sell is not "should survive", and promotion is not a good sign where rules are unknown', () => {
    const r = check(
      { title: 'BEST deal', body: 'BEST course ever, buy now! Use code REDDIT50, DM me. https://shop.example.com/pricing' },
      null,
      'marketing',
    );
    expect(r.findings.some((f) => f.id === 'site-spam' && f.severity === 'likely-removed')).toBe(true);
    expect(r.findings.some((f) => f.severity === 'good' && /promot/i.test(f.title))).toBe(false);
    expect(r.score).toBeLessThanOrEqual(75);
  });

  it('ordinary drafts break no Reddit-wide rule', () => {
    for (const d of [
      { title: 'I started a bakery and it failed', body: 'Here is what I learned about rent, from 2019 to 2024.' },
      { title: 'We killed it at the trade show', body: '300 leads from one booth.' },
      { title: 'Why do posts with numbers get more upvotes?', body: 'I looked at 2,000 titles.' },
      { title: 'Marketing an adult shop [NSFW]', body: 'Ad networks ban explicit content, what works?' },
      { title: 'Is Tim Cook a fraud?', body: 'Apple keeps raising prices.' },
      { title: 'Our Q4 results', body: 'Revenue up 12%. Our office line is 020 7946 0958 if you have questions.' },
    ])
      expect(siteBreaches(draft(d))).toEqual([]);
    expect(siteBreaches(draft({ title: 'Nude photo shoot tips', body: '', nsfw: true }))).toEqual([]);
  });
});

describe('drafts tried after the labelled set was written', () => {
  it('a private person named through a relationship and accused, upvotes asked for politely, a Product Hunt launch', () => {
    expect(siteBreaches(draft({ title: 'My landlord Peter Walsh is a crook' })).map((b) => b.kind)).toEqual(['personal-info']);
    expect(
      siteBreaches(draft({ title: 'Crossposting for visibility', body: 'Would appreciate upvotes on my original post.' })).map(
        (b) => b.kind,
      ),
    ).toEqual(['vote-manipulation']);
    const launch = check(
      { title: 'Launching today!', body: 'We are live on Product Hunt, would love your support.' },
      { rules: [{ shortName: 'No self-promotion' }], requirements: null, settings: null, fetchedAt: 0 },
      'startups',
    );
    expect(breakingKinds(launch).has('promotion-rule')).toBe(true);
  });
});

describe('what the unseen set taught (decision 033), on wording of its own', () => {
  it('speaking as Reddit without "I am" is impersonation; talking about Reddit staff is not', () => {
    for (const body of [
      'Reddit safety team here: we are auditing this subreddit.',
      'Speaking on behalf of the admins, this sub closes Friday.',
      "Hello, I'm the CTO of Reddit and I read this sub.",
    ])
      expect(siteBreaches(draft({ title: 'Notice', body })).map((b) => b.kind)).toEqual(['impersonation']);
    for (const body of ['The CEO of Reddit said in an interview that the API will change.', 'Has anyone heard back from the admins here?'])
      expect(siteBreaches(draft({ title: 'API news', body }))).toEqual([]);
  });

  it('a title that talks about NSFW is not a label: explicit content in it still needs the flag or a tag', () => {
    const talk = { title: 'Why does the NSFW filter let explicit photos through?', body: 'Naked pictures show up in my feed.' };
    expect(siteBreaches(draft(talk)).map((b) => b.kind)).toEqual(['nsfw']);
    expect(siteBreaches(draft({ ...talk, nsfw: true }))).toEqual([]);
    for (const title of [
      '[NSFW] Naked bike ride photos',
      'Naked bike ride photos (nsfl)',
      'NSFW: naked bike ride photos',
      'Naked bike ride photos nsfw',
    ])
      expect(siteBreaches(draft({ title }))).toEqual([]);
  });

  it('sending readers after someone is harassment; an organisation "here" asking for credentials is impersonation', () => {
    expect(
      siteBreaches(draft({ title: 'Worst landlord ever', body: 'Call him and let him know how you feel.' })).map((b) => b.kind),
    ).toEqual(['threats']);
    expect(siteBreaches(draft({ title: 'Found my lost dog thanks to a stranger', body: 'Call her and thank her? I did.' }))).toEqual([]);
    expect(
      siteBreaches(draft({ title: 'PayPal Security Team here', body: 'Your wallet is frozen. Send us your password to restore it.' })).map(
        (b) => b.kind,
      ),
    ).toEqual(['impersonation']);
    expect(siteBreaches(draft({ title: 'Mozilla support here, AMA about Firefox profiles', body: 'Ask anything.' }))).toEqual([]);
  });

  it('graphic words are NSFW when the post shows something, not when it talks about a film', () => {
    expect(
      siteBreaches(draft({ title: 'Dashcam clip of the pile-up, mangled cars', link: 'https://v.redd.it/abc' })).map((b) => b.kind),
    ).toEqual(['nsfw']);
    expect(siteBreaches(draft({ title: 'Saving Private Ryan and its gory opening', body: 'Why it still works as filmmaking.' }))).toEqual(
      [],
    );
  });

  it('a question that carries its specifics is not a beginner question', () => {
    const rules: CommunityRulesData = {
      rules: [{ kind: 'link', shortName: 'Simple questions go in the daily thread', description: 'Read the FAQ first.' }],
      requirements: null,
      settings: null,
      fetchedAt: 0,
    };
    const body = 'My cron runs `npm run sync` at 02:00 but the log shows exit_code=137 every night since the upgrade; memory is at 60%.';
    expect(breakingKinds(check({ title: 'Why does my job get killed at night?', body }, rules, 'devops')).has('points-elsewhere')).toBe(
      false,
    );
    expect(breakingKinds(check({ title: 'Why does my job get killed at night?' }, rules, 'devops')).has('points-elsewhere')).toBe(true);
  });

  it('a rule sending a kind of request to another community catches that request only', () => {
    const rules: CommunityRulesData = {
      rules: [{ kind: 'all', shortName: 'Requests', description: 'Do not ask for logos here, use r/logodesign instead.' }],
      requirements: null,
      settings: null,
      fetchedAt: 0,
    };
    const kinds = (d: Partial<Draft>) => breakingKinds(check(d, rules, 'design'));
    expect(kinds({ title: 'Could anyone design a logo for my bakery?', body: 'I can pay $20.' }).has('points-elsewhere')).toBe(true);
    expect(
      kinds({ title: 'How I redrew our logo in a weekend', body: 'Process shots and the grid I used. '.repeat(15) }).has(
        'points-elsewhere',
      ),
    ).toBe(false);
    expect(kinds({ title: 'Could anyone recommend a font for a menu?' }).has('points-elsewhere')).toBe(false);
  });

  it('a rule sending general questions to another community catches short questions', () => {
    const rules: CommunityRulesData = {
      rules: [
        { kind: 'all', shortName: 'Topic', description: 'This sub is for the API. For account questions, head to [r/help](/r/help).' },
      ],
      requirements: null,
      settings: null,
      fetchedAt: 0,
    };
    expect(breakingKinds(check({ title: 'Why was my account suspended?' }, rules, 'dev')).has('points-elsewhere')).toBe(true);
    expect(ruleKindOf('rule-1-requests-elsewhere')).toBe('points-elsewhere');
  });
});

describe('rules that point elsewhere', () => {
  it('wiki pages the rules name: the live source asks for them; the wiki lines are read like rules', () => {
    expect(wikiPagesNamed('gymfolk', mapRulesAnswer(GYM_ANSWER)!.rules)).toEqual(['faq']);
    expect(wikiPagesNamed('gymfolk', [{ shortName: 'Read the wiki before posting' }])).toEqual(['index']);
    expect(wikiPagesNamed('gymfolk', [{ shortName: 'x', description: 'see /r/other/wiki/rules' }])).toEqual([]);
    expect(mapWikiPage({ kind: 'wikipage', data: { content_md: '1. No promotion' } })).toBe('1. No promotion');
    expect(mapWikiPage({ kind: 'Listing' })).toBeNull();

    const wiki =
      '# Rules\n\n1. No self-promotion, affiliate links or discount codes.\n2. Beginner questions go in the Daily Simple Questions thread.';
    const promo = check({ title: 'My coaching program is live', body: 'Sign up at https://coach.example.com' }, gymRules(wiki));
    expect(promo.findings.find((f) => f.id === 'wiki-faq-self-promotion')).toMatchObject({
      severity: 'likely-removed',
      evidence: { kind: 'wiki', label: 'Wiki page faq', text: 'No self-promotion, affiliate links or discount codes.' },
    });
    const beginner = check({ title: 'Newbie here, any tips?', body: '' }, gymRules(wiki));
    expect(breakingKinds(beginner).has('points-elsewhere')).toBe(true);
  });

  it('a wiki page Reddit would not give is said to be unread, never guessed', () => {
    const r = check({ title: 'Six months of squats', body: 'Numbers inside.' }, gymRules(null));
    expect(r.notVisible.some((n) => n.includes('wiki page “faq”, which Reddit would not give us'))).toBe(true);
  });

  it('a daily-thread rule catches short beginner questions, not write-ups or link posts', () => {
    const rules: CommunityRulesData = {
      rules: [{ kind: 'link', shortName: 'Simple questions go in the daily thread', description: 'Read the FAQ first.' }],
      requirements: null,
      settings: null,
      fetchedAt: 0,
    };
    expect(breakingKinds(check({ title: 'Should I pay off debt or invest?' }, rules, 'pf')).has('points-elsewhere')).toBe(true);
    expect(
      breakingKinds(check({ title: 'How we paid off $80k', body: 'Month by month. '.repeat(40) }, rules, 'pf')).has('points-elsewhere'),
    ).toBe(false);
    expect(
      breakingKinds(check({ title: 'Is this report right?', link: 'https://example.org/r' }, rules, 'pf')).has('points-elsewhere'),
    ).toBe(false);
  });

  it('the real r/WhatCouldGoWrong answer: its site rules are quoted from the answer', () => {
    const m = mapRulesAnswer(fixture('draw-about-rules-whatcouldgowrong-2017-10-26.json'))!;
    expect(m.siteRules).toEqual(['Spam', 'Personal and confidential information', 'Threatening, harassing, or inciting violence']);
    expect(mapRulesAnswer({ nope: 1 })).toBeNull();
  });
});

describe('the labelled set', () => {
  const set = JSON.parse(readFileSync(path.join(__dirname, '../fixtures/draft-check/labelled.json'), 'utf8')) as LabelledSet;
  const report = evaluateLabelled(set, (name) => fixture(name));

  it('every kind of rule has breaking and fine drafts in both splits', () => {
    for (const split of ['tune', 'holdout'] as const) {
      const r = evaluateLabelled(set, (name) => fixture(name), split);
      for (const k of r.kinds) expect([k.kind, k.positives > 0, k.negatives > 0]).toEqual([k.kind, true, true]);
    }
  });

  it('meets the aim on the whole set: recall ≥ 0.85 and false positives ≤ 0.1 per kind', () => {
    for (const k of report.kinds) {
      expect([k.kind, k.recall! >= 0.85]).toEqual([k.kind, true]);
      expect([k.kind, k.falsePositiveRate! <= 0.1]).toEqual([k.kind, true]);
    }
  });

  it('finding ids map to the measured kinds', () => {
    expect(ruleKindOf('site-threats')).toBe('threats');
    expect(ruleKindOf('rule-3-self-promotion')).toBe('promotion-rule');
    expect(ruleKindOf('wiki-faq-questions')).toBe('points-elsewhere');
    expect(ruleKindOf('rule-2-nsfw-tag')).toBe('nsfw');
    expect(ruleKindOf('norm-title-length')).toBeNull();
  });
});
