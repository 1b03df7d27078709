import type { FastifyPluginAsync } from 'fastify';
import {
  addCommunitiesRequest,
  createAudienceRequest,
  renameAudienceRequest,
  themesRequest,
  type ThemeSort,
} from '@subreddit-signal/contract';
import type { AppDeps } from '../../app-deps';
import { authOf, requireAuth } from '../auth';
import { parse } from '../../platform/validate';
import { ChatClient } from '../generation/llm/client';
import * as audiences from './service';

type Id = { Params: { id: string } };

/** Audiences under /api/audiences: the user's groups of communities, their overview and themes. */
export const audiencesRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const { db, redditData: data } = deps;
    const readOnly = { config: { readOnly: true } };
    app.addHook('onRequest', requireAuth(db, deps.tokens, deps.authCache));
    const uid = (req: Parameters<typeof authOf>[0]) => authOf(req).user.id;
    const c = deps.config;
    // With a model connected, it also names and summarises the themes (decision 035).
    const namer = c.llmEnabled
      ? {
          client: new ChatClient(
            {
              baseUrl: c.LLM_BASE_URL!,
              apiKey: c.LLM_API_KEY!,
              model: c.LLM_MODEL!,
              timeoutMs: c.LLM_TIMEOUT_MS,
              maxTokens: c.LLM_MAX_TOKENS,
            },
            app.log,
          ),
          log: app.log,
        }
      : null;

    app.get('/', readOnly, async (req) => audiences.listAudiences(db, uid(req), authOf(req).user.subscribed_plan_name));

    app.post('/', async (req, reply) => {
      const { name, communities } = parse(createAudienceRequest, req.body);
      return reply.code(201).send(await audiences.createAudience(db, data, uid(req), name, communities ?? []));
    });

    app.get<Id>('/:id', readOnly, async (req) => audiences.getAudience(db, uid(req), req.params.id));

    app.patch<Id>('/:id', async (req) =>
      audiences.renameAudience(db, uid(req), req.params.id, parse(renameAudienceRequest, req.body).name),
    );

    app.delete<Id>('/:id', async (req) => audiences.deleteAudience(db, uid(req), req.params.id));

    app.post<Id>('/:id/communities', async (req) =>
      audiences.addCommunities(db, data, uid(req), req.params.id, parse(addCommunitiesRequest, req.body).communities),
    );

    app.delete<{ Params: { id: string; name: string } }>('/:id/communities/:name', async (req) =>
      audiences.removeCommunity(db, uid(req), req.params.id, req.params.name),
    );

    app.get<Id>('/:id/overview', readOnly, async (req) => audiences.getOverview(db, data, uid(req), req.params.id));

    app.get<Id>('/:id/themes', readOnly, async (req) => {
      const { sort } = parse(themesRequest, req.query ?? {});
      return audiences.getThemes(db, data, uid(req), req.params.id, (sort as ThemeSort | undefined) ?? 'engagement', namer);
    });
  };
