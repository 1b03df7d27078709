import { parse } from 'csv-parse/sync';
import type { CommentIdea, GeneratedPost } from '@subreddit-signal/contract';
import {
  buildExport,
  commentsCsv,
  commentsTxt,
  csvField,
  exportFileName,
  neutraliseFormula,
  postsCsv,
  postsTxt,
  toCsv,
  UTF8_BOM,
} from '@/features/saved-ideas/model/export';

/**
 * The saved-ideas export (issue 5): RFC 4180 CSV read back by a real CSV
 * parser (csv-parse, strict: no relaxed quotes, CRLF records), formula cells neutralised, UTF-8
 * with a BOM; and the plain-text layout.
 */

/** Strict RFC 4180 read-back: the BOM must be there, records end in CRLF, quotes must be well-formed. */
function readCsv(text: string): string[][] {
  expect(text.startsWith(UTF8_BOM)).toBe(true);
  return parse(text, {
    bom: true,
    record_delimiter: '\r\n',
    relax_quotes: false,
    relax_column_count: false,
    skip_empty_lines: false,
  }) as string[][];
}

const tricky: GeneratedPost = {
  title: '=1+1',
  body: 'He said "hello", then left.\nSecond line\r\nThird line',
  callToAction: '+ Join us, today',
  hashTags: ['#growth', '#café'],
  flairs: ['Tips & Tricks', '@mention'],
};
const plain: GeneratedPost = {
  title: 'Plain title',
  body: 'Simple body',
  callToAction: 'Comment below',
  hashTags: [],
  flairs: ['Discussion'],
};
const unicode: GeneratedPost = {
  title: 'Zürich 🚀 launch — 日本語',
  body: 'Emoji 🎉👍🏽 and accents: naïve, façade, Ærø',
  callToAction: '-5% today',
  hashTags: ['#🚀', '#naïve'],
  flairs: [],
};

describe('CSV cells', () => {
  it('neutralises cells a spreadsheet would run as a formula, and only those', () => {
    expect(neutraliseFormula('=1+1')).toBe("'=1+1");
    expect(neutraliseFormula('+1')).toBe("'+1");
    expect(neutraliseFormula('-2')).toBe("'-2");
    expect(neutraliseFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseFormula('\t=cmd')).toBe("'\t=cmd");
    expect(neutraliseFormula('\rx')).toBe("'\rx");
    expect(neutraliseFormula('a=1')).toBe('a=1');
    expect(neutraliseFormula('#tag')).toBe('#tag');
    expect(neutraliseFormula('')).toBe('');
  });

  it('quotes fields with a quote, comma, CR or LF and doubles the quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField("it's")).toBe("it's");
  });

  it('ends every record with CRLF and starts with the UTF-8 BOM', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('\uFEFFa,b\r\nc,d\r\n');
  });
});

