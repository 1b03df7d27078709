import { useSyncExternalStore } from 'react';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { hashKey } from '@tanstack/react-query';

/**
 * What the server last said about a community's archive fetch ('Fetching r/SaaS: 412 posts so
 * far'), per analysis query. It lives beside the query cache rather than in the hook's state because
 * the paid analysis can be started before its page renders (the route's loader), and the page must
 * still show the progress of that request.
 */
interface ProgressStore {
  messages: Map<string, string>;
  listeners: Set<() => void>;
}

const stores = new WeakMap<QueryClient, ProgressStore>();

function storeOf(qc: QueryClient): ProgressStore {
  let store = stores.get(qc);
  if (!store) stores.set(qc, (store = { messages: new Map(), listeners: new Set() }));
  return store;
}

/** Records (or, with null, forgets) the progress of the query under `key`. */
export function setFetchProgress(qc: QueryClient, key: QueryKey, message: string | null) {
  const store = storeOf(qc);
  const hash = hashKey(key);
  if (message === null ? !store.messages.delete(hash) : store.messages.get(hash) === message) return;
  if (message !== null) store.messages.set(hash, message);
  store.listeners.forEach((l) => l());
}

/** The last progress message of the query under `key`, or null. */
export function useFetchProgress(qc: QueryClient, key: QueryKey): string | null {
  const store = storeOf(qc);
  const hash = hashKey(key);
  return useSyncExternalStore(
    (onChange) => {
      store.listeners.add(onChange);
      return () => store.listeners.delete(onChange);
    },
    () => store.messages.get(hash) ?? null,
  );
}
