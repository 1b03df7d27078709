// CatalogueIndex on a small hand-made catalogue: suggestions, ranking signals, upsert, profiles;
// and the text helpers it is built on.
import { cosine } from '../../server/src/modules/analysis';
import { CatalogueIndex, nameSplitter, type CatalogueInput } from '../../server/src/modules/discovery/catalogue-index';
import { bigrams, postTermCounts, segment, splitName, stem, terms } from '../../server/src/modules/discovery/text';
import type { SubredditInfo } from '../../server/src/modules/reddit/model';

function info(name: string, subscribers: number, title = '', description = '', flairs: string[] = []): SubredditInfo {
  return { name, title, description, subscribers, subscribersYear: 2021, over18: false, flairs, createdUtc: null, urlAllowed: null };
}

const ITEMS: CatalogueInput[] = [
  { info: info('marketing', 300_000, 'Marketing & Advertising', 'For marketing communications and advertising professionals.') },
  { info: info('marketingautomation', 5_000, 'Marketing automation', 'Tools for automated email campaigns.') },
  { info: info('MarvelStudios', 2_000_000, 'Marvel Studios', 'Movies of the Marvel Cinematic Universe.') },
  { info: info('socialmedia', 150_000, 'Social Media', 'Professional discussion about social media marketing and best practices.') },
  { info: info('SEO', 148_000, 'Search Engine Optimization', 'Search engine optimisation news, tips and case studies.') },
  { info: info('StockMarket', 2_000_000, 'Stock Market', 'News and analysis of the stock market and markets in general.') },
  {
    info: info(
      'personalfinance',
      14_000_000,
      'Personal Finance',
      'Learn about budgeting, saving, getting out of debt, credit, investing, and retirement planning.',
    ),
  },
  { info: info('Frugal', 1_400_000, 'Frugal', 'Frugality: saving money on everyday things.') },
  { info: info('coffee', 440_000, 'Coffee', 'A place to discuss any and all things coffee: brewing, beans and gear.') },
  { info: info('tinycoffee', 90, 'Coffee too', 'Also coffee.') },
  { info: info('IndieGaming', 224_000, 'IndieGaming', 'We love indie games, you should too!') },
  {
    info: info(
      'gamedev',
      500_000,
      'gamedev - game development',
      'All things related to game development, programming, art, music, business, and marketing.',
    ),
  },
];

describe('text helpers', () => {
  it('stems lightly (plurals, -ed, -ing) and keeps marketing apart from market', () => {
    expect(['games', 'gaming', 'startups', 'funding', 'plugins', 'businesses', 'brewing', 'companies', 'company'].map(stem)).toEqual([
      'game',
      'game',
      'startup',
      'fund',
      'plugin',
      'business',
      'brew',
      'compani',
      'compani',
    ]);
    expect(stem('marketing')).toBe('marketing');
    expect(stem('markets')).toBe('market');
    expect(stem('news')).toBe('news');
  });

  it('drops stop words, links and bare numbers', () => {
    expect(terms("Here's the plan I use, see http://x.com/a and r/marketing: 2013 tips!")).toEqual(['plan', 'use', 'see', 'tip']);
    expect(bigrams(['social', 'media', 'marketing'])).toEqual(['social media', 'media marketing']);
  });

  it('splits names at case changes, underscores and by dictionary', () => {
    expect(splitName('IndieGaming')).toEqual(['indie', 'gaming']);
    expect(splitName('web_design')).toEqual(['web', 'design']);
    expect(splitName('PS4')).toEqual(['ps4']);
    const freq = new Map([
      ['personal', 50],
      ['finance', 40],
      ['person', 30],
      ['al', 2],
      ['league', 10],
      ['of', 500],
      ['legends', 8],
    ]);
    expect(segment('personalfinance', freq, 1000)).toEqual(['personal', 'finance']);
    expect(segment('leagueoflegends', freq, 1000)).toEqual(['league', 'of', 'legends']);
    expect(segment('xyzzyplugh', freq, 1000)).toBeNull();
    const split = nameSplitter([
      info('a', 1, 'Small business owners', 'A small business forum for business owners'),
      info('b', 1, 'Small talk', ''),
    ]);
    expect(split('smallbusiness')).toEqual(['small', 'business']);
    expect(split('SmallTalk')).toEqual(['small', 'talk']);
  });

  it('counts post terms once per post, single terms then pairs, deterministically', () => {
    const posts = [
      { title: 'Machine learning tips', selftext: 'learning learning' },
      { title: 'Machine learning', selftext: '' },
      { title: 'Learning to cook', selftext: 'machine' },
    ];
    expect(postTermCounts(posts, 10, 10, 2)).toEqual([
      ['learn', 3],
      ['machine', 3],
      ['machine learn', 2],
    ]);
  });
});

