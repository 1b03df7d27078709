// Decision 024: Reddit-wide rules with their text quoted, promotion judged by what the draft does,
// rules that point to the wiki or a daily thread, and the labelled set's figures.
import { NO_NORMS } from '../../server/src/modules/drafts/check/check-draft';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkDraft, type Draft } from '../../server/src/modules/drafts';
import { breakingKinds, evaluateLabelled, ruleKindOf, type LabelledSet } from '../../server/src/modules/drafts/check/labelled';
import { REDDIT_CONTENT_POLICY, siteBreaches } from '../../server/src/modules/drafts/check/site-rules';
import type { CommunityRulesData } from '../../server/src/modules/reddit';
import { mapRulesAnswer, mapWikiPage, wikiPagesNamed } from '../../server/src/modules/reddit/live/mappers';

const fixture = (name: string) => JSON.parse(readFileSync(path.join(__dirname, '../fixtures/reddit-api/rules', name), 'utf8')) as unknown;
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

describe('decision 046: the site rules on real posts and on drafts written after each round', () => {
  const kinds = (d: Partial<Draft>) => siteBreaches(draft(d)).map((b) => b.kind);

  it("a feed's campaign tag is no referral; a campaign tagged for Reddit, a referral id and Amazon's tag are", () => {
    expect(kinds({ title: 'Court rules on the merger', link: 'https://news.example.com/a/merger?utm_source=rss&utm_medium=feed' })).toEqual(
      [],
    );
    expect(kinds({ title: 'Section link', link: 'https://paper.example.com/story?ref=business' })).toEqual([]);
    expect(kinds({ title: 'My favourite kettle', body: 'https://kettles.example.com/k1?utm_source=reddit' })).toEqual(['spam']);
    expect(kinds({ title: 'My favourite kettle', body: 'https://kettles.example.com/k1?ref=tom77' })).toEqual(['spam']);
    expect(kinds({ title: 'My favourite kettle', body: 'https://www.amazon.de/dp/B01?tag=kettlefan-21' })).toEqual(['spam']);
  });

  it('a link written without its scheme counts; a file name does not', () => {
    expect(kinds({ title: 'All my presets in one place', body: 'Grab them at bit.ly/presetpack' })).toEqual(['spam']);
    expect(kinds({ title: 'Why does index.js load twice?', body: 'Node.js 20, plain require.' })).toEqual([]);
  });

  it('a code with a discount sells when nobody says whose it is; the owner saying so leaves it to the community rules', () => {
    expect(kinds({ title: 'These running socks are great', body: 'Code TRAIL15 takes 15% off at checkout.' })).toEqual(['spam']);
    expect(kinds({ title: 'Our shop turns one', body: 'Code TRAIL15 takes 15% off at checkout.' })).toEqual([]);
    expect(kinds({ title: 'Printer jam', body: 'It shows error code E404 and stops.' })).toEqual([]);
  });

  it('scams and follow-for-entry giveaways are spam whoever posts them; a messenger beside money is a sign', () => {
    expect(kinds({ title: 'Free Spotify premium accounts', body: 'Fresh list every day.' })).toEqual(['spam']);
    expect(kinds({ title: 'Giveaway!', body: 'Winner gets a keyboard. Follow @keebshop and tag a friend to enter.' })).toEqual(['spam']);
    expect(kinds({ title: 'Forex made simple', body: 'I share my trades daily, join on Telegram, it is free to start.' })).toContain(
      'spam',
    );
    expect(kinds({ title: 'Our study group moved', body: 'Join our Discord server if you want to practise together.' })).toEqual([]);
  });

  it("a number is someone's only beside a person; the poster's own, an office's or a format's example is not", () => {
    expect(kinds({ title: 'Lost cat', body: 'She is grey and shy. Call me at 415-555-0132 if you see her.' })).toEqual([]);
    expect(kinds({ title: 'Input mask', body: 'How do I format numbers like (212) 555-0175 as people type?' })).toEqual([]);
    expect(kinds({ title: 'Senate vote', body: 'The office line is (202) 224-3121, ask for the staffer on duty.' })).toEqual([]);
    expect(kinds({ title: 'Warning', body: 'This guy sold me a fake watch, his cell is (415) 555-0199.' })).toEqual(['personal-info']);
    expect(kinds({ title: 'Noisy neighbour', body: 'He will not stop, his number is 020 7946 0958 if anyone knows him.' })).toEqual([
      'personal-info',
    ]);
    expect(kinds({ title: 'Server logs', body: 'The requests all come from 149.154.158 and nowhere else.' })).toEqual([]);
  });

  it('a street number is an address only where it is someone’s or written out in full', () => {
    expect(kinds({ title: '22 Acacia Avenue is still my favourite song' })).toEqual([]);
    expect(kinds({ title: 'The contractor who vanished', body: 'Find him at 9 Willow Road, Leeds, he never finished our roof.' })).toEqual([
      'personal-info',
    ]);
  });

  it('someone identified and located is exposed; a public figure or a tribute is not', () => {
    expect(
      kinds({ title: 'Meet the bully', body: 'Mr. Halvorsen drives the red pickup and he teaches at Northgate Middle, room 4.' }),
    ).toContain('personal-info');
    expect(kinds({ title: 'Thank you to Anna Ruiz', body: 'She teaches at Northgate Middle and she changed my life.' })).toEqual([]);
    expect(kinds({ title: 'Tim Cook on privacy', body: 'The CEO says he works at Apple for the long run.' })).toEqual([]);
  });

  it('threats as whole sentences and ultimatums; play and idioms are not', () => {
    expect(kinds({ title: 'My neighbour again', body: "If he blocks my drive again I'll put him in the hospital." })).toEqual(['threats']);
    expect(
      kinds({ title: 'To the person who took my bag', body: 'You have until tonight, or your family will hear from me and regret it.' }),
    ).toEqual(['threats']);
    expect(kinds({ title: 'Thanks for the report', body: "I'll get right on fixing that." })).toEqual([]);
    expect(kinds({ title: 'Boss fight', body: "I'm going to put him in the ground this time, the boss on level 3 is mine." })).toEqual([]);
  });

  it('an organisation introducing itself with a threat to the account is impersonation; a plain notice is not', () => {
    expect(
      kinds({
        title: 'Account notice',
        body: 'This is the Discord Trust and Safety team. Your account will be suspended unless you verify.',
      }),
    ).toEqual(['impersonation']);
    expect(
      kinds({ title: 'Weekly thread', body: 'We are the mods of this subreddit: the questions thread now goes up on Mondays.' }),
    ).toEqual([]);
  });
});

