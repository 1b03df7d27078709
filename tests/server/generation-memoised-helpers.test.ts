// The writer's helpers that keep what they compiled or worked out (issue 27) answer as computed afresh:
// per wording and per topic, asked in any order, and with their shared global patterns reused.
import { mentions, onceOnly } from '../../server/src/modules/generation/once';
import { PARSED_QUERIES_KEPT, fitTopicSlots, parseQuery } from '../../server/src/modules/generation/query';

test('fitTopicSlots: the noun form after a determiner, for {Topic} too; wordings without the slot as they are', () => {
  for (let round = 0; round < 2; round++) {
    expect(fitTopicSlots('Tips for a {topic} that works')).toBe('Tips for a {topicNoun} that works');
    expect(fitTopicSlots('Our {Topic} lessons')).toBe('Our {topicNoun} lessons');
    expect(fitTopicSlots('{topic} checklist for {sub}')).toBe('{topicNoun} checklist for {sub}');
    expect(fitTopicSlots('How I started {topic}')).toBe('How I started {topic}');
    expect(fitTopicSlots('Nothing to fit in {sub}')).toBe('Nothing to fit in {sub}');
  }
});

test('onceOnly and mentions: each topic its own pattern, the same answers however often and in whatever order asked', () => {
  const app = { label: 'budgeting app' };
  const grinder = { label: 'espresso grinder', noun: 'grinder' };
  const texts = ['I built a budgeting app. The budgeting app has users.', 'Your budgeting app is next.'];
  for (let round = 0; round < 3; round++) {
    expect(onceOnly(texts, app)).toEqual(['I built a budgeting app. It has users.', 'It is next.']);
    // The plural names the topic too ('budgeting apps').
    expect(mentions('a budgeting app, the budgeting app and budgeting apps', app)).toBe(3);
    expect(onceOnly(['My espresso grinder broke; the grinder was old.'], grinder)).toEqual(['My espresso grinder broke; it was old.']);
    expect(mentions('The espresso grinder and the grinder', grinder)).toBe(2);
  }
});

test('onceOnly and mentions: a mention that is part of a longer name stays whole ("the Miami Heat" for the topic "the Heat")', () => {
  const heat = { label: 'Heat' };
  expect(onceOnly(['Thoughts on the Heat', 'It is in the threads here on the Miami Heat already.'], heat)).toEqual([
    'Thoughts on the Heat',
    'It is in the threads here on the Miami Heat already.',
  ]);
  // The check that a text names its topic once reads it the same way; a Title Case title is no longer name.
  expect(mentions('On the Heat: the Miami Heat and the Heat again', heat)).toBe(2);
  expect(mentions('SEO Tips for SEO', { label: 'SEO' })).toBe(2);
});

test('parseQuery: read once per query and case mode (the same object again), each mode its own reading, past the bound too', () => {
  const first = parseQuery('launching a budgeting app');
  expect(first).toMatchObject({ goal: 'launch', product: 'budgeting app', noun: 'budgeting app launch' });
  expect(parseQuery('launching a budgeting app')).toBe(first);
  expect(parseQuery('launching a budgeting app', { keepCase: false })).toBe(first);
  // keepCase reads another label ('SEO' as written), so it is kept apart.
  const kept = parseQuery('SEO tips for local shops', { keepCase: true });
  expect(parseQuery('SEO tips for local shops', { keepCase: true })).toBe(kept);
  expect(parseQuery('SEO tips for local shops')).not.toBe(kept);
  expect(kept.label).toBe('SEO for local shops');
  // Filling the memo past its bound starts it again; every answer is still the query's own.
  for (let i = 0; i <= PARSED_QUERIES_KEPT; i++) parseQuery(`growing newsletter ${i}`);
  const again = parseQuery('launching a budgeting app');
  expect(again).toEqual(first);
  expect(parseQuery('launching a budgeting app')).toBe(again);
});
