import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { audienceListKey } from '@/entities/audience';
import { api } from '@/shared/api/http';
import type {
  AudienceChangeResponse,
  AudienceOverview,
  AudienceThemesResponse,
  SubredditSearchResult,
  ThemeSort,
} from '@subreddit-signal/contract';

/** Query keys of the audiences slice. */
export const audienceKeys = {
  all: ['audiences'] as const,
  list: audienceListKey,
  overview: (id: string) => ['audiences', 'overview', id] as const,
  themes: (id: string, sort: ThemeSort) => ['audiences', 'themes', id, sort] as const,
  search: (q: string) => ['audiences', 'search', q] as const,
};

export { useAudiences } from '@/entities/audience';

export const useAudienceOverview = (id: string) =>
  useQuery({
    queryKey: audienceKeys.overview(id),
    queryFn: ({ signal }) => api.get(`audiences/${encodeURIComponent(id)}/overview`, { signal }).json<AudienceOverview>(),
    enabled: id !== '',
    retry: false,
  });

export const useAudienceThemes = (id: string, sort: ThemeSort) =>
  useQuery({
    queryKey: audienceKeys.themes(id, sort),
    queryFn: ({ signal }) =>
      api.get(`audiences/${encodeURIComponent(id)}/themes`, { searchParams: { sort }, signal }).json<AudienceThemesResponse>(),
    enabled: id !== '',
    retry: false,
    placeholderData: keepPreviousData,
  });

/** Communities for a keyword, from the analysis search (the same results the search page lists). */
export const useCommunitySearch = (q: string) =>
  useQuery({
    queryKey: audienceKeys.search(q),
    queryFn: ({ signal }) => api.post('reddit/search-subreddit', { json: { subreddit: q }, signal }).json<SubredditSearchResult[]>(),
    enabled: q.trim() !== '',
    staleTime: 5 * 60_000,
  });

function useAudienceMutation<V, R>(run: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => qc.invalidateQueries({ queryKey: audienceKeys.all }),
  });
}

export const useCreateAudience = () =>
  useAudienceMutation((v: { name: string; communities: string[] }) => api.post('audiences', { json: v }).json<AudienceChangeResponse>());

export const useRenameAudience = () =>
  useAudienceMutation((v: { id: string; name: string }) =>
    api.patch(`audiences/${encodeURIComponent(v.id)}`, { json: { name: v.name } }).json(),
  );

export const useDeleteAudience = () =>
  useAudienceMutation((id: string) => api.delete(`audiences/${encodeURIComponent(id)}`).json<{ message?: string }>());

export const useAddCommunities = () =>
  useAudienceMutation((v: { id: string; communities: string[] }) =>
    api.post(`audiences/${encodeURIComponent(v.id)}/communities`, { json: { communities: v.communities } }).json<AudienceChangeResponse>(),
  );

export const useRemoveCommunity = () =>
  useAudienceMutation((v: { id: string; name: string }) =>
    api.delete(`audiences/${encodeURIComponent(v.id)}/communities/${encodeURIComponent(v.name)}`).json(),
  );
