// Issue 25, decision 090: questions a marketer types, read as what they ask. One asking for an explanation ('how vaccines
// work', 'why is the sky blue') is explained, understood and discussed, never owned, made or stuck with ('Sharing my
// vaccines', 'I stuck with sky blue'); one weighing a doing ('is it worth buying a Tesla') is about the doing; one asking
// for a recommendation or a choice ('which camera should I buy for vlogging') is about the thing chosen.
import { POST_TEMPLATES, WRITING_STYLES, type CommentTone } from '@subreddit-signal/contract';
import { writeComments, writePosts } from '../../server/src/modules/generation/built-in';
import type { CommunityProfile } from '../../server/src/modules/generation/community';
import { explainedQuestion, explanationIn } from '../../server/src/modules/generation/explained-words';
import { parseQuery } from '../../server/src/modules/generation/query';
import { inventedClaims } from '../../server/src/modules/generation/quality/writing';
import { snapshotProfiles } from '../support/community-profile';
import { everyPost } from '../support/every-post';

let profiles: Record<string, CommunityProfile> = {};

/** Titles of the comments that answer an explanation (comment-phrases.ts, EXPLAIN_ANGLES). */
const EXPLAINING = /^(?:My explanation of|An analogy for|A good source on)\b/;
/** First comments on a post given by its title (and body) in one community. */
const commentsOn = (title: string, name: string, { tone = 'Friendly' as CommentTone, nonce = 1, body = '' } = {}) =>
  writeComments({ post: { title, body }, community: profiles[name]!, tone, count: 3, nonce });

beforeAll(async () => {
  profiles = await snapshotProfiles([
    'explainlikeimfive',
    'askscience',
    'personalfinance',
    'aww',
    'history',
    'cars',
    'podcasts',
    'stockmarket',
  ]);
});

