import { isIP } from 'node:net';
import * as yup from 'yup';

/**
 * Every environment variable the server reads, parsed once at boot.
 * Bad values stop the process with a message naming each bad key (see loadConfig).
 * Keep README's configuration table in step with this schema.
 */
const optionalUrl = (protocols: string[]) =>
  yup
    .string()
    .trim()
    .optional()
    .test('url', '${path} must be a URL (' + protocols.join(', ') + ')', (v) => {
      if (!v) return true;
      try {
        return protocols.includes(new URL(v).protocol.replace(':', ''));
      } catch {
        return false;
      }
    });

/** Reddit's required User-Agent shape: `<platform>:<app ID>:<version string> (by /u/<reddit username>)`. */
export const REDDIT_USER_AGENT_FORMAT = /^[^\s:]+:[^\s:]+:[^\s:()]+ \(by \/u\/[A-Za-z0-9_-]{3,20}\)$/;

const schema = yup.object({
  NODE_ENV: yup.string().oneOf(['development', 'production', 'test']).default('development'),
  PORT: yup.number().integer().min(0).max(65535).default(3000),
  HOST: yup.string().default('0.0.0.0'),
  DATA_DIR: yup.string().default('./.data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  PUBLIC_URL: optionalUrl(['http', 'https']),
  LOG_LEVEL: yup.string().oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JWT_SECRET: yup.string().optional().min(32, 'JWT_SECRET must be at least 32 characters'),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: yup.string().default('Subreddit Signal <no-reply@subreddit-signal.local>'),
  REPORTS_FROM: yup.string().default('Subreddit Signal Reports <reports@subreddit-signal.local>'),
  // A report claim nobody finished within this long (its worker died mid-send) is taken over by the next tick. Keep it above the slowest send.
  REPORTS_CLAIM_TIMEOUT_SECONDS: yup.number().integer().min(5).max(86_400).default(900),
  GOOGLE_CLIENT_ID: yup.string().optional(),
  GOOGLE_CLIENT_SECRET: yup.string().optional(),
  GOOGLE_ISSUER: optionalUrl(['http', 'https']).default('https://accounts.google.com'),
  // Which peers may set X-Forwarded-For (Fastify's trustProxy): true/false, a hop count, or a comma list of addresses and CIDRs.
  TRUST_PROXY: yup
    .string()
    .trim()
    .default('false')
    .test(
      'trust-proxy',
      '${path} must be true, false, a hop count (1, 2, ...) or a comma list of proxy addresses or CIDRs',
      (v) => parseTrustProxy(v) !== undefined,
    ),
  STATIC_DIR: yup.string().default('./dist'),
  SNAPSHOT_DIR: yup.string().default('./data/snapshot'),
  AUTH_CACHE_TTL_MS: yup.number().integer().min(0).max(60_000).default(2000),
  MAX_PHOTO_BYTES: yup
    .number()
    .integer()
    .min(1024)
    .default(5 * 1024 * 1024),
  // Live Reddit API (app-only OAuth). Without the id/secret pair the bundled snapshot is used.
  REDDIT_CLIENT_ID: yup.string().trim().optional(),
  REDDIT_CLIENT_SECRET: yup.string().trim().optional(),
  REDDIT_USER_AGENT: yup.string().trim().optional().matches(REDDIT_USER_AGENT_FORMAT, {
    message:
      'REDDIT_USER_AGENT must look like "<platform>:<app ID>:<version string> (by /u/<reddit username>)", e.g. "web:com.example.signal:v1.0.0 (by /u/example)"',
    excludeEmptyString: true,
  }),
  REDDIT_API_BASE: optionalUrl(['http', 'https']).default('https://oauth.reddit.com'),
  REDDIT_AUTH_URL: optionalUrl(['http', 'https']).default('https://www.reddit.com/api/v1/access_token'),
  REDDIT_LISTING_TTL_SECONDS: yup
    .number()
    .integer()
    .min(60)
    .max(7 * 24 * 3600)
    .default(6 * 3600),
  REDDIT_ABOUT_TTL_SECONDS: yup
    .number()
    .integer()
    .min(60)
    .max(30 * 24 * 3600)
    .default(24 * 3600),
  REDDIT_MAX_POSTS: yup.number().integer().min(1).max(1000).default(1000),
  // The Arctic Shift archive (no key): an http(s) origin, or 'off'. Unset: the public archive, except under NODE_ENV=test (off, so tests never reach the internet).
  REDDIT_ARCHIVE_URL: yup
    .string()
    .trim()
    .optional()
    .test('url-or-off', '${path} must be an http(s) URL or "off"', (v) => {
      if (!v || v === 'off') return true;
      try {
        return ['http:', 'https:'].includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }),
  // Raw post and comment text from the archive and the live API is deleted this long after it was fetched (decision 023).
  REDDIT_CONTENT_RETENTION_HOURS: yup
    .number()
    .integer()
    .min(1)
    .max(24 * 365)
    .default(168),
  // AI generation with an OpenAI-compatible chat endpoint; all three or none (none: the built-in, rule-based engine).
  LLM_BASE_URL: optionalUrl(['http', 'https']),
  LLM_API_KEY: yup.string().trim().optional(),
  LLM_MODEL: yup.string().trim().optional(),
  LLM_TIMEOUT_MS: yup.number().integer().min(1000).max(600_000).default(60_000),
  LLM_MAX_TOKENS: yup.number().integer().min(64).max(32_000).default(2000),
  // Stripe payments; all four or none (none: the local test checkout, no money moves).
  STRIPE_SECRET_KEY: yup.string().trim().optional(),
  STRIPE_WEBHOOK_SECRET: yup.string().trim().optional(),
  STRIPE_PRICE_PRO: yup.string().trim().optional(),
  STRIPE_PRICE_ULTIMATE: yup.string().trim().optional(),
  STRIPE_API_URL: optionalUrl(['http', 'https']),
  // Without Stripe keys in production, paid plans are sold through the local test checkout (no money moves) only when this is true.
  ALLOW_TEST_CHECKOUT: yup.boolean().default(false),
  // Tests only (decision 030): POST /api/plan/test-clock/advance moves a user's billing time on the local test checkout. Refused in production and with Stripe.
  TEST_CLOCK: yup.string().trim().lowercase().oneOf(['on', 'off'], '${path} must be on or off').default('off'),
  // What this process runs (docs/OPERATIONS.md): everything (the embedded default), the HTTP API
  // only, or the jobs, schedules and housekeeping only. api and worker need DATABASE_URL.
  ROLE: yup.string().oneOf(['all', 'api', 'worker']).default('all'),
  // HTTP limits against slow and idle clients (decision 015): headers, the whole request body,
  // an idle keep-alive connection, a silent socket (0: none).
  HEADERS_TIMEOUT_MS: yup.number().integer().min(100).max(600_000).default(10_000),
  REQUEST_TIMEOUT_MS: yup.number().integer().min(100).max(3_600_000).default(60_000),
  KEEP_ALIVE_TIMEOUT_MS: yup.number().integer().min(100).max(600_000).default(72_000),
  CONNECTION_TIMEOUT_MS: yup.number().integer().min(0).max(3_600_000).default(120_000),
  // After SIGTERM: how long new requests are still answered (503, Connection: close) while readiness says 503.
  SHUTDOWN_DRAIN_MS: yup.number().integer().min(0).max(8000).default(2000),
  // From SIGTERM to exit, whatever happens: keep it under the orchestrator's own grace period
  // (Kubernetes' terminationGracePeriodSeconds is 30 s by default), which ends in SIGKILL.
  SHUTDOWN_GRACE_MS: yup.number().integer().min(3000).max(600_000).default(10_000),
});

/** How the server sells paid plans: Stripe, the local test checkout, or not at all (production without Stripe, no opt-in). */
export type PaymentMode = 'stripe' | 'test-checkout' | 'disabled';

/** Fastify's trustProxy forms: a boolean, a hop count, or the trusted proxy addresses; undefined when unreadable. */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] | undefined {
  const v = (value ?? 'false').trim().toLowerCase();
  if (v === 'true' || v === 'false') return v === 'true';
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops >= 1 && hops <= 32 ? hops : undefined;
  }
  const list = v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
  const valid = (a: string) => {
    if (named.has(a)) return true;
    const [ip, bits, extra] = a.split('/');
    const family = isIP(ip ?? '');
    if (!family || extra !== undefined) return false;
    return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
  };
  return list.length > 0 && list.every(valid) ? list : undefined;
}

