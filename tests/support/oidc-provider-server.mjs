// A real OpenID Provider (oidc-provider) standing in for Google in server tests.
// oidc-provider is ESM-only and Jest runs suites as CommonJS, so this runs as a child process:
//   OIDC_STANDIN='{"port":0,"clients":[...],"accounts":{...}}' node tests/support/oidc-provider-server.mjs
// When listening it prints one line: OIDC_READY {"issuer":"http://127.0.0.1:<port>","port":<port>}
//
// Interactions are minimal JSON endpoints instead of HTML pages, so a test signs in by hand:
//   GET  /interaction/:uid          -> { uid, prompt: 'login' | 'consent', details, params }
//   POST /interaction/:uid/login    { login: accountId } -> 303 back to the authorization endpoint
//   POST /interaction/:uid/confirm  -> grants the requested scopes and claims, 303 back
//   POST /interaction/:uid/abort    -> access_denied
// Accounts are claim sets keyed by account id (the `sub`), e.g. { email, email_verified, name, picture }.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import Provider from 'oidc-provider';

const settings = JSON.parse(process.env.OIDC_STANDIN ?? '{}');
const accounts = settings.accounts ?? {};

const server = http.createServer();
await new Promise((/** @type {(value?: unknown) => void} */ resolve, reject) => {
  server.once('error', reject);
  server.listen(settings.port ?? 0, '127.0.0.1', resolve);
});
// Listening on a TCP address, so address() is an AddressInfo (not a pipe name or null).
const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
const issuer = `http://127.0.0.1:${port}`;

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: 'standin-1', use: 'sig', alg: 'RS256' };

const provider = new Provider(issuer, {
  clients: settings.clients ?? [],
  jwks: { keys: [signingKey] },
  cookies: { keys: [randomBytes(32).toString('hex')] },
  pkce: { required: () => true },
  // Like Google: the ID token of the code flow carries the profile and e-mail claims.
  conformIdTokenClaims: false,
  claims: {
    openid: ['sub'],
    email: ['email', 'email_verified'],
    profile: ['name', 'picture'],
  },
  features: { devInteractions: { enabled: false } },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  async findAccount(_ctx, id) {
    const claims = accounts[id];
    if (!claims) return undefined;
    return { accountId: id, claims: async () => ({ sub: id, ...claims }) };
  },
  async renderError(ctx, out) {
    ctx.type = 'json';
    ctx.body = out;
  },
});
// Provider debugging goes to stderr, which the test shows only when something fails.
provider.on('server_error', (_ctx, err) => console.error('server_error', err));
provider.on('grant.error', (_ctx, err) => console.error('grant.error', err.message, err.error_description ?? ''));

const callback = provider.callback();

server.on('request', (req, res) => {
  const url = new URL(req.url ?? '/', issuer);
  const match = /^\/interaction\/([\w-]+)(?:\/(login|confirm|abort))?$/.exec(url.pathname);
  if (!match) return callback(req, res);
  interaction(req, res, match[2] ?? 'show').catch((err) => {
    console.error('interaction failed', err);
    if (!res.headersSent) json(res, 500, { error: 'server_error', error_description: String(err?.message ?? err) });
  });
});

/**
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {string} action 'show', 'login', 'confirm' or 'abort'
 */
async function interaction(req, res, action) {
  const details = await provider.interactionDetails(req, res);
  const { prompt, params, session } = details;

  if (action === 'show' && req.method === 'GET') {
    return json(res, 200, { uid: details.uid, prompt: prompt.name, details: prompt.details, params });
  }
  if (req.method !== 'POST') return json(res, 405, { error: 'method_not_allowed' });

  if (action === 'login') {
    if (prompt.name !== 'login') return json(res, 400, { error: 'not_a_login_prompt' });
    const { login } = await readBody(req);
    if (!login || !accounts[login]) return json(res, 400, { error: 'unknown_account' });
    return provider.interactionFinished(req, res, { login: { accountId: login } }, { mergeWithLastSubmission: false });
  }
  if (action === 'confirm') {
    if (prompt.name !== 'consent') return json(res, 400, { error: 'not_a_consent_prompt' });
    // The consent prompt comes after the login one: the session is there.
    if (!session) throw new Error('consent prompt without a signed-in session');
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId: session.accountId, clientId: /** @type {string} */ (params.client_id) });
    if (!grant) throw new Error(`grant ${details.grantId} not found`);
    const missing = /** @type {{ missingOIDCScope?: string[], missingOIDCClaims?: string[] }} */ (prompt.details);
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    const grantId = await grant.save();
    return provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }
  // abort
  return provider.interactionFinished(
    req,
    res,
    { error: 'access_denied', error_description: 'End-User aborted interaction' },
    { mergeWithLastSubmission: false },
  );
}

/**
 * @param {http.IncomingMessage} req
 * @returns {Promise<Record<string, string | undefined>>} the JSON or form fields
 */
async function readBody(req) {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  if ((req.headers['content-type'] ?? '').includes('application/json')) return raw ? JSON.parse(raw) : {};
  return Object.fromEntries(new URLSearchParams(raw));
}

/**
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 */
function json(res, status, body) {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.setHeader('cache-control', 'no-store');
  res.end(JSON.stringify(body));
}

const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 1000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// If the test runner dies without killing us, do not linger.
process.on('disconnect', stop);

process.stdout.write(`OIDC_READY ${JSON.stringify({ issuer, port })}\n`);
