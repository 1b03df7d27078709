// Post ideas about something a member would post about (issue 25): a keyword that is a piece of a
// longer name stands for that name ('Game' → 'Game of Thrones'), a word that only describes
// ('American') or files posts ('LPT Request') is no subject, a person is talked about and never
// 'experienced', and a community whose members never ask gets no help request.
import { join } from 'node:path';
import { writeIdeas } from '../../server/src/modules/generation/built-in/ideas';
import {
  describesOnly,
  isLabel,
  standsAsSubject,
  wholeCompound,
  wholeName,
} from '../../server/src/modules/generation/built-in/idea-topic-fit';
import type { CommunityProfile } from '../../server/src/modules/generation/community';
import { needsArticle } from '../../server/src/modules/generation/material';
import { topicOnlyProfile } from '../../server/src/modules/generation/community';
import { parseQuery } from '../../server/src/modules/generation/query';
import { SnapshotSource } from '../../server/src/modules/reddit/snapshot-source';
import { communityOf } from '../support/community-profile';

/** A small community written from the given texts (title, then body), as the analysis would hold it. */
function written(name: string, texts: string[]): CommunityProfile {
  const docs = texts.map((t) => ` ${t.toLowerCase().replace(/[^a-z0-9\u00c0-\uffff]+/g, ' ')} `);
  return { ...topicOnlyProfile(name), texts, docs };
}

describe('what a keyword names, read from how members write it', () => {
  it('grows a piece into the name it is part of, across "of" and over several words', () => {
    const tv = written('tv', [
      'Game of Thrones season finale\nThat was brutal.',
      'Why Game of Thrones works\nThe writing is tight.',
      'Rewatching Game of Thrones\nStill great.',
      'Is Game of Thrones overrated?\nHonest question.',
      'A board game night\nWe played a game after dinner.',
    ]);
    expect(wholeName(tv, 'Thrones')).toBe('Game of Thrones');
    const memes = written('memes', [
      'First World Problems: my coffee is cold',
      'First World Problems again\nThe wifi is slow upstairs.',
      'Classic First World Problems\nToo many shows to watch.',
      'My First World Problems today',
    ]);
    expect(wholeName(memes, 'Problems')).toBe('First World Problems');
  });

  it('keeps a name that stands alone, and drops a word that is only ever a piece of one name or another', () => {
    const cars = written('cars', [
      'Saw a Ferrari today\nIt was red.',
      'My dream car is a Ferrari.',
      'Ferrari or Porsche?\nWhich would you pick.',
      'The Ferrari sound\nNothing like it.',
    ]);
    expect(wholeName(cars, 'Ferrari')).toBe('Ferrari');
    const apple = written('apple', [
      'MacBook Pro battery\nDrains fast.',
      'iPad Pro or MacBook Air?',
      'New iPhone Pro rumours',
      'Mac Pro keyboard\nSticky keys.',
      'AirPods Pro case',
    ]);
    expect(wholeName(apple, 'Pro')).toBe('');
  });

  it('reads a word mostly followed by the noun it describes as no subject, a noun as one', () => {
    const history = written('history', [
      'The Roman army\nRoman soldiers marched far.',
      'Roman coins found in a field',
      'How Roman roads were built',
      'Roman emperors ranked',
    ]);
    expect(describesOnly(history, 'Roman')).toBe(true);
    const coffee = written('coffee', [
      'My grinder is too loud\nThe grinder squeals.',
      'Which grinder?\nI need a grinder for espresso.',
      'Cleaning a grinder.',
      'Grinder advice\nMy old grinder died.',
    ]);
    expect(describesOnly(coffee, 'grinder')).toBe(false);
  });

  it('reads a word that files posts as a label ("LPT Request:", "[Trailer]")', () => {
    const lpt = written('lpt', [
      'LPT Request: keeping a plant alive',
      'LPT Request: cheap meals',
      'LPT Request - sleeping on a plane',
      'LPT Request: getting up early',
      'Any LPT Request threads worth reading?',
    ]);
    expect(isLabel(lpt, 'LPT Request')).toBe(true);
    expect(isLabel(lpt, 'plant')).toBe(false);
  });

  it('writes a mass noun bare even where members write "a lot of" it', () => {
    const savers = written('savers', [
      'Saving a lot of money on groceries',
      'I spent a lot of money on coffee',
      'Money tips\nA bit of money each week adds up.',
      'Where does the money go?',
    ]);
    expect(needsArticle(savers, parseQuery('money', { keepCase: true }))).toBe(false);
  });
});

