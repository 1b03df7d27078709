import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as yup from 'yup';
import { api, UnexpectedResponseError } from '@/shared/api/http';
import {
  REPORT_INTERVALS,
  type PastReportResponse,
  type PastReportSummary,
  type ReportInterval,
  type Subscriber,
  type SubscriberRequest,
} from '@subreddit-signal/contract';

/** Query keys of the reports slice. */
export const reportKeys = {
  all: ['reports'] as const,
  details: ['reports', 'subscriber'] as const,
  audiences: ['reports', 'audiences'] as const,
  pastList: ['reports', 'past'] as const,
  past: (id: string) => ['reports', 'past', id] as const,
  suggestions: (query: string) => ['reports', 'suggestions', query] as const,
};

const subscriberShape = yup.object({
  _id: yup.string().required(),
  email: yup.string().required(),
  subReddits: yup.array(yup.string().required()).required(),
  interval: yup
    .mixed<ReportInterval>()
    .oneOf([...REPORT_INTERVALS])
    .required(),
  timeZone: yup.string().defined().default(''),
  status: yup.mixed<Subscriber['status']>().oneOf(['pending', 'active']).defined().default('active'),
  confirmed: yup.boolean().defined().default(true),
  suppressed: yup.boolean().defined().default(false),
  audienceId: yup.string().nullable().defined().default(null),
  audienceName: yup.string().nullable().defined().default(null),
  createdAt: yup.string().defined().default(''),
  updatedAt: yup.string().defined().default(''),
});

/** A subscriber as the server sent it, checked; `delivery_interval` mirrors `interval`. */
function parseSubscriber(raw: unknown): Subscriber {
  try {
    const s = subscriberShape.validateSync(raw, { stripUnknown: true });
    return { ...s, delivery_interval: s.interval };
  } catch {
    throw new UnexpectedResponseError();
  }
}

function field(body: unknown, name: string): unknown {
  if (!body || typeof body !== 'object' || !(name in body)) throw new UnexpectedResponseError();
  return (body as Record<string, unknown>)[name];
}

const messageOf = (body: unknown): string | null => {
  const m = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  return typeof m === 'string' && m.trim() !== '' ? m : null;
};

/** GET /subscriber/details → the subscriber, or null when there is none. */
export async function fetchSubscriber(signal?: AbortSignal): Promise<Subscriber | null> {
  const body = await api.get('subscriber/details', { signal }).json();
  const raw = field(body, 'subscriber');
  return raw === null ? null : parseSubscriber(raw);
}

/**
 * The user's subscription. A failed call is only logged (no message to the user) and reads as
 * no subscription, so the form still shows.
 */
export function useSubscriber(enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.details,
    queryFn: async ({ signal }) => {
      try {
        return await fetchSubscriber(signal);
      } catch (err) {
        if (signal.aborted) throw err;
        console.error('Could not load the report subscription', err);
        return null;
      }
    },
    enabled,
    staleTime: 60_000,
  });
}

export interface SavedSubscription {
  subscriber: Subscriber;
  message: string | null;
}

/** POST /subscriber/create (no subscription yet) or PUT /subscriber/update; the saved copy becomes the query's data. */
export function useSaveSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, existing }: { body: SubscriberRequest; existing: boolean }): Promise<SavedSubscription> => {
      if (existing) {
        const res = await api.put('subscriber/update', { json: body }).json();
        return { subscriber: parseSubscriber(field(res, 'updatedSubscriber')), message: messageOf(res) };
      }
      const res = await api.post('subscriber/create', { json: body }).json();
      return { subscriber: parseSubscriber(field(res, 'newSubscriber')), message: messageOf(res) };
    },
    onSuccess: ({ subscriber }) => {
      queryClient.setQueryData(reportKeys.details, subscriber);
    },
  });
}

/** DELETE /subscriber/delete; afterwards there is no subscription. */
export function useDeleteSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api.delete('subscriber/delete');
    },
    onSuccess: () => {
      queryClient.setQueryData(reportKeys.details, null);
    },
  });
}

/** POST /subscriber/send-test (rate-limited) → the server's message. */
export function useSendTestReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<string | null> => messageOf(await api.post('subscriber/send-test').json()),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reportKeys.pastList }),
  });
}

