import { jsonBytesOf, jsonTextOf } from '../../server/src/platform/json-text';

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

describe('jsonBytesOf', () => {
  it("is jsonTextOf's text in UTF-8, encoded once per object and field", () => {
    // Characters beyond Latin-1 (a curly quote, an emoji) are why the text was encoded again by every request.
    const value = { title: 'Don\u2019t \ud83d\ude80 launch', n: 2 };
    const bytes = jsonBytesOf(value, 'subreddit');
    expect(Buffer.isBuffer(bytes)).toBe(true);
    expect(bytes.toString('utf8')).toBe(jsonTextOf(value, 'subreddit'));
    expect(bytes.equals(Buffer.from(JSON.stringify({ subreddit: value }), 'utf8'))).toBe(true);
    const from = jest.spyOn(Buffer, 'from');
    try {
      expect(jsonBytesOf(value, 'subreddit')).toBe(bytes);
      expect(from).not.toHaveBeenCalled();
      const whole = jsonBytesOf(value);
      expect(whole).not.toBe(bytes);
      expect(whole.toString('utf8')).toBe(JSON.stringify(value));
      expect(from).toHaveBeenCalledTimes(1);
    } finally {
      from.mockRestore();
    }
    // Another object, even an equal one, gets its own bytes: only the same object is the same answer.
    const copy = { ...value };
    expect(jsonBytesOf(copy, 'subreddit')).not.toBe(bytes);
    expect(jsonBytesOf(copy, 'subreddit').equals(bytes)).toBe(true);
  });
});
