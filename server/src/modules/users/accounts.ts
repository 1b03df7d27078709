import type { Queryable } from '../../db/client';
import { newId } from '../../platform/crypto';
import { FREE_PLAN_ID, SIGNUP_CREDIT_GRANT } from '@subreddit-signal/contract';
import { grantCredits } from '../credits';
import { findUserById, insertUser, type UserRow } from './repository';

export interface NewAccount {
  email: string;
  name: string;
  passwordHash: string | null;
  avatar?: string | null;
}

/**
 * Creates a user on the free plan with the sign-up credit grant, inside the caller's
 * transaction (e-mail registration and first Google sign-in both come through here).
 * A duplicate e-mail surfaces as the unique-violation error (code 23505) of users_email_lower_key.
 */
export async function createUserAccount(tx: Queryable, account: NewAccount): Promise<UserRow> {
  const id = newId();
  await insertUser(tx, { id, ...account, avatar: account.avatar ?? null, planId: FREE_PLAN_ID });
  await grantCredits(tx, id, SIGNUP_CREDIT_GRANT, 'signup_grant');
  return (await findUserById(tx, id))!;
}
