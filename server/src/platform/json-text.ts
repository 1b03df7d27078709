/**
 * The JSON text of a shared, never-mutated answer (a remembered analysis), made once per object:
 * warm requests for the same community send the same text, and JSON.stringify of the ~2 KB free
 * analysis was a measurable share of each such request (issue 27, decision 036). Only for objects
 * nobody changes after they are made; a new object gets new text.
 */
/**
 * A value made once per (never-mutated) object and field: the object's entry goes with the object.
 * Only for objects nobody changes after they are made; a new object gets a new value.
 */
function perObjectField<T>(make: (value: object, field: string) => T): (value: object, field?: string) => T {
  const memo = new WeakMap<object, Map<string, T>>();
  return (value, field = '') => {
    let byField = memo.get(value);
    if (!byField) memo.set(value, (byField = new Map()));
    let out = byField.get(field);
    if (out === undefined) {
      out = make(value, field);
      byField.set(field, out);
    }
    return out;
  };
}

/** JSON of `value`, or of `{ [field]: value }` when a field is named (the text kept whole, so no per-request splice). */
export const jsonTextOf = perObjectField((value, field) => JSON.stringify(field ? { [field]: value } : value));

/**
 * jsonTextOf's text as UTF-8 bytes, encoded once per object and field (decision 104). Sent as a
 * string, the text was measured for its length and encoded again by every request: an analysis
 * holds characters beyond Latin-1 (curly quotes, emoji in titles), so each warm request re-encoded
 * ~2.4 k two-byte characters. The buffer is shared: nobody may write into it.
 */
export const jsonBytesOf = perObjectField((value, field) => Buffer.from(jsonTextOf(value, field), 'utf8'));

/** Fastify's own content type for object answers, so sending the text changes no header. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
