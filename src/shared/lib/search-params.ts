/**
 * Search-param validators used by the router (design card: q, url, tab,
 * payment_status validated at the router). They live in shared so feature pages can use the
 * same types (e.g. `ProfileTab`) without importing from the app layer.
 *
 * The router's query-string decoder turns number- and boolean-looking values into numbers and
 * booleans (`?q=123` → 123) but only when the round trip is exact, so the validators turn them
 * back into strings without loss: pages always receive strings.
 */
import type { SearchSchemaInput } from '@tanstack/react-router';

export const PROFILE_TABS = ['Tabs1', 'Tabs2', 'Tabs3', 'Tabs4'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];
export const DEFAULT_PROFILE_TAB: ProfileTab = 'Tabs1';

export type PaymentStatusParam = '1' | '0';

/** A non-empty string, or undefined. */
function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/**
 * Always sets the key, to undefined when invalid: the router merges a route's validated search
 * over the raw one, so an omitted key would let an unvalidated raw value through.
 */
function pick<T extends string>(key: T, value: unknown): { [K in T]?: string } {
  return { [key]: text(value) } as { [K in T]?: string };
}

/** `?q=` on the search and analysis routes (keyword or subreddit name). */
export function validateQuerySearch(search: Record<string, unknown>): { q?: string } {
  return pick('q', search.q);
}

/** `?url=` on the post routes. */
export function validateUrlSearch(search: Record<string, unknown>): { url?: string } {
  return pick('url', search.url);
}

/** `/login` is where Google's code flow returns: `code`, `state`, `error`. */
export function validateLoginSearch(search: Record<string, unknown>): { code?: string; state?: string; error?: string } {
  return { ...pick('code', search.code), ...pick('state', search.state), ...pick('error', search.error) };
}

/**
 * `/profile?tab=`: one of Tabs1..Tabs4, anything else (or nothing) is Tabs1. Optional when navigating.
 * `session_id` is the setup checkout the browser comes back from after a card update (Billing tab).
 */
export function validateProfileSearch(search: { tab?: ProfileTab; session_id?: string } & SearchSchemaInput): {
  tab: ProfileTab;
  session_id?: string;
} {
  const raw = search as Record<string, unknown>;
  const tab = text(raw.tab);
  return {
    tab: PROFILE_TABS.includes(tab as ProfileTab) ? (tab as ProfileTab) : DEFAULT_PROFILE_TAB,
    ...pick('session_id', raw.session_id),
  };
}

/**
 * `/plans?payment_status=`: '1' success, '0' failure; anything else is dropped. `session_id` is the
 * checkout session the browser comes back from (Stripe's, or the local test checkout's).
 */
export function validatePlansSearch(search: Record<string, unknown>): { payment_status?: PaymentStatusParam; session_id?: string } {
  const v = text(search.payment_status);
  return { payment_status: v === '1' || v === '0' ? v : undefined, ...pick('session_id', search.session_id) };
}

/**
 * `/audience?id=&sort=&kind=`: the audience, how its themes' evidence is sorted ('engagement' or
 * 'recency'; anything else is 'engagement') and which theme kind is shown (none: every kind).
 */
export const AUDIENCE_THEME_SORTS = ['engagement', 'recency'] as const;
export const AUDIENCE_THEME_KINDS = ['pain', 'question', 'request', 'money', 'topic'] as const;
export function validateAudienceSearch(
  search: { id?: string; sort?: (typeof AUDIENCE_THEME_SORTS)[number]; kind?: (typeof AUDIENCE_THEME_KINDS)[number] } & SearchSchemaInput,
): { id: string; sort: (typeof AUDIENCE_THEME_SORTS)[number]; kind?: (typeof AUDIENCE_THEME_KINDS)[number] } {
  const raw = search as Record<string, unknown>;
  const sort = text(raw.sort);
  const kind = text(raw.kind);
  return {
    id: text(raw.id) ?? '',
    sort: sort === 'recency' ? 'recency' : 'engagement',
    kind: AUDIENCE_THEME_KINDS.find((k) => k === kind),
  };
}

/**
 * `/ai-post-generator-results?placeAudience=`: the audience the 'Where should it go?' panels start
 * on (the audience theme page's link, decision 033). Only its id travels: the server reads the
 * communities, and answers 404 for an id that is not the user's.
 */
export function validateGeneratorSearch(search: { placeAudience?: string } & SearchSchemaInput): { placeAudience?: string } {
  return pick('placeAudience', (search as Record<string, unknown>).placeAudience);
}
