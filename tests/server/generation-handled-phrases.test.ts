// Issue 25: sentences that presuppose doing or using a phrase ('What I stopped doing with X', 'Get
// the basics of X right', 'Has your approach to X changed') take only what the community's members
// handle as their own. On the writer that filled them with any thing its posts name, r/space read
// 'Is there anything about the moon you stopped doing and never missed?' and r/RealEstate 'Write
// down what you did with listing price'. Also read by a member's eye: a comment names the post's
// thing by its head ('the podcast', never 'crime podcast'), a name the topic is part of is no
// thread beside it ('Dwight Howard' in a post on Dwight), 'the Houston Rockets' does not make 'the
// Houston', and a made thing takes its article ('a first home buyer checklist').
import { join } from 'node:path';
import { POST_TEMPLATES, WRITING_STYLES } from '@subreddit-signal/contract';
import { writeComments, writeIdeas, writePosts } from '../../server/src/modules/generation/built-in';
import { wholeThing } from '../../server/src/modules/generation/built-in/comments';
import { topicNames } from '../../server/src/modules/generation/built-in/names-line';
import { type CommunityProfile } from '../../server/src/modules/generation/community';
import { asWritten, isHandled, isOwned } from '../../server/src/modules/generation/phrase-role';
import { takesThe } from '../../server/src/modules/generation/material';
import { usingFillers } from '../../server/src/modules/generation/quality/form';
import { artefacts } from '../../server/src/modules/generation/quality/artefacts';
import { readTopic } from '../../server/src/modules/generation/text';
import { SnapshotSource } from '../../server/src/modules/reddit/snapshot-source';
import { communityOf } from '../support/community-profile';

const profiles: Record<string, CommunityProfile> = {};

beforeAll(async () => {
  const snapshot = await SnapshotSource.open(join(__dirname, '../../data/snapshot'));
  for (const name of ['space', 'realestate', 'coffee', 'podcasts', 'nba']) {
    profiles[name] = communityOf((await snapshot.subredditPosts(name))!).community;
  }
});

const allPosts = (c: CommunityProfile, searchQuery: string) =>
  POST_TEMPLATES.flatMap((template) =>
    WRITING_STYLES.flatMap((writingStyle) => writePosts({ community: c, searchQuery, template, writingStyle, count: 3, nonce: 5 })),
  );

describe('phrases one handles', () => {
  it('reads a thing its members own or use as handled, and one they only talk about as not', () => {
    expect(isHandled(profiles.coffee!, 'grinder')).toBe(true);
    expect(isHandled(profiles.space!, 'telescope')).toBe(true);
    // 'our moon' is everyone's; nobody here writes 'my moon' or 'used the star'.
    expect(isHandled(profiles.space!, 'the moon')).toBe(false);
    expect(isHandled(profiles.space!, 'the star')).toBe(false);
    expect(isHandled(profiles.podcasts!, 'the brief description')).toBe(false);
    expect(isHandled(profiles.realestate!, 'listing price')).toBe(false);
  });

  it('fills the sentences that presuppose using a phrase only with one its members handle', () => {
    for (const [name, query] of [
      ['space', 'a telescope buying guide'],
      ['realestate', 'first home buyer checklist'],
      ['podcasts', 'my true crime podcast'],
      ['coffee', 'espresso grinder I built'],
    ] as const) {
      const c = profiles[name]!;
      const posts = allPosts(c, query);
      expect(posts.length).toBeGreaterThan(30);
      const fillers = posts.flatMap((p) => usingFillers(`${p.body}\n${p.callToAction}`));
      for (const f of fillers) expect({ name, f, handled: isHandled(c, f) }).toEqual({ name, f, handled: true });
      const text = posts.map((p) => `${p.title}\n${p.body}\n${p.callToAction}`).join('\n');
      expect(text).not.toMatch(
        /stopped doing with (?:the )?(?:moon|star)|approach to (?:the )?(?:moon|star)|what you did with listing price/i,
      );
    }
  });
});

