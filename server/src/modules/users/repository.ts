import type { User } from '../../../../src/shared/api/contract';
import type { Queryable } from '../../db/client';

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
}

/** Every query that returns a user selects these columns, plan name joined in. */
export const USER_COLUMNS = `u.id, u.email, u.name, u.password_hash, u.profile_photo, u.avatar, u.enable_notification,
  u.available_credits, u.total_credits, u.subscribed_plan, p.name AS subscribed_plan_name, u.payment_status,
  u.plan_expire_on, u.next_payment_date`;
export const USER_FROM = 'users u LEFT JOIN plans p ON p.id = u.subscribed_plan';

const num = (v: number | string | null) => (v === null ? null : Number(v));

/** The public User shape of spec section 3. Never includes the password hash. */
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