describe('a subject read as members write it', () => {
  it('is a noun written after an article, not a verb, and not a word that needs what follows it', () => {
    const c = written('stories', [
      'So this happened at work today',
      'Guess what happened last night',
      'What happened to my neighbour',
      'It happened again',
      'The difference between a latte and a flat white',
      'What is the difference between these two beans?',
      'Is there a difference in taste between them?',
      'The difference between cheap and dear grinders',
      'My grinder finally broke',
      'A grinder for under 50?',
      'The grinder I use every day',
      'Cleaning a grinder properly',
    ]);
    expect(standsAsSubject(c, 'happened')).toBe(false);
    expect(standsAsSubject(c, 'difference')).toBe(false);
    expect(standsAsSubject(c, 'grinder')).toBe(true);
    // 'this happens' and 'that happens' write a verb after a pronoun: no noun.
    const d = written('life', ['This happens every time', 'That happens to me too', 'When this happens I leave', 'It happens']);
    expect(standsAsSubject(d, 'happens')).toBe(false);
  });
});

describe('post ideas in communities nobody tuned on', () => {
  const profiles: Record<string, CommunityProfile> = {};
  beforeAll(async () => {
    const snapshot = await SnapshotSource.open(join(__dirname, '../../data/snapshot'));
    for (const name of [
      'television',
      'worldnews',
      'history',
      'nottheonion',
      'nfl',
      'mildlyinteresting',
      'economics',
      'personalfinance',
      'askreddit',
      'getmotivated',
      'adviceanimals',
      'explainlikeimfive',
      'wordpress',
      'photography',
    ])
      profiles[name] = communityOf((await snapshot.subredditPosts(name))!).community;
  });
  const titles = (name: string) =>
    [1, 2, 3, 4, 5].flatMap((nonce) =>
      writeIdeas({ communities: [profiles[name]!], perCommunity: 4, nonce })[0]!.posts.map((p) => p.title),
    );

  it('names the show, not a word of its name (r/television: never "Game" alone)', () => {
    const all = titles('television');
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((t) => /\bGame\b/.test(t) && !/Game of Thrones/.test(t))).toEqual([]);
  });

  it('never makes a describing word the subject ("What is your take on American?", "Let us talk about Roman")', () => {
    const bad = ['nottheonion', 'history', 'worldnews'].flatMap((n) =>
      titles(n).filter((t) => /\b(?:American|Roman|North)\b[?]?$/.test(t)),
    );
    expect(bad).toEqual([]);
  });

  it('asks no one for help where members post headlines, and never asks how a person was "experienced"', () => {
    expect(titles('worldnews').filter((t) => /^(?:\[Help\]|Advice needed|Can anyone help|Any advice)/.test(t))).toEqual([]);
    expect(
      titles('nfl').filter((t) => /^[A-Z][a-z]+(?: [A-Z][a-z]+)?: what has your experience been\?$/.test(t) && !/^The /.test(t)),
    ).toEqual([]);
  });

  it('takes its subject with the article members use, or in general: never "What do people here think of Economist?", "First time with a debt"', () => {
    const all = ['economics', 'personalfinance', 'askreddit', 'getmotivated'].flatMap((n) => titles(n));
    expect(all.filter((t) => /\b(?:of|on|about) Economist\b/.test(t))).toEqual([]);
    expect(all.filter((t) => /\b(?:approach|with|about) (?:front page|gym)\b/.test(t))).toEqual([]);
    expect(all.filter((t) => /\ban? (?:debt|motivation|money|food)\b/.test(t))).toEqual([]);
  });

  it('writes the community’s name as members spell it ("WordPress", never "wordpress") and a counted subject in the plural ("lenses")', () => {
    const wp = titles('wordpress');
    expect(wp.filter((t) => /\bwordpress\b/.test(t))).toEqual([]);
    expect(titles('photography').filter((t) => /\b(?:with|on|about|handle) lens\?/.test(t))).toEqual([]);
  });

  it('never makes a verb or a word needing its complement the subject (r/AdviceAnimals "happened", r/explainlikeimfive "difference")', () => {
    expect(titles('adviceanimals').filter((t) => /\bhappen(?:ed|s)\b/i.test(t))).toEqual([]);
    expect(titles('explainlikeimfive').filter((t) => /\bdifferences?\b/i.test(t))).toEqual([]);
  });

  it('never offers the community its own name written apart as a subject (r/mildlyinteresting)', () => {
    expect(titles('mildlyinteresting').filter((t) => /mildly interesting/i.test(t))).toEqual([]);
  });
});

