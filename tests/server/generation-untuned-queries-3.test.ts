// Issue 25, decision 087: faults read on queries nobody tuned on (r/Art, r/jobs, r/space, r/techsupport,
// r/productivity). One's own paintings are things shown, not a write-up; advice is anyone's; a topic that says whom it is
// for takes no second audience and is no rival; a problem said as a clause is read as a noun phrase; phrases come from
// posts on what the topic is, not any two of its words; a title telling what worked asks nothing.
import { WRITING_STYLES, POST_TEMPLATES } from '@subreddit-signal/contract';
import { writeIdeas, writePosts } from '../../server/src/modules/generation/built-in';
import type { CommunityProfile } from '../../server/src/modules/generation/community';
import { topicMaterial } from '../../server/src/modules/generation/material';
import { casedAsWritten } from '../../server/src/modules/generation/phrase-role';
import { parseQuery } from '../../server/src/modules/generation/query';
import { writeComments } from '../../server/src/modules/generation/built-in/comments';
import { keyTerms } from '../../server/src/modules/generation/text';
import { topicKind } from '../../server/src/modules/generation/built-in/topic-forms';
import { snapshotProfiles } from '../support/community-profile';

let profiles: Record<string, CommunityProfile> = {};

beforeAll(async () => {
  profiles = await snapshotProfiles([
    'art',
    'jobs',
    'space',
    'techsupport',
    'productivity',
    'personalfinance',
    'showerthoughts',
    'lifeprotips',
    'aww',
    'parenting',
    'adviceanimals',
    'ps4',
    'learnprogramming',
    'nfl',
  ]);
});

const text = (p: { title: string; body: string; callToAction?: string }) => `${p.title}\n${p.body}\n${p.callToAction ?? ''}`;

/** A real post's title and body, as the comments screen sends them. */
const post = (title: string, body = '') => ({ title, body, callToAction: '', hashTags: [], flairs: [] });

/** Every template in every style, three posts each. */
function everyPost(community: CommunityProfile, searchQuery: string) {
  const out = [];
  for (const template of POST_TEMPLATES)
    for (const [i, writingStyle] of WRITING_STYLES.entries())
      out.push(...writePosts({ community, searchQuery, template, writingStyle, count: 3, nonce: 11 + i }));
  return out;
}

describe('what a query is', () => {
  it("reads one's own plural things as things, the plural matters of a life as a practice", () => {
    expect(topicKind(profiles.art!, parseQuery('my watercolor landscapes'))).toBe('thing');
    expect(topicKind(profiles.personalfinance!, parseQuery('my student loans'))).toBe('practice');
  });

  it('reads a problem said as a clause as a noun phrase', () => {
    expect(parseQuery('my laptop keeps overheating').label).toBe('my laptop overheating');
    expect(parseQuery("my PC won't boot").label).toBe('my PC not booting');
    expect(parseQuery('my sourdough is not rising').label).toBe('my sourdough not rising');
    // A thing that does something well is no clause to rewrite.
    expect(parseQuery('a habit tracker app').label).toBe('a habit tracker app');
  });
});

describe('phrases from posts on what the topic is', () => {
  it('mines resume tips for career changers from posts on resumes, not from any two of its words', () => {
    const m = topicMaterial(profiles.jobs!, parseQuery('resume tips for career changers'));
    expect(m.onTopic).toBe(true);
    const phrases = m.phrases.map((p) => p.toLowerCase());
    // Any two of 'resume', 'tips', 'career' brought these: no part of a resume.
    expect(phrases).not.toContain('dream job');
    expect(phrases).not.toContain('phd');
    expect(phrases.some((p) => /cover letter|interview|job board|hiring manager|application/.test(p))).toBe(true);
  });

  it('writes a name with capitals inside as members do', () => {
    // r/jobs writes 'PhD' 12 times and never 'Phd': its posts on career change name it.
    const phrases = topicMaterial(profiles.jobs!, parseQuery('career change')).phrases;
    expect(phrases).toContain('PhD');
    expect(phrases).not.toContain('Phd');
  });
});

