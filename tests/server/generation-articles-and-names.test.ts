// Issue 25, decision 082: a showcase of something one does is a write-up of it, a name or an acronym qualifying a
// common noun takes an article or a plural ('an Etsy shop', 'a CLI tool', 'Etsy shops'), a lone noun in general is
// written as members write it ('stocks', not 'the stock'), names as members write them ('the World Cup', 'the Apple
// Store'), and a comment's pushback is on what the post made of its subject, never on the subject itself.
import { join } from 'node:path';
import { COMMENT_TONES, POST_TEMPLATES, WRITING_STYLES } from '@subreddit-signal/contract';
import { writeIdeas, writePosts } from '../../server/src/modules/generation/built-in';
import { writeComments } from '../../server/src/modules/generation/built-in/comments';
import { fixArticles } from '../../server/src/modules/generation/query';
import { inGeneral } from '../../server/src/modules/generation/built-in/topic-forms';
import { asWritten } from '../../server/src/modules/generation/phrase-role';
import { topicNames } from '../../server/src/modules/generation/built-in/names-line';
import { parseQuery } from '../../server/src/modules/generation/query';
import { capitalise, isProperName, keyTerms, plural } from '../../server/src/modules/generation/text';
import type { CommunityProfile } from '../../server/src/modules/generation/community';
import { SnapshotSource } from '../../server/src/modules/reddit/snapshot-source';
import { communityOf } from '../support/community-profile';

const profiles: Record<string, CommunityProfile> = {};

beforeAll(async () => {
  const snapshot = await SnapshotSource.open(join(__dirname, '../../data/snapshot'));
  for (const name of ['etsy', 'apple', 'investing', 'soccer', 'python', 'aww', 'sysadmin', 'music', 'socialmedia']) {
    profiles[name] = communityOf((await snapshot.subredditPosts(name))!).community;
  }
});

const text = (p: { title: string; body: string; callToAction?: string }) => `${p.title}\n${p.body}\n${p.callToAction ?? ''}`;

describe('articles before names and acronyms', () => {
  it('says "an" before a vowel sound, whatever the case', () => {
    expect(fixArticles('a Etsy shop')).toBe('an Etsy shop');
    expect(fixArticles('a SEO agency and a FAQ page')).toBe('an SEO agency and an FAQ page');
    expect(fixArticles('a 8-bit game')).toBe('an 8-bit game');
    expect(fixArticles('an CLI tool, a iPhone app')).toBe('a CLI tool, an iPhone app');
    // Said with a consonant first: the article stays.
    expect(fixArticles('a Unix box, a One Piece fan, a USB stick, a Euro coin')).toBe(
      'a Unix box, a One Piece fan, a USB stick, a Euro coin',
    );
  });

  it('tells a name from a common noun a name qualifies, and keeps a small first letter', () => {
    expect(isProperName('Visual Studio')).toBe(true);
    expect(isProperName('Windows 8')).toBe(true);
    expect(isProperName('Etsy shop')).toBe(false);
    expect(isProperName('CLI tool for renaming photos')).toBe(false);
    expect(capitalise('iPhone cases')).toBe('iPhone cases');
    expect(capitalise('eBay')).toBe('eBay');
    expect(capitalise('stocks')).toBe('Stocks');
    expect(plural('series')).toBe('series');
    expect(plural('species')).toBe('species');
    expect(plural('box')).toBe('boxes');
    // In general, the made thing is counted, not what it does: never 'newsletter explaining inflations'.
    expect(inGeneral('a newsletter explaining inflation')).toBe('newsletters explaining inflation');
    expect(inGeneral('a 30 day running challenge')).toBe('30 day running challenges');
    expect(inGeneral('a documentary series about the Roman empire')).toBe('documentary series about the Roman empire');
  });

  it('shows a thing an acronym or a name qualifies with its article: "I built a CLI tool", never "I built CLI tool"', () => {
    for (const style of WRITING_STYLES)
      for (const nonce of [1, 2, 3]) {
        for (const p of writePosts({
          community: profiles.python!,
          searchQuery: 'a CLI tool for renaming photos',
          template: 'Project showcase',
          writingStyle: style,
          count: 3,
          nonce,
        }))
          expect(text(p)).not.toMatch(/(?:built|About|on|sharing|Showcase\]|Here is|finished) CLI tool/i);
        for (const p of writePosts({
          community: profiles.etsy!,
          searchQuery: 'an Etsy shop for handmade leather wallets',
          template: 'Project showcase',
          writingStyle: style,
          count: 3,
          nonce,
        }))
          expect(text(p)).not.toMatch(/\ba Etsy\b|\bmade an Etsy shop/i);
      }
  });
});