describe('a question asking for an explanation', () => {
  it.each([
    ['how vaccines work', 'How do vaccines work?', 'how vaccines work'],
    ['how the stock market works', 'How does the stock market work?', 'how the stock market works'],
    ['how does compound interest work', 'How does compound interest work?', 'how compound interest works'],
    ['why is the sky blue', 'Why is the sky blue?', 'why the sky is blue'],
    ['why do cats purr', 'Why do cats purr?', 'why cats purr'],
    ['why cats purr', 'Why do cats purr?', 'why cats purr'],
    ['why did the Roman Empire fall?', 'Why did the Roman Empire fall?', 'why the Roman Empire fell'],
    ['why are eggs so expensive', 'Why are eggs so expensive?', 'why eggs are so expensive'],
    ['why is everyone leaving Twitter', 'Why is everyone leaving Twitter?', 'why everyone is leaving Twitter'],
    ['why is Python popular for data science', 'Why is Python popular for data science?', 'why Python is popular for data science'],
    ['how is cheese made', 'How is cheese made?', 'how cheese is made'],
    ['what causes inflation', 'What causes inflation?', 'what causes inflation'],
    ['what does APR mean', 'What does APR mean?', 'what APR means'],
    ['why does my website not rank', 'Why does my website not rank?', "why my website doesn't rank"],
    ['what is it like to work at Google', 'What is it like to work at Google?', 'what it is like to work at Google'],
    ['why people buy handmade jewelry', 'Why do people buy handmade jewelry?', 'why people buy handmade jewelry'],
    [
      'what is the difference between a Roth IRA and a 401k',
      'What is the difference between a Roth IRA and a 401k?',
      'the difference between a Roth IRA and a 401k',
    ],
  ])('reads "%s" as asked ("%s") and as a clause ("%s")', (query, question, clause) => {
    expect(explainedQuestion(query)).toEqual({ question, clause });
    const parsed = parseQuery(query);
    expect([parsed.label, parsed.question, parsed.explains]).toEqual([clause, question, true]);
  });

  it.each([
    'how do I grow my newsletter',
    'how to make money on YouTube',
    'why I quit my job',
    'how much should I charge for a logo',
    'why should we hire a marketer',
    'email marketing for a small bakery',
    'what is the best CRM for startups',
    'what made the difference',
    'what made me quit my job',
  ])('leaves "%s" to be read as what it is (a how-to, a story, a price, advice, a choice)', (query) => {
    expect(explainedQuestion(query)).toBeNull();
  });

  it('is no problem of the poster, which keeps being read as one', () => {
    expect(parseQuery('why is my sourdough so dense').explains).toBeUndefined();
    expect(parseQuery("why won't my PC boot").label).toBe('my PC not booting');
  });

  it.each([
    ['explainlikeimfive', 'how vaccines work'],
    ['askscience', 'why is the sky blue'],
    ['personalfinance', 'how does compound interest work'],
    ['aww', 'why do cats purr'],
    ['history', 'why did the Roman Empire fall'],
  ])('is never owned, made, fixed or stuck with in r/%s ("%s")', (name, query) => {
    const posts = everyPost(profiles[name]!, query, { count: 2 });
    const { clause } = explainedQuestion(query)!;
    const texts = posts.map((p) => `${p.title}\n${p.body}\n${p.callToAction}`);
    const subject = clause.replace(/^(?:how|why|what)\s+/, '');
    // The subject the old reading took as a thing or a practice ('my vaccines', 'sky blue') is never the poster's.
    expect(texts.filter((t) => new RegExp(`\\bmy ${subject.split(' ')[0]}`, 'i').test(t) && !/\bmy dog\b/i.test(t))).toEqual([]);
    expect(texts.filter((t) => /\b(?:stuck with|got .* working|finally fixed|Sharing my (?!explainer))\b/i.test(t))).toEqual([]);
    // Every post speaks of the question as asked or as its clause, whole.
    for (const p of posts) expect(`${p.title}\n${p.body}`.toLowerCase()).toMatch(clause.toLowerCase());
    // The question is a help post's title; a showcase shows an explainer; a success story is understanding it.
    const help = posts.filter((p) => p.template === 'Question/Help').map((p) => p.title);
    expect(help.some((t) => t === explainedQuestion(query)!.question || /explain|understand|get /i.test(t))).toBe(true);
    for (const p of posts.filter((x) => x.template === 'Project showcase')) expect(`${p.title} ${p.body}`).toMatch(/explain/i);
    for (const p of posts.filter((x) => x.template === 'Success story'))
      expect(`${p.title} ${p.body}`).toMatch(/understand|understood|click|get /i);
  });

  it('gives every post asked for, in every template and style (openings differ within a batch)', () => {
    for (const template of POST_TEMPLATES)
      for (const writingStyle of WRITING_STYLES)
        for (const nonce of [1, 2])
          expect([
            template,
            writingStyle,
            writePosts({
              community: profiles.personalfinance!,
              searchQuery: 'how does compound interest work',
              template,
              writingStyle,
              count: 3,
              nonce,
            }).length,
          ]).toEqual([template, writingStyle, 3]);
  });

  it('asks the user for the explanation in brackets and claims none', () => {
    const posts = everyPost(profiles.askscience!, 'why is the sky blue', { count: 2 });
    for (const p of posts.filter((x) => x.template === 'Guide / Tutorial')) expect(p.body).toMatch(/\[[^\]]*explanation[^\]]*\]/i);
    expect(posts.map((p) => p.body).filter((b) => /\bRayleigh|scatter/i.test(b))).toEqual([]);
  });

  it('reads "what is X" as what it is, never a choice or a favourite', () => {
    expect(explainedQuestion('what is SEO')).toEqual({ question: 'What is SEO?', clause: 'what SEO is' });
    expect(explainedQuestion("what's a 401k")).toEqual({ question: 'What is a 401k?', clause: 'what a 401k is' });
    expect(explainedQuestion('what is the best CRM for startups')).toBeNull();
    expect(explainedQuestion('what is your favorite board game')).toBeNull();
  });
});

