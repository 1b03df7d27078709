// Decision 111: whose a thing is and which thing a name is; what a headline's words are. Someone's own thing keeps whose it is ('your dad's 1972
// Datsun', never "dad's" or "a dad's"); one thing a doing is done to keeps its article ('the true crime podcast'); a doing
// the term opens is read to its end ('climbing out of silver', never 'climbing out'); a short name in capitals is no
// choice ('Top Gear' is never 'Gear'); whose work a picture is, is no subject of one ('your painting of Van Gogh').
import { POST_TEMPLATES, WRITING_STYLES } from '@subreddit-signal/contract';
import { writeIdeas, writePosts } from '../../server/src/modules/generation/built-in';
import { doingSubject, nounSubject, toSecondPerson } from '../../server/src/modules/generation/built-in/comments';
import { namedAsMaker, namedAsSource } from '../../server/src/modules/generation/built-in/names-line';
import { linkIdea } from '../../server/src/modules/generation/built-in/link-ideas';
import type { CommunityProfile } from '../../server/src/modules/generation/community';
import { parseQuery } from '../../server/src/modules/generation/query';
import { commentTexts, snapshotProfiles } from '../support/community-profile';

let profiles: Record<string, CommunityProfile>;
beforeAll(async () => {
  profiles = await snapshotProfiles([
    'cars',
    'podcasts',
    'leagueoflegends',
    'art',
    'nba',
    'personalfinance',
    'stockmarket',
    'movies',
    'diy',
    'boardgames',
    'showerthoughts',
    'pics',
  ]);
});

/** Every post of every template and style for a query, as one text each. */
function posts(c: CommunityProfile, query: string): string[] {
  const out: string[] = [];
  for (const [t, template] of POST_TEMPLATES.entries())
    for (let n = 0; n < 3; n++) {
      const writingStyle = WRITING_STYLES[(t + n) % WRITING_STYLES.length]!;
      for (const p of writePosts({ community: c, searchQuery: query, template, writingStyle, count: 2, nonce: n }))
        out.push(`${p.title}\n${p.body}`);
    }
  return out;
}

