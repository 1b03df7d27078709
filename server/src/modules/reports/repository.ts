import type { ReportInterval, SubscriberStatus } from '@subreddit-signal/contract';
import type { Queryable } from '../../db/client';

/** All SQL over the report tables (migration 006). Times are passed in from the injected clock. */

export interface SubscriberRow {
  id: string;
  user_id: string;
  email: string;
  interval: ReportInterval;
  time_zone: string;
  status: SubscriberStatus;
  confirmed_at: Date | string | null;
  /** Signed into unsubscribe links; bumped when the address changes (old links stop working). */
  unsubscribe_version: number;
  created_at: Date | string;
  updated_at: Date | string;
  /** Filled by the queries below, in the subscriber's order. */
  subreddits: string[];
  suppressed: boolean;
  /** The audience the report follows (migration 021), with its name; null for a plain list. */
  audience_id: string | null;
  audience_name: string | null;
}

const SUBSCRIBER_COLUMNS = `s.id, s.user_id, s.email, s.interval, s.time_zone, s.status, s.confirmed_at, s.unsubscribe_version,
  s.created_at, s.updated_at, (sup.suppressed_at IS NOT NULL) AS suppressed, s.audience_id, aud.name AS audience_name`;
const SUBSCRIBER_FROM = `report_subscribers s LEFT JOIN report_suppressions sup ON sup.email_key = lower(s.email)
  LEFT JOIN audiences aud ON aud.id = s.audience_id`;

async function withSubreddits(q: Queryable, rows: Omit<SubscriberRow, 'subreddits'>[]): Promise<SubscriberRow[]> {
  if (rows.length === 0) return [];
  const subs = await q.query<{ subscriber_id: string; name: string }>(
    'SELECT subscriber_id, name FROM report_subscriber_subreddits WHERE subscriber_id = ANY($1::uuid[]) ORDER BY position',
    [rows.map((r) => r.id)],
  );
  return rows.map((r) => ({
    ...r,
    suppressed: Boolean(r.suppressed),
    subreddits: subs.filter((s) => s.subscriber_id === r.id).map((s) => s.name),
  }));
}

export async function findSubscriberByUser(q: Queryable, userId: string): Promise<SubscriberRow | null> {
  const rows = await q.query<Omit<SubscriberRow, 'subreddits'>>(
    `SELECT ${SUBSCRIBER_COLUMNS} FROM ${SUBSCRIBER_FROM} WHERE s.user_id = $1`,
    [userId],
  );
  return (await withSubreddits(q, rows))[0] ?? null;
}

export async function findSubscriberById(q: Queryable, id: string): Promise<SubscriberRow | null> {
  const rows = await q.query<Omit<SubscriberRow, 'subreddits'>>(`SELECT ${SUBSCRIBER_COLUMNS} FROM ${SUBSCRIBER_FROM} WHERE s.id = $1`, [
    id,
  ]);
  return (await withSubreddits(q, rows))[0] ?? null;
}

/** The (time zone, interval) pairs of active subscribers: the tick computes each pair's due period once. */
export async function listActiveZones(q: Queryable): Promise<{ time_zone: string; interval: ReportInterval }[]> {
  return q.query<{ time_zone: string; interval: ReportInterval }>(
    `SELECT DISTINCT time_zone, interval FROM report_subscribers WHERE status = 'active'`,
  );
}

/**
 * Active subscribers whose due period (given per time zone and interval) has no delivery row yet,
 * each with that period key: the catch-up rule in one query, so a tick only touches those owed a report.
 */
