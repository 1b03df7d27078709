import * as yup from 'yup';
import { audienceNameSchema, parseCommunityList, type AudienceChangeResponse } from '@subreddit-signal/contract';

/** The 'New audience' form: a name, and communities picked from search or pasted. */
export const newAudienceSchema = yup.object({ name: audienceNameSchema, pasted: yup.string().defined() });
export type NewAudienceValues = yup.InferType<typeof newAudienceSchema>;

/** Picked names first, then the pasted ones, without repeats (case-insensitive). */
export function communitiesFrom(picked: readonly string[], pasted: string): string[] {
  const seen = new Set<string>();
  return [...picked, ...parseCommunityList(pasted)].filter((n) => {
    const k = n.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

const REASON: Record<AudienceChangeResponse['skipped'][number]['reason'], string> = {
  unknown: 'not found',
  duplicate: 'already in',
  invalid: 'not a community name',
  limit: 'over your plan’s limit',
};

/** 'Skipped: r/foo (not found), r/bar (over your plan’s limit)', or '' when nothing was skipped. */
export function skippedText(skipped: AudienceChangeResponse['skipped']): string {
  if (skipped.length === 0) return '';
  return `Skipped: ${skipped.map((s) => `r/${s.name} (${REASON[s.reason]})`).join(', ')}`;
}
