import * as yup from 'yup';
import { userSchema } from './user';

/** A saved card as the payment provider summarises it: never the number, only brand, last four and expiry. */
export const paymentMethodSchema = yup.object({
  id: yup.string().required(),
  card: yup
    .object({
      brand: yup.string().defined(),
      last4: yup.string().required(),
      exp_month: yup.number().required(),
      exp_year: yup.number().required(),
    })
    .required(),
});
export type PaymentMethod = yup.InferType<typeof paymentMethodSchema>;

/** GET /plan/list/payment-method */
export const paymentMethodsResponseSchema = yup.object({ data: yup.array(paymentMethodSchema).required() });
export type PaymentMethodsResponse = yup.InferType<typeof paymentMethodsResponseSchema>;

/** POST /plan/subscribe and /plan/update-subscription */
export const planChoiceSchema = yup
  .object({
    planId: yup.string().trim().required('Choose a plan').max(40, 'Choose a plan'),
  })
  .noUnknown();
export type PlanChoice = yup.InferType<typeof planChoiceSchema>;

/** POST /plan/subscribe and /plan/update-payment-method: where the browser goes next (hosted or local checkout). */
export const checkoutUrlResponseSchema = yup.object({ url: yup.string().required() });
export type CheckoutUrlResponse = yup.InferType<typeof checkoutUrlResponseSchema>;

/**
 * POST /plan/update-subscription, /plan/cancel, /plan/resume and /plan/sync: the user as it stands
 * after the change. `pending` is true while a change waits for its payment (the plan switches once paid).
 */
export const billingUserResponseSchema = yup.object({
  user: userSchema.required(),
  pending: yup.boolean().default(false),
  message: yup.string().optional(),
});
export type BillingUserResponse = yup.InferType<typeof billingUserResponseSchema>;

/**
 * POST /plan/preview-change (body: planChoiceSchema): what the confirmation dialog states before a
 * plan change (decision 022). `kind`: new (a first purchase; `checkout` when it goes through the
 * hosted checkout), upgrade (at once, `chargeNow` is the prorated difference), downgrade and cancel
 * (at `effectiveAt`, the period's end; nothing charged), resume (undoes a scheduled change), current
 * (nothing to do). Money in dollars; `creditsAfter` is the balance once the change has taken effect.
 */
export const PLAN_CHANGE_KINDS = ['new', 'upgrade', 'downgrade', 'cancel', 'resume', 'current'] as const;
export type PlanChangeKind = (typeof PLAN_CHANGE_KINDS)[number];
export const planChangePreviewSchema = yup.object({
  kind: yup.mixed<PlanChangeKind>().oneOf(PLAN_CHANGE_KINDS).required(),
  planId: yup.string().required(),
  planName: yup.string().required(),
  price: yup.number().required(),
  currentPlanName: yup.string().nullable().defined(),
  chargeNow: yup.number().required(),
  effectiveAt: yup.number().nullable().defined(),
  creditsAfter: yup.number().required(),
  checkout: yup.boolean().optional(),
});
export type PlanChangePreview = yup.InferType<typeof planChangePreviewSchema>;

/** POST /plan/sync: the checkout session the browser came back from (Stripe's `session_id`), when known. */
export const billingSyncSchema = yup
  .object({
    sessionId: yup.string().trim().max(255).optional(),
  })
  .noUnknown();
export type BillingSync = yup.InferType<typeof billingSyncSchema>;

/**
 * POST /plan/test-clock/advance (only on a server started with TEST_CLOCK=on, never in production;
 * decision 030): moves the signed-in user's billing time on the local test checkout to `frozenTime`
 * (epoch seconds, like a Stripe test clock's `frozen_time`), then rolls whatever period ended.
 */
export const TEST_CLOCK_MAX_AHEAD_SECONDS = 3 * 366 * 86400;
export const testClockAdvanceSchema = yup
  .object({
    frozenTime: yup
      .number()
      .typeError('frozenTime must be a time in epoch seconds')
      .integer('frozenTime must be whole seconds')
      .min(0, 'frozenTime must be a time in epoch seconds')
      .required('frozenTime is required'),
  })
  .noUnknown();
export type TestClockAdvance = yup.InferType<typeof testClockAdvanceSchema>;

/** The test clock's answer: the user's billing time now, and the user after the periods it rolled. */
export const testClockResponseSchema = yup.object({
  frozenTime: yup.number().required(),
  user: userSchema.required(),
});
export type TestClockResponse = yup.InferType<typeof testClockResponseSchema>;

/** What each paid action costs, said on its button before the user spends. */
export const CREDIT_COST = { paidAnalysis: 1, generation: 1 } as const;

/** The credits bar warns when this share of the period's credits or less is left. */
export const LOW_CREDITS_SHARE = 0.2;

/** Response header of paid analyses: '1' when the call spent a credit, '0' when it reopened one already paid for. */
export const CREDITS_CHARGED_HEADER = 'x-credits-charged';

/** How long a paid analysis the user already paid for can be reopened for free. */
export const PAID_ANALYSIS_REUSE_HOURS = 24;

export const PLANS_SUCCESS_MESSAGE = (planName: string) =>
  `Your ${planName} plan has been successfully purchased. Enjoy using our service!`;
export const PLANS_FAILURE_MESSAGE = 'Payment failed. Please try again.';