describe('posts CSV', () => {
  it('has the export columns and survives a round trip through a real CSV parser', () => {
    const rows = readCsv(postsCsv([tricky, plain, unicode]));
    expect(rows[0]).toEqual(['Title', 'Body', 'Call To Action', 'Hashtags', 'flairs', 'Subreddit', 'Saved At', 'Generated At']);
    expect(rows).toHaveLength(4);
    expect(rows[1]).toEqual([
      "'=1+1",
      'He said "hello", then left.\nSecond line\r\nThird line',
      "'+ Join us, today",
      '#growth,#café',
      'Tips & Tricks,@mention',
      '',
      '',
      '',
    ]);
    expect(rows[2]).toEqual(['Plain title', 'Simple body', 'Comment below', '', 'Discussion', '', '', '']);
    expect(rows[3]).toEqual([
      'Zürich 🚀 launch — 日本語',
      'Emoji 🎉👍🏽 and accents: naïve, façade, Ærø',
      "'-5% today",
      '#🚀,#naïve',
      '',
      '',
      '',
      '',
    ]);
  });

  it('joins lists with a comma alone, so splitting the parsed cell on commas gives each list back', () => {
    const lists: GeneratedPost[] = [
      tricky,
      unicode,
      { ...plain, hashTags: ['#one'], flairs: [] },
      { ...plain, hashTags: ['#a', '#b', '#c', '#d'], flairs: ['Case study', 'AMA', 'Tips & Tricks'] },
    ];
    const rows = readCsv(postsCsv(lists)).slice(1);
    const back = (cell: string) => (cell === '' ? [] : cell.split(','));
    expect(rows.map((row) => [back(row[3]!), back(row[4]!)])).toEqual(lists.map((p) => [p.hashTags, p.flairs]));
    // A cell holding a list has a comma in it, so the CSV quotes it and it stays one field.
    expect(postsCsv([tricky])).toContain('"#growth,#café"');
  });

  it('leaves no cell that starts like a formula', () => {
    const rows = readCsv(
      postsCsv([tricky, unicode, { ...plain, title: '@cmd', body: '\t=HYPERLINK("x")', hashTags: ['=evil'], flairs: ['+1'] }]),
    );
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('a header only when there is nothing to export', () => {
    expect(readCsv(postsCsv([]))).toEqual([
      ['Title', 'Body', 'Call To Action', 'Hashtags', 'flairs', 'Subreddit', 'Saved At', 'Generated At'],
    ]);
  });

  it('ends each row with the community and the save and generation times in ISO 8601 UTC', () => {
    const rows = readCsv(
      postsCsv([
        { ...plain, subreddit: 'Coffee', savedAt: '2026-11-26T10:15:00+01:00', generatedAt: '2026-11-25T23:59:59.500Z' },
        { ...plain, subreddit: null, savedAt: 'not a date', generatedAt: null },
      ]),
    );
    expect(rows[1]!.slice(5)).toEqual(['r/Coffee', '2026-11-26T09:15:00.000Z', '2026-11-25T23:59:59.500Z']);
    expect(rows[2]!.slice(5)).toEqual(['', '', '']);
  });

  it('encodes as UTF-8 with the BOM bytes first', () => {
    const bytes = new TextEncoder().encode(postsCsv([unicode]));
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toContain('Zürich 🚀 launch — 日本語');
  });
});

describe('comments CSV', () => {
  it('has Title and Response and keeps quotes, commas, newlines and emoji', () => {
    const comments: CommentIdea[] = [
      { title: 'Friendly, warm', response: 'Great point!\nI\'d add: "ship it" 🚀' },
      { title: '=HYPERLINK("http://evil")', response: '@here -- thoughts?' },
      { title: '', response: 'Ünïcödé ✓' },
    ];
    const rows = readCsv(commentsCsv(comments));
    expect(rows).toEqual([
      ['Title', 'Response', 'Subreddit', 'Saved At', 'Generated At'],
      ['Friendly, warm', 'Great point!\nI\'d add: "ship it" 🚀', '', '', ''],
      ['\'=HYPERLINK("http://evil")', "'@here -- thoughts?", '', '', ''],
      ['', 'Ünïcödé ✓', '', '', ''],
    ]);
  });
});

describe('plain text', () => {
  it('lays out each post with its labelled fields, numbered and separated', () => {
    expect(postsTxt([plain, { ...tricky, body: 'One\r\nTwo' }])).toBe(
      [
        'Saved posts (2)',
        '===============',
        '',
        'Post 1',
        'Title: Plain title',
        'Body:',
        'Simple body',
        'Call To Action: Comment below',
        'Hashtags: ',
        'Flairs: Discussion',
        '',
        '----------------------------------------',
        '',
        'Post 2',
        'Title: =1+1',
        'Body:',
        'One',
        'Two',
        'Call To Action: + Join us, today',
        'Hashtags: #growth,#café',
        'Flairs: Tips & Tricks,@mention',
        '',
      ].join('\n'),
    );
  });

  it('names the community and the dates under the number, leaving out what is unknown', () => {
    const txt = commentsTxt([
      { title: 'A', response: 'a', subreddit: 'espresso', savedAt: '2026-11-26T09:00:00.000Z', generatedAt: '2026-11-26T08:58:00.000Z' },
      { title: 'B', response: 'b', subreddit: null, savedAt: '2026-11-27T09:00:00.000Z' },
    ]);
    expect(txt).toContain(
      'Comment 1\nSubreddit: r/espresso\nSaved: 2026-11-26T09:00:00.000Z\nGenerated: 2026-11-26T08:58:00.000Z\nTitle: A',
    );
    expect(txt).toContain('Comment 2\nSaved: 2026-11-27T09:00:00.000Z\nTitle: B');
  });

  it('lays out each comment with its title and response', () => {
    expect(commentsTxt([{ title: 'Expert', response: 'Line 1\nLine 2 🎉' }])).toBe(
      ['Saved comments (1)', '==================', '', 'Comment 1', 'Title: Expert', 'Response:', 'Line 1', 'Line 2 🎉', ''].join('\n'),
    );
  });
});

describe('export files', () => {
  it('names the four export files', () => {
    expect(exportFileName('post', 'csv')).toBe('saved_posts.csv');
    expect(exportFileName('comment', 'csv')).toBe('saved_comments.csv');
    expect(exportFileName('post', 'txt')).toBe('saved_posts.txt');
    expect(exportFileName('comment', 'txt')).toBe('saved_comments.txt');
  });

  it('builds the file for a type and a format', () => {
    const csv = buildExport({ type: 'post', items: [plain] }, 'csv');
    expect(csv.fileName).toBe('saved_posts.csv');
    expect(csv.mimeType).toBe('text/csv;charset=utf-8');
    expect(readCsv(csv.content)[1]![0]).toBe('Plain title');
    const txt = buildExport({ type: 'comment', items: [{ title: 'T', response: 'R' }] }, 'txt');
    expect(txt).toEqual({
      fileName: 'saved_comments.txt',
      mimeType: 'text/plain;charset=utf-8',
      content: commentsTxt([{ title: 'T', response: 'R' }]),
    });
  });
});