describe('posts', () => {
  it("shows one's own paintings as they are, never a write-up, and never reads about them as anyone's subject", () => {
    const posts = everyPost(profiles.art!, 'my watercolor landscapes');
    for (const p of posts) {
      expect(text(p)).not.toMatch(/write-up on my watercolor landscapes/i);
      expect(text(p)).not.toMatch(/(?:read about|understand) my watercolor landscapes|watercolor landscapes (?:is|are) winning/i);
      expect(text(p)).not.toMatch(/made with painting in mind/i);
    }
  });

  it('never makes advice the poster’s own, a rival, or says whom it is for twice', () => {
    for (const p of everyPost(profiles.jobs!, 'resume tips for career changers')) {
      expect(text(p)).not.toMatch(/\bmy resume tips\b/i);
      expect(text(p)).not.toMatch(/resume tips for career changers and I\b|resume tips for career changers (?:is|are) winning/i);
      expect(text(p)).not.toMatch(/career changers,? for (?:beginners|newcomers|anyone|\[who)/i);
    }
    for (const p of everyPost(profiles.space!, 'a telescope for my kids')) {
      expect(text(p)).not.toMatch(/for kids,? for (?:beginners|newcomers|anyone|\[who)/i);
      expect(text(p)).not.toMatch(/telescopes for kids and I\b/i);
    }
  });

  it('never pastes a problem clause into a sentence', () => {
    for (const p of everyPost(profiles.techsupport!, 'my laptop keeps overheating')) expect(text(p)).not.toMatch(/keeps overheating/i);
  });
});

describe('first comments', () => {
  it('reads a title telling what worked as telling, not asking', () => {
    const told = post(
      'What worked for me with my watercolor landscapes (and what did not)',
      'Update on my watercolor landscapes. It went from muddy to clean once I stopped overworking the washes.',
    );
    for (const tone of ['Friendly', 'Expert'] as const) {
      const comments = writeComments({ post: told, community: profiles.art!, tone, count: 5, nonce: 3 });
      for (const c of comments) expect(c.response).not.toMatch(/^(?:Great question|Good question)/);
    }
  });

  it('celebrates the good news and small wins a success story announces, with no tip or counterpoint', () => {
    for (const title of [
      'Some good news on my board games for two players',
      'A small win with my garden',
      'Finally happy with my sourdough',
    ]) {
      const comments = writeComments({ post: post(title, ''), community: profiles.art!, tone: 'Friendly', count: 3, nonce: 5 });
      expect(comments.map((c) => c.title)).toContainEqual(expect.stringMatching(/^Celebrating /));
      for (const c of comments) expect(c.title).not.toMatch(/^(?:A practical tip|A different take)/);
    }
  });

  it('answers an AMA with questions for the guest, by name or as OP, never a tip or an experience of its own', () => {
    for (const [title, guest] of [
      ['IAm Alfred Morris, running back for the Washington Redskins, AMA', 'Alfred Morris'],
      ['I am a NICU nurse, ask me anything', 'OP'],
      ['We are sysadmins @ reddit. Ask us anything!', 'OP'],
    ] as const)
      for (const tone of ['Friendly', 'Expert', 'Casual'] as const) {
        const comments = writeComments({ post: post(title), community: profiles.nfl!, tone, count: 3, nonce: 2 });
        expect(comments).toHaveLength(3);
        for (const c of comments) {
          expect(c.title).toMatch(new RegExp(`^(?:A question for|Thanks to|Behind the scenes with) ${guest}$`));
          expect(c.response).toMatch(/question|\?/i);
        }
      }
  });

  it('meets a grief with nothing to do again and no encouragement to keep going, in every nonce', () => {
    for (let nonce = 0; nonce < 12; nonce++)
      for (const c of writeComments({
        post: post('Had a client pass away, just need to vent a little.'),
        community: profiles.parenting!,
        tone: 'Friendly',
        count: 3,
        nonce,
      }))
        expect(c.response).not.toMatch(/do again|stick with it|fair run/i);
  });

  it('comments on who one is as the title says it, and celebrates what made the difference', () => {
    const comments = writeComments({
      post: post('Update on being a new dad, and what made the difference', 'A bit of context on being a new dad first.'),
      community: profiles.parenting!,
      tone: 'Friendly',
      count: 3,
      nonce: 1,
    });
    expect(comments.map((c) => c.title)).toContainEqual('Celebrating being a new dad with you');
    for (const c of comments) expect(`${c.title}\n${c.response}`).not.toMatch(/\bthe new dad\b/);
  });

  it('celebrates a car bought, a dream come true', () => {
    const comments = writeComments({
      post: post("I'm 28 years old and just bought my dream car. Happiness is an understatement."),
      community: profiles.parenting!,
      tone: 'Friendly',
      count: 3,
      nonce: 1,
    });
    expect(comments.map((c) => c.title)).toContainEqual(expect.stringMatching(/^Celebrating /));
  });

  it('celebrates a fix, never the problem it fixed', () => {
    const fixed = post('Finally got my laptop overheating sorted', 'Cleaned the fans and replaced the thermal paste. It idles at 45 now.');
    const comments = writeComments({ post: fixed, community: profiles.techsupport!, tone: 'Friendly', count: 5, nonce: 3 });
    for (const c of comments)
      expect(`${c.title}\n${c.response}`).not.toMatch(/(?:Celebrating|congratulations|liked about)[^.\n]*overheating/i);
  });

  it('answers a musing with the thought, never a tip, an experience asked for or what did not work', () => {
    const thoughts = [
      'If the oldest person on earth is 116 years old, then 117 years ago, there was a completely different set of humans',
      'Interesting how you use a ladle to get broth and go to a brothel to get laid.',
      'Who invented clapping? Someone literally saw something they liked and said so',
    ];
    for (const title of thoughts)
      for (const tone of ['Friendly', 'Expert', 'Casual'] as const)
        for (const c of writeComments({ post: post(title), community: profiles.showerthoughts!, tone, count: 3, nonce: 5 })) {
          expect(c.title).toMatch(/^(?:Riffing on|Still thinking about|A question on) /);
          expect(c.response).not.toMatch(/did not work|what failed|threads here handled|stick with it|\btip\b/i);
        }
    // A musing title says so in any community ('What if …'), a question never.
    const elsewhere = writeComments({
      post: post('What if Walmart was as poorly lit as Hollister'),
      community: profiles.lifeprotips!,
      tone: 'Friendly',
      count: 3,
      nonce: 5,
    });
    for (const c of elsewhere) expect(c.title).toMatch(/^(?:Riffing on|Still thinking about|A question on) /);
    const asked = writeComments({
      post: post('What if my landlord keeps the deposit?'),
      community: profiles.personalfinance!,
      tone: 'Friendly',
      count: 3,
      nonce: 5,
    });
    for (const c of asked) expect(c.title).not.toMatch(/^(?:Riffing on|Still thinking about|A question on) /);
  });

  it('never makes a verb or a state after its subject the subject of a comment', () => {
    for (const title of [
      'You wake up when you die in a dream because you do not know what happens next',
      'I wonder if I am closer to my death or my birth right now',
    ])
      for (const c of writeComments({ post: post(title), community: profiles.showerthoughts!, tone: 'Casual', count: 3, nonce: 2 }))
        expect(`${c.title} ${c.response}`).not.toMatch(/\b(?:wake|closer)\b(?! up when)/i);
  });
});

describe('first comments on what members share', () => {
  const SHARED = /^(?:Reacting to|More about|Still thinking about) /;

  it('reacts to a picture someone shares, and praises one of the poster’s own, with nothing to fix or dispute', () => {
    for (const tone of ['Friendly', 'Expert', 'Casual'] as const) {
      const found = writeComments({ post: post('Baby Polar Bear Learns to Walk'), community: profiles.aww!, tone, count: 3, nonce: 4 });
      for (const c of found) {
        expect(c.title).toMatch(SHARED);
        expect(c.response).not.toMatch(/did not work|trickiest|started again|timing side|own experience/i);
      }
      const own = writeComments({
        post: post('My golden retriever made friends with a baby fox today'),
        community: profiles.aww!,
        tone,
        count: 3,
        nonce: 4,
      });
      for (const c of own) expect(c.title).not.toMatch(/^(?:A different take|A practical tip|Follow-up question)/);
    }
  });

  it('keeps the advice angles for a post with a body, wherever it is posted', () => {
    const body = 'We tried a reward chart for two weeks and bedtime still takes an hour. He is four. Anyone found something that works?';
    for (const c of writeComments({
      post: post('Bedtime battles with a four year old', body),
      community: profiles.parenting!,
      tone: 'Friendly',
      count: 3,
      nonce: 4,
    }))
      expect(c.title).not.toMatch(SHARED);
  });

  it('never makes a condition the subject, and supports a post that says it is tough', () => {
    const cp = writeComments({
      post: post('This is my little angel. He was born 2 months early and has cerebral palsy and PVL but is always smiling.'),
      community: profiles.parenting!,
      tone: 'Friendly',
      count: 3,
      nonce: 1,
    });
    for (const c of cp) expect(`${c.title} ${c.response}`).not.toMatch(/palsy|PVL/i);
    const tough = writeComments({
      post: post("It's tough being a single daddy"),
      community: profiles.parenting!,
      tone: 'Friendly',
      count: 3,
      nonce: 1,
    });
    for (const c of tough) expect(c.title).toMatch(/^(?:Words of support|Checking in|Similar experience)/);
  });
});

describe('what a post is about', () => {
  it('leaves a title tag, an aside, a measure and the verb after “how to” out of the subject', () => {
    expect(keyTerms('LPT: Tired of coworkers stealing your pen? Try this.', '')[0]).not.toBe('LPT');
    expect(keyTerms('How to open nearly any knot', '')[0]).toBe('knot');
    expect(keyTerms('Make a CD case from a single piece of paper', '')[0]).toBe('CD case');
    expect(keyTerms("Use a (clean) dustpan to fill a container that doesn't fit in the sink", '')[0]).toBe('dustpan');
    expect(keyTerms('It is really quite simple guys', '')).not.toContain('simple guys');
    // Before a word of advice, the word is the subject; whom it is for comes after.
    expect(
      keyTerms('What I have learned about resume tips for career changers', 'Where to start with resume tips for career changers.')[0],
    ).toBe('resume');
    expect(keyTerms('Budgeting guide for new grads', '')[0]).toBe('budgeting');
    // What a picture shows before whom the poster names.
    expect(keyTerms('My daughter has wanted a reading nook in her favorite tree for a long time.', '')[0]).toBe('nook');
  });

  it('names a thing the post writes after a year with its article', () => {
    const truck = post(
      'A small win with restoring a 1987 Toyota pickup',
      'Some context on restoring a 1987 Toyota pickup: [a line]. Started at [the start], now at [your result].',
    );
    for (const tone of ['Friendly', 'Expert'] as const)
      for (const nonce of [1, 2, 3, 4, 5, 6])
        for (const c of writeComments({ post: truck, community: null, tone, count: 5, nonce }))
          expect(c.response).not.toMatch(/(?<![Tt]he |1987 )\bToyota pickup\b/);
  });

  it('says any of a thing in general and one the post names with its article', () => {
    const knot = writeComments({
      post: post('How to open nearly any knot'),
      community: profiles.lifeprotips!,
      tone: 'Friendly',
      count: 2,
      nonce: 1,
    });
    for (const c of knot) expect(c.title).toMatch(/\bknots\b/);
    const dustpan = writeComments({
      post: post("Use a (clean) dustpan to fill a container that doesn't fit in the sink"),
      community: profiles.lifeprotips!,
      tone: 'Friendly',
      count: 3,
      nonce: 1,
    });
    for (const c of dustpan) expect(c.response).not.toMatch(/(?<!the )\bdustpan\b/);
  });
});

describe('post ideas', () => {
  it('never takes a describing word or a past form a title capitalises for a subject', () => {
    for (const nonce of [1, 2, 3]) {
      const [group] = writeIdeas({ communities: [profiles.adviceanimals!], perCommunity: 7, nonce });
      for (const p of group!.posts) expect(`${p.title}\n${p.body}`).not.toMatch(/\bof (?:Good|Fixed)\b/);
    }
  });
});

describe('names as members spell them', () => {
  it('writes a name with a number in capitals and a name with capitals inside the way most members do', () => {
    expect(casedAsWritten(profiles.ps4!, 'ps4 titles')).toBe('PS4 titles');
    expect(casedAsWritten(profiles.ps4!, 'ps4')).toBe('PS4');
    const all = everyPost(profiles.learnprogramming!, 'learning Python as a 40 year old').map(text).join('\n');
    expect(all).not.toMatch(/\bJavascript\b/);
  });

  it('gives a name in a Title Case title its capitals where members write it so, and a common word none', () => {
    const named = post('Tom Crabtree Tells Chris Kluwe Why The Packers Tipped One of His Punts');
    const defense = post('Bears Defense');
    for (const nonce of [1, 2, 3]) {
      for (const c of writeComments({ post: named, community: profiles.nfl!, tone: 'Friendly', count: 3, nonce }))
        expect(`${c.title}\n${c.response}`).not.toMatch(/\btom crabtree\b/);
      for (const c of writeComments({ post: defense, community: profiles.nfl!, tone: 'Friendly', count: 3, nonce }))
        expect(`${c.title}\n${c.response}`).not.toMatch(/\bDefense\b/);
    }
    const [first] = writeComments({ post: named, community: profiles.nfl!, tone: 'Friendly', count: 1, nonce: 1 });
    expect(`${first!.title}\n${first!.response}`).toMatch(/\bTom Crabtree\b/);
  });
});

describe('first comments that claim nothing and read the post right', () => {
  it('leaves where the commenter differs to the user, with no stock claim', () => {
    const body = 'About 10 years ago my best friend asked me to co-sign a loan. I did, and I paid for it for years. Please learn from me.';
    for (const tone of ['Friendly', 'Expert', 'Casual'] as const)
      for (const nonce of [1, 2, 3, 4])
        for (const c of writeComments({
          post: post('Never, EVER, co-sign a loan', body),
          community: profiles.personalfinance!,
          tone,
          count: 5,
          nonce,
        }))
          expect(c.response).not.toMatch(/matter less than it looks|explains more than the method|whole story|might matter more/i);
  });

  it('celebrates a debt laid to rest and answers a title that asks without a question mark', () => {
    const rip = writeComments({
      post: post('RIP Student Loan. 1993-2013.', 'Paid the last of it today.'),
      community: profiles.personalfinance!,
      tone: 'Friendly',
      count: 3,
      nonce: 1,
    });
    for (const c of rip) expect(c.title).not.toMatch(/RIP/);
    expect(rip.some((c) => /^Celebrating /.test(c.title))).toBe(true);
    const car = writeComments({
      post: post(
        "I'm 19 and I want to buy a used car. I have no idea how to go about buying one alone.",
        'I am in the military and saving for a down payment.',
      ),
      community: profiles.personalfinance!,
      tone: 'Expert',
      count: 4,
      nonce: 2,
    });
    for (const c of car) expect(c.response).not.toMatch(/fair run|rarely tell you much|stick with it|A different take/i);
  });
});
