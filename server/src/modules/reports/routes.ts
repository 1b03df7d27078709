import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { subscriberRequest } from '@subreddit-signal/contract';
import type { AppDeps } from '../../app-deps';
import { parse } from '../../platform/validate';
import { authOf, requireAuth } from '../auth';
import { linkPage } from './pages';
import * as reports from './service';

const UNSUBSCRIBED_MESSAGE =
  'You will not receive Subreddit Signal reports any more. Your report subscription was removed; you can subscribe again on the Trends & Reports page.';

type TokenQuery = { Querystring: { token?: string } };

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(body);

/** The report subscription calls (/api/subscriber/*: details, create, update, delete), plus past reports, test sends and the e-mail links. */
export const reportsRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    // The links in e-mails: no login, the token is the capability (RFC 8058 for unsubscribe).
    await app.register(async (links) => {
      links.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
        done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );
      links.addContentTypeParser('multipart/form-data', (_req, payload, done) => {
        payload.resume();
        payload.on('end', () => done(null, {}));
      });
      const selfUrl = (path: string, token: string) => `/api/subscriber/${path}?token=${encodeURIComponent(token)}`;

      links.get<TokenQuery>('/unsubscribe', async (req, reply) => {
        const token = String(req.query.token ?? '');
        const target = await reports.unsubscribeTarget(deps, token);
        if ('error' in target) return html(reply, 404, linkPage({ title: 'Link not valid', message: target.error }));
        if ('gone' in target) return html(reply, 200, linkPage({ title: 'Unsubscribed', message: UNSUBSCRIBED_MESSAGE }));
        const { sub } = target;
        return html(
          reply,
          200,
          linkPage({
            title: 'Unsubscribe from reports?',
            message: `Stop sending Subreddit Signal reports to ${sub.email}?`,
            button: { label: 'Unsubscribe', action: selfUrl('unsubscribe', token) },
          }),
        );
      });
      links.post<TokenQuery>('/unsubscribe', async (req, reply) => {
        const done = await reports.unsubscribe(deps, String(req.query.token ?? ''));
        if ('error' in done) return html(reply, 404, linkPage({ title: 'Link not valid', message: done.error }));
        return html(reply, 200, linkPage({ title: 'Unsubscribed', message: UNSUBSCRIBED_MESSAGE }));
      });

      links.get<TokenQuery>('/confirm', async (req, reply) => {
        const token = String(req.query.token ?? '');
        const email = token ? await reports.confirmationEmail(deps, token) : null;
        if (!email)
          return html(
            reply,
            404,
            linkPage({ title: 'Link not valid', message: 'This confirmation link has expired or was already used.' }),
          );
        return html(
          reply,
          200,
          linkPage({
            title: 'Confirm your report subscription',
            message: `Send weekly or monthly Subreddit Signal reports to ${email}?`,
            button: { label: 'Confirm', action: selfUrl('confirm', token) },
          }),
        );
      });
      links.post<TokenQuery>('/confirm', async (req, reply) => {
        const ok = await reports.confirmEmail(deps, String(req.query.token ?? ''));
        if (!ok)
          return html(
            reply,
            404,
            linkPage({ title: 'Link not valid', message: 'This confirmation link has expired or was already used.' }),
          );
        return html(
          reply,
          200,
          linkPage({ title: 'Subscription confirmed', message: 'Reports will arrive at this address from the next delivery.' }),
        );
      });
    });

    await app.register(async (signedIn) => {
      signedIn.addHook('onRequest', requireAuth(deps.db, deps.tokens, deps.authCache));
      signedIn.get('/details', { config: { readOnly: true } }, async (req) => reports.getDetails(deps, authOf(req).user.id));
      signedIn.post('/create', async (req, reply) =>
        reply.code(201).send(await reports.createSubscriber(deps, authOf(req).user.id, parse(subscriberRequest, req.body))),
      );
      signedIn.put('/update', async (req) => reports.updateSubscriber(deps, authOf(req).user.id, parse(subscriberRequest, req.body)));
      signedIn.delete('/delete', async (req) => reports.deleteSubscriber(deps, authOf(req).user.id));
      signedIn.post('/send-test', async (req) => reports.sendTest(deps, authOf(req).user.id));
      signedIn.get('/reports', { config: { readOnly: true } }, async (req) => reports.listReports(deps, authOf(req).user.id));
      signedIn.get<{ Params: { id: string } }>('/reports/:id', { config: { readOnly: true } }, async (req) =>
        reports.getReport(deps, authOf(req).user.id, req.params.id),
      );
    });
  };