describe("decision 111: someone's own thing keeps whose it is", () => {
  it("a doing on your dad's car names the car as his, never as dad's alone", () => {
    expect(nounSubject("restoring your dad's 1972 Datsun")).toBe("your dad's 1972 Datsun");
    const texts = commentTexts(profiles.cars!, "A small win with restoring my dad's 1972 Datsun", '', [1, 2, 3]);
    expect(texts.filter((t) => /(?<!your )dad's|the your/i.test(t))).toEqual([]);
    // The commenter's own experience is with such a car, never with the poster's dad's.
    expect(texts.every((t) => /your dad's 1972 Datsun|^Similar experience with a 1972 Datsun/.test(t))).toBe(true);
  });

  it("'done' before a doing opens it ('Finally done restoring…')", () => {
    expect(doingSubject("Finally done restoring my dad's 1972 Datsun", 'Datsun')).toBe("restoring your dad's 1972 Datsun");
  });

  it("posts in general drop whose it is: 'restoring a 1972 Datsun', never 'a dad's'", () => {
    const texts = posts(profiles.cars!, "restoring my dad's 1972 Datsun");
    expect(texts.filter((t) => /\ba dad's/i.test(t))).toEqual([]);
    expect(texts.some((t) => /restoring a 1972 Datsun/.test(t))).toBe(true);
  });
});

describe('decision 111: one thing a doing is done to keeps its article', () => {
  it.each([
    ['launching a true crime podcast', 'the true crime podcast'],
    ['building a deck', 'the deck'],
    ['paying off my student loans', 'paying off my student loans'],
    ['saving the receipts', 'receipts'],
  ])('"%s" is spoken of as "%s"', (doing, said) => {
    expect(nounSubject(doing)).toBe(said);
  });

  it("comments on 'A small win with launching a true crime podcast' never say 'about true crime podcast'", () => {
    const texts = commentTexts(profiles.podcasts!, 'A small win with launching a true crime podcast', '', [1, 2, 3]);
    expect(texts.filter((t) => /(?<!the )true crime podcast/i.test(t))).toEqual([]);
  });
});

describe('decision 111: a doing the term opens is read to its end', () => {
  const title = 'A small win with climbing out of silver as a support main';
  it("the term 'climbing out' stands for 'climbing out of silver'", () => {
    expect(doingSubject(title, 'climbing out')).toBe('climbing out of silver');
    expect(doingSubject('A small win with cooking for one on a budget', 'cooking')).toBe('cooking for one');
    // A new clause or a clause about it ends the doing.
    expect(doingSubject('A small win with writing cold emails that get replies and I am thrilled', 'writing cold emails')).toBe(
      'writing cold emails',
    );
  });

  it('comments on a post whose body repeats the doing name all of it', () => {
    const body = 'Background on climbing out of silver as a support main: [a line on it]. It went from [the start] to [your result].';
    const texts = commentTexts(profiles.leagueoflegends!, title, body, [1, 2, 3]);
    expect(texts.filter((t) => /climbing out(?! of silver)/.test(t))).toEqual([]);
  });
});

describe('decision 111: a short name in capitals is no choice', () => {
  it.each(['Top Gear', 'Great Britain', 'Best Buy'])("'%s' stays whole", (name) => {
    expect(parseQuery(name, { keepCase: true }).label).toBe(name);
  });

  it("'best budget headphones for running' is still a choice among headphones", () => {
    expect(parseQuery('best budget headphones for running').label).not.toMatch(/^best\b/i);
  });

  it("r/cars ideas never make 'Gear' of 'Top Gear'", () => {
    const ideas = [1, 2, 3, 4].flatMap((nonce) => writeIdeas({ communities: [profiles.cars!], perCommunity: 4, nonce })[0]!.posts);
    expect(ideas.filter((p) => /(?<!Top )\bGear\b/.test(`${p.title}\n${p.body}`)).map((p) => p.title)).toEqual([]);
  });
});

describe('decision 111: whose work a picture is, is no subject of one', () => {
  const profile = (texts: string[]) => ({ name: 'test', texts }) as unknown as CommunityProfile;
  it('a name written after "by", before a named work or after a dash is the maker', () => {
    const c = profile([
      'A sketch by Vincent Van Gogh of the first woman to return his love',
      'I painted Van Gogh\'s "Starry Night" on a wooden chair',
      'Van Gogh close-ups',
      '"I am drugs." - Salvador Dali',
      "One of Salvador Dali's first paintings",
      'Salvador Dali and his pet anteater',
    ]);
    expect(namedAsMaker(c, 'Van Gogh')).toBe(true);
    expect(namedAsMaker(c, 'Salvador Dali')).toBe(true);
  });

  it("a name whose photos are posted is no maker ('LeBron's game 7')", () => {
    const c = profile(["LeBron's game 7 - the GIF", 'LeBron dunks on the Celtics', 'LeBron after the win']);
    expect(namedAsMaker(c, 'LeBron')).toBe(false);
  });

  it('a name a title closes on after a dash or in brackets is where it is from, no subject', () => {
    const c = profile([
      'Japan Monetary Plan Fails to Cheer - IBTimes',
      'Markets Down on Gloomy Corporate Earnings - IBTimes\nbody',
      'Stocks rally as Greek bailout talks resume (IBTimes)',
      'IBTimes says markets are calm',
      'Apple earnings beat estimates',
      'Why Apple stock fell today',
      'Apple - the chart everyone is watching',
    ]);
    expect(namedAsSource(c, 'IBTimes')).toBe(true);
    expect(namedAsSource(c, 'Apple')).toBe(false);
    const ideas = [1, 2, 3].flatMap((nonce) => writeIdeas({ communities: [profiles.stockmarket!], perCommunity: 3, nonce })[0]!.posts);
    expect(ideas.filter((p) => /ibtimes/i.test(p.title))).toEqual([]);
  });

  it('r/art ideas never ask for a painting of a painter; r/nba ideas still ask for photos of players', () => {
    const ideas = (c: CommunityProfile) =>
      [1, 2, 3].flatMap((nonce) => writeIdeas({ communities: [c], perCommunity: 3, nonce })[0]!.posts.map((p) => p.title));
    expect(ideas(profiles.art!).filter((t) => /\bof (?:Van Gogh|Salvador Dali|Dali)\b/.test(t))).toEqual([]);
    expect(ideas(profiles.nba!).some((t) => /photo of \p{Lu}/u.test(t))).toBe(true);
  });
});

describe('decision 111: what a title names, read from the words around it', () => {
  const said = (community: string, title: string) => commentTexts(profiles[community]!, title, '', [1, 2, 3]).join('\n');

  it.each([
    ['cars', 'My Garage', /the garage/, /\bGarage\b/],
    ['art', 'A Letter from Banksy (A manifesto)', /the letter/, /\bLetter\b/],
    ['nba', 'Miami Heat are 2013 NBA Champions, after defeating San Antonio in Game 7.', /the Miami Heat/, /(?<![Tt]he )Miami Heat/],
    ['nba', '[GIF] Fan at Miami Heat game hits half-court hook shot, wins $75,000', /the Miami Heat game/, /(?<![Tt]he )Miami Heat game/],
    [
      'art',
      'Carved marble sculpture I did last semester. I titled it "Tread Softly"',
      /the marble sculpture/,
      /(?<![Tt]he )marble sculpture/,
    ],
    ['art', "Animals from my dad's sketchbook", /the animals/, /(?<![Tt]he )\banimals\b/],
  ])('r/%s "%s" is spoken of as %s', (community, title, want, never) => {
    const text = said(community, title);
    expect(text).toMatch(want);
    expect(text).not.toMatch(never);
  });

  it.each([
    ['Never, EVER, co-sign a loan', /\bon co-sign\b|\bco-sign\b(?! a loan)/],
    ['At 35, my 401K just hit...$401K. Total brag and some advice for you younger folks.', /\bthe hit\b|\bhit part\b/],
  ])('"%s" takes no verb for its subject', (title, verb) => {
    expect(said('personalfinance', title)).not.toMatch(verb);
  });

  it.each([
    ['nba', 'BREAKING: Man Utd agree £24m deal to sign Robin van Persie from Arsenal', /Man Utd/, /Man Utd agree/],
    ['nba', 'Biggest lies told in IT', /the biggest lies/, /(?<![Tt]he )biggest lies/],
    ['art', 'Just another client request', /the client request/, /(?<![Tt]he )client request/],
  ])('r/%s "%s": a headline verb is left out, a superlative and "another" take the article', (community, title, want, never) => {
    const text = said(community, title);
    expect(text).toMatch(want);
    expect(text).not.toMatch(never);
  });

  it.each([
    ['movies', 'Disney just bought LucasFilm, thoughts?', /LucasFilm/, /bought LucasFilm|Similar experience|Been there/],
    ['diy', 'My roommates and I built an Infinity Table for our apartment', /the Infinity Table/, /(?<!(?:[Tt]he|this) )Infinity Table/],
    ['movies', 'Video of me reading any monologue you upvote by the end of tomorrow (Thursday night PST)', /\S/, /Thursday/],
    ['movies', "Movies that you didn't think were going to be good but then blew you out of the water.", /\S/, /movies comes\b/],
  ])(
    'r/%s "%s": no verb, no time as the subject; a name counted as one is that one; a call for thoughts is talk',
    (c, title, want, never) => {
      const text = said(c, title);
      expect(text).toMatch(want);
      expect(text).not.toMatch(never);
    },
  );

  it("the poster's own words are said back to them", () => {
    expect(toSecondPerson('why it is ruining my life')).toBe('why it is ruining your life');
    expect(toSecondPerson('why I was late for my exam')).toBe('why you were late for your exam');
    expect(toSecondPerson('why we get goosebumps')).toBe('why we get goosebumps');
  });

  it("an album of someone's work is no work of the poster's to praise", () => {
    const text = said('art', 'Eyvind Earle. Best known for his contribution to the background illustration of Disney films. (Album)');
    expect(text).not.toMatch(/Nicely done|Praise for|Well done/);
  });

  it('a reaction praises the post, never the subject read from its title', () => {
    const text = commentTexts(profiles.art!, 'Cornea transplant under a microscope', '', [1, 2, 3, 4, 5, 6]).join('\n');
    expect(text).not.toMatch(/(?<!this )is wonderful|are wonderful|Oh, cornea|love (?:the )?cornea/i);
  });
});

describe('decision 111: a recommendation asked for is answered with a pick', () => {
  it.each([
    ["What's a good two player game for a couple?", 'the two player game'],
    ['Any recommendations for a budget espresso machine?', 'the budget espresso machine'],
  ])('"%s" gets the commenter\'s own pick in a bracket, no stock tip', (title, subject) => {
    const texts = commentTexts(profiles.boardgames!, title, '', [1, 2, 3]);
    expect(texts.some((t) => /\[(?:your|Your) (?:recommendation|pick)\]/.test(t))).toBe(true);
    expect(texts.filter((t) => /A practical tip on|Similar experience/.test(t))).toEqual([]);
    expect(texts.every((t) => t.includes(subject) || /\bthis\b/.test(t))).toBe(true);
  });
});

describe("decision 111: a picture's subject", () => {
  it("a piece of the community's own name is no subject ('shower' in r/Showerthoughts)", () => {
    const ideas = [1, 2, 3].flatMap((nonce) => writeIdeas({ communities: [profiles.showerthoughts!], perCommunity: 3, nonce })[0]!.posts);
    expect(ideas.filter((p) => /about shower\b/i.test(p.title)).map((p) => p.title)).toEqual([]);
  });

  it('a photo is of water and about motivation', () => {
    expect(linkIdea(profiles.pics!, 'water').title).toMatch(/photo of water/);
    expect(linkIdea(profiles.pics!, 'motivation').title).toMatch(/photo about motivation/);
  });
});

describe("decision 111: the writer's own showcase titles are read as work shown", () => {
  it.each([
    "I am sharing my dad's 1972 Datsun restoration. Would love honest feedback",
    "Sharing my dad's 1972 Datsun restoration",
    'Here is a basketball stats app I have been working on',
    'Feedback wanted on my habit tracker app',
    'Looking for feedback on a write-up on migrating our file server to SharePoint',
  ])('"%s" is met with praise, never a stock tip or thanks for a point', (title) => {
    const texts = commentTexts(profiles.cars!, title, '', [1, 2, 3]);
    expect(texts.some((t) => /^Praise for /.test(t))).toBe(true);
    expect(texts.filter((t) => /^(?:A practical tip on|Building on the)|made my day/.test(t))).toEqual([]);
  });
});

describe("decision 111: a doing after a tag, and the commenter's experience of it", () => {
  it("'[Update] Training for my first half marathon…' is about the training; an experience is the commenter's own", () => {
    const texts = commentTexts(profiles.cars!, '[Update] Training for my first half marathon is finally coming together', '', [1, 2, 3]);
    expect(texts.filter((t) => /(?<!for (?:your|a) )first half marathon/.test(t))).toEqual([]);
    expect(texts.filter((t) => /experience with training for your/.test(t))).toEqual([]);
    expect(texts.some((t) => /training for your first half marathon/.test(t))).toBe(true);
  });
});

describe('decision 111: numbers, addressees and vents', () => {
  it("'52 week money challenge' keeps its number, as one thing", () => {
    const texts = commentTexts(profiles.personalfinance!, '52 week money challenge', '', [1, 2, 3]);
    expect(texts.filter((t) => /(?<!52 week )money challenge/.test(t))).toEqual([]);
    expect(texts.some((t) => /the 52 week money challenge/.test(t))).toBe(true);
  });

  it.each([
    'Dear Youtube, I am fucking sick of seeing this!',
    'So the old layout was overwritten. I am unbelievably angry at the new layout.',
  ])('"%s" is a complaint: no "Dear Youtube", no "seeing this", never delight', (title) => {
    const texts = commentTexts(profiles.movies!, title, '', [1, 2, 3]);
    expect(texts.filter((t) => /Dear Youtube|seeing this|made my day|wonderful|[Ll]ove this/.test(t))).toEqual([]);
  });
});

describe('decision 111: a price or a limit after the head', () => {
  it("'budget mechanical keyboard under $100' in general is 'budget mechanical keyboards under $100', never '… $100s'", () => {
    const texts = posts(profiles.movies!, 'best budget mechanical keyboard under $100');
    expect(texts.filter((t) => /\$100s/.test(t))).toEqual([]);
    expect(texts.some((t) => /keyboards under \$100/.test(t))).toBe(true);
  });
});
