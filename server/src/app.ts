import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import fastifyStatic from '@fastify/static';
import { HttpError, reasonPhrase, type ErrorBody } from './platform/errors';
import { FILES_URL_PREFIX } from './platform/storage';
import { rejectNul } from './platform/validate';
import { listStaticFiles, readRoutePreloads, requestPath } from './platform/static-files';
import './platform/route-config';
import { addSecurityHeaders } from './platform/security-headers';
import type { AppDeps } from './app-deps';
import { MODULES } from './modules';
import { isConnectionLoss } from './db/errors';
import { fastifyTrustProxy } from './config';

/** A readiness probe must answer even when the database hangs instead of refusing. */
const READY_PING_MS = 3000;

export interface AppState {
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    appState: AppState;
  }
}

const FRIENDLY: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty; send a JSON object',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_REQ_FILE_TOO_LARGE: 'File is too large',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Expected a multipart/form-data request',
};

const errorHandler = (err: FastifyError | HttpError | Error, req: FastifyRequest, reply: FastifyReply) => {
  if (err instanceof HttpError) {
    // An upstream failure answered with our own words (502, 503) is still worth an operator's look.
    if (err.statusCode >= 500) req.log.warn({ err, cause: err.cause }, 'upstream failure');
    if (err.headers) reply.headers(err.headers);
    return reply.code(err.statusCode).send(err.toBody());
  }
  const fe = err as FastifyError;
  const status = fe.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message = (fe.code && FRIENDLY[fe.code]) || fe.message || reasonPhrase(status);
    return reply.code(status).send(errorBody(status, message));
  }
  if (isConnectionLoss(err)) {
    req.log.warn({ err }, 'database unavailable');
    reply.header('retry-after', '5');
    return reply.code(503).send(errorBody(503, 'The service is briefly unavailable. Please try again in a moment.'));
  }
  req.log.error({ err }, 'unhandled error');
  return reply.code(500).send(errorBody(500, 'Something went wrong on our side. Please try again.'));
};

type AppOptions = { logger?: FastifyServerOptions['logger'] };

/**
 * Fastify's JSON-schema compilers (ajv, fast-json-stringify), loaded the first time a route
 * declares a schema instead of when the app is created: ours validate with yup and declare none,
 * and loading them was ~25 ms of a boot's CPU (issue 27). Each is the one Fastify would create.
 */
type BuildCompiler = (schemas: unknown, options: unknown) => unknown;
/** A package Fastify depends on, resolved from Fastify's own folder. */
const fromFastify = (name: string) => createRequire(createRequire(import.meta.url).resolve('fastify'))(name) as () => BuildCompiler;
let ajvCompilers: BuildCompiler | undefined;
let jsonCompilers: BuildCompiler | undefined;
const lazySchemaCompilers = {
  buildValidator: (schemas: unknown, options: unknown) => (ajvCompilers ??= fromFastify('@fastify/ajv-compiler')())(schemas, options),
  buildSerializer: (schemas: unknown, options: unknown) =>
    (jsonCompilers ??= fromFastify('@fastify/fast-json-stringify-compiler')())(schemas, options),
} as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/**
 * What every HTTP server of ours has, the worker's probe server included: limits and timeouts,
 * security headers, the error shape, and draining (after SIGTERM: readiness 503, new requests 503
 * and every answer, in-flight ones too, with `Connection: close`, so keep-alive clients reconnect
 * elsewhere instead of having a connection cut under them).
 */
function createBaseApp(deps: AppDeps, opts: AppOptions) {
  const state: AppState = { draining: false };
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: fastifyTrustProxy(deps.config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    genReqId: () => crypto.randomUUID(),
    schemaController: { compilersFactory: lazySchemaCompilers },
    ...httpTimeouts(deps.config),
  });
  app.decorate('appState', state);
  deps.log.use(app.log);

  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    if (state.draining && req.url !== '/api/health') {
      reply.header('connection', 'close');
      return reply.code(503).send(errorBody(503, 'The server is restarting. Please retry in a moment.'));
    }
  });

  app.addHook('onSend', async (_req, reply, payload) => {
    if (state.draining) reply.header('connection', 'close');
    return payload;
  });

  addSecurityHeaders(app);
  app.setErrorHandler(errorHandler);
  return { app, state };
}

/** /api/health (the process runs) and /api/ready (it can serve: not draining, the database answers). */
function probeRoutes(deps: AppDeps, state: AppState) {
  return async (api: FastifyInstance) => {
    api.get('/health', async () => ({ status: 'ok' }));
    api.get('/ready', async (_req, reply) => {
      const dbOk = await withDeadline(deps.db.ping(), READY_PING_MS).catch(() => false);
      if (state.draining || !dbOk) return reply.code(503).send(errorBody(503, state.draining ? 'Shutting down' : 'Database unavailable'));
      return { status: 'ready', database: deps.db.kind };
    });
  };
}