/** TRUST_PROXY as Fastify's trustProxy option: a hop count trusts that many proxies nearest to us (its number form, spelled as its function). */
export function fastifyTrustProxy(value: boolean | number | string[]): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

type ParsedConfig = Omit<yup.InferType<typeof schema>, 'TRUST_PROXY'> & { TRUST_PROXY: boolean | number | string[] };

export type Config = Readonly<ParsedConfig> & {
  readonly googleEnabled: boolean;
  /** REDDIT_CLIENT_ID, REDDIT_CLIENT_SECRET and REDDIT_USER_AGENT are set: the live Reddit API is used. */
  readonly redditEnabled: boolean;
  /** The archive's origin, or null when REDDIT_ARCHIVE_URL is 'off' (or unset under NODE_ENV=test). */
  readonly archiveUrl: string | null;
  /** LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are set: generation uses that chat endpoint. */
  readonly llmEnabled: boolean;
  /** The four STRIPE_* keys are set: payments go through Stripe, not the local test checkout. */
  readonly stripeEnabled: boolean;
  readonly paymentMode: PaymentMode;
  /** TEST_CLOCK=on (never with NODE_ENV=production or Stripe): users can move their billing time on the local checkout. */
  readonly testClockEnabled: boolean;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
}

const SECRET_KEYS = new Set([
  'JWT_SECRET',
  'GOOGLE_CLIENT_SECRET',
  'REDDIT_CLIENT_SECRET',
  'LLM_API_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
]);

