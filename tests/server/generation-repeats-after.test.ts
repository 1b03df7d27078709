// repeatsAfter (issue 27) reads a body once for all the closing lines tried after it; it must answer
// exactly as repeatedPhrases over the joined text, including phrases that run from the body into the line.
import { repeatedPhrases, repeatsAfter } from '../../server/src/modules/generation/quality/artefacts';

const joined = (head: string, tail: string, query: string[]) => repeatedPhrases(`${head}\n${tail}`, query).length > 0;

test('a phrase of the body said again in the closing line is a repeat; a new line is not', () => {
  const body = 'We sent a weekly summary to every member. It took an hour.';
  const repeats = repeatsAfter(body, []);
  expect(repeats('Happy to share a weekly summary template.')).toBe(true);
  expect(repeats('Questions welcome.')).toBe(false);
});

test('a phrase that starts in the body and ends in the line counts, as over the joined text', () => {
  const body = 'grind size matters more than beans. Beans matter. grind size';
  const tail = 'matters more for espresso.';
  expect(joined(body, tail, [])).toBe(true);
  expect(repeatsAfter(body, [])(tail)).toBe(true);
});

test('a body that repeats itself repeats whatever follows it', () => {
  expect(repeatsAfter('a weekly summary helps. Then a weekly summary again.', [])('Thanks.')).toBe(true);
});

test('the query’s own words are left out alike', () => {
  const body = 'Our email marketing list grew. We tried email marketing tools.';
  expect(repeatsAfter(body, ['email', 'marketing'])('More on email marketing tools later.')).toBe(
    joined(body, 'More on email marketing tools later.', ['email', 'marketing']),
  );
});

test('answers as repeatedPhrases on the joined text for many generated pairs', () => {
  const vocabulary = 'the a of grind size beans weekly summary email list launch app 12 budget r/coffee it’s members here'.split(' ');
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
  const text = (n: number) =>
    Array.from({ length: n }, () => vocabulary[next() % vocabulary.length])
      .join(' ')
      .replace(/ (?=the )/g, '. ');
  let repeats = 0;
  for (let k = 0; k < 400; k++) {
    const head = text(next() % 30);
    const query = next() % 2 ? ['budget', 'app'] : [];
    const check = repeatsAfter(head, query);
    for (let t = 0; t < 3; t++) {
      const tail = text(next() % 12);
      const expected = joined(head, tail, query);
      if (expected) repeats++;
      expect([head, tail, check(tail)]).toEqual([head, tail, expected]);
    }
  }
  // Both answers occur, so the comparison means something.
  expect(repeats).toBeGreaterThan(100);
  expect(repeats).toBeLessThan(1100);
});
