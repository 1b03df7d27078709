/**
 * Every app a suite starts (startTestApp) is closed by the end of the suite even if the suite never
 * gets to: a `beforeAll` that timed out while the app was starting leaves no variable holding it,
 * and the app, once up, keeps Jest from exiting (seen: a failed CI run that hung for 90 minutes).
 * The server project's setup (tests/support/server-setup.ts) closes what is left after each suite.
 * This module imports nothing, so that setup loads nothing of the server for suites that start none.
 */
interface LeftoverApp {
  starting: Promise<unknown>;
  close(): Promise<void>;
}

const left = new Set<LeftoverApp>();

/** Tracks an app from its start until it is closed; its close() becomes idempotent. */
export function trackedUntilClosed<T extends { close(): Promise<void> }>(starting: Promise<T>): Promise<T> {
  const entry: LeftoverApp = { starting, close: async () => {} };
  left.add(entry);
  starting.then(
    (started) => {
      const closeOnce = started.close.bind(started);
      let closing: Promise<void> | undefined;
      const close = () => {
        left.delete(entry);
        closing ??= closeOnce();
        return closing;
      };
      entry.close = close;
      started.close = close;
    },
    () => left.delete(entry),
  );
  return starting;
}

/** How many tracked apps are starting or open. */
export function leftoverAppCount(): number {
  return left.size;
}

/**
 * Waits up to `startWaitMs` for apps still starting, then closes every tracked app not closed yet;
 * resolves to how many it closed.
 */
export async function closeLeftoverApps(startWaitMs = 60_000): Promise<number> {
  if (left.size === 0) return 0;
  const settled = (p: Promise<unknown>) =>
    p.then(
      () => undefined,
      () => undefined,
    );
  let timer: NodeJS.Timeout | undefined;
  const giveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, startWaitMs)));
  await Promise.race([Promise.all([...left].map((e) => settled(e.starting))), giveUp]);
  clearTimeout(timer);
  const open = [...left];
  await Promise.all(open.map((e) => e.close().catch(() => undefined)));
  return open.length;
}