export async function listDueSubscribers(
  q: Queryable,
  due: readonly { timeZone: string; interval: ReportInterval; periodKey: string }[],
): Promise<(SubscriberRow & { period_key: string })[]> {
  if (due.length === 0) return [];
  const rows = await q.query<Omit<SubscriberRow, 'subreddits'> & { period_key: string }>(
    `SELECT ${SUBSCRIBER_COLUMNS}, k.period_key
     FROM unnest($1::text[], $2::text[], $3::text[]) AS k(time_zone, interval, period_key)
     JOIN ${SUBSCRIBER_FROM} ON s.time_zone = k.time_zone AND s.interval = k.interval
     WHERE s.status = 'active'
       AND NOT EXISTS (SELECT 1 FROM report_deliveries d WHERE d.subscriber_id = s.id AND d.period_key = k.period_key)
     ORDER BY s.id`,
    [due.map((d) => d.timeZone), due.map((d) => d.interval), due.map((d) => d.periodKey)],
  );
  return withSubreddits(q, rows) as Promise<(SubscriberRow & { period_key: string })[]>;
}

export interface SubscriberValues {
  email: string;
  interval: ReportInterval;
  timeZone: string;
  status: SubscriberStatus;
  confirmedAt: string | null;
  unsubscribeVersion: number;
  audienceId: string | null;
}

export async function insertSubscriber(q: Queryable, id: string, userId: string, v: SubscriberValues, now: string): Promise<void> {
  await q.query(
    `INSERT INTO report_subscribers (id, user_id, email, interval, time_zone, status, confirmed_at, unsubscribe_version, created_at, updated_at, audience_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10)`,
    [id, userId, v.email, v.interval, v.timeZone, v.status, v.confirmedAt, v.unsubscribeVersion, now, v.audienceId],
  );
}

export async function updateSubscriber(q: Queryable, id: string, v: SubscriberValues, now: string): Promise<void> {
  await q.query(
    `UPDATE report_subscribers SET email = $2, interval = $3, time_zone = $4, status = $5, confirmed_at = $6, unsubscribe_version = $7, updated_at = $8,
       audience_id = $9
     WHERE id = $1`,
    [id, v.email, v.interval, v.timeZone, v.status, v.confirmedAt, v.unsubscribeVersion, now, v.audienceId],
  );
}

export async function replaceSubreddits(q: Queryable, subscriberId: string, names: readonly string[]): Promise<void> {
  await q.query('DELETE FROM report_subscriber_subreddits WHERE subscriber_id = $1', [subscriberId]);
  for (const [i, name] of names.entries()) {
    await q.query('INSERT INTO report_subscriber_subreddits (subscriber_id, name, name_key, position) VALUES ($1, $2, $3, $4)', [
      subscriberId,
      name,
      name.toLowerCase(),
      i,
    ]);
  }
}

export async function deleteSubscriberOfUser(q: Queryable, userId: string): Promise<boolean> {
  const rows = await q.query('DELETE FROM report_subscribers WHERE user_id = $1 RETURNING id', [userId]);
  return rows.length > 0;
}

export async function deleteSubscriberById(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM report_subscribers WHERE id = $1', [id]);
}

export async function setSubscriberStatus(
  q: Queryable,
  id: string,
  status: SubscriberStatus,
  now: string,
  confirmedAt?: string,
): Promise<void> {
  await q.query('UPDATE report_subscribers SET status = $2, updated_at = $3, confirmed_at = COALESCE($4, confirmed_at) WHERE id = $1', [
    id,
    status,
    now,
    confirmedAt ?? null,
  ]);
}

// ---------------------------------------------------------------- confirmation tokens

export async function insertConfirmation(
  q: Queryable,
  tokenHash: string,
  subscriberId: string,
  email: string,
  expiresAt: string,
): Promise<void> {
  await q.query('DELETE FROM report_email_confirmations WHERE subscriber_id = $1', [subscriberId]);
  await q.query('INSERT INTO report_email_confirmations (token_hash, subscriber_id, email, expires_at) VALUES ($1, $2, $3, $4)', [
    tokenHash,
    subscriberId,
    email,
    expiresAt,
  ]);
}

/** Uses the token once: returns its subscriber and address when it was live. */
export async function useConfirmation(
  q: Queryable,
  tokenHash: string,
  now: string,
): Promise<{ subscriber_id: string; email: string } | null> {
  const rows = await q.query<{ subscriber_id: string; email: string }>(
    `UPDATE report_email_confirmations SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING subscriber_id, email`,
    [tokenHash, now],
  );
  return rows[0] ?? null;
}

