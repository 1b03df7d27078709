// acceptedStringParser (decision 068): a one-string-field schema's accepted strings are remembered, so
// a repeated community name skips yup, and every answer, rejections included, is parse()'s own.
import { jest } from '@jest/globals';
import { subredditAboutRequest } from '@subreddit-signal/contract';
import { ACCEPTED_STRINGS_KEPT, acceptedStringParser, parse } from '../../server/src/platform/validate';

/** What parse() does with a body: its value, or its error's status and message. */
function outcome(run: () => unknown): unknown {
  try {
    return { value: run() };
  } catch (err) {
    const e = err as { statusCode?: number; message?: string };
    return { status: e.statusCode, message: e.message };
  }
}

const inherited = Object.create({ subreddit: 'marketing' }) as object;
const hidden = Object.defineProperty({}, 'subreddit', { value: 'marketing', enumerable: false });
const BODIES: unknown[] = [
  { subreddit: 'marketing' },
  { subreddit: '  r/marketing ' },
  { subreddit: '/r/SaaS', extra: 'dropped' },
  { subreddit: '' },
  { subreddit: '   ' },
  { subreddit: 'no spaces allowed' },
  { subreddit: 'x' },
  { subreddit: 'a'.repeat(101) },
  { subreddit: 42 },
  { subreddit: null },
  {},
  [],
  null,
  'marketing',
  inherited,
  hidden,
];

describe('acceptedStringParser', () => {
  it('answers every body as parse() does, the first time and when asked again', () => {
    const fast = acceptedStringParser(subredditAboutRequest, 'subreddit');
    for (let round = 0; round < 3; round++)
      for (const body of BODIES) expect(outcome(() => fast(body))).toEqual(outcome(() => parse(subredditAboutRequest, body)));
  });

  it('runs yup once for a string it accepted, every time for one it rejected', () => {
    const fast = acceptedStringParser(subredditAboutRequest, 'subreddit');
    const validate = jest.spyOn(subredditAboutRequest, 'validateSync');
    try {
      for (let i = 0; i < 5; i++) expect(fast({ subreddit: ' marketing ' })).toEqual({ subreddit: 'marketing' });
      expect(validate).toHaveBeenCalledTimes(1);
      for (let i = 0; i < 3; i++) expect(() => fast({ subreddit: 'not a name' })).toThrow('Enter a subreddit name such as r/marketing');
      expect(validate).toHaveBeenCalledTimes(4);
    } finally {
      validate.mockRestore();
    }
  });

  it('forgets what it remembered once it holds ACCEPTED_STRINGS_KEPT strings', () => {
    const fast = acceptedStringParser(subredditAboutRequest, 'subreddit');
    const validate = jest.spyOn(subredditAboutRequest, 'validateSync');
    try {
      for (let i = 0; i < ACCEPTED_STRINGS_KEPT; i++) fast({ subreddit: `sub${i}` });
      fast({ subreddit: 'sub0' }); // still remembered
      expect(validate).toHaveBeenCalledTimes(ACCEPTED_STRINGS_KEPT);
      fast({ subreddit: 'onemore' }); // full: forgets all, then remembers this one
      fast({ subreddit: 'sub0' });
      expect(validate).toHaveBeenCalledTimes(ACCEPTED_STRINGS_KEPT + 2);
    } finally {
      validate.mockRestore();
    }
  });

  it('refuses a schema that is not the one named string field', () => {
    expect(() => acceptedStringParser(subredditAboutRequest, 'name')).toThrow('one field name');
  });
});
