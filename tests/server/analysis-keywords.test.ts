// Keyword and phrase extraction, hashtags, the tokeniser.
import { extractKeywords, tokenize } from '../../server/src/modules/analysis';

const doc = (title: string, body = '', engagement = 10) => ({ title, body, engagement });

describe('tokenize', () => {
  it('lower-cases, keeps inner apostrophes, drops possessives, and marks phrase breaks', () => {
    expect(tokenize("Don't stop: Reddit's best SEO-tools, 2024 edition")).toEqual([
      "don't",
      'stop',
      '',
      'reddit',
      'best',
      'seo',
      'tools',
      '',
      'edition',
    ]);
  });

  it('skips URLs, /r/ and /u/ references and markdown link targets', () => {
    expect(
      tokenize('See http://www.example.com/a?b=c and www.test.org, ask /u/someone in r/marketing or [the guide](https://x.y/z) now'),
    ).toEqual([
      'see',
      '',
      'and',
      '',
      'ask',
      '',
      'in',
      '',
      'or',
      '',
      'the',
      'guide',
      '',
      'now', // never two breaks in a row
    ]);
  });

  it('folds curly apostrophes and keeps non-English letters', () => {
    // ’s reads as a possessive (dropped) like 's; "it" is a stop word either way
    expect(tokenize('It’s café time — naïve, don’t')).toEqual(['it', 'café', 'time', '', 'naïve', '', "don't"]);
  });
});

describe('extractKeywords', () => {
  it('drops stop words and Reddit noise and finds a repeated phrase', () => {
    const docs = [
      doc('How do you plan a content calendar?'),
      doc('My content calendar template for 2024'),
      doc('Is a content calendar worth it?', 'I think the content calendar helps, http://www.example.com amp gt'),
      doc('Content calendar tools'),
      doc('Agency pricing question'),
      doc('Agency pricing for small clients'),
      doc('The best way to get clients'),
      doc('What should I do with this?'),
      doc('Email open rates'),
      doc('Email subject lines that work'),
    ];
    const { keywords } = extractKeywords(docs);
    const texts = keywords.map((k) => k.text);
    expect(texts[0]).toBe('content calendar'); // 4 posts, Dice 2·4/(4+4) = 1
    expect(texts).toContain('agency pricing');
    // parts represented by their phrase; stop words and noise never appear
    for (const gone of ['content', 'calendar', 'agency', 'pricing', 'the', 'how', 'what', 'http', 'www', 'com', 'amp', 'gt', 'think', 'i'])
      expect(texts).not.toContain(gone);
    expect(keywords.find((k) => k.text === 'content calendar')).toMatchObject({ words: 2, posts: 4 });
  });

  it('weights by engagement, not by raw counts', () => {
    const docs = [doc('webinar one', '', 0), doc('webinar two', '', 0), doc('podcast three', '', 999), doc('podcast four', '', 999)];
    // both words are in 2 posts; podcast posts weigh 1 + ln(1000) = 7.9 each, webinar posts 1 + ln(1) = 1.
    expect(
      extractKeywords(docs)
        .keywords.slice(0, 2)
        .map((k) => [k.text, +k.score.toFixed(2)]),
    ).toEqual([
      ['podcast', 15.82],
      ['webinar', 2],
    ]);
  });

  it('folds plurals into the form used most, and scores generic words a quarter', () => {
    const docs = [doc('strategies for growth'), doc('growth strategies'), doc('one strategy'), doc('people people people')];
    const texts = extractKeywords(docs).keywords.map((k) => k.text);
    expect(texts).toContain('strategies');
    expect(texts).not.toContain('strategy');
    expect(texts.indexOf('people')).toBeGreaterThan(texts.indexOf('growth'));
  });

  it('leaves out an excluded word (the community name) but keeps it inside phrases', () => {
    const docs = [doc('coffee grinder advice'), doc('coffee grinder'), doc('coffee beans'), doc('coffee')];
    const texts = extractKeywords(docs, { exclude: ['Coffee'] }).keywords.map((k) => k.text);
    expect(texts).not.toContain('coffee');
    expect(texts).toContain('coffee grinder');
  });

  it('makes Pascal-case hashtags, acronyms upper-case, deduplicated', () => {
    const docs = [
      doc('SEO audit checklist'),
      doc('SEO audit for beginners'),
      doc('My SEO audit'),
      doc('Local seo tips'),
      doc('Local SEO ranking'),
    ];
    const model = extractKeywords(docs);
    expect(model.keywords[0].text).toBe('seo audit');
    expect(model.hashtags()).toContain('#SEOAudit');
    expect(model.hashtags()).toContain('#LocalSEO');
    expect(new Set(model.hashtags().map((h) => h.toLowerCase())).size).toBe(model.hashtags().length);
  });

  it("picks a post's strongest keyword, '' when none", () => {
    const docs = [doc('content calendar tips'), doc('content calendar'), doc('pricing pages'), doc('pricing models')];
    const model = extractKeywords(docs);
    expect(model.strongestFor({ title: 'my content calendar', body: '' })).toBe('content calendar');
    expect(model.strongestFor({ title: 'about pricing', body: '' })).toBe('pricing');
    expect(model.strongestFor({ title: 'nothing known here', body: '' })).toBe('');
  });

  it('answers the same after other samples were counted, whether its posts are memoised or not', () => {
    // The counts of an extraction are shared scratch, reset for the next one: a model must not read them later.
    const keyed = (title: string, body = '') => ({ ...doc(title, body), key: {} });
    const docs = [
      keyed('SEO audit checklist', 'an SEO audit tool'),
      keyed('SEO audit tips'),
      keyed('Local SEO'),
      keyed('local seo ranking'),
    ];
    const model = extractKeywords(docs);
    const before = { keywords: model.keywords, tags: model.hashtags(), strongest: docs.map((d) => model.strongestFor(d)) };
    const other = extractKeywords([keyed('Content calendar ideas'), keyed('content calendars'), keyed('seo calendar'), keyed('seo plan')]); // seo in lower case here
    expect(other.keywords.map((k) => k.text)).toContain('content calendar');
    expect({ keywords: model.keywords, tags: model.hashtags(), strongest: docs.map((d) => model.strongestFor(d)) }).toEqual(before);
    expect(before.tags).toEqual(['#SEO', '#LocalSEO', '#SEOAudit']); // seo in 4 posts; the phrases tie on score and posts
    expect(before.strongest).toEqual(['seo', 'seo', 'seo', 'seo']); // the best-ranked term in each title
    const again = extractKeywords(docs); // memoised grams
    const fresh = extractKeywords(docs.map((d) => doc(d.title, d.body))); // no key: read afresh
    for (const m of [again, fresh]) {
      expect(m.keywords).toEqual(before.keywords);
      expect(m.hashtags()).toEqual(before.tags);
    }
  });

  it('returns nothing for an empty sample', () => {
    const model = extractKeywords([]);
    expect(model.keywords).toEqual([]);
    expect(model.hashtags()).toEqual([]);
  });

  it('stops at the limit', () => {
    const docs = Array.from({ length: 40 }, (_, i) => doc(`word${i} word${(i + 1) % 40}`));
    expect(extractKeywords(docs).keywords).toHaveLength(15);
    expect(extractKeywords(docs, { limit: 3 }).keywords).toHaveLength(3);
  });
});
