import type { FastifyPluginAsync } from 'fastify';
import { checkDraftRequest, communityRulesRequest } from '@subreddit-signal/contract';
import type { AppDeps } from '../../app-deps';
import { authOf, requireAuth } from '../auth';
import { parse } from '../../platform/validate';
import * as drafts from './service';

/** POST /reddit/check-draft (counted against the plan's daily draft checks) and POST /reddit/community-rules (free). */
export const draftsRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    app.addHook('onRequest', requireAuth(deps.db, deps.tokens, deps.authCache));
    // Neither call changes the user (the allowance lives in rate_limit_hits): their cached session stays.
    const readOnly = { config: { readOnly: true } };

    app.post('/check-draft', readOnly, async (req) => {
      const body = parse(checkDraftRequest, req.body);
      const { user } = authOf(req);
      return drafts.checkUserDraft({ data: deps.redditData, rateLimiter: deps.rateLimiter }, { id: user.id, planName: user.subscribed_plan_name }, body);
    });

    app.post('/community-rules', readOnly, async (req) => drafts.communityRulesInfo(deps.redditData, parse(communityRulesRequest, req.body).subreddit));
  };