describe("the poster's own thing in a general post", () => {
  it('is the kind in general, not the poster’s one: "my first oil painting of a lighthouse" → "oil paintings"; a mass stays one', async () => {
    const { inGeneral, topicKind } = await import('../../server/src/modules/generation/built-in/topic-forms');
    const c = topicOnlyProfile('art');
    expect(topicKind(c, parseQuery('my first oil painting of a lighthouse', { keepCase: false }))).toBe('thing');
    expect(inGeneral('my first oil painting of a lighthouse')).toBe('oil paintings');
    expect(inGeneral('my sleep')).toBe('sleep');
    // 'as a second shooter' says in what role; a wedding shoot is no trip to plan.
    expect(topicKind(c, parseQuery('my first wedding shoot as a second shooter', { keepCase: false }))).toBe('thing');
    expect(inGeneral('my first wedding shoot as a second shooter')).toBe('wedding shoots');
    expect(topicKind(c, parseQuery('a wedding in Tuscany', { keepCase: false }))).toBe('plan');
    expect(topicKind(c, parseQuery('promoting my first EP', { keepCase: false }))).toBe('practice');
    const { topicFor } = await import('../../server/src/modules/generation/built-in/topic-forms');
    const general = (q: string) => topicFor('Guide / Tutorial', 'practice', parseQuery(q, { keepCase: false }), false).label;
    expect(general('paying off my student loans')).toBe('paying off student loans');
    expect(general('cutting my grocery bill')).toBe('cutting a grocery bill');
  });
});

describe('a made thing as the user says it', () => {
  it('keeps the head a comment talks about ("two-player card game", not "two-player card")', async () => {
    const { keyTerms } = await import('../../server/src/modules/generation/text');
    expect(keyTerms('A two-player card game I designed', 'It plays in ten minutes.', 1)[0]).toBe('two-player card game');
  });

  it('shows "a two-player card game I designed" as designed, not as "a plan for" it; two weeks in Japan stay a plan', async () => {
    const { writePosts } = await import('../../server/src/modules/generation/built-in');
    const c = topicOnlyProfile('boardgames');
    const show = (searchQuery: string) =>
      [1, 2, 3].flatMap((nonce) =>
        writePosts({ community: c, searchQuery, template: 'Project showcase', writingStyle: 'Friendly', count: 2, nonce }),
      );
    const game = show('a two-player card game I designed').map((p) => `${p.title}\n${p.body}`);
    expect(game.join('\n')).not.toMatch(/plan for/);
    expect(game.join('\n')).not.toMatch(/\bI (?:built|made)\b/);
    expect(game.some((t) => /\bdesigned\b/.test(t))).toBe(true);
    expect(show('two weeks in Japan on a budget').some((p) => /plan for two weeks/.test(`${p.title}\n${p.body}`))).toBe(true);
  });
});