describe('decision 060: menace without a set phrase, votes asked of a group, claims without proof', () => {
  const kinds = (d: Partial<Draft>) => siteBreaches(draft(d)).map((b) => b.kind);

  it('implied menace, a weapon at hand, holding someone’s details, readers sent to a page or inbox', () => {
    expect(kinds({ title: 'To whoever dented my van', body: 'Do it again and see what happens.' })).toEqual(['threats']);
    expect(kinds({ title: 'Package thief', body: "I keep a crowbar by the door and I've got nothing to lose." })).toEqual(['threats']);
    expect(kinds({ title: 'To the troll', body: 'I found your home address last night. Enjoy your final days online.' })).toEqual([
      'threats',
    ]);
    expect(kinds({ title: 'This seller ghosted me', body: 'Go to his shop page and tell him what a joke he is.' })).toEqual(['threats']);
    expect(kinds({ title: 'She blocked me', body: 'Blow up her DMs until she answers.' })).toEqual(['threats']);
    expect(kinds({ title: 'That bully', body: 'I will smash both of his knees when I see him.' })).toEqual(['threats']);
  });

  it('idioms and reports of a threat are not threats (real posts that stayed up)', () => {
    expect(kinds({ title: 'Ginger ale trick', body: "If you skip the Tabasco, you're going to have a bad time." })).toEqual([]);
    expect(kinds({ title: 'Spoilers', body: 'Saying there is a twist means you will never see it coming, so do not.' })).toEqual([]);
    expect(kinds({ title: 'On the bus', body: 'He said he would break my jaw. I got off early. How do you cope?' })).toEqual([]);
    expect(kinds({ title: 'Old gear', body: 'I have a hammer from my grandfather and nothing to lose by restoring it.' })).toEqual([]);
  });

  it('votes asked of a group, traded, or cast from other accounts; talk about votes is not', () => {
    expect(kinds({ title: 'Contest', body: 'Could a few of you upvote my entry? It is the blue one.' })).toEqual(['vote-manipulation']);
    expect(kinds({ title: 'That thread', body: "Let's all go there and downvote it into the ground." })).toEqual(['vote-manipulation']);
    expect(kinds({ title: 'Growth tip', body: 'My alt accounts upvote everything I post in the first minute.' })).toEqual([
      'vote-manipulation',
    ]);
    expect(kinds({ title: 'Join us', body: 'We run an upvote pod: 20 of us upvote each new post.' })).toEqual(['vote-manipulation']);
    expect(kinds({ title: 'Photo contest', body: 'Most upvotes wins. Everyone please vote for mine, the red barn!' })).toEqual([
      'vote-manipulation',
    ]);
    expect(kinds({ title: 'Store closing', body: 'Some of you will want to downvote this on instinct, but hear me out.' })).toEqual([]);
    expect(kinds({ title: 'CFA posts?', body: 'If nobody wants this, downvote this to oblivion.' })).toEqual([]);
    expect(kinds({ title: 'Election day', body: 'Polls close at 8. Whoever you support, go vote.' })).toEqual([]);
  });

  it('a login, a code or card details asked for; someone famous or on the staff with an assurance instead of proof', () => {
    expect(kinds({ title: 'Security check', body: 'Reply to this post with your email and password to stay verified.' })).toEqual([
      'impersonation',
    ]);
    expect(kinds({ title: 'Account review', body: 'DM me your Google authenticator code so I can confirm you are human.' })).toEqual([
      'impersonation',
    ]);
    expect(kinds({ title: "Hi, I'm Gordon Ramsay, AMA", body: 'It is really me, no proof needed.' })).toEqual(['impersonation']);
    expect(
      kinds({ title: "I'm a senior engineer at Tesla, ask me anything", body: "I can't share my badge, you will have to trust me." }),
    ).toEqual(['impersonation']);
    expect(kinds({ title: 'Archive password', body: 'Could someone give me a hint to what the password on these old zips was?' })).toEqual(
      [],
    );
    expect(kinds({ title: 'I met Dolly Parton', body: 'She signed my guitar. No proof, I forgot my phone.' })).toEqual([]);
  });

  it('deadlines with a menace, knowing where someone lives, threads sent below zero, accounts sold, a price beside "DM me"', () => {
    expect(kinds({ title: 'My roommate owes me rent', body: "He has until Friday. After that he'll see what I'm capable of." })).toEqual([
      'threats',
    ]);
    expect(kinds({ title: 'That reviewer', body: 'We know where he works. Leave him a review he will never forget.' })).toContain(
      'threats',
    );
    expect(kinds({ title: 'r/othersub is laughing at us', body: 'Make sure that thread ends up in the negatives.' })).toEqual([
      'vote-manipulation',
    ]);
    expect(kinds({ title: 'Overdraft again', body: 'My balance goes into the negatives every month. Tips?' })).toEqual([]);
    expect(kinds({ title: 'Aged account, 9 years', body: 'Selling high-karma accounts. Clean history, $150 in crypto, DM me.' })).toEqual(
      expect.arrayContaining(['spam', 'vote-manipulation']),
    );
    expect(kinds({ title: 'TIL', body: 'In the film, the villain\'s license plate is "IS 5416", a nod to Isaiah.' })).toEqual([]);
  });

  it('quoted words are someone else’s; harm promised as what someone will need, or as what they deserve', () => {
    expect(kinds({ title: 'Best villain lines', body: 'Her "I will end you, all of you" speech gave me chills.' })).toEqual([]);
    expect(
      kinds({ title: 'Xbox chat is wild', body: "Half my messages say 'I'm going to find you and hurt you' for winning a match." }),
    ).toEqual([]);
    expect(kinds({ title: 'That mechanic', body: 'If he rips me off again he is going to need a surgeon.' })).toEqual(['threats']);
    expect(kinds({ title: 'To my old boss', body: 'People like you get what they deserve, and I will make sure you do.' })).toEqual([
      'threats',
    ]);
  });

  it('a famous name speaking with a "verified" giveaway, crypto doubled, a bare code beside a discount, free Nitro', () => {
    expect(kinds({ title: 'Giving back', body: 'MrBeast here. This is a verified giveaway: first 100 replies win.' })).toContain(
      'impersonation',
    );
    expect(kinds({ title: 'Limited event', body: 'Send $50 in ETH to the wallet below and receive twice that back.' })).toContain('spam');
    expect(kinds({ title: 'My skin is glowing', body: 'Enter GLOW15 at checkout for 15% off, thank me later.' })).toContain('spam');
    expect(kinds({ title: 'Free Nitro', body: 'Grab free Discord Nitro codes here before they run out.' })).toContain('spam');
    expect(kinds({ title: 'Coach here', body: 'Our team here has practice at 6. Bring water.' })).toEqual([]);
  });

  it('veiled harm to people or property, vote rings, an account "limited" by a lookalike link; a warning or an AMA with proof is not', () => {
    expect(kinds({ title: 'My ex', body: "I'll return the favour with interest, wait and see." })).toEqual(['threats']);
    expect(
      kinds({ title: 'Those neighbours', body: 'Somebody here should teach them a lesson. Their tyres are so easy to slash.' }),
    ).toEqual(['threats']);
    expect(kinds({ title: 'Growth hack', body: 'Our group chat upvotes each other’s posts within a minute.' })).toEqual([
      'vote-manipulation',
    ]);
    expect(
      kinds({ title: 'Account notice', body: 'Coinbase has limited your account. Unlock it at coinbase-unlock-access.com today.' }),
    ).toContain('impersonation');
    expect(
      kinds({ title: 'PSA: phishing going around', body: 'Do not click coinbase-unlock-access.com, it is a scam. Report and block.' }),
    ).toEqual([]);
    expect(
      kinds({
        title: "I'm Jane Doe, author of Night Harbor, AMA",
        body: "Yes it's really me, [here's](https://twitter.com/janedoe/status/1) my verification.",
      }),
    ).toEqual([]);
    expect(kinds({ title: "I'm Jane Doe, author of Night Harbor, AMA", body: "It's really me, trust me." })).toContain('impersonation');
  });

  it('a menace about witnesses, a pile-on until someone quits, karma asked for, a login asked by "the mods", loans on a messenger', () => {
    expect(kinds({ title: 'That referee', body: 'He had better pray nobody is watching next time.' })).toEqual(['threats']);
    expect(kinds({ title: 'Copycat shop', body: 'Keep leaving one-star reviews until she closes her shop for good.' })).toEqual([
      'threats',
    ]);
    expect(kinds({ title: 'New here', body: 'Trying to hit 50 karma so I can post in r/pics, thanks!' })).toEqual(['vote-manipulation']);
    expect(kinds({ title: 'Mod notice', body: 'DM me the username and password you log in with to keep your account.' })).toContain(
      'impersonation',
    );
    expect(kinds({ title: 'Bills piling up?', body: 'Payday loans approved in an hour, message me on Telegram.' })).toContain('spam');
    expect(kinds({ title: 'Black Friday', body: 'With CYBER40 the course is $30 today only, link below.' })).toContain('spam');
    expect(
      kinds({ title: 'Lost my zip password', body: 'Could anyone give me a hint to what the password on old WinZip files was?' }),
    ).toEqual([]);
  });

  it('sold engagement, job and team-building schemes, prizes that need a card, paid referrals', () => {
    expect(kinds({ title: 'Grow your channel', body: '500 YouTube subscribers for $25, PM me.' })).toEqual(['spam']);
    expect(kinds({ title: 'Census', body: 'We had a census at 10k subscribers, how about one for 20k?' })).toEqual([]);
    expect(kinds({ title: 'Remote job', body: '$600 a week, no experience, leave your WhatsApp number below.' })).toEqual(['spam']);
    expect(kinds({ title: 'Moms!', body: 'I earn $2.5k a month from my phone. Join my team, comment YES and I will DM you.' })).toEqual([
      'spam',
    ]);
    expect(kinds({ title: 'You have won!', body: 'Claim your gift card: enter your card details to pay the $2 fee.' })).toEqual(['spam']);
    expect(kinds({ title: 'This budgeting app is great', body: 'Sign up with my invite code SAVE2GO and we both get $10.' })).toEqual([
      'spam',
    ]);
    expect(kinds({ title: 'Exam week', body: 'We take your online exam for you, guaranteed pass, fair rates.' })).toEqual(['spam']);
  });
});

