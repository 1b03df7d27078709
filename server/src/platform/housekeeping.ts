import type { Queryable } from '../db/client';
import type { Clock } from './clock';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Deletes rows that can no longer matter: finished rate-limit windows, expired reset codes and
 * tokens, stale OAuth states, refresh tokens of sessions that ended or expired long ago, and
 * and whatever the modules add (`extra`, e.g. live Reddit answers past their fallback week).
 * Safe to run from any number of instances at once (plain deletes by time).
 */
export type HousekeepingTask = (db: Queryable, clock: Clock) => Promise<number>;

export async function runHousekeeping(
  db: Queryable,
  clock: Clock,
  extra: Record<string, HousekeepingTask> = {},
): Promise<Record<string, number>> {
  const now = clock.now();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const monthAgo = new Date(now.getTime() - 30 * DAY_MS);
  const count = async (sql: string, params: unknown[]) =>
    (await db.query(`WITH d AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM d`, params))[0]!.n as number;
  const own = {
    rateLimitWindows: await count('DELETE FROM rate_limit_hits WHERE window_start < $1', [Math.floor(dayAgo.getTime() / 1000)]),
    resetCodes: await count('DELETE FROM password_reset_codes WHERE expires_at < $1', [dayAgo]),
    resetTokens: await count('DELETE FROM password_reset_tokens WHERE expires_at < $1', [dayAgo]),
    oauthStates: await count('DELETE FROM oauth_states WHERE expires_at < $1', [now]),
    refreshTokens: await count(
      `DELETE FROM refresh_tokens rt USING sessions s WHERE s.id = rt.session_id
       AND (rt.expires_at < $1 OR (s.revoked_at IS NOT NULL AND s.revoked_at < $2))`,
      [now, monthAgo],
    ),
  };
  const added: Record<string, number> = {};
  for (const [name, task] of Object.entries(extra)) added[name] = await task(db, clock);
  return { ...own, ...added };
}

/**
 * Runs housekeeping after `firstRunDelayMs` (0: now) and then every `intervalMs`; returns a stop
 * function, which also cancels a first run still waiting.
 */
export function scheduleHousekeeping(
  db: Queryable,
  clock: Clock,
  extra: Record<string, HousekeepingTask>,
  onError: (err: unknown) => void,
  { intervalMs = 3600_000, firstRunDelayMs = 0 }: { intervalMs?: number; firstRunDelayMs?: number } = {},
) {
  const tick = () => runHousekeeping(db, clock, extra).catch(onError);
  let first: NodeJS.Timeout | undefined;
  if (firstRunDelayMs > 0) {
    first = setTimeout(tick, firstRunDelayMs);
    first.unref();
  } else void tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