/** How a bad value is echoed at boot: never a secret, and URLs without their credentials. */
function shown(key: string, value: string | undefined): string {
  if (value === undefined) return 'nothing';
  if (SECRET_KEYS.has(key)) return `a value of ${value.length} characters, hidden`;
  return JSON.stringify(value.replace(/\/\/[^/@\s]*@/, '//***@'));
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const known = Object.keys(schema.fields);
  const input: Record<string, string> = {};
  for (const key of known) {
    const value = env[key];
    if (value !== undefined && value !== '') input[key] = value;
  }
  const problems: string[] = [];
  let parsed: yup.InferType<typeof schema> | undefined;
  try {
    parsed = schema.validateSync(input, { abortEarly: false, stripUnknown: true });
  } catch (err) {
    if (!(err instanceof yup.ValidationError)) throw err;
    problems.push(...err.inner.map((e) => `${e.path}: ${e.message} (got ${shown(e.path ?? '', input[e.path ?? ''])})`));
  }
  // Checked on the raw input too, so it is reported together with every other bad key.
  const googleParts = [input.GOOGLE_CLIENT_ID, input.GOOGLE_CLIENT_SECRET].filter(Boolean).length;
  if (googleParts === 1) {
    const missing = input.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID';
    problems.push(`${missing}: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together (${missing} is missing)`);
  }
  const redditParts = [input.REDDIT_CLIENT_ID, input.REDDIT_CLIENT_SECRET].filter(Boolean).length;
  if (redditParts === 1) {
    const missing = input.REDDIT_CLIENT_ID ? 'REDDIT_CLIENT_SECRET' : 'REDDIT_CLIENT_ID';
    problems.push(`${missing}: REDDIT_CLIENT_ID and REDDIT_CLIENT_SECRET must be set together (${missing} is missing)`);
  }
  if (redditParts === 2 && !input.REDDIT_USER_AGENT) {
    problems.push(
      'REDDIT_USER_AGENT: required with REDDIT_CLIENT_ID (Reddit asks for "<platform>:<app ID>:<version string> (by /u/<reddit username>)")',
    );
  }
  const llmKeys = ['LLM_BASE_URL', 'LLM_API_KEY', 'LLM_MODEL'] as const;
  const llmMissing = llmKeys.filter((k) => !input[k]);
  if (llmMissing.length > 0 && llmMissing.length < llmKeys.length) {
    problems.push(
      `${llmMissing.join(', ')}: LLM_BASE_URL, LLM_API_KEY and LLM_MODEL must be set together (${llmMissing.join(' and ')} missing)`,
    );
  }
  const stripeKeys = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_PRO', 'STRIPE_PRICE_ULTIMATE'] as const;
  const stripeMissing = stripeKeys.filter((k) => !input[k]);
  if (stripeMissing.length > 0 && stripeMissing.length < stripeKeys.length) {
    problems.push(`${stripeMissing.join(', ')}: ${stripeKeys.join(', ')} must be set together (${stripeMissing.join(' and ')} missing)`);
  }
  if (parsed && parsed.ROLE !== 'all' && !parsed.DATABASE_URL) {
    problems.push(
      `ROLE: ${parsed.ROLE} needs DATABASE_URL (PostgreSQL): the embedded database belongs to one process, so api and worker processes cannot share it; leave ROLE unset to run everything in this one`,
    );
  }
  if (parsed && parsed.HEADERS_TIMEOUT_MS > parsed.REQUEST_TIMEOUT_MS) {
    problems.push(`HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS (${parsed.REQUEST_TIMEOUT_MS})`);
  }
  if (parsed && parsed.CONNECTION_TIMEOUT_MS > 0 && parsed.CONNECTION_TIMEOUT_MS <= parsed.LLM_TIMEOUT_MS) {
    problems.push(
      `CONNECTION_TIMEOUT_MS: must be longer than LLM_TIMEOUT_MS (${parsed.LLM_TIMEOUT_MS}), or a slow generation is cut off mid-answer`,
    );
  }
  if (parsed && parsed.SHUTDOWN_DRAIN_MS > parsed.SHUTDOWN_GRACE_MS - 2000) {
    problems.push(
      `SHUTDOWN_DRAIN_MS: must end at least 2000 ms before SHUTDOWN_GRACE_MS (${parsed.SHUTDOWN_GRACE_MS}), which in-flight requests and closing need`,
    );
  }
  if (parsed?.TEST_CLOCK === 'on' && parsed.NODE_ENV === 'production') {
    problems.push('TEST_CLOCK: must not be on with NODE_ENV=production (it lets any user move their billing period to its end)');
  }
  if (parsed?.TEST_CLOCK === 'on' && stripeMissing.length === 0) {
    problems.push("TEST_CLOCK: moves the local test checkout's time only; with Stripe use Stripe test clocks instead");
  }
  if (problems.length > 0 || !parsed) throw new ConfigError(problems);
  const stripeEnabled = stripeMissing.length === 0;
  return Object.freeze({
    ...parsed,
    TRUST_PROXY: parseTrustProxy(parsed.TRUST_PROXY)!,
    googleEnabled: googleParts === 2,
    redditEnabled: redditParts === 2,
    archiveUrl: archiveUrlOf(parsed.REDDIT_ARCHIVE_URL, parsed.NODE_ENV),
    llmEnabled: llmMissing.length === 0,
    stripeEnabled,
    paymentMode: stripeEnabled ? 'stripe' : parsed.NODE_ENV !== 'production' || parsed.ALLOW_TEST_CHECKOUT ? 'test-checkout' : 'disabled',
    testClockEnabled: parsed.TEST_CLOCK === 'on',
  });
}

export const DEFAULT_ARCHIVE_URL = 'https://arctic-shift.photon-reddit.com';

function archiveUrlOf(value: string | undefined, nodeEnv: string): string | null {
  if (value === 'off') return null;
  if (value) return value.replace(/\/+$/, '');
  return nodeEnv === 'test' ? null : DEFAULT_ARCHIVE_URL;
}