/** ROLE=worker serves only the probes, so a supervisor can check it; everything else is a 404. */
export async function buildProbeApp(deps: AppDeps, opts: AppOptions = {}) {
  const { app, state } = createBaseApp(deps, opts);
  await app.register(probeRoutes(deps, state), { prefix: '/api' });
  app.setNotFoundHandler((req, reply) => reply.code(404).send(errorBody(404, `Route ${req.method} ${req.url.split('?')[0]} not found`)));
  return app;
}

/** Builds the HTTP app from its dependencies. No I/O happens at import time. */
export async function buildApp(deps: AppDeps, opts: AppOptions = {}) {
  const { app, state } = createBaseApp(deps, opts);
  app.decorateRequest('auth', null);

  // Every parsed body (JSON, forms) and query string, once, before any route reads it; multipart
  // fields are read by their route (readProfileForm) and checked there. Path parameters are ids
  // whose routes check their shape, so a NUL in one is simply an unknown id (404).
  app.addHook('preValidation', async (req) => {
    rejectNul(req.query);
    if (!Buffer.isBuffer(req.body)) rejectNul(req.body);
  });

  // A user's own change (any non-GET call not marked `config: { readOnly: true }`) drops their cached
  // session rows before the answer goes out, so the next read sees it (credits included).
  // A call that only spent a credit keeps them, with the balance its spend returned (decision 044).
  app.addHook('onSend', async (req, reply) => {
    if (!req.auth || req.method === 'GET' || req.method === 'HEAD' || req.routeOptions.config?.readOnly) return;
    const { balance, since, committed } = req.auth;
    if (req.routeOptions.config?.spendsOnly && balance !== undefined && since !== undefined && reply.statusCode < 400) {
      deps.authCache.lowerCredits(req.auth.user.id, balance, since, committed);
      return;
    }
    deps.authCache.invalidateUser(req.auth.user.id);
  });

  await app.register(
    async (api) => {
      await api.register(probeRoutes(deps, state));
      for (const m of MODULES) await api.register(m.routes(deps), m.prefix ? { prefix: m.prefix } : {});
    },
    { prefix: '/api' },
  );

  // Uploaded files (profile photos) are served read-only from storage.
  await app.register(fastifyStatic, {
    root: path.resolve(deps.storage.root),
    prefix: FILES_URL_PREFIX,
    decorateReply: false,
    index: false,
    maxAge: '1h',
  });

  const staticDir = path.resolve(deps.config.STATIC_DIR);
  const hasSpa = existsSync(path.join(staticDir, 'index.html'));
  // A route whose code the browser should fetch with the entry's files, not after them (decision 081).
  const routePreloads = hasSpa ? readRoutePreloads(staticDir) : new Map<string, string>();
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: staticDir,
      // One route for the build's files (below) instead of @fastify/static's one per file
      // (`wildcard: false`): with ~250 files, ~500 routes took 0.2–0.6 s of the boot (decision 075).
      serve: false,
      index: false,
      // The build writes .br and .gz copies (scripts/precompress.mjs): sent to clients that accept them.
      preCompressed: true,
      setHeaders(res, filePath) {
        // Hashed build assets never change; index.html must always be revalidated.
        res.header('cache-control', filePath.includes(`${path.sep}static${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // Exactly the files that were there at boot, as before: any other path is the SPA's or a 404.
    const files = listStaticFiles(staticDir);
    app.route({
      method: ['HEAD', 'GET'],
      url: '/*',
      handler(req, reply) {
        const file = requestPath(req.url);
        if (file === null || !files.has(file)) return reply.callNotFound();
        return reply.sendFile(file, staticDir);
      },
      // As @fastify/static's own routes: a client that went away mid-file is not a server error.
      errorHandler(err, req, reply) {
        if ((err as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return void req.raw.destroy();
        return errorHandler(err, req, reply);
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url === '/api' || req.url.startsWith('/api/');
    if (!isApi && hasSpa && (req.method === 'GET' || req.method === 'HEAD')) {
      reply.header('cache-control', 'no-cache');
      const preload = routePreloads.get(requestPath(req.url) ?? '');
      if (preload) reply.header('link', preload);
      return reply.sendFile('index.html', staticDir);
    }
    return reply.code(404).send(errorBody(404, `Route ${req.method} ${req.url.split('?')[0]} not found`));
  });

  return app;
}

/**
 * Slow or idle clients must not hold connections (decision 015, docs/OPERATIONS.md). Node checks
 * the header and request deadlines on a timer (30 s by default), so it ticks at a fraction of the
 * shorter deadline to keep them close to what is configured.
 */
function httpTimeouts(config: AppDeps['config']) {
  const { HEADERS_TIMEOUT_MS: headersTimeout, REQUEST_TIMEOUT_MS: requestTimeout } = config;
  return {
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    requestTimeout,
    http: { headersTimeout, requestTimeout, connectionsCheckingInterval: Math.max(50, Math.min(30_000, Math.floor(headersTimeout / 4))) },
  };
}

function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

function errorBody(statusCode: number, message: string): ErrorBody {
  return { message, error: reasonPhrase(statusCode), statusCode };
}