describe('read as a member reads', () => {
  it('gives a made thing its article where the query has none', () => {
    const text = allPosts(profiles.realestate!, 'first home buyer checklist')
      .map((p) => `${p.title}\n${p.body}`)
      .join('\n');
    expect(text).toMatch(/\b(?:a|my) first home buyer checklist\b/);
    expect(text).not.toMatch(/\b(?:on|with|about|to|of) first home buyer checklist\b/);
  });

  it('names the post’s own thing whole or by its head in a comment, not by a piece of it', () => {
    // Three words or fewer say it whole, as the title writes them (decision 089); longer, its head.
    expect(wholeThing('How my true crime podcast turned out', 'crime podcast', 'Some context on my true crime podcast: [a line].')).toBe(
      'the true crime podcast',
    );
    expect(wholeThing('Looking for feedback on a first home buyer checklist', 'home buyer', 'About a first home buyer checklist: …')).toBe(
      'the checklist',
    );
    // A title's verb or a clause after the thing is no head of it.
    expect(
      wholeThing('Finally finished my plan for writing cold emails that get replies', 'cold emails', 'My plan for writing cold emails.'),
    ).toBe('cold emails');
    expect(wholeThing('Tips on grind size', 'grind size', 'The grind size matters.')).toBe('grind size');
    // A name inside the thing does not end it: 'my budget gaming PC build' is a build.
    expect(
      wholeThing('My budget gaming PC build: finally there', 'budget gaming PC', 'Background on my budget gaming PC build: [a line].'),
    ).toBe('the build');
    const [post] = writePosts({
      community: profiles.podcasts!,
      searchQuery: 'my true crime podcast',
      template: 'Success story',
      writingStyle: 'Brief',
      count: 1,
      // A post that tells how it went, not one that celebrates: a celebration has three angles, so three comments on one thing.
      nonce: 9,
    });
    const comments = writeComments({ post: post!, community: profiles.podcasts!, tone: 'Friendly', count: 5, nonce: 1 });
    expect(comments.length).toBe(5);
    for (const c of comments) expect(`${c.title} ${c.response}`).not.toMatch(/(?<!true )\bcrime podcast/i);
  });

  it('lists no name the topic is part of, and writes “the” only before a name members write it before', () => {
    const nba = profiles.nba!;
    for (const n of topicNames(nba, readTopic('Dwight'))) expect(n).not.toMatch(/Dwight/);
    expect(asWritten(nba, 'Houston')).toBe('Houston');
    expect(asWritten(nba, 'Lakers')).toBe('the Lakers');
  });
});

describe('flairs', () => {
  it('never puts a flair a post gets once answered (“Solved”) on a post being written', () => {
    const c: CommunityProfile = { ...profiles.coffee!, flairs: ['Solved', 'Question'], flairShapes: { solved: { 'Question/Help': 0.9 } } };
    const posts = WRITING_STYLES.flatMap((writingStyle) =>
      writePosts({ community: c, searchQuery: 'a grinder for espresso', template: 'Question/Help', writingStyle, count: 2, nonce: 3 }),
    );
    expect(posts.length).toBeGreaterThan(4);
    for (const p of posts) expect(p.flairs).toEqual(['Question']);
  });

  it('never puts a warning (“Spoilers”, “NSFW”) on a post that holds nothing it warns of, even where such posts are discussions', () => {
    const c: CommunityProfile = {
      ...profiles.coffee!,
      flairs: ['Spoilers', 'NSFW', 'Discussion'],
      flairShapes: { spoilers: { Discussion: 0.8 }, nsfw: { Discussion: 0.6 } },
    };
    const posts = WRITING_STYLES.flatMap((writingStyle) =>
      writePosts({ community: c, searchQuery: 'a grinder for espresso', template: 'Discussion', writingStyle, count: 2, nonce: 5 }),
    );
    expect(posts.length).toBeGreaterThan(4);
    for (const p of posts) expect(p.flairs).toEqual(['Discussion']);
  });

  it('never puts a game thread’s flair (“Post game discussion”) on a member’s discussion', () => {
    const c: CommunityProfile = { ...profiles.nba!, flairs: ['Post game discussion', 'Discussion'], flairShapes: {} };
    const posts = writePosts({
      community: c,
      searchQuery: 'a fantasy basketball newsletter',
      template: 'Discussion',
      writingStyle: 'Friendly',
      count: 3,
      nonce: 3,
    });
    expect(posts.length).toBe(3);
    for (const p of posts) expect(p.flairs).toEqual(['Discussion']);
  });
});

describe('phrases that name something', () => {
  it('mines no piece of a longer phrase, no superlative and no two-letter acronym as a subject', async () => {
    const snapshot = await SnapshotSource.open(join(__dirname, '../../data/snapshot'));
    const design = communityOf((await snapshot.subredditPosts('graphicdesign'))!).community;
    const stocks = communityOf((await snapshot.subredditPosts('stockmarket'))!).community;
    const said = (c: CommunityProfile, query: string) =>
      [...allPosts(c, query), ...writeIdeas({ communities: [c], perCommunity: 6, nonce: 3 }).flatMap((g) => g.posts)]
        .map((p) => `${p.title}\n${p.body}\n${p.callToAction}`)
        .join('\n');
    // 'professional graphic' of '… designer(s)', 'a couple graphic designers', 'BA' (a degree).
    expect(said(design, 'a logo design portfolio')).not.toMatch(/professional graphic(?! design)|couple graphic|\bBA\b/);
    // 'biggest percentage' of a bot's daily 'biggest percentage gainers' posts.
    expect(said(stocks, 'a stock screener app for beginners')).not.toMatch(/biggest percentage/i);
  });
});

