// The built-in (rule-based) generation engine: posts for every template × writing style, comments
// for every tone, post ideas; grounded in real communities of the bundled snapshot and in small
// hand-made ones whose flairs and keywords are known exactly.
import { join } from 'node:path';
import {
  COMMENT_TONES,
  POST_TEMPLATES,
  WRITING_STYLES,
  commentIdeaSchema,
  generatedPostSchema,
  type GeneratedPost,
  type SubredditAnalysis,
} from '@subreddit-signal/contract';
import { writeCommentVersion, writeComments, writeIdeas, writePosts } from '../../server/src/modules/generation/built-in';
import { OWN_KEY_STEP } from '../../server/src/modules/generation/built-in/guide';
import { relatedKeywords, type CommunityProfile } from '../../server/src/modules/generation/community';
import { bodyFingerprint, readTopic } from '../../server/src/modules/generation/text';
import type { RedditPost, SubredditPosts } from '../../server/src/modules/reddit/model';
import { SnapshotSource } from '../../server/src/modules/reddit/snapshot-source';
import { communityOf } from '../support/community-profile';

const AS_OF = Date.UTC(2013, 7, 20) / 1000;

function profileOf(found: SubredditPosts): { community: CommunityProfile; analysis: SubredditAnalysis; realFlairs: Set<string> } {
  const { community, analysis } = communityOf(found);
  const realFlairs = new Set(
    [...found.subreddit.flairs, ...found.posts.map((p) => p.flair).filter((f): f is string => !!f)].map((f) => f.trim()),
  );
  return { community, analysis, realFlairs };
}

let n = 0;
function post(title: string, selftext: string, flair: string | null, score: number): RedditPost {
  n++;
  return {
    id: `p${n}`,
    subreddit: 'handmade',
    title,
    selftext,
    createdUtc: AS_OF - n * 3600,
    score,
    numComments: Math.round(score / 3),
    numCrossposts: null,
    domain: 'self.handmade',
    url: '',
    permalink: `/r/handmade/comments/p${n}/`,
    isSelf: true,
    flair,
    over18: false,
    postHint: null,
    isVideo: false,
    isGallery: false,
    viewCount: null,
  };
}

/** A small community: flairs offered 'Question', 'Showcase', 'Weekly Thread'; posts about newsletters and onboarding emails. */
function handmade(withFlairs: boolean, withText = true): SubredditPosts {
  const texts = withText
    ? [
        ['How I grew my newsletter to 2,000 readers', 'Welcome emails and a referral programme did most of the work for the newsletter.'],
        [
          'Onboarding emails that actually get opened?',
          'Our onboarding emails get ignored. What subject lines work for onboarding emails?',
        ],
        ['I built a tool that schedules newsletter issues', 'Feedback welcome on the newsletter scheduler.'],
        ['Referral programme results after six months', 'The referral programme brought 30% of new newsletter readers.'],
        ['What is your newsletter open rate?', 'Curious how your open rate compares; our newsletter sits at 41%.'],
        ['Welcome emails: how many is too many?', 'We send three welcome emails and the third one gets the most replies.'],
      ]
    : [
        ['???', ''],
        ['!!!', ''],
      ];
  const flairs = withFlairs ? ['Question', 'Showcase', 'Question', null, 'Showcase', 'Question'] : texts.map(() => null);
  return {
    subreddit: {
      name: 'handmade',
      title: 'Handmade',
      description: 'Newsletters and e-mail for small creators',
      subscribers: 12000,
      subscribersYear: 2021,
      over18: false,
      flairs: withFlairs ? ['Question', 'Showcase', 'Weekly Thread'] : [],
      createdUtc: null,
      urlAllowed: true,
    },
    posts: texts.map(([t, b], i) => post(t!, b!, flairs[i] ?? null, 100 - i * 10)),
    kind: 'imported',
    asOf: AS_OF,
    dataDate: null,
  };
}

let technology: ReturnType<typeof profileOf>;
let marketing: ReturnType<typeof profileOf>;

beforeAll(async () => {
  const snapshot = await SnapshotSource.open(join(__dirname, '../../data/snapshot'));
  technology = profileOf((await snapshot.subredditPosts('technology'))!);
  marketing = profileOf((await snapshot.subredditPosts('marketing'))!);
});

