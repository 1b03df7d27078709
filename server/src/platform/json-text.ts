/**
 * The JSON text of a shared, never-mutated answer (a remembered analysis), made once per object:
 * warm requests for the same community send the same text, and JSON.stringify of the ~2 KB free
 * analysis was a measurable share of each such request (issue 27, decision 036). Only for objects
 * nobody changes after they are made; a new object gets new text.
 */
const texts = new WeakMap<object, Map<string, string>>();

/** JSON of `value`, or of `{ [field]: value }` when a field is named (the text kept whole, so no per-request splice). */
export function jsonTextOf(value: object, field = ''): string {
  let byField = texts.get(value);
  if (!byField) texts.set(value, (byField = new Map()));
  let text = byField.get(field);
  if (text === undefined) {
    text = JSON.stringify(field ? { [field]: value } : value);
    byField.set(field, text);
  }
  return text;
}

const bytes = new WeakMap<object, Map<string, Buffer>>();

/**
 * jsonTextOf's text as UTF-8 bytes, encoded once per object and field (decision 104). Sent as a
 * string, the text was measured for its length and encoded again by every request: an analysis
 * holds characters beyond Latin-1 (curly quotes, emoji in titles), so each warm request re-encoded
 * ~2.4 k two-byte characters. The buffer is shared: nobody may write into it.
 */
export function jsonBytesOf(value: object, field = ''): Buffer {
  let byField = bytes.get(value);
  if (!byField) bytes.set(value, (byField = new Map()));
  let out = byField.get(field);
  if (out === undefined) {
    out = Buffer.from(jsonTextOf(value, field), 'utf8');
    byField.set(field, out);
  }
  return out;
}

/** Fastify's own content type for object answers, so sending the text changes no header. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