describe('threads a post cites', () => {
  it('quotes a title written over two lines on one line', async () => {
    const snapshot = await SnapshotSource.open(join(__dirname, '../../data/snapshot'));
    const productivity = communityOf((await snapshot.subredditPosts('productivity'))!).community;
    const titles = [...(productivity.threadTitles ?? []), ...productivity.topTitles, ...(productivity.topPosts ?? []).map((p) => p.title)];
    expect(titles.some((t) => /Phrases that You Can Never Say When You Delegate/.test(t))).toBe(true);
    for (const t of titles) expect(t).not.toMatch(/\n|\s{2}/);
  });
});

describe('post ideas', () => {
  it('are about no everyday noun alone (“[Discussion] Problems”, “Need some advice on files”)', async () => {
    const snapshot = await SnapshotSource.open(join(__dirname, '../../data/snapshot'));
    for (const name of ['techsupport', 'learnprogramming']) {
      const c = communityOf((await snapshot.subredditPosts(name))!).community;
      const ideas = [1, 2, 3, 4, 5, 6].flatMap((nonce) => writeIdeas({ communities: [c], perCommunity: 4, nonce }).flatMap((g) => g.posts));
      expect(ideas.length).toBeGreaterThan(12);
      for (const idea of ideas)
        expect({ name, title: idea.title }).not.toEqual({ name, title: expect.stringMatching(/\b(?:problems|files|codes)\b/i) });
    }
  });
});

describe('names a post lists', () => {
  it('leaves out a word that is mostly part of a longer title (“Get Lucky”, “Nintendo Power”)', async () => {
    const snapshot = await SnapshotSource.open(join(__dirname, '../../data/snapshot'));
    const music = communityOf((await snapshot.subredditPosts('music'))!).community;
    const gaming = communityOf((await snapshot.subredditPosts('gaming'))!).community;
    const movies = communityOf((await snapshot.subredditPosts('movies'))!).community;
    expect(topicNames(music, readTopic('Daft Punk'))).not.toContain('Lucky');
    expect(topicNames(gaming, readTopic('Nintendo'))).not.toContain('Power');
    const ideas = [1, 2, 3, 4, 5, 6].flatMap((nonce) =>
      writeIdeas({ communities: [movies], perCommunity: 4, nonce }).flatMap((g) => g.posts),
    );
    expect(ideas.length).toBeGreaterThan(12);
    for (const idea of ideas) expect(idea.title).not.toMatch(/official trailer/i);
  });
});

describe('the community’s own name as an idea’s subject', () => {
  it('only where members write it as a word of theirs (“my cooking”), never as the place they post in (“thanks askscience”)', async () => {
    const snapshot = await SnapshotSource.open(join(__dirname, '../../data/snapshot'));
    const ask = communityOf((await snapshot.subredditPosts('askscience'))!).community;
    const groups = [1, 2, 3, 4, 5, 6].map((nonce) => writeIdeas({ communities: [ask], perCommunity: 4, nonce }).flatMap((g) => g.posts));
    // Few subjects make few ideas (two at most on one subject), never none.
    for (const g of groups) expect(g.length).toBeGreaterThanOrEqual(2);
    const ideas = groups.flat();
    for (const idea of ideas) expect(idea.title).not.toMatch(/askscience|\bbrain\b/i);
    // A mass noun in general stays singular: 'Is water worth it?', never 'Are water worth it?'.
    const odd = communityOf((await snapshot.subredditPosts('mildlyinteresting'))!).community;
    const titles = [1, 2, 3, 4, 5, 6].flatMap((nonce) =>
      writeIdeas({ communities: [odd], perCommunity: 4, nonce }).flatMap((g) => g.posts.map((p) => p.title)),
    );
    for (const t of titles) expect(t).not.toMatch(/\bAre water\b/);
  });
});

describe('frames about choosing one', () => {
  it('are said only of what the query names as a product or members own (“What do you look for in bears?” is no post)', async () => {
    const snapshot = await SnapshotSource.open(join(__dirname, '../../data/snapshot'));
    for (const name of ['aww', 'mildlyinteresting']) {
      const c = communityOf((await snapshot.subredditPosts(name))!).community;
      const titles = [1, 2, 3, 4, 5, 6, 7, 8].flatMap((nonce) =>
        writeIdeas({ communities: [c], perCommunity: 4, nonce }).flatMap((g) => g.posts.map((p) => p.title)),
      );
      for (const t of titles) expect(t).not.toMatch(/look for in (?:bears|animals|water)|(?:Is|Are) (?:water|bears|animals) worth it/);
    }
    // What a grinder post may still ask: members write their grinders as their own.
    expect(isOwned(profiles.coffee!, 'grinder')).toBe(true);
    expect(isOwned(profiles.space!, 'the moon')).toBe(false);
  });
});

