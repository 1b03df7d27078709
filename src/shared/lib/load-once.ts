/**
 * A dynamic import asked for at most once at a time: calls share the load under way, `loaded` holds
 * what it gave once it is there, and a load that failed (network down) is asked for again by the
 * next call. For code that comes on first use (the user menu's panel, the toasts' view; decision 065).
 */
export function loadOnce<T>(load: () => Promise<T>): (() => Promise<T>) & { loaded: T | null } {
  let pending: Promise<T> | null = null;
  const get = Object.assign(
    () =>
      (pending ??= load().then(
        (value) => (get.loaded = value),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      )),
    { loaded: null as T | null },
  );
  return get;
}