export async function findLiveConfirmation(q: Queryable, tokenHash: string, now: string): Promise<{ email: string } | null> {
  const rows = await q.query<{ email: string }>(
    'SELECT email FROM report_email_confirmations WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2',
    [tokenHash, now],
  );
  return rows[0] ?? null;
}

// ---------------------------------------------------------------- suppression

/** Counts one permanent failure for the address; returns whether it is now suppressed. */
export async function recordHardBounce(q: Queryable, email: string, reason: string, limit: number, now: string): Promise<boolean> {
  const rows = await q.query<{ suppressed: boolean }>(
    `INSERT INTO report_suppressions (email_key, hard_bounces, last_reason, suppressed_at, updated_at)
     VALUES ($1, 1, $2, CASE WHEN 1 >= $3::int THEN $4::timestamptz END, $4)
     ON CONFLICT (email_key) DO UPDATE SET hard_bounces = report_suppressions.hard_bounces + 1, last_reason = $2, updated_at = $4,
       suppressed_at = COALESCE(report_suppressions.suppressed_at, CASE WHEN report_suppressions.hard_bounces + 1 >= $3::int THEN $4::timestamptz END)
     RETURNING (suppressed_at IS NOT NULL) AS suppressed`,
    [email.toLowerCase(), reason.slice(0, 500), limit, now],
  );
  return Boolean(rows[0]?.suppressed);
}

export async function isSuppressed(q: Queryable, email: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM report_suppressions WHERE email_key = $1 AND suppressed_at IS NOT NULL', [email.toLowerCase()]);
  return rows.length > 0;
}

// ---------------------------------------------------------------- deliveries

export interface DeliveryRow {
  id: string;
  subscriber_id: string;
  period_key: string;
  status: 'claimed' | 'sent' | 'skipped' | 'failed';
  attempts: number;
  reason: string | null;
  claim_token: string;
  claimed_at: Date | string;
  finished_at: Date | string | null;
  email: string | null;
  subject: string | null;
  html: string | null;
  text: string | null;
  figures: unknown;
  themes: unknown;
}

/** The claim: exactly one caller gets the row for (subscriber, period); the rest get null. */
export async function claimDelivery(
  q: Queryable,
  id: string,
  subscriberId: string,
  periodKey: string,
  claimToken: string,
  now: string,
): Promise<DeliveryRow | null> {
  const rows = await q.query<DeliveryRow>(
    `INSERT INTO report_deliveries (id, subscriber_id, period_key, status, attempts, claim_token, claimed_at, created_at)
     VALUES ($1, $2, $3, 'claimed', 0, $4, $5, $5)
     ON CONFLICT (subscriber_id, period_key) DO NOTHING RETURNING *`,
    [id, subscriberId, periodKey, claimToken, now],
  );
  return rows[0] ?? null;
}

/**
 * Takes over a row that failed (to retry it) or whose claim is older than `staleBefore` (its worker
 * died): one UPDATE, so of several workers exactly one matches.
 */
export async function takeOverDelivery(
  q: Queryable,
  id: string,
  claimToken: string,
  now: string,
  staleBefore: string,
): Promise<DeliveryRow | null> {
  const rows = await q.query<DeliveryRow>(
    `UPDATE report_deliveries SET status = 'claimed', claim_token = $2, claimed_at = $3
     WHERE id = $1 AND (status = 'failed' OR (status = 'claimed' AND claimed_at < $4)) RETURNING *`,
    [id, claimToken, now, staleBefore],
  );
  return rows[0] ?? null;
}

/** Rows to retry or take over: failed with attempts left, or claimed before `staleBefore`; recent ones only. */
export async function listRetryableDeliveries(
  q: Queryable,
  staleBefore: string,
  since: string,
  maxAttempts: number,
): Promise<DeliveryRow[]> {
  return q.query<DeliveryRow>(
    `SELECT * FROM report_deliveries
     WHERE created_at > $2 AND period_key NOT LIKE 'T%'
       AND ((status = 'failed' AND attempts < $3) OR (status = 'claimed' AND claimed_at < $1))
     ORDER BY created_at`,
    [staleBefore, since, maxAttempts],
  );
}