describe('CatalogueIndex.suggest', () => {
  const cat = new CatalogueIndex(ITEMS);

  it('puts names starting with the query first, the biggest first', () => {
    expect(cat.suggest('mar')).toEqual(['MarvelStudios', 'marketing', 'marketingautomation', 'StockMarket']);
    expect(cat.suggest('market')).toEqual(['marketing', 'marketingautomation', 'StockMarket']);
  });

  it('puts an exact name first even when a bigger one shares the prefix', () => {
    expect(cat.suggest('coffee')[0]).toBe('coffee');
    expect(cat.suggest('r/SEO')).toEqual(['SEO']);
  });

  it('then matches word prefixes in names and titles', () => {
    expect(cat.suggest('social med')).toEqual(['socialmedia']);
    expect(cat.suggest('finance')).toEqual(['personalfinance']);
    expect(cat.suggest('search eng')).toEqual(['SEO']);
  });

  it('honours the limit and ignores empty queries', () => {
    expect(cat.suggest('m', 2)).toHaveLength(2);
    expect(cat.suggest('   ')).toEqual([]);
    expect(cat.suggest('zzzz')).toEqual([]);
  });
});

describe('CatalogueIndex.search', () => {
  const cat = new CatalogueIndex(ITEMS);
  const names = (q: string, n = 5) => cat.search(q, n).map((h) => h.profile.info.name);

  it('ranks the community named by the query first', () => {
    expect(names('seo')[0]).toBe('SEO');
    expect(names('personal finance')[0]).toBe('personalfinance');
    expect(names('r/coffee')[0]).toBe('coffee');
  });

  it('prefers communities matching every word, and adjacent words', () => {
    expect(names('social media marketing').slice(0, 2)).toEqual(['socialmedia', 'marketing']);
    // gamedev matches two of the three words, in its description only: first if listed at all, after IndieGaming.
    expect(names('indie game marketing')[0]).toBe('IndieGaming');
    expect(names('indie game marketing')).not.toContain('MarvelStudios');
  });

  it('does not confuse marketing with stock markets', () => {
    expect(names('marketing')).not.toContain('StockMarket');
    expect(names('stock markets')[0]).toBe('StockMarket');
  });

  it('breaks near-ties by size: the big coffee community before the tiny one', () => {
    expect(names('coffee').slice(0, 2)).toEqual(['coffee', 'tinycoffee']);
  });

  it('returns scores in decreasing order and nothing for stop words or unknown words', () => {
    const hits = cat.search('marketing', 10);
    for (let i = 1; i < hits.length; i++) expect(hits[i]!.score).toBeLessThanOrEqual(hits[i - 1]!.score);
    expect(cat.search('the and of', 10)).toEqual([]);
    expect(cat.search('xyzzy', 10)).toEqual([]);
  });

  it('uses post text when a community has posts', () => {
    const withPosts = new CatalogueIndex([
      ...ITEMS,
      {
        info: info('business', 500_000, 'business', 'The business section.'),
        postCount: 100,
        postsPerWeek: 5,
        postTerms: [
          ['kickstart', 40],
          ['fund', 30],
          ['kickstart fund', 10],
        ],
      },
    ]);
    // Both words are in its posts only ("kickstarter" would not stem to "kickstart" and match one word of two).
    expect(withPosts.search('kickstart funding', 3).map((h) => h.profile.info.name)[0]).toBe('business');
  });
});

describe('CatalogueIndex upsert and profiles', () => {
  it('adds new communities and makes them searchable and suggestible at once', () => {
    const cat = new CatalogueIndex(ITEMS);
    const before = cat.size();
    cat.upsert([{ info: info('espresso', 107_000, 'Espresso', 'Strong, potent coffee news for strong, potent coffee drinkers') }]);
    expect(cat.size()).toBe(before + 1);
    expect(cat.suggest('espr')).toEqual(['espresso']);
    expect(cat.search('espresso', 3)[0]!.profile.info.name).toBe('espresso');
  });

  it('replaces what is known, case-insensitively, keeping post terms not given again', () => {
    const cat = new CatalogueIndex([
      { info: info('Widgets', 10, 'Widgets', 'Widgets'), postCount: 10, postsPerWeek: 2, postTerms: [['sprocket', 8]] },
    ]);
    cat.upsert([{ info: { ...info('widgets', 2_000, 'Widgets!', 'All about widgets'), subscribersYear: 2026 } }]);
    expect(cat.size()).toBe(1);
    const p = cat.get('WIDGETS')!;
    expect(p.info).toMatchObject({ name: 'widgets', subscribers: 2000, subscribersYear: 2026 });
    expect(p.postCount).toBe(10);
    expect(cat.search('sprockets', 1)[0]!.profile.info.name).toBe('widgets');
  });

  it('survives many upserts (dead slots are compacted) with consistent results', () => {
    const cat = new CatalogueIndex(ITEMS);
    for (let i = 0; i < 50; i++)
      cat.upsert([
        { info: info('coffee', 440_000 + i, 'Coffee', 'A place to discuss any and all things coffee: brewing, beans and gear.') },
      ]);
    expect(cat.size()).toBe(ITEMS.length);
    expect([...cat.all()]).toHaveLength(ITEMS.length);
    expect(cat.search('coffee brewing', 1)[0]!.profile.info.subscribers).toBe(440_049);
  });

  it('gives L2-normalised term vectors for cosine similarity', () => {
    const cat = new CatalogueIndex(ITEMS);
    for (const p of cat.all()) {
      const norm = Math.sqrt(Object.values(p.terms).reduce((s, w) => s + w * w, 0));
      expect(norm).toBeCloseTo(1, 6);
    }
    const coffee = cat.profile('coffee')!.terms;
    expect(cosine(coffee, coffee)).toBeCloseTo(1, 6);
    expect(cosine(coffee, cat.profile('tinycoffee')!.terms)).toBeGreaterThan(cosine(coffee, cat.profile('SEO')!.terms));
    expect(cat.profile('nope')).toBeUndefined();
  });
});

