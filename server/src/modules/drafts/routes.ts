import type { FastifyPluginAsync } from 'fastify';
import { checkDraftRequest, communityRulesRequest, draftPlacementRequest, type DraftPlacementRequest } from '@subreddit-signal/contract';
import type { AppDeps } from '../../app-deps';
import { authOf, requireAuth } from '../auth';
import { parse } from '../../platform/validate';
import { ChatClient } from '../generation/llm/client';
import { userDraftPlacement } from './placement';
import * as drafts from './service';

/** POST /reddit/check-draft and POST /reddit/draft-placement (each counted as one of the plan's daily draft checks), POST /reddit/community-rules (free). */
export const draftsRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    app.addHook('onRequest', requireAuth(deps.db, deps.tokens, deps.authCache));
    // Neither call changes the user (the allowance lives in rate_limit_hits): their cached session stays.
    const readOnly = { config: { readOnly: true } };
    const c = deps.config;
    // With a model connected, it also judges each written rule (decision 024).
    const judge = c.llmEnabled
      ? new ChatClient(
          {
            baseUrl: c.LLM_BASE_URL!,
            apiKey: c.LLM_API_KEY!,
            model: c.LLM_MODEL!,
            timeoutMs: c.LLM_TIMEOUT_MS,
            maxTokens: c.LLM_MAX_TOKENS,
          },
          app.log,
        )
      : null;

    app.post('/check-draft', readOnly, async (req) => {
      const body = parse(checkDraftRequest, req.body);
      const { user } = authOf(req);
      return drafts.checkUserDraft(
        { data: deps.redditData, rateLimiter: deps.rateLimiter, judge, log: app.log },
        { id: user.id, planName: user.subscribed_plan_name },
        body,
      );
    });

    app.post('/draft-placement', readOnly, async (req) => {
      const body = parse(draftPlacementRequest, req.body) as DraftPlacementRequest;
      const { user } = authOf(req);
      return userDraftPlacement(
        { db: deps.db, data: deps.redditData, rateLimiter: deps.rateLimiter },
        { id: user.id, planName: user.subscribed_plan_name },
        body,
      );
    });

    app.post('/community-rules', readOnly, async (req) =>
      drafts.communityRulesInfo(deps.redditData, parse(communityRulesRequest, req.body).subreddit),
    );
  };
