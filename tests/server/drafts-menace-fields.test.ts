// Decision 092: a veiled threat read as fields of meaning (a grievance, the person's particulars, an
// omen), a post at an adversary reciting where to find them, vote rings described as members or
// users acting the moment a post goes live, rings sold as a service, and two commercial calls to act.
// Phrasings of their own, none copied from a round of drafts; each breaking case was missed before.
import { menaceFields } from '../../server/src/modules/drafts/check/menace-fields';
import { checkDraft, NO_NORMS, verdictOf } from '../../server/src/modules/drafts/check/check-draft';
import type { DraftFinding } from '@subreddit-signal/contract';
import { siteKinds as kinds } from '../support/site-kinds';

describe('decision 092: a grievance or their particulars, with an omen, is a veiled threat', () => {
  it.each([
    [
      'The seller who scammed me on Marketplace',
      'He scammed me out of $300 and blocked me. Warehouses full of cardboard go up in flames so fast, would be a tragedy for his little business.',
    ],
    [
      'Guy two doors down',
      'He takes the dog out at 5:50 like clockwork, always through the dark bit behind the garages. Dark paths like that, people tend to have accidents.',
    ],
    [
      'To the mod who deleted my build log',
      'You deleted my post and laughed about it in modmail. You have until Sunday to put it back, and after that I stop being nice.',
    ],
    [
      'Message for my old flatmate',
      'Still owes me four months of bills. Funny how you never got your name off the lease, and I still have your spare key. Sleep tight.',
    ],
  ])('flags %s', (title, body) => expect(kinds(title, body)).toContain('threats'));

  it.each([
    // A victim's story: a grievance and an omen, no particulars of anyone, told of the past.
    [
      'My car got keyed at the gym',
      'Someone keyed my car while I was inside. Things happen I guess, just annoyed. Anyone know a good body shop?',
    ],
    // A friendly note that knows a routine.
    ['To my neighbour who walks at 6 every morning', 'You always wave at my kids on your walk. See you around, and thank you!'],
    // Advice about a threatening neighbour is a question.
    [
      'Neighbour threatened my dog',
      'He said it would be a shame if my dog got out again. He leaves at 7 every day. Should I call the police or talk to the landlord?',
    ],
    // A tip for everyone: an omen and someone's car, no one aimed at.
    [
      'LPT: check the oil cap',
      'If your car smells of burning, pull over: an oil leak onto the exhaust can catch fire. Friendly reminder from a mechanic.',
    ],
    // An interview story: 'in person' and 'owe me' are ordinary.
    ['Got the job!', 'They said they owe me a callback after the in person round, and they called at 9am sharp. I start Monday.'],
  ])('leaves %s', (title, body) => expect(kinds(title, body)).not.toContain('threats'));

  it('names the three fields it read', () =>
    expect(menaceFields('To the guy who keeps parking in my bay\nI know which car is yours and when you leave. Watch your back.')).toBe(
      'keeps parking · I know which · Watch your back',
    ));
});

describe('decision 092: a post at an adversary reciting where to find them', () => {
  it('flags an address to them with a time and their particulars', () =>
    expect(
      kinds(
        'To the cyclist who spat at my car',
        'Your bike is the orange one chained outside the library on Mill Street at 8 every morning. Nice, isn’t it.',
      ),
    ).toContain('threats'));

  it('reads "I saw" with its capital as knowing', () =>
    expect(kinds('To the ref who cost us the final', 'I saw your car at the club again.')).toContain('threats'));

  it('leaves a long story that turns to someone midway', () =>
    expect(
      kinds(
        'A tribute to my grandfather',
        `${'He grew up on a farm and worked every day of his life, and he taught all of us to fix what we own. '.repeat(3)}To the man who took his wallet in 1962: he forgave you. Your car was on Mill Street at 8, I saw it.`,
      ),
    ).not.toContain('threats'));

  it('leaves the same particulars told of someone, not to them (personal information, not a threat)', () =>
    expect(
      kinds(
        'The guy who keeps dumping rubbish by the bins',
        'He parks his van on Mill Street at 8 every morning. I have him on camera, the council has the footage.',
      ),
    ).not.toContain('threats'));

  it('leaves a lost-and-found note', () =>
    expect(
      kinds(
        'To whoever lost a wallet on the 42 bus',
        'Your work badge was in it, so I left it at your office reception on Dale Street at 9am. No need to thank me!',
      ),
    ).not.toContain('threats'));
});

describe('decision 092: vote rings as members or users acting the moment a post goes live', () => {
  it.each([
    [
      'Photo club perk',
      'We have 300 active members and the rest of us jump on your shot within the first ten minutes, so it lands in the rising tab.',
    ],
    ['How the collective grows', 'Our network of 1,200 creators interacts with every new post the moment it goes live.'],
    ['Band launch plan', 'I got my cousins to create new accounts and give it a thumbs up as soon as it posted.'],
  ])('flags %s', (title, body) => expect(kinds(title, body)).toContain('vote-manipulation'));

  it('leaves a community welcoming its members', () =>
    expect(
      kinds('We hit 300 members!', 'Thanks all. The rest of us are thrilled, post your first builds whenever you like.'),
    ).not.toContain('vote-manipulation'));

  it('calls a ring offered for money spam as well', () =>
    expect(
      kinds(
        'Launch support',
        'Our pool of 50 aged accounts bumps your post in the first 15 minutes so it sticks on hot. Ask for our rates.',
      ),
    ).toEqual(expect.arrayContaining(['vote-manipulation', 'spam'])));

  it('does not call a ring spam for a word that sells nothing', () =>
    expect(
      kinds('My trick', 'I keep three other accounts on a cheap tablet and each gives my post a bump right after I post.'),
    ).not.toContain('spam'));
});

describe('decision 092: commercial calls to act', () => {
  it.each([
    ['Signals that actually work', 'Join the VIP Telegram: first week free, then $39 a month. Only 100 seats.'],
    ['Designer bags, 1:1', 'Totes $70, crossbody $55, wallets $30. DM me for sizes and colours.'],
  ])('flags %s as spam', (title, body) => expect(kinds(title, body)).toContain('spam'));
});

describe('decision 092: the verdict names whose rules a draft may break', () => {
  const threat = () =>
    checkDraft({
      subreddit: 'diy',
      draft: {
        title: 'To the cyclist who spat at my car',
        body: 'Your bike is the orange one chained outside the library on Mill Street at 8 every morning. Nice, isn’t it.',
        link: null,
        flair: null,
        galleryItems: null,
      },
      rules: null,
      rulesUnreachable: false,
      norms: NO_NORMS,
      flairs: [],
    });

  it("says Reddit's rules, not the community's, for a breach of Reddit's", () =>
    expect(threat().verdict).toBe("At risk: it may break 1 of Reddit's rules."));

  it('quotes the words it read, not the address, and ends the sentence once', () => {
    const f = threat().findings.find((x) => x.id === 'site-threats')!;
    expect(f.offending).toBe('Your bike is the orange one chained outside the library on Mill Street at 8 every morning.');
    expect(f.explanation).not.toContain('.”.');
  });

  it('counts both when both are at stake', () => {
    const like = (id: string) => ({ id, severity: 'likely-removed' as const }) as DraftFinding;
    expect(verdictOf([like('rule-2-self-promotion'), like('site-threats'), like('llm-site-spam')], 50)).toBe(
      "At risk: it may break 1 of the community's rules and 2 of Reddit's.",
    );
  });
});
