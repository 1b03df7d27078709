// Issue 25, point 2: a title frame fits some kinds of topic only. The writer titled an r/Coffee post
// 'I stuck with an espresso grinder and it paid off', an r/Frugal showcase 'Made an approach to cutting my
// grocery bill' and asked r/Music 'What would you tell a beginner about promoting my first EP?'.
import { join } from 'node:path';
import { POST_TEMPLATES, WRITING_STYLES, type PostTemplate } from '@subreddit-signal/contract';
import { writeIdeas, writePosts } from '../../server/src/modules/generation/built-in';
import { asOwn, inGeneral, topicKind } from '../../server/src/modules/generation/built-in/topic-forms';
import type { CommunityProfile } from '../../server/src/modules/generation/community';
import { phraseRole } from '../../server/src/modules/generation/phrase-role';
import { parseQuery, saysMade } from '../../server/src/modules/generation/query';
import { plural } from '../../server/src/modules/generation/text';
import { SnapshotSource } from '../../server/src/modules/reddit/snapshot-source';
import { communityOf } from '../support/community-profile';

const profiles: Record<string, CommunityProfile> = {};

beforeAll(async () => {
  const snapshot = await SnapshotSource.open(join(__dirname, '../../data/snapshot'));
  for (const name of ['coffee', 'frugal', 'travel', 'music', 'nba', 'sysadmin', 'personalfinance'])
    profiles[name] = communityOf((await snapshot.subredditPosts(name))!).community;
});

const titles = (community: string, query: string, template: PostTemplate) =>
  WRITING_STYLES.flatMap((writingStyle) =>
    [1, 2, 3].flatMap((nonce) =>
      writePosts({ community: profiles[community]!, searchQuery: query, template, writingStyle, count: 3, nonce }).map((p) => p.title),
    ),
  );

describe('the forms of a topic', () => {
  it('names one thing in general in the plural, and as the poster’s own', () => {
    expect(inGeneral('an espresso grinder')).toBe('espresso grinders');
    expect(inGeneral('a workbench in a small garage')).toBe('workbenches in a small garage');
    expect(inGeneral('a survival server for new players')).toBe('survival servers for new players');
    expect(inGeneral('handmade soy candles')).toBe('handmade soy candles');
    expect(plural('city')).toBe('cities');
    expect(plural('bench')).toBe('benches');
    expect(plural('knife')).toBe('knives');
    expect(asOwn('a board game cafe')).toBe('my board game cafe');
    expect(asOwn('handmade soy candles')).toBe('my handmade soy candles');
    expect(saysMade('espresso grinder I built')).toBe(true);
    expect(saysMade('an espresso grinder')).toBe(false);
  });

  it('tells an object, a practice, a trip and a name apart', () => {
    expect(topicKind(profiles.coffee!, parseQuery('an espresso grinder'))).toBe('thing');
    expect(topicKind(profiles.frugal!, parseQuery('cutting my grocery bill'))).toBe('practice');
    expect(topicKind(profiles.travel!, parseQuery('two weeks in Japan on a budget'))).toBe('plan');
    expect(topicKind(profiles.nba!, parseQuery('the Lakers', { keepCase: true }))).toBe('name');
    // Plural in form, a mass in use: a success story read 'Posting this for anyone stuck on my social media'.
    expect(topicKind(profiles.coffee!, parseQuery('social media'))).toBe('practice');
  });
});

describe('titles that fit the kind of topic', () => {
  it('never says of an object what is said of a practice, and shows it as the poster’s own where they made it', () => {
    const all = POST_TEMPLATES.flatMap((t) => titles('coffee', 'espresso grinder I built', t));
    expect(all.filter((t) => /stuck with|approach|handle|underrated part/i.test(t))).toEqual([]);
    // A success story, a question and a showcase speak of the poster's grinder; a discussion and a guide of grinders.
    // Right after the verb of making it is new to the reader ('I built an espresso grinder', decision 087).
    expect(all.filter((t) => /\ban espresso grinder\b/i.test(t) && !/^(?:I )?built an espresso grinder\b/i.test(t))).toEqual([]);
    expect(
      titles('coffee', 'espresso grinder I built', 'Project showcase').filter((t) => /\bbuilt my espresso grinder\b/i.test(t)),
    ).toEqual([]);
    expect(titles('coffee', 'espresso grinder I built', 'Success story').every((t) => /\bmy espresso grinder\b/i.test(t))).toBe(true);
    expect(titles('coffee', 'espresso grinder I built', 'Discussion').every((t) => /\bespresso grinders\b/i.test(t))).toBe(true);
  });

  it('asks others about a practice as anyone’s, and never shows a practice as a thing made', () => {
    for (const t of [
      ...titles('music', 'promoting my first EP', 'Discussion'),
      ...titles('music', 'promoting my first EP', 'Guide / Tutorial'),
    ])
      expect(t).not.toMatch(/\bmy first EP\b/i);
    for (const t of titles('frugal', 'cutting my grocery bill', 'Project showcase')) expect(t).not.toMatch(/\b(?:made|built) an? /i);
  });

  it('keeps a trip a trip: no practice frames, no plural', () => {
    for (const t of POST_TEMPLATES.flatMap((tpl) => titles('travel', 'two weeks in Japan on a budget', tpl)))
      expect(t).not.toMatch(/stuck with|approach two|handle two|new to two|two weeks in japan on a budgets/i);
  });
});