const summaryShape = yup.object({
  _id: yup.string().required(),
  periodKey: yup.string().defined().default(''),
  subject: yup.string().defined().default(''),
  email: yup.string().defined().default(''),
  sentAt: yup.string().required(),
});
const reportShape = summaryShape.shape({
  html: yup.string().defined().default(''),
  text: yup.string().defined().default(''),
});

/** GET /subscriber/reports → past sent reports, newest first. */
export async function fetchPastReports(signal?: AbortSignal): Promise<PastReportSummary[]> {
  const list = field(await api.get('subscriber/reports', { signal }).json(), 'reports');
  if (!Array.isArray(list)) throw new UnexpectedResponseError();
  return list.map((r) => summaryShape.validateSync(r, { stripUnknown: true }));
}

/** The past reports; a failure is only logged and reads as an empty list. */
export function usePastReports(enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.pastList,
    queryFn: async ({ signal }) => {
      try {
        return await fetchPastReports(signal);
      } catch (err) {
        if (signal.aborted) throw err;
        console.error('Could not load past reports', err);
        return [];
      }
    },
    enabled,
    staleTime: 60_000,
  });
}

/** GET /subscriber/reports/:id → one report as sent. */
export async function fetchPastReport(id: string, signal?: AbortSignal): Promise<PastReportResponse['report']> {
  const raw = field(await api.get(`subscriber/reports/${encodeURIComponent(id)}`, { signal }).json(), 'report');
  try {
    return reportShape.validateSync(raw, { stripUnknown: true });
  } catch {
    throw new UnexpectedResponseError();
  }
}

export function usePastReport(id: string | null) {
  return useQuery({
    queryKey: reportKeys.past(id ?? ''),
    queryFn: ({ signal }) => fetchPastReport(id!, signal),
    enabled: id !== null,
    staleTime: Infinity,
  });
}

const audienceOptionShape = yup.object({
  _id: yup.string().required(),
  name: yup.string().required(),
  communities: yup.array(yup.string().required()).required(),
});
export type AudienceOption = yup.InferType<typeof audienceOptionShape>;

/** GET /audiences → the user's audiences a report can follow (their names and members only). */
export async function fetchAudienceOptions(signal?: AbortSignal): Promise<AudienceOption[]> {
  const list = field(await api.get('audiences', { signal }).json(), 'audiences');
  if (!Array.isArray(list)) throw new UnexpectedResponseError();
  return list.map((a) => audienceOptionShape.validateSync(a, { stripUnknown: true }));
}

/** The audiences to offer; a failure is only logged and reads as none (the subreddit list still works). */
export function useAudienceOptions(enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.audiences,
    queryFn: async ({ signal }) => {
      try {
        return await fetchAudienceOptions(signal);
      } catch (err) {
        if (signal.aborted) throw err;
        console.error('Could not load the audiences', err);
        return [];
      }
    },
    enabled,
    staleTime: 60_000,
  });
}

const suggestionsShape = yup.array(yup.string().required()).required();
/** At most this many suggestions show under the search box. */
export const MAX_REPORT_SUGGESTIONS = 8;

/**
 * POST /reddit/search-popular-subreddit {query} → subreddit names. A failure is only logged and
 * reads as no suggestions (an empty dropdown).
 */
export async function fetchReportSuggestions(query: string, signal?: AbortSignal): Promise<string[]> {
  try {
    const body = await api.post('reddit/search-popular-subreddit', { json: { query }, signal }).json();
    const names = suggestionsShape
      .validateSync(body)
      .map((n) => n.trim())
      .filter(Boolean);
    return [...new Set(names)].slice(0, MAX_REPORT_SUGGESTIONS);
  } catch (err) {
    if (signal?.aborted) throw err;
    console.error('Could not load subreddit suggestions', err);
    return [];
  }
}

/** Suggestions for the (already debounced) query; an empty query makes no call. */
export function useReportSuggestions(query: string, enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.suggestions(query),
    queryFn: ({ signal }) => fetchReportSuggestions(query, signal),
    enabled: enabled && query !== '',
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
