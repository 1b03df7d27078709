import type { PostTypeName } from '@subreddit-signal/contract';

/** Activity types in this order, each with its own colour; 'Other' is hidden. */
export const POST_TYPES: readonly PostTypeName[] = ['Text', 'Link', 'Image', 'Video'];

/** Distinct hues that stay apart for the common colour-vision deficiencies, with a text label beside every bar anyway. */
export const POST_TYPE_COLORS: Record<PostTypeName, string> = {
  Text: '#ff5a1f',
  Link: '#2563eb',
  Image: '#0f9d58',
  Video: '#8b5cf6',
};

/** '42%' / '42.5 %' / 42 → 42; anything unreadable → 0. */
export function percentValue(value: unknown): number {
  const n =
    typeof value === 'number'
      ? value
      : Number.parseFloat(
          String(value ?? '')
            .replace('%', '')
            .trim(),
        );
  return Number.isFinite(n) ? Math.max(0, n) : 0;
}

export interface TypeShare {
  type: PostTypeName;
  value: number;
  color: string;
}

/** The four types in order with their share; any other key (such as 'Other') is left out. */
export function typeShares(map: Partial<Record<string, unknown>> | null | undefined): TypeShare[] {
  return POST_TYPES.map((type) => ({ type, value: percentValue(map?.[type]), color: POST_TYPE_COLORS[type] }));
}
