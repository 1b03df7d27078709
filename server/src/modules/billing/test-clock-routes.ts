import type { FastifyPluginAsync } from 'fastify';
import { testClockAdvanceSchema, type TestClockResponse } from '@subreddit-signal/contract';
import { HttpError } from '../../platform/errors';
import { parse } from '../../platform/validate';
import { authOf } from '../auth';
import { TestClockError, type LocalPaymentProvider } from './payments/local';
import type { BillingService } from './service';

/**
 * POST /plan/test-clock/advance, registered only on a server started with TEST_CLOCK=on (refused
 * with NODE_ENV=production; decision 030), inside the signed-in scope: a user moves only their own
 * billing time. After the move the user's subscriptions are read again, as the reconciliation job
 * reads them, so a period that ended is rolled by the code that rolls real ones.
 */
export const testClockRoutes =
  (billing: BillingService, local: LocalPaymentProvider): FastifyPluginAsync =>
  async (app) => {
    app.post('/test-clock/advance', async (req): Promise<TestClockResponse> => {
      const { frozenTime } = parse(testClockAdvanceSchema, req.body);
      const userId = authOf(req).user.id;
      try {
        await local.advanceTestClock(userId, frozenTime);
      } catch (err) {
        if (err instanceof TestClockError) throw new HttpError(400, err.message);
        throw err;
      }
      const { user } = await billing.syncAfterCheckout(userId);
      return { frozenTime, user };
    });
  };