const gen = (
  community: CommunityProfile,
  template: (typeof POST_TEMPLATES)[number],
  writingStyle: (typeof WRITING_STYLES)[number],
  nonce = 1,
  count = 3,
  searchQuery = 'email marketing',
) => writePosts({ community, searchQuery, template, writingStyle, count, nonce });

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

describe('built-in engine: posts', () => {
  it('gives three valid posts per the contract for every template and writing style', () => {
    for (const c of [technology.community, marketing.community]) {
      for (const template of POST_TEMPLATES) {
        for (const style of WRITING_STYLES) {
          const posts = gen(c, template, style);
          expect(posts).toHaveLength(3);
          for (const p of posts) {
            expect(() => generatedPostSchema.validateSync(p, { strict: true })).not.toThrow();
            expect(p.title.trim().length).toBeGreaterThan(10);
            // r/technology's posts that name e-mail write nothing that relates to e-mail marketing (decision 058): its
            // sentences that need one of its phrases go, and a discussion there is the poster's take alone.
            expect(p.body.trim().length).toBeGreaterThan(c === marketing.community ? 60 : 30);
            expect(p.callToAction.trim().length).toBeGreaterThan(3);
            // About the user's query, and no placeholder left unfilled.
            expect(`${p.title} ${p.body}`.toLowerCase()).toContain('email marketing');
            expect(`${p.title} ${p.body} ${p.callToAction}`).not.toMatch(/\{\w+\}|undefined|NaN/);
          }
        }
      }
    }
  });

  it('writes the same posts for a query whether its community material was worked out before or not (decision 044)', () => {
    const styles = ['Expert', 'Brief'] as const;
    const queries = ['email marketing', 'AI tools for small business', 'a budget'];
    // The profile as given, its queries' material kept from earlier calls, against an equal copy seen for the first time.
    for (const q of queries) for (const style of styles) gen(marketing.community, 'Discussion', style, 3, 3, q);
    for (const q of queries) {
      for (const style of styles) {
        for (const template of POST_TEMPLATES) {
          const again = gen(marketing.community, template, style, 5, 3, q);
          expect(again).toEqual(gen({ ...marketing.community }, template, style, 5, 3, q));
          // Posts of one batch hold their own flair lists: changing one changes no other.
          again[0]!.flairs.push('x');
          expect(again[1]!.flairs).not.toContain('x');
        }
      }
    }
  });

  it('makes Brief clearly shorter than Expert, and the styles sound different', () => {
    for (const template of POST_TEMPLATES) {
      // Expert's labelled sections, as where members write them (decision 042: in r/marketing, 4 % of text posts
      // do, so its Expert posts are prose, a few label words shorter; Brief is then 0.502 of Expert, not under 0.5).
      // Its e-mail posts name Mail Chimp (decision 058): the names line both styles carry is a larger share of a Brief
      // body (a success story's Brief is 0.53 of its Expert, 0.49 without it).
      const labelled = { ...marketing.community, headingShare: 0.3 };
      const body = (style: (typeof WRITING_STYLES)[number]) =>
        [1, 2, 3].flatMap((nonce) => gen(labelled, template, style, nonce).map((p) => p.body));
      const brief = mean(body('Brief').map((b) => b.length));
      const expert = mean(body('Expert').map((b) => b.length));
      expect(brief).toBeLessThan(expert * 0.55);
      // The four styles never write the same body for the same inputs.
      const first = WRITING_STYLES.map((s) => gen(marketing.community, template, s)[0]!.body);
      expect(new Set(first).size).toBe(4);
    }
  });

  it('gives each template its own structure', () => {
    const bodies = POST_TEMPLATES.map((t) => gen(marketing.community, t, 'Expert')[0]!.body);
    expect(new Set(bodies).size).toBe(POST_TEMPLATES.length);
    expect(gen(marketing.community, 'Guide / Tutorial', 'Friendly')[0]!.body).toMatch(/^1\. /m);
    expect(gen(marketing.community, 'Question/Help', 'Friendly').some((p) => /\?/.test(p.title))).toBe(true);
  });

  it('takes flairs only from the community’s real ones, and none when it has none', () => {
    let chosen = 0;
    for (const template of POST_TEMPLATES) {
      for (const style of WRITING_STYLES) {
        for (const p of gen(technology.community, template, style, 2, 3, 'AI tools for small business')) {
          expect(p.flairs.length).toBeLessThanOrEqual(1);
          for (const f of p.flairs) expect(technology.realFlairs.has(f)).toBe(true);
          chosen += p.flairs.length;
        }
        for (const p of gen(marketing.community, template, style)) expect(p.flairs).toEqual([]);
      }
    }
    expect(chosen).toBeGreaterThan(0);
    // A flair named for the template is preferred; moderators' labels are never used.
    const small = profileOf(handmade(true)).community;
    expect(gen(small, 'Question/Help', 'Friendly')[0]!.flairs).toEqual(['Question']);
    expect(gen(small, 'Project showcase', 'Friendly')[0]!.flairs).toEqual(['Showcase']);
    expect(technology.community.flairs).not.toContain('Misleading Title');
    expect(gen(profileOf(handmade(false)).community, 'Question/Help', 'Friendly')[0]!.flairs).toEqual([]);
  });

  it('takes hashtags only where the community’s posts use them: the query’s, then its keywords its members use with the topic', () => {
    for (const { community } of [technology, marketing]) {
      expect(community.usesHashtags).toBe(false);
      for (const template of POST_TEMPLATES) for (const p of gen(community, template, 'Friendly')) expect(p.hashTags).toEqual([]);
    }
    for (const { community: plain, analysis } of [technology, marketing]) {
      const community = { ...plain, usesHashtags: true };
      for (const template of POST_TEMPLATES) {
        for (const p of gen(community, template, 'Friendly')) {
          expect(p.hashTags[0]).toBe('#EmailMarketing');
          for (const h of p.hashTags.slice(1)) expect(analysis.hashTags).toContain(h);
          expect(new Set(p.hashTags).size).toBe(p.hashTags.length);
        }
      }
    }
    // A community with no keywords gets no hashtags rather than made-up ones.
    const bare = profileOf(handmade(false, false));
    expect(bare.analysis.hashTags).toEqual([]);
    expect(gen(bare.community, 'Discussion', 'Friendly')[0]!.hashTags).toEqual([]);
  });

  it('prefers keywords the community mentions together with the topic, and puts their hashtags first', () => {
    // 'company' is everywhere; 'referral' comes up in the podcast posts only; 'newsletter' never with them. Posts on
    // other things make the podcast ones a few of many, as in a real community: when half its posts are on the topic,
    // no keyword can come up clearly more often in them than at large (decision 058). And when a quarter of its posts
    // are on the topic, a keyword's two posts both on it could be chance (decision 080): here three of 42 are.
    const docs = [
      ' podcast guests referral company ',
      ' our podcast referral deal company ',
      ' podcast ads company ',
      ' newsletter company ',
      ' newsletter growth company ',
      ' company update ',
      ...Array.from({ length: 36 }, (_x, i) => ` company hiring round ${i} `),
    ];
    const keywords = ['company', 'newsletter', 'referral'];
    const community: CommunityProfile = {
      ...marketing.community,
      usesHashtags: true,
      keywords,
      hashTags: ['#Company', '#Newsletter', '#Referral'],
      docs,
      keywordPosts: keywords.map((k) => docs.flatMap((d, i) => (d.includes(` ${k}`) ? [i] : []))),
    };
    expect(relatedKeywords(community, readTopic('podcast marketing'))[0]).toBe('referral');
    expect(relatedKeywords(community, readTopic('newsletter growth'))).not.toContain('newsletter');
    const [p] = writePosts({
      community,
      searchQuery: 'podcast marketing',
      template: 'Discussion',
      writingStyle: 'Friendly',
      count: 1,
      nonce: 1,
    });
    // The query's own tag, then the keywords its podcast posts use clearly more than its posts at large: never
    // '#Newsletter', and no longer '#Company', which every post of it says (decision 058).
    expect(p!.hashTags).toEqual(['#PodcastMarketing', '#Referral']);
  });

  it('is deterministic for a given nonce, and a new nonce gives new posts', () => {
    const a = gen(technology.community, 'Discussion', 'Friendly', 42);
    const b = gen(technology.community, 'Discussion', 'Friendly', 42);
    expect(b).toEqual(a);
    const c = gen(technology.community, 'Discussion', 'Friendly', 43);
    expect(c.map((p) => p.title + p.body)).not.toEqual(a.map((p) => p.title + p.body));
  });

  it('never repeats a title or a body within a batch', () => {
    for (const template of POST_TEMPLATES) {
      for (const style of WRITING_STYLES) {
        for (const nonce of [1, 2, 3, 4]) {
          const posts = gen(marketing.community, template, style, nonce, 5);
          expect(posts.length).toBeGreaterThanOrEqual(3);
          expect(new Set(posts.map((p) => p.title.toLowerCase())).size).toBe(posts.length);
          expect(new Set(posts.map((p) => p.body)).size).toBe(posts.length);
        }
      }
    }
  });

  it('spreads list items over a batch: no step, change or feature is in every post of it', () => {
    // A line that only asks for the user's own words ('[The first thing you tried.]') is a blank to fill, not stock wording.
    const listLines = (body: string) =>
      body
        .split('\n')
        .filter((l) => /^(\d+\.|-) /.test(l))
        .map((l) => l.replace(/^(\d+\.|-) /, ''))
        .filter((l) => l.replace(/\*\*|\[[^\]]*\]/g, '').trim() !== '')
        // The user's own key step is theirs to give in every guide, not one of the writer's steps.
        .filter((l) => !l.replace(/\*\*/g, '').startsWith(OWN_KEY_STEP.core.replace(/\[.*$/, '')));
    let withLists = 0;
    for (const template of POST_TEMPLATES) {
      for (const style of WRITING_STYLES) {
        for (const nonce of [1, 2, 3]) {
          const [a, b, c] = gen(marketing.community, template, style, nonce).map((p) => listLines(p.body));
          if (a!.length > 0) withLists++; // Brief folds some lists into one sentence
          expect(a!.filter((line) => b!.includes(line) && c!.includes(line))).toEqual([]);
        }
      }
    }
    // Stock list wording is left only in guides and discussions (the other lists ask for the user's own points).
    expect(withLists).toBeGreaterThanOrEqual(15);
  });

  it('gives titles the user does not have yet while there are any, then a full batch anyway', () => {
    // Numbers blanked: 'What 7 weeks of…' after 'What 11 weeks of…' is the same title to a reader.
    const titlesOf = (posts: GeneratedPost[]) => posts.map((p) => p.title.toLowerCase().replace(/\b(\d+|three|four|five|six)\b/g, '#'));
    for (const template of POST_TEMPLATES) {
      for (const style of WRITING_STYLES) {
        const given = titlesOf(gen(marketing.community, template, style, 1));
        for (const nonce of [2, 3]) {
          const next = writePosts({
            community: marketing.community,
            searchQuery: 'email marketing',
            template,
            writingStyle: style,
            count: 3,
            nonce,
            avoid: given,
          });
          expect(next).toHaveLength(3);
          expect(titlesOf(next).filter((t) => given.includes(t))).toEqual([]);
          given.push(...titlesOf(next));
        }
      }
    }
    // Every title the template can write for the topic is taken: it still writes three, none twice.
    const all = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].flatMap((nonce) => titlesOf(gen(marketing.community, 'Discussion', 'Friendly', nonce, 12)));
    const again = writePosts({
      community: marketing.community,
      searchQuery: 'email marketing',
      template: 'Discussion',
      writingStyle: 'Friendly',
      count: 3,
      nonce: 11,
      avoid: all,
    });
    expect(new Set(titlesOf(again)).size).toBe(3);
  });

  it('gives bodies the user does not have yet, under any title, while there are any; then a full batch anyway', () => {
    const ask = (nonce: number, given: readonly GeneratedPost[]) =>
      writePosts({
        community: marketing.community,
        searchQuery: 'email newsletter growth',
        template: 'Success story',
        writingStyle: 'Friendly',
        count: 3,
        nonce,
        avoid: given.map((p) => p.title),
        avoidBodies: given.map((p) => bodyFingerprint(p.body)),
      });
    const repeats = (batch: readonly GeneratedPost[], given: readonly GeneratedPost[]) =>
      batch.filter((p) => given.some((g) => bodyFingerprint(g.body) === bodyFingerprint(p.body))).map((p) => p.title);
    // The clean-clone CI's case: told only 14's titles, 1007 wrote its three bodies word for word under new titles.
    const given = ask(14, []);
    for (const nonce of [1007, 2, 3, 4, 5, 6]) {
      const next = ask(nonce, given);
      expect(next).toHaveLength(3);
      expect(repeats(next, given)).toEqual([]);
      given.push(...next);
    }
    // Every body the writer gave over 40 batches avoided: it still writes three, none twice.
    const all = Array.from({ length: 40 }, (_, i) => ask(i + 100, [])).flat();
    const again = ask(99, all);
    expect(again).toHaveLength(3);
    expect(new Set(again.map((p) => p.body)).size).toBe(3);
  });

  it('fingerprints a body by its words: numbers, case, punctuation and spacing aside', () => {
    const body = 'What made the difference was **consistency**.\n\n- Week 1: 7 sign-ups\n- Week two: 11 sign-ups';
    const f = bodyFingerprint(body);
    expect(f).toMatch(/^[\w-]{12}$/);
    expect(bodyFingerprint('what made the difference was consistency. week 3: 9 sign-ups; week four: 12 sign-ups')).toBe(f);
    expect(bodyFingerprint(body.replace('consistency', 'patience'))).not.toBe(f);
  });

  it('reads the search query as a topic', () => {
    expect(readTopic('how to grow my newsletter')).toMatchObject({ label: 'growing a newsletter', plural: false });
    expect(readTopic('AI tools for small business')).toMatchObject({ label: 'AI tools for small business', plural: true });
    expect(readTopic('Is SEO still worth it?').question).toBe('Is SEO still worth it?');
    const posts = gen(marketing.community, 'Question/Help', 'Friendly', 1, 5, 'Is SEO still worth it?');
    expect(posts.map((p) => p.title)).toContain('Is SEO still worth it?');
  });
});

