// Decision 086: the word pre-scan that skips site-rule patterns which cannot match a text. Its reading
// of a pattern's words (regex-words.ts) on the constructs it must be sure of; a gated pattern on a
// pre-scanned text, another text and a pattern it cannot read; and the proof: the same findings with
// and without it on the real posts, the rule fixtures, the drafts of these suites and the writer's posts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { POST_TEMPLATES, WRITING_STYLES } from '@subreddit-signal/contract';
import { requiredWordKeys, wordGate } from '../../server/src/modules/analysis/regex-words';
import { allGated, gated, prescan, withoutPrescan } from '../../server/src/modules/analysis/word-prescan';
import { siteBreaches } from '../../server/src/modules/drafts/check/site-rules';
import type { Draft } from '../../server/src/modules/drafts';
import { generatePosts } from '../../server/src/modules/generation/service';
import { fakedCreditContext } from '../../scripts/faked-credit-context';
import { unpackPosts, type SnapshotPostsFile } from '../../server/src/modules/reddit/snapshot-source';

const ROOT = path.join(__dirname, '../..');
const keys = (re: RegExp) => {
  const k = requiredWordKeys(re);
  return k && [...k].sort();
};

describe('the words a pattern cannot match without', () => {
  it('a literal that starts a word gives its first four letters (six where it has six), in any case; a short one only where it ends the word too', () => {
    expect(keys(/\b(?:kill|hurt) (?:him|her)\b/i)).toEqual(['hurt', 'kill']);
    expect(keys(/\bGiveaway\b/)).toEqual(['giveaw']);
    expect(keys(/\b(?:whatsapp|phone)/i)).toEqual(['phon', 'whatsa']);
    expect(keys(/\b(?:psa|dm me)\b/i)).toEqual(['dm', 'psa']);
    expect(keys(/\bdms?\b/i)).toEqual(['dm', 'dms']);
    expect(keys(/\b[Hh]is (?:cell|phone)\b/)).toEqual(['cell', 'phon']);
    // After punctuation or a space a word starts too.
    expect(keys(/@(?:insta|snap)\b/i)).toEqual(['inst', 'snap']);
  });

  it('takes nothing it cannot be sure of: a run inside a word, an optional part, a class of letters, a short word that may go on', () => {
    expect(keys(/kill/i)).toBeNull(); // 'skill'
    expect(keys(/\b(?:up|down)vote/i)).toBeNull(); // 'upvote' starts with 'upvo', not 'vote'
    expect(keys(/\bdm/i)).toBeNull(); // 'dms', 'dmv'
    expect(keys(/\b(?:really )?kill\b/i)).toEqual(['kill']);
    expect(keys(/(?<!\bthe\s)\b[A-Z][a-z]+ [A-Z][a-z]+\b/)).toBeNull();
    expect(keys(/\b(?:kill|[a-z]+ing)\b/i)).toBeNull(); // one branch unkeyed: the whole pattern runs
  });

  it('a pattern it cannot read, or whose flags change what a letter matches, gets no gate and always runs', () => {
    expect(wordGate(/\bkill\u0020him\b/)).toBeNull();
    expect(wordGate(/\bkill\b/u)).toBeNull();
    expect(wordGate(/\bkill\b/y)).toBeNull();
  });

  it('reads branches apart, each needing a key of every clause: `\\b(?:a|b)` as `\\ba|\\bb`', () => {
    const gate = wordGate(/\b(?:i will (?:hurt|kill) him|your (?:house|car) is next)/i)!;
    expect(gate.map((b) => b.map((c) => [...c].sort().join('|')))).toEqual([
      // 'him' ends the pattern, so it may go on ('himself'): no key of three letters.
      ['i', 'will', 'hurt|kill'],
      ['your', 'car|hous', 'is', 'next'],
    ]);
  });
});

describe('a gated pattern', () => {
  /** A pattern that counts the times it really runs. */
  const counting = (re: RegExp) => {
    const runs = { n: 0 };
    const exec = re.exec.bind(re);
    re.exec = (s: string) => {
      runs.n++;
      return exec(s);
    };
    return { pattern: gated(re), runs };
  };

  it('is skipped on a pre-scanned text without its words, runs where they are (in any case) and on texts not pre-scanned', () => {
    const { pattern, runs } = counting(/\bgiveaway\b[^.]{0,20}\bfollow\b/i);
    const clean = 'We moved our whole shop to a new host and wrote down what broke.';
    prescan(clean);
    expect(pattern.mayMatch(clean)).toBe(false);
    expect(pattern.exec(clean)).toBeNull();
    expect(runs.n).toBe(0);
    const hit = 'GIVEAWAY time: FOLLOW me to enter';
    prescan(hit);
    expect(pattern.exec(hit)?.[0]).toBe('GIVEAWAY time: FOLLOW');
    expect(runs.n).toBe(1);
    // A text nobody pre-scanned (a sentence of a post) is read by the pattern itself.
    expect(pattern.mayMatch('no words of it here')).toBe(true);
    expect(pattern.test('no words of it here')).toBe(false);
    expect(runs.n).toBe(2);
    expect(withoutPrescan(() => pattern.test(clean))).toBe(false);
    expect(runs.n).toBe(3);
  });

  it('with no gate runs on every text', () => {
    const { pattern, runs } = counting(/[A-Z][a-z]+ [A-Z][a-z]+/);
    const text = 'nothing capitalised here';
    prescan(text);
    expect(pattern.exec(text)).toBeNull();
    expect(runs.n).toBe(1);
  });

  it('refuses a global or sticky pattern, whose lastIndex a skip would leave unmoved', () => {
    expect(() => gated(/\bkill\b/g)).toThrow(/global or sticky/);
  });
});