describe('a practice named by its doing', () => {
  it('takes no article and no plural (“email marketing”, never “email marketings”)', async () => {
    const snapshot = await SnapshotSource.open(join(__dirname, '../../data/snapshot'));
    const marketing = communityOf((await snapshot.subredditPosts('marketing'))!).community;
    const text = allPosts(marketing, 'email marketing')
      .map((p) => `${p.title}\n${p.body}`)
      .join('\n');
    expect(text).toMatch(/email marketing/i);
    expect(text).not.toMatch(/email marketings|an email marketing\b/i);
  });
});

describe('a compound noun opening with an -ing word', () => {
  it('takes “the” where members write one (“the checking account”), while a doing with its object stays bare', async () => {
    const snapshot = await SnapshotSource.open(join(__dirname, '../../data/snapshot'));
    const money = communityOf((await snapshot.subredditPosts('personalfinance'))!).community;
    expect(takesThe(money, 'checking account')).toBe(true);
    expect(takesThe(money, 'paying off student loans')).toBe(false);
    // A compound members count and write bare goes in general: 'the threads here on credit unions'.
    const ideas = POST_TEMPLATES.flatMap((template) =>
      [1, 2, 3].flatMap((nonce) =>
        writePosts({ community: money, searchQuery: 'a savings account', template, writingStyle: 'Friendly', count: 1, nonce }).map(
          (p) => `${p.title}\n${p.body}`,
        ),
      ),
    );
    expect(ideas.join('\n')).toMatch(/credit unions/);
    expect(ideas.join('\n')).not.toMatch(/\b(?:on|about|with|of) credit union\b(?!s)/);
  });
});

describe('one phrase in two spellings', () => {
  it('is said once: never "People here know the LCS and the LCS" (r/leagueoflegends writes "LCS" and "lcs")', async () => {
    const snapshot = await SnapshotSource.open(join(__dirname, '../../data/snapshot'));
    const lol = communityOf((await snapshot.subredditPosts('leagueoflegends'))!).community;
    const texts = POST_TEMPLATES.flatMap((template) =>
      WRITING_STYLES.flatMap((writingStyle) =>
        [1, 2, 3].flatMap((nonce) =>
          writePosts({ community: lol, searchQuery: 'a coaching service for new players', template, writingStyle, count: 1, nonce }).map(
            (p) => `${p.title}\n${p.body}\n${p.callToAction}`,
          ),
        ),
      ),
    );
    expect(texts.join('\n')).toMatch(/\bthe LCS\b/);
    expect(texts.flatMap((t) => artefacts(t).filter((f) => f.rule === 'doubled-word'))).toEqual([]);
  });
});

describe('a phrase weighed within the topic', () => {
  it('only where the topic has parts: a name’s neighbours are none of it (“Earth, and how much Home Planet matters”)', async () => {
    const snapshot = await SnapshotSource.open(join(__dirname, '../../data/snapshot'));
    for (const name of ['space', 'esports', 'worldnews']) {
      const c = communityOf((await snapshot.subredditPosts(name))!).community;
      const bodies = [1, 2, 3, 4, 5, 6, 7, 8].flatMap((nonce) =>
        writeIdeas({ communities: [c], perCommunity: 4, nonce }).flatMap((g) => g.posts.map((p) => p.body)),
      );
      expect(bodies.length).toBeGreaterThan(12);
      for (const b of bodies) expect(b).not.toMatch(/, and how much .* matters|, and where .* fits in/);
    }
    // A thing has parts: the sentence stays where its posts say something about it.
    const grinder = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].flatMap((nonce) =>
      writePosts({
        community: profiles.coffee!,
        searchQuery: 'an espresso grinder',
        template: 'Discussion',
        writingStyle: 'Friendly',
        count: 3,
        nonce,
      }).map((p) => p.body),
    );
    expect(grinder.some((b) => /espresso grinders, and (?:how much|where) /.test(b))).toBe(true);
  });
});

describe('a plural phrase weighed within the topic', () => {
  it('takes the plural verb (“where pour overs fit in”)', () => {
    const bodies = Array.from({ length: 60 }, (_, i) => i + 1).flatMap((nonce) =>
      writeIdeas({ communities: [profiles.coffee!], perCommunity: 4, nonce }).flatMap((g) => g.posts.map((p) => p.body)),
    );
    expect(bodies.join('\n')).toMatch(/pour overs (?:fit in|matter)\b/);
    expect(bodies.join('\n')).not.toMatch(/pour overs (?:fits in|matters)\b/);
  });
});
