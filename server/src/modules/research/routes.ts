import type { FastifyPluginAsync } from 'fastify';
import {
  CREDITS_CHARGED_HEADER,
  EXPLORED_COUNT_HEADER,
  postUrlRequest,
  searchHistoryRequest,
  searchPopularRequest,
  searchSubredditRequest,
  subredditAboutRequest,
} from '@subreddit-signal/contract';
import type { AppDeps } from '../../app-deps';
import { authOf, requireAuth } from '../auth';
import { JSON_CONTENT_TYPE, jsonBytesOf } from '../../platform/json-text';
import { acceptedStringParser, parse } from '../../platform/validate';
import * as research from './service';

/**
 * The discussion-site analysis calls under /api/reddit: name suggestions, subreddit search, free and
 * paid subreddit analysis, free and advanced post analysis, search history (the generate-* calls
 * live in the generation module).
 */
export const researchRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const { db, redditData: data } = deps;
    // These POSTs change nothing about the user (history rows are not part of the user).
    const readOnly = { config: { readOnly: true } };
    // The analyses' one field is a community name: a name asked for again skips yup (validate.ts).
    const parseAbout = acceptedStringParser(subredditAboutRequest, 'subreddit');
    app.addHook('onRequest', requireAuth(db, deps.tokens, deps.authCache));

    app.post('/search-popular-subreddit', readOnly, async (req) => research.suggest(data, parse(searchPopularRequest, req.body).query));

    app.post('/search-subreddit', readOnly, async (req, reply) => {
      const { subreddit } = parse(searchSubredditRequest, req.body);
      const { results, explored } = await research.searchSubreddits(db, data, authOf(req).user.id, subreddit);
      reply.header(EXPLORED_COUNT_HEADER, String(explored));
      return results;
    });

    // 202 with progress while the community is fetched from the archive: the page asks again.
    app.post('/subreddit-about', readOnly, async (req, reply) => {
      const result = await research.subredditAbout(data, parseAbout(req.body).subreddit);
      if ('fetching' in result) return reply.code(202).send(result);
      // The analysis is what was asked for: a failed note of it is logged, not answered.
      await research
        .noteAnalysedCommunity(db, authOf(req).user.id, result.subreddit.name, deps.clock.now().getTime())
        .catch((err: unknown) => req.log.warn({ err }, 'noting the analysed community failed'));
      // The remembered analysis is one shared object: its text is made and encoded once (decisions 036, 104).
      return reply.type(JSON_CONTENT_TYPE).send(jsonBytesOf(result.subreddit, 'subreddit'));
    });

    // A paid analysis reopened within its reuse window is free: the header says whether a credit was spent.
    app.post('/paid-subreddit-about', async (req, reply) => {
      const { subreddit } = parseAbout(req.body);
      const { result, charged } = await research.paidSubredditAbout(db, deps.clock.now(), data, authOf(req).user.id, subreddit);
      reply.header(CREDITS_CHARGED_HEADER, charged ? '1' : '0');
      if ('fetching' in result) reply.code(202);
      return result;
    });

    app.post('/subreddit-post', readOnly, async (req) =>
      research.postAnalysis(db, data, authOf(req).user.id, parse(postUrlRequest, req.body).url),
    );

    app.post('/subreddit-advanced-post', async (req, reply) => {
      const { url } = parse(postUrlRequest, req.body);
      const { result, charged } = await research.advancedPostAnalysis(db, deps.clock.now(), data, authOf(req).user.id, url);
      reply.header(CREDITS_CHARGED_HEADER, charged ? '1' : '0');
      return result;
    });

    app.post('/subreddit-search-history', readOnly, async (req) =>
      research.searchHistory(db, authOf(req).user.id, parse(searchHistoryRequest, req.body ?? {})),
    );
  };