describe('CatalogueIndex: what may be listed', () => {
  const LISTED: CatalogueInput[] = [
    ...ITEMS,
    { info: info('sex', 1_700_000, 'Sex', 'Civil discussions of sexuality and sexual relationships.') },
    { info: info('seduction', 560_000, 'Seduction, Self-Improvement and Pick-up', 'Help with dating.') },
    { info: info('serialkillers', 390_000, '/r/SerialKillers', 'Information and news about serial killers.') },
    { info: info('SexyYouTubers', 46_000, 'Sexy YouTubers', '') },
    { info: info('selfimprovement', 450_000, 'Continuously Improve Yourself!', 'Self improvement.') },
    { info: info('Essex', 40_000, 'Essex', 'The county of Essex, England.') },
    { info: { ...info('seoflagged', 900_000, 'SEO tips', 'Search engine optimisation.'), over18: true } },
    {
      info: info('SEOwithposts', 1_000, 'SEO with posts', 'Search engine optimisation.'),
      postCount: 50,
      postsPerWeek: 2,
      postTerms: [['seo', 40]],
    },
  ];
  const cat = new CatalogueIndex(LISTED);

  it('never suggests or lists NSFW communities: the over18 flag, and unflagged adult or gore ones', () => {
    expect(cat.suggest('se')).not.toEqual(expect.arrayContaining(['sex']));
    for (const q of ['se', 'sex', 'seduction', 'serial', 'seo', 'sexy']) {
      const shown = [...cat.suggest(q), ...cat.search(q, 25).map((h) => h.profile.info.name)];
      for (const bad of ['sex', 'seduction', 'serialkillers', 'SexyYouTubers', 'seoflagged'])
        expect({ q, shown: shown.includes(bad) }).toEqual({ q, shown: false });
    }
    expect(cat.suggest('se')).toEqual(expect.arrayContaining(['selfimprovement', 'SEOwithposts']));
    expect(cat.suggest('ess')).toEqual(['Essex']);
    expect([...cat.all()].map((p) => p.info.name)).not.toContain('seduction');
  });

  it('leaves out a community upserted with the over18 flag', () => {
    const c = new CatalogueIndex(ITEMS);
    c.upsert([{ info: { ...info('espressonsfw', 107_000, 'Espresso', 'Strong coffee'), over18: true } }]);
    expect(c.suggest('espresso')).toEqual([]);
    expect(c.search('espresso', 5).map((h) => h.profile.info.name)).not.toContain('espressonsfw');
  });

  it('lists only communities with posts when asked for analysable ones', () => {
    expect(cat.suggest('seo', 8, { analysableOnly: true })).toEqual(['SEOwithposts']);
    expect(cat.search('seo', 25, { analysableOnly: true }).map((h) => h.profile.info.name)).toEqual(['SEOwithposts']);
    expect(cat.search('coffee', 25, { analysableOnly: true })).toEqual([]);
    expect(cat.search('seo', 25).map((h) => h.profile.info.name)).toEqual(expect.arrayContaining(['SEO', 'SEOwithposts']));
  });

  it('cuts communities below the relevance floor instead of filling the list', () => {
    const withNoise = new CatalogueIndex([
      ...ITEMS,
      // A big community whose posts use "game" now and then: not an answer to "indie game marketing".
      {
        info: info('nba', 5_000_000, 'NBA', 'Basketball news.'),
        postCount: 1000,
        postsPerWeek: 20,
        postTerms: [
          ['game', 60],
          ['team', 300],
        ],
      },
    ]);
    expect(withNoise.search('indie game marketing', 25).map((h) => h.profile.info.name)).not.toContain('nba');
    expect(withNoise.search('indie game marketing', 25).map((h) => h.profile.info.name)[0]).toBe('IndieGaming');
  });
});
