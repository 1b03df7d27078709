// Decision 064: fill reads its slots by hand; it must say what the replace it stands for said.
import { fill } from '../../server/src/modules/generation/text';

/** What fill was: one replace with a callback. */
const byReplace = (template: string, vars: Record<string, string>) => template.replace(/\{(\w+)\}/g, (m, name: string) => vars[name] ?? m);

describe('fill', () => {
  const vars: Record<string, string> = {
    topic: 'email marketing',
    Topic: 'Email marketing',
    kw: '',
    kw2: 'welcome {kw} flows',
    N: '3',
    a_1: 'x',
  };

  it('fills known slots, leaves unknown ones and broken braces as they are', () => {
    expect(fill('{Topic} in {N} steps: {kw}{unknown}', vars)).toBe('Email marketing in 3 steps: {unknown}');
    expect(fill('{{topic}} {topic {} {a_1}} }{', vars)).toBe('{email marketing} {topic {} x} }{');
    expect(fill('{kw2}', vars)).toBe('welcome {kw} flows'); // a value is not filled again
    expect(fill('no slots', vars)).toBe('no slots');
    expect(fill('', vars)).toBe('');
  });

  it('says what the replace said, on every template the writer could hold', () => {
    const pieces = ['{', '}', 'topic', 'Topic', 'kw', 'kw2', 'N', 'a_1', 'é', ' ', '-', '{topic}', '{kw}', '{nope}', 'x'];
    let seed = 27;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let n = 0; n < 1000; n++) {
      const template = Array.from({ length: next() % 12 }, () => pieces[next() % pieces.length]).join('');
      expect(fill(template, vars)).toBe(byReplace(template, vars));
    }
  });
});