describe('work on a thing, shown', () => {
  it('shows the thing as a project ("my 1972 Datsun 240Z restoration"), and a comment talks about the car, not "restoring"', async () => {
    const { writePosts } = await import('../../server/src/modules/generation/built-in');
    const { keyTerms } = await import('../../server/src/modules/generation/text');
    const posts = [1, 2, 3].flatMap((nonce) =>
      writePosts({
        community: topicOnlyProfile('cars'),
        searchQuery: 'restoring a 1972 Datsun 240Z',
        template: 'Project showcase',
        writingStyle: 'Friendly',
        count: 2,
        nonce,
      }),
    );
    const all = posts.map((p) => `${p.title}\n${p.body}`).join('\n');
    expect(all).not.toMatch(/approach to restoring/);
    expect(all).toMatch(/Datsun 240Z restoration/);
    expect(keyTerms('A small win with restoring a 1972 Datsun 240Z', 'It was rusty.', 1)[0]).not.toBe('restoring');
  });
});

describe('names a thread is on', () => {
  it('never lists a first name shared by several people ("the threads here on David and John")', async () => {
    const { fullName } = await import('../../server/src/modules/generation/built-in/names-line');
    const music = written('music', [
      'David Bowie live in 1973',
      'David Grohl on drumming',
      'Why David Gilmour matters\nThe solos.',
      'David Byrne interview',
      'Johnny Cash covers\nJohnny Cash at his best.',
      'Johnny Cash at Folsom',
      'Johnny Cash and June',
      'Johnny Cash, the man in black',
    ]);
    expect(fullName(music, 'David')).toBe('');
    expect(fullName(music, 'Cash')).toBe('Johnny Cash');
  });
});

describe('a comment’s subject is a noun phrase, never a noun and its verb', () => {
  it('reads "toddlers turned" as no phrase, and keeps a phrase the body writes again with an everyday noun in it', async () => {
    const { keyTerms } = await import('../../server/src/modules/generation/text');
    const terms = keyTerms(
      'How my bedtime story app for toddlers turned out',
      'What my bedtime story app for toddlers meant for me:  .',
      3,
    );
    expect(terms[0]).toBe('bedtime story app');
    expect(terms.join(' | ')).not.toMatch(/turned/);
    // Written once, in the title and its own body alike: no framing word or verb joins the phrase.
    const once = 'Cold outreach to podcast hosts worked better than any ad we ran.';
    expect(keyTerms(once, once, 1)[0]).toMatch(/^(?:cold outreach|podcast hosts)$/);
  });
});

describe('ideas on the compound members write, a few per subject, in frames that fit the community', () => {
  it('grows a head noun into the compound most of its uses are ("letters" → "cover letters"), not across a word that only picks one out', () => {
    const jobs = written('jobs', [
      'How long should cover letters be?',
      'Do recruiters read cover letters at all',
      'Cover letters are dead\nI never write cover letters now.',
      'Got two letters today\nBoth rejections.',
    ]);
    expect(wholeCompound(jobs, 'letters')).toBe('cover letters');
    const firsts = written('jobs', ['My first letters', 'The first letters came', 'First letters, at last', 'Other letters arrived']);
    expect(wholeCompound(firsts, 'letters')).toBe('letters');
  });

  it('gives r/jobs ideas on cover letters, and no more than two ideas on one subject anywhere', async () => {
    const snapshot = await SnapshotSource.open(join(__dirname, '../../data/snapshot'));
    for (const name of ['jobs', 'upliftingnews', 'askscience', 'science']) {
      const c = communityOf((await snapshot.subredditPosts(name))!).community;
      for (const nonce of [1, 2, 3]) {
        const [group] = writeIdeas({ communities: [c], perCommunity: 6, nonce });
        const subjects = new Map<string, number>();
        for (const p of group!.posts) {
          const s = p.title.toLowerCase().match(/high school|earth|stem cells|cover letters?|interviews?/)?.[0];
          if (s) subjects.set(s.replace(/s$/, ''), (subjects.get(s.replace(/s$/, '')) ?? 0) + 1);
        }
        for (const n of subjects.values()) expect(n).toBeLessThanOrEqual(2);
        if (name === 'jobs') expect(group!.posts.map((p) => p.title).join('\n')).not.toMatch(/\bwith letters\b|\bon letters\b/);
      }
    }
  });

  it('asks members to argue only where they argue, and speaks to beginners only of things they own', async () => {
    const snapshot = await SnapshotSource.open(join(__dirname, '../../data/snapshot'));
    const titles = async (name: string) => {
      const c = communityOf((await snapshot.subredditPosts(name))!).community;
      return [1, 2, 3, 4, 5, 6].flatMap((nonce) => writeIdeas({ communities: [c], perCommunity: 6, nonce })[0]!.posts.map((p) => p.title));
    };
    for (const name of ['aww', 'askscience', 'history']) {
      const t = (await titles(name)).join('\n');
      expect(t).not.toMatch(/changing my mind|view on .* changed/i);
      expect(t).not.toMatch(/beginner about (?:bears|animals)/i);
    }
    // Where members argue, the frames stay: r/android argues about phones.
    expect((await titles('android')).join('\n')).toMatch(/changing my mind|view on .* changed/i);
  });
});