describe('decision 063: threats told by hints, aftermath and visits, sales with a deadline, insiders and mods asking for accounts', () => {
  const kinds = (d: Partial<Draft>) => siteBreaches(draft(d)).map((b) => b.kind);

  it('two kinds of menace aimed at someone are a threat; one alone, or a question about what to do, is not', () => {
    expect(
      kinds({ title: 'My old coach', body: 'I know what time he gets off work. He will learn the hard way, let us just say.' }),
    ).toEqual(['threats']);
    expect(
      kinds({
        title: 'To the guy who keyed my car',
        body: "Keep parking there and see how long you keep feeling safe. You've been warned.",
      }),
    ).toEqual(['threats']);
    expect(kinds({ title: 'Lessons', body: 'I found out the hard way that he never reads the contract.' })).toEqual([]);
    expect(
      kinds({ title: 'Late nights', body: 'I know when he gets home from work and he is exhausted. What should I do to help him?' }),
    ).toEqual([]);
    expect(kinds({ title: 'Renting', body: 'Think twice before signing a lease with them, they never fix anything.' })).toEqual([]);
  });

  it('harm as where someone ends up, a visit, a regret, a wait, a promise; an ambulance in an ordinary story is not', () => {
    expect(kinds({ title: 'My neighbour', body: 'If he parks in my spot again he is going home in a wheelchair.' })).toEqual(['threats']);
    expect(kinds({ title: 'That troll', body: 'Somebody ought to pay him a friendly visit.' })).toEqual(['threats']);
    expect(kinds({ title: 'Office drama', body: 'He is going to regret ever crossing me.' })).toEqual(['threats']);
    expect(kinds({ title: 'The ref', body: "We'll be waiting in the parking lot after the match." })).toEqual(['threats']);
    expect(kinds({ title: 'Grandpa', body: 'He left in an ambulance after the fall but he is home now and doing well.' })).toEqual([]);
  });

  it('a sale with a deadline, an order link, a follow-to-enter giveaway across title and body, a group asked to upvote or paid for it', () => {
    expect(
      kinds({ title: 'Best sleep of my life', body: 'Their bundle is 40% off if you order from sleepwell-official.store before Friday.' }),
    ).toEqual(['spam']);
    expect(kinds({ title: 'Giving away a Switch', body: 'Just follow my Instagram @switchdeals and comment below.' })).toEqual(['spam']);
    expect(
      kinds({
        title: 'Free masterclass',
        body: "I'm hosting a free webinar on Friday. Seats are limited, register at growthclass.live now.",
      }),
    ).toEqual(['spam']);
    expect(
      kinds({ title: 'Our new single', body: 'If everyone in the group chat could smash that upvote button tonight, we trend.' }),
    ).toEqual(['vote-manipulation']);
    expect(kinds({ title: 'Karma', body: 'Willing to pay $5 for upvotes on my last post.' })).toEqual(['vote-manipulation']);
    expect(kinds({ title: 'Warning', body: "Don't buy from cheapdeals.com, the sale never shipped." })).toEqual([]);
  });

  it('a mod team named by its community asking for account details, an insider who cannot show proof, a person named with a workplace', () => {
    expect(kinds({ title: 'Message from the r/gardening mod team', body: 'Reply with your account email to stay verified.' })).toEqual([
      'impersonation',
    ]);
    expect(
      kinds({
        title: 'Leak',
        body: "Dev here, I work on the Halo team. Can't say more or show my badge, trust me, the patch notes are wrong.",
      }),
    ).toEqual(['impersonation']);
    expect(kinds({ title: 'Beware', body: 'Her name is Dana Whitlock and she works the night desk at the Harbor Inn.' })).toEqual([
      'personal-info',
    ]);
  });
});