describe('a showcase of something one does', () => {
  it('is a write-up of it, never "an approach to" it', () => {
    const cases: [string, string][] = [
      ['aww', 'adopting a rescue cat'],
      ['sysadmin', 'migrating our servers to Kubernetes'],
      ['apple', 'switching from Android to iPhone'],
    ];
    for (const [name, query] of cases)
      for (const style of WRITING_STYLES) {
        const posts = writePosts({
          community: profiles[name]!,
          searchQuery: query,
          template: 'Project showcase',
          writingStyle: style,
          count: 3,
          nonce: 4,
        });
        expect(posts.length).toBe(3);
        for (const p of posts) {
          expect(text(p)).not.toMatch(/approach to/i);
          // A write-up covers something; it does nothing and has no insides.
          expect(text(p)).not.toMatch(/\[what it does|under the hood/i);
        }
        expect(posts.some((p) => /write-up on/.test(text(p)))).toBe(true);
      }
  });
});

describe('a common noun in general', () => {
  it('is written as members write it: plural where they count it, never "the stock" for stocks', () => {
    let plural = 0;
    for (const template of POST_TEMPLATES)
      for (const style of WRITING_STYLES)
        for (const p of writePosts({
          community: profiles.investing!,
          searchQuery: 'index funds for a complete beginner',
          template,
          writingStyle: style,
          count: 3,
          nonce: 2,
        })) {
          expect(text(p)).not.toMatch(/\bthe stock\b(?! (?:market|exchange|price|picks?)\b)/);
          // The topic is plural: 'index funds are winning', never 'index funds is winning'.
          expect(text(p)).not.toMatch(/index funds is\b/);
          if (/\bstocks\b/.test(p.body)) plural++;
        }
    expect(plural).toBeGreaterThan(0);
  });

  it('names as members write them: "the World Cup", "the Apple Store", a name qualifying a noun in lower case', () => {
    expect(asWritten(profiles.soccer!, 'World Cup')).toBe('the World Cup');
    expect(asWritten(profiles.apple!, 'Apple Store')).toBe('the Apple Store');
    expect(asWritten(profiles.apple!, 'Steve Jobs')).toBe('Steve Jobs');
    const etsy = [1, 2, 3, 4, 5, 6].flatMap((nonce) =>
      writeIdeas({ communities: [profiles.etsy!], perCommunity: 6, nonce })[0]!.posts.map(text),
    );
    expect(etsy.join('\n')).not.toMatch(/Etsy Shop/);
    const music = [1, 2, 3, 4].flatMap((nonce) =>
      writeIdeas({ communities: [profiles.music!], perCommunity: 6, nonce })[0]!.posts.map(text),
    );
    // 'TOP' where a title shouts it and members write 'top'.
    expect(music.join('\n')).not.toMatch(/\bTOP\b/);
    // Title Case titles ('The Social Network') make no name of a common noun; a spelling members use is kept ('iPhone').
    const social = [1, 2, 3, 4].flatMap((nonce) =>
      writeIdeas({ communities: [profiles.socialmedia!], perCommunity: 6, nonce })[0]!.posts.map(text),
    );
    expect(social.join('\n')).not.toMatch(/Social Networks?\b/);
    const apple = [1, 2, 3, 4].flatMap((nonce) =>
      writeIdeas({ communities: [profiles.apple!], perCommunity: 6, nonce })[0]!.posts.map(text),
    );
    // Outside the quoted real titles, which stay as their posters wrote them.
    expect(apple.join('\n').replace(/“[^”]*”/g, '')).not.toMatch(/\biphones?\b|(?:with|about|on) iPhone\b/);
    // A name holding the topic in a possessive is the topic again ('Facebook's News Feed' → 'it's News Feed' once shortened).
    expect(topicNames(profiles.socialmedia!, parseQuery('Facebook')).join(' ')).not.toMatch(/Facebook/);
  });
});

describe("a comment's pushback", () => {
  it("is on what the post made of its subject, never that the subject itself 'might matter less'", () => {
    // A success story that celebrates gets congratulations, not pushback (decision 085): a guide on it gets both kinds.
    const posts = (['Success story', 'Guide / Tutorial'] as const).map(
      (template) =>
        writePosts({
          community: profiles.aww!,
          searchQuery: 'adopting a rescue cat',
          template,
          writingStyle: 'Friendly',
          count: 1,
          nonce: 3,
        })[0]!,
    );
    let pushbacks = 0;
    for (const post of posts)
      for (const tone of COMMENT_TONES)
        for (const nonce of [1, 2, 3, 4, 5, 6, 7, 8])
          for (const c of writeComments({ post, community: profiles.aww!, tone, count: 3, nonce })) {
            expect(c.response).not.toMatch(/\b(?:cat|rescue cat|adopting a rescue cat) (?:might|seems)\b/i);
            if (/push back|agree with most|counterpoint|challenge one point|not sure about|hit and miss|might not work/i.test(c.response))
              pushbacks++;
          }
    expect(pushbacks).toBeGreaterThan(0);
  });
});

describe('the subject of a first comment on a real post', () => {
  it('is what the post is about: no contraction, past form, swearing, subreddit, Title Case capital or dangling word', () => {
    const culture =
      '"We’ve been led into a culture that has been engineered to leave us tired, hungry for indulgence, willing to pay a lot for convenience."';
    expect(keyTerms(culture, '', 3).join(' | ')).not.toMatch(/we’ve|\bled\b/i);
    expect(
      keyTerms('/r/Frugal has gone to shit, and the mods should do something about it.', 'I do not post here.', 3).join(' | '),
    ).not.toMatch(/frugal|shit/i);
    expect(keyTerms("I'm So Proud of my Kindergartener!", 'Last night my kindergartener said…', 1)).toEqual(['kindergartener']);
    // A name in a Title Case title keeps its capital where the body writes it so.
    expect(keyTerms('My Trip To Kyoto Was Amazing', 'We spent a week in Kyoto.', 3)).toContain('Kyoto');
    expect(keyTerms('I want to buy a used car worth ~20k USD.', 'Should I go for a cheaper car?', 3).join(' | ')).not.toMatch(/car worth/);
  });

  it('takes the article the post gives it', () => {
    const post = {
      title: "I'm 19 years old and I want to buy a used car worth ~20k USD.",
      body: 'I am trying to save roughly 10k to do a down payment. Should I go for a cheaper car?',
      flairs: [],
      hashTags: [],
      callToAction: '',
    };
    const out = COMMENT_TONES.flatMap((tone) => writeComments({ post, community: profiles.investing!, tone, count: 3, nonce: 2 }));
    const said = out.filter((c) => /\bcar\b/.test(c.response));
    expect(said.length).toBeGreaterThan(0);
    for (const c of said) expect(c.response).not.toMatch(/\b(?:with|on|about|for) car\b/);
  });
});