describe('first comments on a post asking for an explanation or giving one', () => {
  it.each([
    ['ELI5: Why do we get goosebumps?', 'why we get goosebumps'],
    ['What is a 401k and why is my job offering it to me?', 'what a 401k is'],
    ['This may be a dumb question, but when I turn off my lights, where does all the light go?', 'where all the light goes'],
    ['It finally clicked for me: what causes a recession', 'what causes a recession'],
    ['What is the best explanation you have heard of how vaccines work?', 'how vaccines work'],
    ['Why cats purr, explained simply', 'why cats purr'],
  ])('finds in "%s" the clause "%s"', (title, clause) => {
    expect(explanationIn(title)).toBe(clause);
  });

  it.each([
    ['ELI5: Why do we get goosebumps?', ''],
    ['It finally clicked for me: what causes a recession', 'I never really understood what causes a recession. [What confused you.]'],
    ['What is the best explanation you have heard of how vaccines work?', 'The explanation I hear most is [it].'],
    ['This may be a dumb question, but when I turn off my lights, where does all the light go?', ''],
  ])('answers "%s" with an explanation, an analogy or a source the user gives, naming what it asks', (title, body) => {
    const clause = explanationIn(title)!;
    for (const tone of ['Friendly', 'Expert', 'Casual'] as const) {
      const comments = commentsOn(title, 'explainlikeimfive', { tone, nonce: 2, body });
      expect(comments).toHaveLength(3);
      for (const c of comments) {
        expect(c.title).toMatch(new RegExp(`^(?:My explanation of|An analogy for|A good source on) ${clause}$`));
        // What the commenter explains or recommends is theirs to write: asked for in brackets, never made up.
        expect(c.response).toMatch(/\[[^\]]+\]/);
        // No tip on a struggle, no 'what have you tried', no congratulations, no 'Been there!'.
        expect(c.response).not.toMatch(/what have you tried|how long have you been|congratulations|been there|write down what you tried/i);
      }
    }
  });

  it('says "this" where the question names nothing it can say whole, and keeps a name', () => {
    const [c] = commentsOn("Why can't I list every book I know, but I can tell you if I own it?", 'explainlikeimfive').slice(0, 1);
    expect(c!.title).toMatch(/ this$/);
    const [named] = commentsOn('ELI5: What exactly is Obamacare and what did it change?', 'explainlikeimfive').slice(0, 1);
    expect(named!.title).toMatch(/ (?:what )?Obamacare(?: is)?$/);
  });

  it.each([
    'Is absolutely every organism on Earth related, or has life started on Earth more than once?',
    'Did the insects with queens (bees, ants, wasps, termites) all evolve from a common ancestor with queens?',
  ])('answers a yes-or-no question about the world ("%s"), never asking what the poster tried', (title) => {
    for (const tone of ['Friendly', 'Expert', 'Casual'] as const) {
      const comments = commentsOn(title, 'askscience', { tone, nonce: 4 });
      for (const c of comments) {
        expect(c.title).toMatch(/^(?:My explanation of|An analogy for|A good source on) this$/);
        expect(c.response).not.toMatch(/what have you tried|how long have you been|experience with Earth|been there/i);
      }
    }
  });

  it('leaves a question about the poster or to the reader a help question or a poll', () => {
    for (const title of ['Is my sourdough starter dead?', 'Do you guys use Canva for thumbnails?']) {
      const comments = commentsOn(title, 'askscience', { nonce: 4 });
      expect(comments.filter((c) => EXPLAINING.test(c.title))).toEqual([]);
    }
  });

  it('still praises an explainer the poster made', () => {
    const comments = commentsOn('I made an explainer on what causes a recession', 'personalfinance', {
      tone: 'Expert',
      body: 'It is a short video.',
    });
    expect(comments.some((c) => /explainer/i.test(c.title))).toBe(true);
  });
});

describe('a question weighing a doing, asking for a recommendation or a choice', () => {
  it.each([
    ['is it worth buying a Tesla', 'buying a Tesla'],
    ['is it still worth learning Python in 2026', 'learning Python in 2026'],
    ['is it too late to learn piano at 40', 'learning piano at 40'],
    ['how long does it take to learn Spanish', 'learning Spanish'],
    ['can I use ChatGPT for SEO', 'using ChatGPT for SEO'],
    ['does cold email still work', 'cold email'],
    ["what's the best budget mic for podcasting", 'a budget mic for podcasting'],
    ['which camera should I buy for vlogging', 'a camera for vlogging'],
    ['which headphones should I get', 'headphones'],
    ['can you recommend a good CRM', 'a CRM'],
    ['can anyone recommend podcast mics', 'podcast mics'],
    ['recommend a good book on marketing', 'a book on marketing'],
    ['can anyone recommend a lens for portraits', 'a lens for portraits'],
    ['can you suggest a good meal prep', 'meal prep'],
    ['which brand of shoes should I buy', 'a brand of shoes'],
    ['is it normal for a puppy to sleep all day', 'a puppy sleeping all day'],
  ])('reads "%s" as "%s"', (query, label) => {
    expect(parseQuery(query).label).toBe(label);
  });

  it('keeps the question as the help post and never writes "it worth" into a sentence', () => {
    const posts = everyPost(profiles.cars!, 'is it worth buying a Tesla', { count: 2 });
    expect(posts.filter((p) => /\bit worth\b/i.test(`${p.title}\n${p.body}`) && p.title !== 'Is it worth buying a Tesla?')).toEqual([]);
    expect(posts.some((p) => /buying a Tesla/i.test(p.title))).toBe(true);
  });

  it('counts words in -ics as fields only when they are one ("mics" are several, "economics" is one)', () => {
    expect(parseQuery('podcast mics').plural).toBe(true);
    expect(parseQuery('economics').plural).toBe(false);
  });
});

