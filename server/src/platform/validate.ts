import * as yup from 'yup';
import { badRequest } from './errors';

/**
 * Validates a request part against a contract schema. Strict: no silent type coercion,
 * so `{"email": 42}` is a 400, not a stringified email. Unknown keys are dropped, which is
 * also how privileged fields (credits, plan, payment status) are kept out of every body.
 */
export function parse<S extends yup.AnyObjectSchema>(schema: S, input: unknown): yup.InferType<S> {
  if (input === null || input === undefined || typeof input !== 'object' || Array.isArray(input)) {
    throw badRequest('Request body must be a JSON object');
  }
  try {
    const known = pickKnown(schema, trimStrings(input as Record<string, unknown>));
    return schema.validateSync(known, { strict: true, abortEarly: true }) as yup.InferType<S>;
  } catch (err) {
    if (err instanceof yup.ValidationError) throw badRequest(messageOf(err));
    throw err;
  }
}

/** Strings an `acceptedStringParser` remembers before it forgets them all at once. */
export const ACCEPTED_STRINGS_KEPT = 1_000;

/**
 * parse() for a schema of one string field whose verdict depends on that string alone (no clock, no
 * context, no other field): the raw strings it accepted are remembered, so a request repeating one
 * skips yup and gets what parse() gave it. Anything not remembered, rejected
 * values included, goes through parse(), errors and all. Verdicts, not users' data, are kept: the
 * same string gets the same answer whoever sends it.
 */
export function acceptedStringParser<S extends yup.AnyObjectSchema>(schema: S, field: string): (input: unknown) => yup.InferType<S> {
  const fields = Object.keys(schema.fields);
  if (fields.length !== 1 || fields[0] !== field) throw new Error(`acceptedStringParser: the schema must have the one field ${field}`);
  // The raw string and the value parse() gave for it, so a remembered answer is parse()'s own, whatever its transforms.
  const accepted = new Map<string, unknown>();
  return (input) => {
    // parse() reads the body's own enumerable keys (Object.entries), so the same value is looked up here.
    if (input !== null && typeof input === 'object' && !Array.isArray(input) && Object.prototype.propertyIsEnumerable.call(input, field)) {
      const value = (input as Record<string, unknown>)[field];
      if (typeof value === 'string') {
        if (accepted.has(value)) return { [field]: accepted.get(value) } as yup.InferType<S>;
        const parsed = parse(schema, input);
        if (accepted.size >= ACCEPTED_STRINGS_KEPT) accepted.clear();
        accepted.set(value, (parsed as Record<string, unknown>)[field]);
        return parsed;
      }
    }
    return parse(schema, input);
  };
}

// Strict mode skips yup's stripUnknown, so only the schema's own keys are kept, explicitly.
function pickKnown(schema: yup.AnyObjectSchema, obj: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(schema.fields)) if (key in obj) out[key] = obj[key];
  return out;
}

// Strict mode disables yup's transforms, so surrounding whitespace is removed here, except in passwords.
function trimStrings(obj: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) {
    out[k] = typeof v === 'string' && !/password/i.test(k) ? v.trim() : v;
  }
  return out;
}

// yup's own wording for a wrong type names the internal cast ("the final value was: `1`"); say it plainly.
function messageOf(err: yup.ValidationError): string {
  if (err.type === 'typeError' && err.path) {
    const expected = String((err.params as { type?: unknown } | undefined)?.type ?? 'the right type');
    return `${err.path} must be ${/^[aeiou]/.test(expected) ? 'an' : 'a'} ${expected}`;
  }
  return err.errors[0] ?? 'Invalid request';
}

/** The answer to U+0000 anywhere in what a client sends (the saved-ideas calls have always said this). */
export const NUL_MESSAGE = 'Text cannot contain null characters';

/**
 * True when a string anywhere in `value` (an object key included) contains U+0000. PostgreSQL
 * cannot store it in text or jsonb, so it would otherwise fail deep inside a service as a 500.
 * Walks with its own stack: a 1 MB body can nest far deeper than the call stack allows.
 */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (Array.isArray(v)) {
      for (const item of v) stack.push(item);
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      // The keys and a read of each, as Object.entries gives them, without its pair arrays (every body passes here).
      for (const key of Object.keys(v)) {
        if (key.includes('\u0000')) return true;
        stack.push((v as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/** Throws the 400 for a NUL in `value`; app.ts runs it on every body and query string, forms call it per field. */
export function rejectNul(value: unknown): void {
  if (containsNul(value)) throw badRequest(NUL_MESSAGE);
}
