import type { User } from '@subreddit-signal/contract';
import { prepared, type Database, type Queryable } from '../../db/client';

export interface UserRow {
  id: string;
  email: string;
  name: string;
  password_hash: string | null;
  profile_photo: string | null;
  avatar: string | null;
  enable_notification: boolean;
  available_credits: number;
  total_credits: number;
  subscribed_plan: string | null;
  subscribed_plan_name: string | null;
  payment_status: 'active' | 'inactive';
  plan_expire_on: number | string | null;
  next_payment_date: number | string | null;
  scheduled_plan?: string | null;
}

/**
 * All SQL over `users` (migration 001). Every query that returns a user selects these columns,
 * plan name joined in.
 */
const USER_COLUMNS = `u.id, u.email, u.name, u.password_hash, u.profile_photo, u.avatar, u.enable_notification,
  u.available_credits, u.total_credits, u.subscribed_plan, p.name AS subscribed_plan_name, u.payment_status,
  u.plan_expire_on, u.next_payment_date, u.scheduled_plan`;
const USER_FROM = 'users u LEFT JOIN plans p ON p.id = u.subscribed_plan';

const num = (v: number | string | null) => (v === null ? null : Number(v));

/** The public User shape every `user` field of the API carries. Never includes the password hash. */
export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    profilePhoto: row.profile_photo,
    avatar: row.avatar,
    enableNotification: row.enable_notification,
    availableCredits: Number(row.available_credits),
    totalCredits: Number(row.total_credits),
    subscribedPlan: row.subscribed_plan,
    subscribedPlanName: row.subscribed_plan_name,
    paymentStatus: row.payment_status,
    planExpireOn: num(row.plan_expire_on),
    nextPaymentDate: num(row.next_payment_date),
    ...(row.scheduled_plan ? { scheduledPlan: row.scheduled_plan } : {}),
  };
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM ${USER_FROM} WHERE u.id = $1`, [id]);
  return rows[0];
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM ${USER_FROM} WHERE lower(u.email) = lower($1)`, [email]);
  return rows[0];
}

/**
 * The users of live sessions (not revoked), each row with the id of its session (`session_id`), in
 * one query: the access-token guard runs it for every request that misses the session cache, so
 * logout and revocation apply at once; checks that wait while earlier ones are in flight go
 * together (live-session-checks.ts, decision 061). A named statement, parsed and planned once per
 * connection: on PostgreSQL that was half of each call (decision 040); on PGlite, where query()
 * parses and plans its text every time, run through atomic() it costs a quarter (decision 061).
 */
const USERS_IN_LIVE_SESSIONS = prepared(
  'users_in_live_sessions',
  `SELECT s.id AS session_id, ${USER_COLUMNS} FROM ${USER_FROM} JOIN sessions s ON s.user_id = u.id
   WHERE s.id = ANY($1::uuid[]) AND s.revoked_at IS NULL`,
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

/** Session ids must be UUIDs (the column's type): they go as one array literal, `{id,id,…}`. */
export async function findUsersInLiveSessions(db: Database, sessionIds: readonly string[]): Promise<(UserRow & { session_id: string })[]> {
  if (!sessionIds.every(isUuid)) throw new Error('findUsersInLiveSessions: session ids must be UUIDs');
  return db.atomic<UserRow & { session_id: string }>(USERS_IN_LIVE_SESSIONS, [`{${sessionIds.join(',')}}`]);
}

export interface NewUserRow {
  id: string;
  email: string;
  name: string;
  passwordHash: string | null;
  avatar: string | null;
  planId: string;
}

/** A duplicate e-mail fails with the unique-violation error (code 23505) of users_email_lower_key. */
export async function insertUser(tx: Queryable, user: NewUserRow): Promise<void> {
  await tx.query(
    `INSERT INTO users (id, email, name, password_hash, avatar, subscribed_plan, payment_status)
     VALUES ($1, $2, $3, $4, $5, $6, 'inactive')`,
    [user.id, user.email, user.name, user.passwordHash, user.avatar, user.planId],
  );
}

/** Locks the user row and returns its photo URL; `undefined` when there is no such user. */
export async function lockProfilePhoto(tx: Queryable, userId: string): Promise<{ photo: string | null } | undefined> {
  const rows = await tx.query<{ profile_photo: string | null }>('SELECT profile_photo FROM users WHERE id = $1 FOR UPDATE', [userId]);
  return rows[0] ? { photo: rows[0].profile_photo } : undefined;
}

/** Sets the name and/or the photo; a null leaves that field as it is. */
export async function updateNameAndPhoto(tx: Queryable, userId: string, name: string | null, photoUrl: string | null): Promise<void> {
  await tx.query(
    `UPDATE users SET name = COALESCE($2, name), profile_photo = CASE WHEN $3::text IS NULL THEN profile_photo ELSE $3::text END,
       updated_at = now() WHERE id = $1`,
    [userId, name, photoUrl],
  );
}

export async function clearProfilePhoto(tx: Queryable, userId: string): Promise<void> {
  await tx.query('UPDATE users SET profile_photo = NULL, updated_at = now() WHERE id = $1', [userId]);
}

/** Compare-and-set on the password hash: false when the hash is no longer `expectedHash`. */
export async function replacePasswordHash(tx: Queryable, userId: string, expectedHash: string, newHash: string): Promise<boolean> {
  const updated = await tx.query(
    'UPDATE users SET password_hash = $3, updated_at = now() WHERE id = $1 AND password_hash = $2 RETURNING id',
    [userId, expectedHash, newHash],
  );
  return updated.length > 0;
}

export async function setPasswordHash(tx: Queryable, userId: string, passwordHash: string, at: Date): Promise<void> {
  await tx.query('UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1', [userId, passwordHash, at]);
}

export async function setNotification(db: Queryable, userId: string, enabled: boolean): Promise<void> {
  await db.query('UPDATE users SET enable_notification = $2, updated_at = now() WHERE id = $1', [userId, enabled]);
}

/** Sets the avatar only where none is set yet (a Google picture never replaces one). */
export async function setAvatarIfMissing(tx: Queryable, userId: string, avatar: string): Promise<void> {
  await tx.query('UPDATE users SET avatar = $2, updated_at = now() WHERE id = $1 AND avatar IS NULL', [userId, avatar]);
}
