// Decision 064: several patterns read as one, the word boundary that opens every branch written once.
import { anyOf, topLevelBranches } from '../../server/src/modules/drafts/check/any-of';

/** What the patterns find joined as before: each in a group, one after another. */
const joined = (patterns: RegExp[], flags: string) => new RegExp(patterns.map((re) => `(?:${re.source})`).join('|'), flags);
const found = (re: RegExp, text: string) => {
  const m = re.exec(text);
  return m && { index: m.index, text: m[0], groups: [...m].slice(1) };
};

describe('topLevelBranches', () => {
  it('splits at | outside groups, classes and escapes only', () => {
    expect(topLevelBranches('a|[|(]|\\||(b|c)|d')).toEqual(['a', '[|(]', '\\|', '(b|c)', 'd']);
    expect(topLevelBranches('[\\]|]x|y')).toEqual(['[\\]|]x', 'y']);
    expect(topLevelBranches('(?:a|b)')).toEqual(['(?:a|b)']);
  });
});

describe('anyOf', () => {
  const patterns = [
    /\b(?:keep it up|go ahead)\b[^.!?\n]{0,30}\bsee what happens\b/i,
    /\bsleep with one eye open\b|\b(?:your|his) days are numbered\b/i,
    /\bwhen (i|we) (?:find|catch) (you|him)\b/i,
  ];

  it('writes the opening \\b once when every branch has it', () => {
    expect(anyOf(patterns, 'i').source.startsWith('\\b(?:(?:keep it up|go ahead)')).toBe(true);
    expect(anyOf(patterns, 'i').source).not.toContain('|\\bsleep');
  });

  it('finds what the patterns joined find: the same leftmost match, the same branch and groups', () => {
    const texts = [
      'Nothing to see here.',
      'Keep it up, mate, and see what happens.',
      'Sleep with one eye open; his days are numbered.',
      'His days are numbered. Sleep with one eye open.',
      'When we catch him, well.',
      'asleep with one eye open', // no word boundary before 'sleep'
      'ago ahead and see what happens',
      'go ahead and see what happens when I find you',
    ];
    const one = anyOf(patterns, 'i');
    const before = joined(patterns, 'i');
    for (const text of texts) expect(found(one, text)).toEqual(found(before, text));
    expect(found(one, 'asleep with one eye open')).toBeNull();
    expect(found(one, 'When we catch him')?.groups).toEqual(['we', 'him']);
  });

  it('joins the patterns as before when a branch does not open with \\b', () => {
    const mixed = [/\bnsfw\b/i, /(?:^|\n)\s*admins? here\b/i];
    expect(anyOf(mixed, 'i').source).toBe(joined(mixed, 'i').source);
    expect(found(anyOf(mixed, 'i'), 'hi\nadmin here')).toEqual(found(joined(mixed, 'i'), 'hi\nadmin here'));
  });
});