describe('built-in engine: comments', () => {
  const thePost: GeneratedPost = {
    title: 'How we doubled newsletter sign-ups with a welcome email sequence',
    body: 'We added a three-part welcome email sequence and rewrote the sign-up page. Newsletter sign-ups doubled in two months.',
    callToAction: 'What worked for you?',
    hashTags: [],
    flairs: [],
  };
  const subjectWords = /newsletter|sign-ups|welcome email|email sequence/i;

  it('speaks to the post it answers, in every tone', () => {
    for (const tone of COMMENT_TONES) {
      const comments = writeComments({ post: thePost, community: marketing.community, tone, count: 3, nonce: 5 });
      expect(comments).toHaveLength(3);
      for (const c of comments) {
        expect(() => commentIdeaSchema.validateSync(c, { strict: true })).not.toThrow();
        expect(c.response).toMatch(subjectWords);
        expect(c.title).toMatch(subjectWords);
        expect(c.response).not.toMatch(/\{\w+\}|undefined/);
      }
      expect(new Set(comments.map((c) => c.response)).size).toBe(3);
      expect(new Set(comments.map((c) => c.title)).size).toBe(3);
    }
  });

  it('answers a post that asks with help, not with praise for it', () => {
    const asking: GeneratedPost = {
      ...thePost,
      title: 'How do you get people to open onboarding emails?',
      body: 'Our onboarding emails sit unopened.',
    };
    for (const nonce of [1, 2, 3]) {
      for (const c of writeComments({ post: asking, community: null, tone: 'Friendly', count: 3, nonce })) {
        expect(c.response).toMatch(/onboarding emails/i);
        expect(c.response).not.toMatch(/Thanks for sharing this|Love this post|Really enjoyed reading/);
      }
    }
  });

  it('makes the tones differ: Casual short and informal, Expert longest', () => {
    const lengths = (tone: (typeof COMMENT_TONES)[number]) =>
      [1, 2, 3, 4, 5].flatMap((nonce) =>
        writeComments({ post: thePost, community: null, tone, count: 3, nonce }).map((c) => c.response.length),
      );
    const casual = mean(lengths('Casual'));
    const friendly = mean(lengths('Friendly'));
    const expert = mean(lengths('Expert'));
    expect(casual).toBeLessThan(friendly);
    expect(friendly).toBeLessThan(expert);
    const same = COMMENT_TONES.map((tone) => writeComments({ post: thePost, community: null, tone, count: 1, nonce: 9 })[0]!.response);
    expect(new Set(same).size).toBe(3);
  });

  it('asked again on the same post, takes angles and subjects the user does not have yet', () => {
    for (const tone of COMMENT_TONES) {
      const given = writeComments({ post: thePost, community: marketing.community, tone, count: 3, nonce: 5 }).map((c) => c.title);
      for (const nonce of [6, 7]) {
        const next = writeComments({ post: thePost, community: marketing.community, tone, count: 3, nonce, avoid: given });
        expect(next).toHaveLength(3);
        expect(next.map((c) => c.title).filter((t) => given.includes(t))).toEqual([]);
        for (const c of next) expect(c.response).toMatch(subjectWords);
        given.push(...next.map((c) => c.title));
      }
      // Once every angle and subject is taken it still answers, without repeating itself.
      const all = [
        ...given,
        ...[8, 9, 10, 11, 12, 13].flatMap((nonce) =>
          writeComments({ post: thePost, community: null, tone, count: 3, nonce }).map((c) => c.title),
        ),
      ];
      const last = writeComments({ post: thePost, community: marketing.community, tone, count: 3, nonce: 14, avoid: all });
      expect(new Set(last.map((c) => c.title)).size).toBe(3);
    }
  });

  it('never starts two comments of a batch with the same opener', () => {
    for (const tone of ['Friendly', 'Expert'] as const) {
      for (const post of [thePost, { ...thePost, title: 'How do you get people to open onboarding emails?' }]) {
        for (const nonce of [1, 2, 3, 4, 5, 6]) {
          const firstSentences = writeComments({ post, community: null, tone, count: 3, nonce }).map(
            (c) => c.response.split(/(?<=[.!])\s/)[0],
          );
          expect(new Set(firstSentences).size).toBe(firstSentences.length);
        }
      }
    }
  });

  it('is deterministic for a given nonce', () => {
    const a = writeComments({ post: thePost, community: null, tone: 'Expert', count: 3, nonce: 11 });
    expect(writeComments({ post: thePost, community: null, tone: 'Expert', count: 3, nonce: 11 })).toEqual(a);
    expect(writeComments({ post: thePost, community: null, tone: 'Expert', count: 3, nonce: 12 })).not.toEqual(a);
  });

  it('writes another version of a comment: same angle and subject, new words', () => {
    const [original] = writeComments({ post: thePost, community: null, tone: 'Friendly', count: 1, nonce: 3 });
    for (const tone of COMMENT_TONES) {
      for (const nonce of [1, 2, 3]) {
        const v = writeCommentVersion({ comment: original!, tone, nonce });
        expect(v.title).toBe(original!.title);
        expect(v.response).not.toBe(original!.response);
        expect(v.response).toMatch(subjectWords);
        expect(writeCommentVersion({ comment: original!, tone, nonce })).toEqual(v);
      }
    }
    // A comment written elsewhere keeps its subject too.
    const foreign = writeCommentVersion({
      comment: { title: '', response: 'Cold outreach to podcast hosts worked better than any ad we ran.' },
      tone: 'Casual',
      nonce: 1,
    });
    expect(foreign.response).toMatch(/outreach|podcast/i);
  });
});

describe('built-in engine: post ideas', () => {
  it('groups valid, distinct ideas per community', () => {
    const groups = writeIdeas({ communities: [marketing.community, technology.community], perCommunity: 4, nonce: 7 });
    expect(groups.map((g) => g.subreddit)).toEqual(['marketing', 'technology']);
    for (const g of groups) {
      expect(g.posts).toHaveLength(4);
      expect(new Set(g.posts.map((p) => p.title)).size).toBe(4);
      for (const p of g.posts) expect(() => generatedPostSchema.validateSync(p, { strict: true })).not.toThrow();
    }
    expect(writeIdeas({ communities: [marketing.community], perCommunity: 4, nonce: 7 })[0]).toEqual(groups[0]);
  });
});