export interface DeliveryOutcome {
  status: 'sent' | 'skipped' | 'failed';
  reason?: string | null;
  attempted?: boolean;
  email?: string | null;
  subject?: string | null;
  html?: string | null;
  text?: string | null;
  figures?: unknown;
  /** The period's theme snapshot, for a report that follows an audience. */
  themes?: unknown;
}

/** Writes the outcome while the caller still holds the claim; false when another worker took it over. */
export async function finishDelivery(q: Queryable, id: string, claimToken: string, o: DeliveryOutcome, now: string): Promise<boolean> {
  const rows = await q.query(
    `UPDATE report_deliveries SET status = $3, reason = $4, attempts = attempts + $5, finished_at = $6,
       email = COALESCE($7, email), subject = COALESCE($8, subject), html = COALESCE($9, html), text = COALESCE($10, text),
       figures = COALESCE($11::jsonb, figures), themes = COALESCE($12::jsonb, themes)
     WHERE id = $1 AND claim_token = $2 AND status = 'claimed' RETURNING id`,
    [
      id,
      claimToken,
      o.status,
      o.reason ?? null,
      o.attempted ? 1 : 0,
      now,
      o.email ?? null,
      o.subject ?? null,
      o.html ?? null,
      o.text ?? null,
      o.figures === undefined ? null : JSON.stringify(o.figures),
      o.themes === undefined ? null : JSON.stringify(o.themes),
    ],
  );
  return rows.length > 0;
}

/** The figures of the subscriber's last sent scheduled report (the skip rule and "change since" read them). */
export async function lastSentFigures(q: Queryable, subscriberId: string): Promise<unknown> {
  const rows = await q.query<{ figures: unknown }>(
    `SELECT figures FROM report_deliveries WHERE subscriber_id = $1 AND status = 'sent' AND period_key NOT LIKE 'T%'
     ORDER BY finished_at DESC NULLS LAST LIMIT 1`,
    [subscriberId],
  );
  return rows[0]?.figures ?? null;
}

/** The theme snapshot of the subscriber's last sent scheduled report that had one (test sends are no period). */
export async function lastThemeSnapshot(q: Queryable, subscriberId: string): Promise<unknown> {
  const rows = await q.query<{ themes: unknown }>(
    `SELECT themes FROM report_deliveries WHERE subscriber_id = $1 AND status = 'sent' AND period_key NOT LIKE 'T%' AND themes IS NOT NULL
     ORDER BY finished_at DESC NULLS LAST LIMIT 1`,
    [subscriberId],
  );
  const raw = rows[0]?.themes ?? null;
  return typeof raw === 'string' ? JSON.parse(raw) : raw;
}

export async function listSentReports(q: Queryable, userId: string): Promise<DeliveryRow[]> {
  return q.query<DeliveryRow>(
    `SELECT d.* FROM report_deliveries d JOIN report_subscribers s ON s.id = d.subscriber_id
     WHERE s.user_id = $1 AND d.status = 'sent' ORDER BY d.finished_at DESC LIMIT 200`,
    [userId],
  );
}

export async function findSentReport(q: Queryable, userId: string, id: string): Promise<DeliveryRow | null> {
  const rows = await q.query<DeliveryRow>(
    `SELECT d.* FROM report_deliveries d JOIN report_subscribers s ON s.id = d.subscriber_id
     WHERE s.user_id = $1 AND d.id = $2 AND d.status = 'sent'`,
    [userId, id],
  );
  return rows[0] ?? null;
}

export async function userPlanName(q: Queryable, userId: string): Promise<{ email: string; plan_name: string | null } | null> {
  const rows = await q.query<{ email: string; plan_name: string | null }>(
    'SELECT u.email, p.name AS plan_name FROM users u LEFT JOIN plans p ON p.id = u.subscribed_plan WHERE u.id = $1',
    [userId],
  );
  return rows[0] ?? null;
}
