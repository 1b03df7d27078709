import { useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/http';
import { AUDIENCE_LIST_QUERY_KEY } from '@/shared/api/post-ideas-key';
import type { AudienceListResponse } from '@subreddit-signal/contract';

/**
 * The key of the user's audience list; the audiences slice invalidates it (under ['audiences']) when one changes, and an
 * answered analysis does too (shared/api: its `analysed` follows the user's analyses).
 */
export const audienceListKey = AUDIENCE_LIST_QUERY_KEY;

/** GET /audiences: the user's audiences (oldest first) and their plan's caps. */
export const useAudiences = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: audienceListKey,
    queryFn: ({ signal }) => api.get('audiences', { signal }).json<AudienceListResponse>(),
    enabled,
  });