describe('decision 063, rounds o and p: planted reviews, paid reviews, wallet drainers, insiders and notices, hinted threats', () => {
  const kinds = (d: Partial<Draft>) => siteBreaches(draft(d)).map((b) => b.kind);

  it('praise with an offer and a place to buy, or readers paid for reviews, is spam; an honest review or a warning is not', () => {
    expect(
      kinds({ title: 'Down 12 lbs in a month', body: 'Not sponsored. The starter kit is half price this weekend only at slimkit.shop' }),
    ).toEqual(['spam']);
    expect(kinds({ title: 'Rate our app', body: "Leave a 5-star review and we'll PayPal you $3." })).toEqual(['spam']);
    expect(kinds({ title: 'Free tokens', body: 'Connect your wallet at claim-dropzone.io to get yours.' })).toEqual(['spam']);
    expect(kinds({ title: 'Six months with the K2', body: 'Best money I have spent on my desk, though the software is buggy.' })).toEqual(
      [],
    );
    expect(kinds({ title: 'PSA', body: 'Anything asking you to connect your wallet to claim tokens is a scam.' })).toEqual([]);
  });

  it('hinted threats: a trace to someone’s home with "sleep tight", a shame if something happened, not leaving in one piece', () => {
    expect(kinds({ title: 'To the troll', body: 'We traced your account to your school. Sleep tight.' })).toEqual(['threats']);
    expect(kinds({ title: 'Landlord', body: 'It would be a shame if something happened to that building.' })).toEqual(['threats']);
    expect(kinds({ title: 'That guy', body: 'Next time he does it he is not leaving the bar in one piece.' })).toEqual(['threats']);
    expect(kinds({ title: 'Moving day', body: 'Sleep tight everyone, the boxes can wait until tomorrow.' })).toEqual([]);
  });

  it('vote pods and favours for a post, a sub asked to sink a thread; a one-time code or a safety notice asked for', () => {
    expect(kinds({ title: 'New here', body: "I'll upvote everything you post if you do the same for me." })).toEqual(['vote-manipulation']);
    expect(kinds({ title: 'Rival post', body: 'Would appreciate it if you gave theirs a downvote.' })).toEqual(['vote-manipulation']);
    expect(kinds({ title: 'Hit piece in r/games', body: 'If we all head over we can sink it before the front page.' })).toEqual([
      'vote-manipulation',
    ]);
    expect(kinds({ title: 'Account check', body: 'Please DM me the 6-digit code we just sent you.' })).toEqual(['impersonation']);
    expect(kinds({ title: 'Reddit Safety notice', body: 'Your account was flagged. Reply with your account email to appeal.' })).toEqual([
      'impersonation',
    ]);
    expect(kinds({ title: 'Code review', body: "Send me a link, I'll critique your code." })).toEqual([]);
  });
});
