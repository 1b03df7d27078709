import { useQuery } from '@tanstack/react-query';
import { api, UnexpectedResponseError } from '@/shared/api/http';
import type {
  CheckDraftRequest,
  CommunityRulesInfo,
  DraftCheckResult,
  DraftPlacementRequest,
  DraftPlacementResult,
} from '@subreddit-signal/contract';
import { DRAFT_SEVERITIES, placementSourceOf } from '@subreddit-signal/contract';

export const draftCheckKeys = {
  all: ['draft-check'] as const,
  /** One check per exact draft: the same post checked again is served from the cache. */
  check: (req: CheckDraftRequest) =>
    [
      'draft-check',
      'check',
      req.subreddit.toLowerCase(),
      req.title,
      req.body ?? '',
      req.link ?? '',
      req.flair ?? '',
      req.nsfw ? 'nsfw' : '',
    ] as const,
  rules: (subreddit: string) => ['draft-check', 'rules', subreddit.toLowerCase()] as const,
  placement: (req: DraftPlacementRequest) =>
    ['draft-check', 'placement', req.title, req.body ?? '', req.link ?? '', sourceKey(req)] as const,
};

/** 'list:a,b', 'audience:<id>' or 'history': one cache entry per set of communities asked. */
function sourceKey(req: DraftPlacementRequest): string {
  const source = placementSourceOf(req);
  if (source.kind === 'list') return `list:${source.subreddits.map((s) => s.toLowerCase()).join(',')}`;
  return source.kind === 'audience' ? `audience:${source.audienceId}` : 'history';
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The fields the result card reads, checked so a malformed answer is an error, not a broken card. */
function asResult(body: unknown): DraftCheckResult {
  if (
    !isObject(body) ||
    typeof body.score !== 'number' ||
    typeof body.verdict !== 'string' ||
    !Array.isArray(body.findings) ||
    !Array.isArray(body.notVisible) ||
    !isObject(body.basis) ||
    !body.findings.every(
      (f) =>
        isObject(f) && typeof f.title === 'string' && (DRAFT_SEVERITIES as readonly unknown[]).includes(f.severity) && isObject(f.evidence),
    )
  ) {
    throw new UnexpectedResponseError();
  }
  return body as unknown as DraftCheckResult;
}

/** POST /reddit/check-draft: one check, counted against the plan's daily draft checks. */
export async function checkDraft(req: CheckDraftRequest, signal?: AbortSignal): Promise<DraftCheckResult> {
  const body: unknown = await api.post('reddit/check-draft', { json: req, signal }).json();
  return asResult(body);
}

/** The check of `req`, run once `req` is given (null: not asked yet), kept for the session: a daily allowance is not spent twice on one draft. */
export function useDraftCheck(req: CheckDraftRequest | null) {
  return useQuery({
    queryKey: req ? draftCheckKeys.check(req) : ['draft-check', 'idle'],
    queryFn: ({ signal }) => checkDraft(req!, signal),
    enabled: req !== null,
    staleTime: Infinity,
    gcTime: 60 * 60 * 1000,
    retry: false,
  });
}

/** POST /reddit/community-rules: the community's rules, requirements and settings (free). */
export async function fetchCommunityRules(subreddit: string, signal?: AbortSignal): Promise<CommunityRulesInfo> {
  const body: unknown = await api.post('reddit/community-rules', { json: { subreddit }, signal }).json();
  if (!isObject(body) || typeof body.subreddit !== 'string' || typeof body.note !== 'string' || !Array.isArray(body.flairs))
    throw new UnexpectedResponseError();
  return body as unknown as CommunityRulesInfo;
}

export function useCommunityRules(subreddit: string | undefined) {
  return useQuery({
    queryKey: draftCheckKeys.rules(subreddit ?? ''),
    queryFn: ({ signal }) => fetchCommunityRules(subreddit!, signal),
    enabled: !!subreddit,
    staleTime: 30 * 60 * 1000,
    retry: false,
  });
}

/** POST /reddit/draft-placement: one draft against up to 20 communities, ranked (one draft check). */
export async function fetchDraftPlacement(req: DraftPlacementRequest, signal?: AbortSignal): Promise<DraftPlacementResult> {
  const body: unknown = await api.post('reddit/draft-placement', { json: req, signal }).json();
  if (
    !isObject(body) ||
    typeof body.note !== 'string' ||
    !Array.isArray(body.lines) ||
    !body.lines.every(
      (l) =>
        isObject(l) &&
        typeof l.subreddit === 'string' &&
        typeof l.verdict === 'string' &&
        Array.isArray(l.evidence) &&
        (l.status === 'checked' || l.status === 'unknown'),
    )
  ) {
    throw new UnexpectedResponseError();
  }
  return body as unknown as DraftPlacementResult;
}

/** The ranking for `req`, run once `req` is given (null: not asked yet), kept for the session like a check. */
export function useDraftPlacement(req: DraftPlacementRequest | null) {
  return useQuery({
    queryKey: req ? draftCheckKeys.placement(req) : ['draft-check', 'placement-idle'],
    queryFn: ({ signal }) => fetchDraftPlacement(req!, signal),
    enabled: req !== null,
    staleTime: Infinity,
    gcTime: 60 * 60 * 1000,
    retry: false,
  });
}
