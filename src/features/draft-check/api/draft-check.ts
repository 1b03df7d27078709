import { useState } from 'react';
import { useDraftCheck } from '@/entities/draft-check';
import type { CheckDraftRequest } from '@subreddit-signal/contract';

/** The panel's check: the draft last submitted, checked once (the same draft again comes from the cache). */
export function useMyDraftCheck() {
  const [submitted, setSubmitted] = useState<CheckDraftRequest | null>(null);
  const query = useDraftCheck(submitted);
  return { submit: setSubmitted, submitted, query };
}