describe('praise of a piece shown', () => {
  it('never reads "this the espresso grinder tho" or "Well executed the espresso grinder"', () => {
    const shown = everyPost(profiles.cars!, 'espresso grinder I built', { count: 1 }).filter((p) => p.template === 'Project showcase');
    const texts = [];
    for (const post of shown)
      for (let nonce = 1; nonce <= 10; nonce++)
        for (const tone of ['Expert', 'Casual'] as const)
          texts.push(...writeComments({ post, community: profiles.cars!, tone, count: 3, nonce }).map((c) => c.response));
    expect(texts.some((t) => /espresso grinder/.test(t))).toBe(true);
    expect(texts.filter((t) => /\bthis the\b|\bWell executed the\b/i.test(t))).toEqual([]);
  });
});

describe('a query naming learners ("dividend stocks for beginners")', () => {
  it('reads whom it is for after "for" only: "as a beginner" says who the poster is', () => {
    expect(parseQuery('dividend stocks for complete beginners').forWhom).toBe('complete beginners');
    expect(parseQuery('getting better as a beginner').forWhom).toBeUndefined();
  });

  it("writes its guide for them instead of asking whom it is for, and shows a guide to it, never the poster's stocks", () => {
    const posts = [1, 5, 9, 13].flatMap((nonce) => everyPost(profiles.stockmarket!, 'dividend stocks for beginners', { count: 2, nonce }));
    const guides = posts.filter((p) => p.template === 'Guide / Tutorial');
    expect(guides.filter((p) => /\[who this is for\]/.test(p.body))).toEqual([]);
    expect(guides.some((p) => /\bfor beginners\b/.test(p.body))).toBe(true);
    for (const p of posts.filter((x) => x.template === 'Project showcase')) {
      expect(`${p.title}\n${p.body}`).toMatch(/\bguide to dividend stocks for beginners\b/i);
      expect(`${p.title}\n${p.body}`).not.toMatch(/\bmy dividend stocks\b/i);
    }
  });
});

describe('a megathread titled with its article', () => {
  it('is a thread members talk in ("The Official Mars Science Laboratory and Curiosity Rover Thread")', () => {
    const title = 'The Official Mars Science Laboratory and Curiosity Rover Thread';
    const comments = commentsOn(title, 'askscience');
    for (const c of comments) expect(c.title).toMatch(/^(?:My take on|A question for the thread on|Thanks for the thread on) /);
    expect(comments.filter((c) => /biggest difference for you|official Mars science/i.test(`${c.title} ${c.response}`))).toEqual([]);
  });

  it('names what the thread is for without the title\'s full stop ("The official Higgs announcement thread.")', () => {
    const comments = commentsOn('The official Higgs announcement thread.', 'askscience');
    for (const c of comments) expect(c.title).toMatch(/ the Higgs announcement$/);
    expect(comments.filter((c) => /\s\.|\.\./.test(c.response))).toEqual([]);
  });
});

describe('what the explained templates and the explaining comments claim', () => {
  it('is nothing the user did not give: no history with sources or threads, no counts, no results', () => {
    const found: string[] = [];
    for (const [name, query] of [
      ['askscience', 'why is the sky blue'],
      ['aww', 'why do cats purr'],
    ] as const)
      for (const nonce of [1, 4]) {
        for (const p of everyPost(profiles[name]!, query, { count: 2, nonce })) {
          found.push(...inventedClaims(`${p.title}\n${p.body}\n${p.callToAction}`, query, null));
          for (const tone of ['Friendly', 'Expert', 'Casual'] as const)
            for (const c of writeComments({ post: p, community: profiles[name]!, tone, count: 3, nonce }))
              found.push(...inventedClaims(`${c.title}\n${c.response}`, query, null));
        }
      }
    expect(found).toEqual([]);
  });

  it('leaves an opinion question ("Are agencies worth it?") to be answered as one, not explained', () => {
    const comments = commentsOn('Are agencies worth it?', 'podcasts');
    expect(comments.filter((c) => EXPLAINING.test(c.title))).toEqual([]);
  });
});
