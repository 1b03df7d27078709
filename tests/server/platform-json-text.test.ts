import { jsonTextOf } from '../../server/src/platform/json-text';

describe('jsonTextOf', () => {
  it('is JSON.stringify of the object (or of it under one field), made once per object and field', () => {
    const value = { name: 'marketing', n: 1.5, list: [1, 'two', null], nested: { ok: true } };
    const text = jsonTextOf(value);
    expect(text).toBe(JSON.stringify(value));
    const spy = jest.spyOn(JSON, 'stringify');
    try {
      expect(jsonTextOf(value)).toBe(text);
      expect(spy).not.toHaveBeenCalled();
      expect(jsonTextOf(value, 'subreddit')).toBe(`{"subreddit":${text}}`);
      expect(spy).toHaveBeenCalledTimes(1);
      expect(jsonTextOf(value, 'subreddit')).toBe(`{"subreddit":${text}}`);
      expect(spy).toHaveBeenCalledTimes(1);
      expect(jsonTextOf({ ...value, n: 2 })).toBe(JSON.stringify({ ...value, n: 2 }));
    } finally {
      spy.mockRestore();
    }
  });
});
