import * as yup from 'yup';
import { isFreePlan, planRulesFor } from './plan-catalogue';

/** The signed-in user, as every `user` field of the API carries it. */
export interface User {
  _id: string;
  name: string;
  email: string;
  profilePhoto: string | null;
  avatar: string | null;
  enableNotification: boolean;
  availableCredits: number;
  totalCredits: number;
  subscribedPlan: string | null;
  subscribedPlanName: string | null;
  paymentStatus: 'active' | 'inactive';
  planExpireOn: number | null;
  nextPaymentDate: number | null;
}

export const userSchema: yup.ObjectSchema<User> = yup.object({
  _id: yup.string().required(),
  name: yup.string().defined(),
  email: yup.string().required(),
  profilePhoto: yup.string().nullable().defined(),
  avatar: yup.string().nullable().defined(),
  enableNotification: yup.boolean().required(),
  availableCredits: yup.number().required(),
  totalCredits: yup.number().required(),
  subscribedPlan: yup.string().nullable().defined(),
  subscribedPlanName: yup.string().nullable().defined(),
  paymentStatus: yup.mixed<'active' | 'inactive'>().oneOf(['active', 'inactive']).required(),
  planExpireOn: yup.number().nullable().defined(),
  nextPaymentDate: yup.number().nullable().defined(),
});

/** Free tier: no plan, the free plan (Basic), or a plan name the catalogue does not know. */
export const isFreeUser = (user: Pick<User, 'subscribedPlanName'> | null | undefined) => isFreePlan(planRulesFor(user?.subscribedPlanName));
