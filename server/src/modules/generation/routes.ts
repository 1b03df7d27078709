import type { FastifyPluginAsync } from 'fastify';
import {
  CREDITS_CHARGED_HEADER,
  GENERATOR_HEADER,
  GROUNDING_HEADER,
  generateCommentsRequest,
  generatePostRequest,
  generateVersionCommentRequest,
  planRulesFor,
} from '@subreddit-signal/contract';
import type { AppDeps } from '../../app-deps';
import { authOf, requireAuth } from '../auth';
import { parse } from '../../platform/validate';
import { builtInGenerator } from './built-in';
import { RecentOutputs } from './recent';
import * as generation from './service';

/**
 * The generate-* calls: generate-reddit-post, generate-post, generate-comments and
 * generate-version-comment (under /api/reddit beside the analysis calls). Every answer,
 * errors included, names the engine in the x-generator header ('built-in' or 'llm').
 */
export const generationRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const generator = deps.generator;
    const ctx: generation.GenerationContext = {
      db: deps.db,
      data: deps.redditData,
      generator,
      fallback: generator.kind === 'built-in' ? generator : builtInGenerator(),
      ideasKept: new Map(),
      recent: new RecentOutputs(deps.db, { now: () => deps.clock.now().getTime() }),
      markSpent: () => deps.authCache.mark(),
    };
    app.addHook('onRequest', requireAuth(deps.db, deps.tokens, deps.authCache));
    // generate-reddit-post takes no body: an empty one is fine even when a client labels it JSON.
    const json = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) =>
      body === '' ? done(null, undefined) : json(req, body as string, done),
    );
    app.addHook('onSend', async (_req, reply) => {
      if (!reply.hasHeader(GENERATOR_HEADER)) reply.header(GENERATOR_HEADER, generator.kind);
    });

    // Free, and changes nothing about the user: their cached session stays.
    app.post('/generate-reddit-post', { config: { readOnly: true } }, async (req, reply) => {
      const { user } = authOf(req);
      const { postIdeasPerCommunity } = planRulesFor(user.subscribed_plan_name);
      const { groups, kind } = await generation.postIdeas(ctx, user.id, postIdeasPerCommunity, deps.clock.now(), req.log);
      reply.header(GENERATOR_HEADER, kind);
      return groups;
    });

    // The paid calls spend a credit, so they are not read-only; where a spend is the only change, the
    // cached user takes its balance instead of being dropped (decision 044).
    app.post('/generate-post', { config: { spendsOnly: true } }, async (req, reply) => {
      const auth = authOf(req);
      const { posts, grounding, balance, spending, committed } = await generation.generatePosts(
        ctx,
        auth.user.id,
        parse(generatePostRequest, req.body),
      );
      auth.balance = balance;
      // Nothing but the spend changed since authentication: the mark just before it is as good as `since`, and later.
      if (spending !== undefined) auth.since = spending;
      auth.committed = committed;
      reply.header(GROUNDING_HEADER, grounding);
      reply.header(CREDITS_CHARGED_HEADER, '1');
      return posts;
    });

    app.post('/generate-comments', { config: { spendsOnly: true } }, async (req, reply) => {
      const auth = authOf(req);
      const { comments, grounding, charged, balance } = await generation.generateComments(
        ctx,
        auth.user.id,
        parse(generateCommentsRequest, req.body),
      );
      auth.balance = balance;
      reply.header(GROUNDING_HEADER, grounding);
      reply.header(CREDITS_CHARGED_HEADER, charged ? '1' : '0');
      return comments;
    });

    // A rewrite that could not say it differently is free (the credit is given back); the header says which.
    app.post('/generate-version-comment', { config: { spendsOnly: true } }, async (req, reply) => {
      const auth = authOf(req);
      const { comment, charged, balance } = await generation.generateCommentVersion(
        ctx,
        auth.user.id,
        parse(generateVersionCommentRequest, req.body),
      );
      auth.balance = balance;
      reply.header(CREDITS_CHARGED_HEADER, charged ? '1' : '0');
      return comment;
    });
  };