// ---- the proof: the same findings, with and without the pre-scan --------------------------------

type Text = Pick<Draft, 'title' | 'body' | 'link'>;
const asDraft = (t: Text): Draft => ({ ...t, flair: null, galleryItems: null });

/** Every third real post of the bundled snapshot (the shared Reddit data, ~31,000 posts). */
function realPosts(): Text[] {
  const dir = path.join(ROOT, 'data/snapshot/posts');
  const out: Text[] = [];
  for (const f of readdirSync(dir)
    .filter((n) => n.endsWith('.json.br'))
    .sort()) {
    const file = JSON.parse(brotliDecompressSync(readFileSync(path.join(dir, f))).toString('utf8')) as SnapshotPostsFile;
    unpackPosts(file).forEach((p, i) => {
      if (i % 3 === 0) out.push({ title: p.title, body: p.selftext, link: p.isSelf ? null : p.url });
    });
  }
  return out;
}

/** The labelled, unseen and rounds drafts, and every longer string literal of the draft-check suites (their drafts). */
function testDrafts(): Text[] {
  const out: Text[] = [];
  for (const set of ['labelled', 'unseen', 'rounds']) {
    const cases = (
      JSON.parse(readFileSync(path.join(ROOT, `tests/fixtures/draft-check/${set}.json`), 'utf8')) as {
        cases: { draft: { title: string; body?: string; link?: string | null } }[];
      }
    ).cases;
    for (const c of cases) out.push({ title: c.draft.title, body: c.draft.body ?? '', link: c.draft.link ?? null });
  }
  const suites = readdirSync(__dirname).filter((n) => /^drafts-.*\.test\.ts$/.test(n) && n !== 'drafts-prescan.test.ts');
  for (const suite of suites) {
    const src = readFileSync(path.join(__dirname, suite), 'utf8');
    for (const m of src.matchAll(/'((?:[^'\\\n]|\\.){15,})'|"((?:[^"\\\n]|\\.){15,})"|`((?:[^`\\]|\\.){15,})`/g))
      out.push({ title: 'A question', body: (m[1] ?? m[2] ?? m[3]!).replace(/\\n/g, '\n').replace(/\\(.)/g, '$1'), link: null });
  }
  return out;
}

/** The writer's posts as the paid path makes them (the fingerprint script's way, the credit faked). */
async function writerPosts(calls: number): Promise<Text[]> {
  const ctx = await fakedCreditContext(ROOT);
  const communities = ['marketing', 'coffee', 'personalfinance', 'boardgames', 'startups'];
  const out: Text[] = [];
  for (let i = 0; i < calls; i++) {
    const r = await generatePosts(ctx, 'u1', {
      subreddit: communities[i % communities.length]!,
      searchQuery: ['email marketing', 'espresso grinder I built', 'first budget'][i % 3]!,
      template: POST_TEMPLATES[i % POST_TEMPLATES.length]!,
      writingStyle: WRITING_STYLES[i % WRITING_STYLES.length]!,
      nonce: i,
    });
    for (const p of r.posts) out.push({ title: p.title, body: p.body, link: null });
  }
  return out;
}

/** The same text in capitals and in lower case: the pre-scan must read words in any case as the patterns do. */
const withCases = (ts: Text[]) =>
  ts.flatMap((t) => [
    t,
    { ...t, title: t.title.toUpperCase(), body: t.body.toUpperCase() },
    { ...t, title: t.title.toLowerCase(), body: t.body.toLowerCase() },
  ]);

describe('the pre-scan changes no finding', () => {
  let corpus: Text[];
  let small: Text[];
  beforeAll(async () => {
    small = withCases([...testDrafts(), ...(await writerPosts(60))]);
    corpus = [...realPosts(), ...small];
  }, 120_000);

  it('siteBreaches: the same breaches (kinds, words, reasons, order) on every text, with and without it', () => {
    let found = 0;
    const differ: string[] = [];
    for (const t of corpus) {
      const d = asDraft(t);
      const without = JSON.stringify(withoutPrescan(() => siteBreaches(d)));
      const withIt = JSON.stringify(siteBreaches(d));
      if (without !== '[]') found++;
      if (without !== withIt && differ.length < 5) differ.push(`${t.title}\n${t.body}\n  without: ${without}\n  with: ${withIt}`);
    }
    expect(differ).toEqual([]);
    // Not a vacuous comparison: many texts break a site rule, in every kind.
    expect(corpus.length).toBeGreaterThan(30_000);
    expect(found).toBeGreaterThan(1_000);
  });

  it('every gated pattern: where it matches a text, its gate lets it run there', () => {
    const patterns = allGated();
    expect(patterns.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const t of small) {
      const text = `${t.title}\n${t.body}`;
      prescan(text);
      for (const p of patterns) {
        const m = withoutPrescan(() => p.exec(text));
        if (m && !p.exec(text)) wrong.push(`${p.re.source.slice(0, 60)} on ${text.slice(0, 60)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('on a clean post of the writer, most site-rule patterns are skipped (counted, not timed)', () => {
    const post = asDraft(small.find((t) => siteBreaches(asDraft(t)).length === 0 && t.body.length > 200)!);
    const count = (fn: () => unknown) => {
      let n = 0;
      const exec = RegExp.prototype.exec;
      RegExp.prototype.exec = function (this: RegExp, s: string) {
        n++;
        return exec.call(this, s);
      };
      try {
        fn();
      } finally {
        RegExp.prototype.exec = exec;
      }
      return n;
    };
    const without = count(() => withoutPrescan(() => siteBreaches(post)));
    const withIt = count(() => siteBreaches(post));
    expect(without).toBeGreaterThan(40);
    expect(withIt * 2).toBeLessThan(without);
  });
});