describe('a showcase or a story idea on a doing', () => {
  it('shows the work members write they have one of ("my painting"), never "an approach to painting"', async () => {
    const { ownWork } = await import('../../server/src/modules/generation/built-in/ideas');
    const painters = written('painters', [
      'My painting of the harbour at dusk\nOils on board.',
      'Finished a painting for my sister\nTook three weeks.',
      'Is this painting too dark?\nBe honest.',
      'Tips for painting skies\nI struggle with gradients.',
    ]);
    expect(ownWork(painters, 'painting')).toBe('my painting');
    // A doing members never write they have one of is no work to show.
    const runners = written('runners', ['Running in the rain\nLoved it.', 'Tips for running hills', 'Is running every day too much?']);
    expect(ownWork(runners, 'running')).toBeNull();
    expect(ownWork(runners, 'shoes')).toBe('shoes');
  });
});

describe('ideas where members post pictures and links, or open their titles alike', () => {
  it('are such posts: "TIL […]" in r/todayilearned, a picture in r/aww, a headline in r/worldnews, never a discussion', async () => {
    const snapshot = await SnapshotSource.open(join(__dirname, '../../data/snapshot'));
    const ideas = async (name: string) => {
      const c = communityOf((await snapshot.subredditPosts(name))!).community;
      return [1, 2, 3].flatMap((nonce) => writeIdeas({ communities: [c], perCommunity: 5, nonce })[0]!.posts);
    };
    for (const p of await ideas('todayilearned')) expect(p.title).toMatch(/^TIL \[/);
    for (const p of await ideas('lifeprotips')) expect(p.title).toMatch(/^LPT:? \[/);
    for (const name of ['aww', 'pics', 'worldnews', 'nottheonion', 'adviceanimals']) {
      const all = await ideas(name);
      expect(all.length).toBeGreaterThan(0);
      for (const p of all) {
        expect(p.title).toMatch(/^\[.*(?:photo|picture|shot|video|article|story|headline).*\]$/);
        expect(p.title).not.toMatch(/experience|take on|think of|advice|tips/i);
        // The title members gave a real post is quoted, and what only the user has is asked for.
        expect(p.body).toMatch(/“[^”]+”/);
        expect(p.body).toMatch(/\[[^\]]+\]/);
      }
    }
    // The community's own name is no subject of a picture.
    for (const p of await ideas('adviceanimals')) expect(p.title.toLowerCase()).not.toContain('adviceanimals');
    // A picture is what members call theirs: a painting in r/Art, a chart in r/dataisbeautiful, never 'a photo of painting'.
    const art = (await ideas('art')).map((p) => p.title).join('\n');
    expect(art).toMatch(/your (?:painting|drawing)\b/);
    expect(art).not.toMatch(/photo of (?:painting|drawing)|picture of (?:painting|drawing)/);
    const charts = (await ideas('dataisbeautiful')).map((p) => p.title).join('\n');
    expect(charts).toMatch(/your (?:chart|graph|visualization)\b/);
    expect(charts).not.toMatch(/photo|where you took it|(?:chart|picture) of (?:graphs|visualizations)/);
    // Text communities keep their posts.
    for (const p of await ideas('personalfinance')) expect(p.title).not.toMatch(/^\[A one-line title/);
  });
});

describe('a phrase cut out of a longer one', () => {
  it('is no filler: "the freelance web" of "freelance web design", "a reasonable amount" of "… of"', async () => {
    const { cutFromLonger } = await import('../../server/src/modules/generation/built-in/idea-topic-fit');
    const texts = Array.from(
      { length: 9 },
      (_, i) =>
        `Freelance web ${['design', 'developer', 'work'][i % 3]} rates\nHow do you price freelance web ${['design', 'jobs', 'gigs'][i % 3]}?`,
    );
    const free = written('freelance', [
      ...texts,
      'Social media is a time sink\nIt is.',
      'My social media plan\nSocial media works.',
      'I charge a reasonable amount to start',
    ]);
    expect(cutFromLonger(free, 'freelance web')).toBe(true);
    expect(cutFromLonger(free, 'reasonable amount')).toBe(true);
    expect(cutFromLonger(free, 'social media')).toBe(false);
    const econ = written('economics', ['The vast majority of economists agree', 'A vast majority of voters', 'Why wages stall']);
    expect(cutFromLonger(econ, 'the vast majority')).toBe(true);
  });
});

describe('ideas where nearly every post is a question', () => {
  it('are questions opening as theirs do, on subjects they ask about, quoting a real question: r/askscience, r/AskReddit', async () => {
    const snapshot = await SnapshotSource.open(join(__dirname, '../../data/snapshot'));
    const posts = async (name: string) => (await snapshot.subredditPosts(name))!;
    const ideas = async (name: string) => {
      const c = communityOf(await posts(name)).community;
      return [1, 2, 3].flatMap((nonce) => writeIdeas({ communities: [c], perCommunity: 6, nonce })[0]!.posts);
    };
    const realTitles = async (name: string) => new Set((await posts(name)).posts.map((p) => p.title.trim()));
    const science = await ideas('askscience');
    expect(science.length).toBeGreaterThanOrEqual(12);
    const asked = new Set<string>();
    for (const p of science) {
      expect(p.title).toMatch(/^\[Your question about [^,\]]+, as “(?:Why|How|What|Is|Are|If|Do|Does|Can|When|Where|Would)[^”]*…\?”\]$/);
      const example = p.body.match(/“([^”]+)”/)?.[1];
      expect((await realTitles('askscience')).has(example!)).toBe(true);
      asked.add(p.title.match(/about ([^,]+),/)![1]!);
    }
    // More than the one named subject the discussion frames left ('[Discussion] Earth').
    expect(asked.size).toBeGreaterThanOrEqual(4);
    const room = await ideas('askreddit');
    expect(room.length).toBeGreaterThanOrEqual(3);
    for (const p of room) {
      expect(p.title).toMatch(/^\[An open question to everyone, as “[^”]+ …\?”\]$/);
      expect(p.title).not.toMatch(/“I …/);
      expect((await realTitles('askreddit')).has(p.body.match(/“([^”]+)”/)![1]!)).toBe(true);
    }
    // A community that asks now and then keeps its own kinds of post.
    for (const p of await ideas('personalfinance')) expect(p.title).not.toMatch(/^\[(?:Your|An open) question/);
  });

  it('reads how a small community asks: the openings it uses, and whether it asks the room', async () => {
    const { asksQuestions, asksTheRoom, questionIdeas } = await import('../../server/src/modules/generation/built-in/question-ideas');
    const why = Array.from({ length: 6 }, (_, i) => `Why do ${['cats', 'dogs', 'owls'][i % 3]} sleep so much during the day?`);
    const ifs = Array.from({ length: 4 }, (_, i) => `If the moon were ${i + 2} times closer, would tides flood the coasts?`);
    const curious = written('curious', [...why, ...ifs, 'I can hear music for the first time, what now?', 'Photos from my trip']);
    expect(asksQuestions(curious)).toBe(true);
    expect(asksTheRoom(curious)).toBe(false);
    const titles = questionIdeas(curious, ['owls', 'the moon'], 6).map((p) => p.title);
    expect(titles).toEqual(
      expect.arrayContaining(['[Your question about owls, as “Why do …?”]', '[Your question about the moon, as “If …?”]']),
    );
    expect(titles.join('\n')).not.toMatch(/“I …/);
    const room = written(
      'room',
      Array.from({ length: 8 }, (_, i) => `What's your ${['best', 'worst', 'oddest'][i % 3]} holiday memory, Reddit?`),
    );
    expect(asksTheRoom(room)).toBe(true);
    // Half its titles asking is not a community of questions.
    const half = written('half', [...why.slice(0, 3), 'My owl photo', 'Cats sleeping', 'A dog at the beach']);
    expect(asksQuestions(half)).toBe(false);
  });
});

describe('ideas where members post the title alone', () => {
  it('are one-line posts on what they say a line about, quoting one of theirs: r/Showerthoughts', async () => {
    const snapshot = await SnapshotSource.open(join(__dirname, '../../data/snapshot'));
    const posts = (await snapshot.subredditPosts('showerthoughts'))!;
    const c = communityOf(posts).community;
    const ideas = [1, 2].flatMap((nonce) => writeIdeas({ communities: [c], perCommunity: 6, nonce })[0]!.posts);
    expect(ideas.length).toBeGreaterThanOrEqual(4);
    const titles = new Set(posts.posts.map((p) => p.title.trim()));
    for (const p of ideas) {
      expect(p.title).toMatch(/^\[(?:Your one-line post about|Something you noticed about) [^\]]+\]$/);
      expect(p.title).not.toMatch(/experience|tips|advice|take on/i);
      expect(titles.has(p.body.match(/“([^”]+)”/)![1]!)).toBe(true);
    }
  });

  it('reads a community as posting titles alone from its text posts, not from link posts, which have no body either', async () => {
    const { postsTitlesAlone } = await import('../../server/src/modules/generation/built-in/link-ideas');
    const lines = Array.from(
      { length: 8 },
      (_, i) => `Every ${['clock', 'door', 'cloud', 'sock'][i % 4]} is a tiny mystery if you think about it`,
    );
    const bodies = Array.from({ length: 4 }, (_, i) => `Question ${i}\nA body long enough to be a real post, with a few sentences in it.`);
    expect(postsTitlesAlone({ ...written('thoughts', [...lines, ...bodies.slice(0, 2)]), textShare: 100 })).toBe(true);
    // The same texts where four posts in five are links: the bare titles are links, the text posts have bodies.
    expect(postsTitlesAlone({ ...written('links', [...lines, ...bodies]), textShare: 40 })).toBe(false);
    expect(postsTitlesAlone({ ...written('askers', [...lines.slice(0, 3), ...bodies]), textShare: 100 })).toBe(false);
  });
});

describe('a word that ends longer titles, and a counted phrase', () => {
  it('is no subject alone ("War" of "God of War", "Lion" of "Mountain Lion"), though a surname after a first name still is', async () => {
    const snapshot = await SnapshotSource.open(join(__dirname, '../../data/snapshot'));
    const titlesOf = async (name: string) => {
      const c = communityOf((await snapshot.subredditPosts(name))!).community;
      return [1, 2, 3]
        .flatMap((nonce) => writeIdeas({ communities: [c], perCommunity: 6, nonce })[0]!.posts.map((p) => p.title))
        .join('\n');
    };
    expect(await titlesOf('games')).not.toMatch(/\bWar\b(?! Z)/);
    expect(await titlesOf('apple')).not.toMatch(/\b(?:about|on|of) (?:Lion|Maps)\b/);
    expect(await titlesOf('stockmarket')).not.toMatch(/\bAnalysis\b/);
    expect(await titlesOf('politics')).toMatch(/\bObama\b/);
  });

  it('is never a name cut before its number ("Star Wars Episode" of "Star Wars Episode VII")', () => {
    const films = written('films', ['Star Wars Episode VII cast', 'Star Wars Episode VIII trailer', 'Breaking Bad Season 5 finale']);
    expect(standsAsSubject(films, 'Star Wars Episode')).toBe(false);
    expect(standsAsSubject(films, 'Breaking Bad Season')).toBe(false);
    expect(standsAsSubject(films, 'Star Wars')).toBe(true);
  });

  it('is counted as members count it: "board games", never "a beginner about board game"', async () => {
    const snapshot = await SnapshotSource.open(join(__dirname, '../../data/snapshot'));
    const c = communityOf((await snapshot.subredditPosts('boardgames'))!).community;
    const titles = [1, 2, 3, 4].flatMap((nonce) => writeIdeas({ communities: [c], perCommunity: 6, nonce })[0]!.posts.map((p) => p.title));
    expect(titles.join('\n')).not.toMatch(/(?<!my )\bboard game\b(?!s)/i);
    expect(titles.join('\n')).toMatch(/\bboard games\b/);
  });
});

describe('a picture or link idea quoting how members title theirs (decision 080)', () => {
  it('says the quoted title is one on the subject only where it is, and never takes the medium for a subject', async () => {
    const snapshot = await SnapshotSource.open(join(__dirname, '../../data/snapshot'));
    for (const name of ['EarthPorn', 'sports', 'mildlyinteresting', 'travel', 'videos', 'pics', 'space']) {
      const c = communityOf((await snapshot.subredditPosts(name))!).community;
      for (const nonce of [1, 2, 3, 4, 5]) {
        for (const p of writeIdeas({ communities: [c], perCommunity: 3, nonce })[0]!.posts) {
          // 'Photos of China here go up under one plain line, like “Mount Rainier, Washington State”' (r/EarthPorn, before).
          const said = /^(?:Here, )?(\w+) (?:of|on) (.+?) (?:here )?(?:go up|get|are titled)[^“]*“(.+)”/i.exec(p.body);
          if (said) {
            const words = said[2]!
              .toLowerCase()
              .replace(/^(?:the|a|an)\s+/, '')
              .split(/\s+/);
            const stem = words[words.length - 1]!.replace(/(?:es|s)$/, '').slice(0, 5);
            expect(said[3]!.toLowerCase()).toContain(stem);
          }
          // 'your video of films', 'your video of Youtube' (r/videos, before).
          expect(p.title).not.toMatch(
            /\b(?:photo|picture|video|article)s? (?:of|on) (?:the )?(?:films?|videos?|youtube|photos?|pictures?|pics?|gifs?|clips?)\b/i,
          );
        }
      }
    }
  });
});

describe('a phrase inside one name or another', () => {
  it('is what they are, no name of its own ("National Park" of "Yosemite National Park", "Zion National Park")', () => {
    const parks = written('parks', [
      'Yosemite National Park at dawn [OC]',
      'Zion National Park after the rain',
      'Glacier National Park, Montana',
      'Arches National Park under the stars',
      'Sunset over Banff National Park',
    ]);
    expect(wholeName(parks, 'National Park')).toBe('');
    // One name it nearly always belongs to is that name.
    const rivers = written('rivers', [
      'Colorado River Trail at noon',
      'The Colorado River Trail in May',
      'Hiking the Colorado River Trail',
      'Colorado River Trail, day two',
      'Back on the Colorado River Trail',
    ]);
    expect(wholeName(rivers, 'River Trail')).toBe('Colorado River Trail');
  });
});