describe('a shop or a business the user runs', () => {
  it('is one of many, whatever its length ("a handmade soy candles shop", never "I stuck with handmade soy candles shop"), started, not made', () => {
    const q = 'handmade soy candles shop';
    const all = POST_TEMPLATES.flatMap((t) => titles('frugal', q, t));
    expect(all.filter((t) => /(?:with|on|about|to) handmade soy candles shop\b/i.test(t))).toEqual([]);
    expect(titles('frugal', q, 'Success story').some((t) => /my handmade soy candles shop/i.test(t))).toBe(true);
    expect(titles('frugal', q, 'Project showcase').filter((t) => /\bmade a handmade/i.test(t))).toEqual([]);
  });

  it('is led in other words in each post of a showcase batch (never three bodies opening "About a handmade soy candles shop:")', () => {
    for (const writingStyle of WRITING_STYLES)
      for (const nonce of [1, 2, 3]) {
        const openings = writePosts({
          community: profiles.frugal!,
          searchQuery: 'handmade soy candles shop',
          template: 'Project showcase',
          writingStyle,
          count: 3,
          nonce,
        }).map((p) => p.body.split(/\s+/).slice(0, 4).join(' '));
        expect(new Set(openings).size).toBe(openings.length);
      }
  });
});

describe('a problem the poster has', () => {
  it('is told from a thing and a practice ("my laptop overheating when gaming", "sourdough not rising"; "a broken guitar" is a thing)', () => {
    const c = profiles.sysadmin!;
    for (const q of ['my laptop overheating when gaming', 'sourdough not rising', "my car won't start", 'wifi keeps dropping'])
      expect([q, topicKind(c, parseQuery(q))]).toEqual([q, 'problem']);
    expect(topicKind(c, parseQuery('a broken guitar I restored'))).toBe('thing');
    expect(topicKind(c, parseQuery('freezing bread'))).toBe('practice');
    expect(topicKind(c, parseQuery('email marketing for a small bakery'))).toBe('practice');
  });

  it('is never pluralised, shown as a thing made or "getting started with": a general post drops "my", a showcase shows a fix', () => {
    const q = 'my laptop overheating when gaming';
    const all = POST_TEMPLATES.flatMap((t) => titles('sysadmin', q, t));
    expect(all.filter((t) => /overheating when gamings|laptops overheating/i.test(t))).toEqual([]);
    expect(all.filter((t) => /getting started with|finally coming together/i.test(t))).toEqual([]);
    const shown = titles('sysadmin', q, 'Project showcase');
    expect(shown.every((t) => /fix for laptop overheating when gaming/i.test(t))).toBe(true);
    expect(titles('sysadmin', q, 'Discussion').filter((t) => /\bmy laptop\b/i.test(t))).toEqual([]);
  });
});

describe('post ideas in r/sysadmin', () => {
  // Its ideas were titled 'What do people here think of System?', asking 'how much Administrator matters'.
  it('write a keyword capitalised only at a title’s start as members write it, and take job titles for people', () => {
    const titles = [1, 2, 3, 4].flatMap((nonce) =>
      writeIdeas({ communities: [profiles.sysadmin!], perCommunity: 5, nonce })[0]!.posts.map((p) => p.title),
    );
    expect(titles.filter((t) => /\bSystem\b/.test(t))).toEqual([]);
    expect(phraseRole(profiles.sysadmin!, 'Systems Administrator')).toBe('person');
    expect(phraseRole(profiles.sysadmin!, 'fellow sysadmins')).toBe('person');
  });
});

describe('the community’s phrases in the writer’s sentences', () => {
  // r/personalfinance read 'What I ruled out about full-time job' and 'Advice on emergency fund I followed'.
  it('take an article where members write one before them', () => {
    const texts = POST_TEMPLATES.flatMap((template) =>
      WRITING_STYLES.flatMap((writingStyle) =>
        writePosts({
          community: profiles.personalfinance!,
          searchQuery: 'paying off student loans',
          template,
          writingStyle,
          count: 3,
          nonce: 4,
        }).map((p) => `${p.body}\n${p.callToAction}`),
      ),
    );
    const bare = texts.flatMap(
      (t) => t.match(/\b(?:about|with|on|to|mostly|of)\s+(?:emergency fund|car payment|full-time job|interest rate)\b/gi) ?? [],
    );
    expect(bare).toEqual([]);
    expect(texts.some((t) => /\bthe (?:emergency fund|car payment|full-time job|interest rate)\b/.test(t))).toBe(true);
  });
});

describe('a question about the poster’s own', () => {
  it('never asks about it as anyone’s ("Anyone here have experience with cutting my grocery bill?")', () => {
    for (const [community, query] of [
      ['frugal', 'cutting my grocery bill'],
      ['music', 'promoting my first EP'],
    ] as const) {
      const all = titles(community, query, 'Question/Help');
      expect(all.length).toBeGreaterThan(5);
      for (const t of all) expect(t).not.toMatch(/experience with|How do you approach|for you with|guide to/i);
    }
    // Anyone's practice may still be asked about so.
    expect(titles('frugal', 'cutting a grocery bill', 'Question/Help').join('\n')).toMatch(
      /experience with|How do you approach|for you with/i,
    );
  });
});

describe('a doing with what it is done to', () => {
  it('is never spoken of as a person ("Cutting my grocery bill and I are not getting along"); a thing still may be', () => {
    const bodies = (community: string, query: string) =>
      (['Question/Help', 'Success story'] as const).flatMap((template) =>
        [1, 2, 3, 4, 5, 6, 7, 8].flatMap((nonce) =>
          writePosts({ community: profiles[community]!, searchQuery: query, template, writingStyle: 'Sarcastic', count: 3, nonce }).map(
            (p) => p.body,
          ),
        ),
      );
    const doing = bodies('frugal', 'cutting my grocery bill');
    expect(doing.length).toBeGreaterThan(20);
    for (const b of doing) expect(b).not.toMatch(/grocery bill and I\b|grocery bill is winning/i);
    expect(bodies('coffee', 'espresso').join('\n')).toMatch(/espresso and I\b|espresso is winning/i);
  });
});
