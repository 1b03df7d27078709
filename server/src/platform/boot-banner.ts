import path from 'node:path';
import type { Config } from '../config';

/**
 * The few lines `npm start` prints before its logs, for the person at the terminal: where the app
 * is, what data it reads, where e-mails go, whether money moves, and where to read more. Each line
 * names the variable that changes it. Credentials in URLs are never printed.
 */
export function bootBanner(config: Config, opts: { cwd?: string } = {}): string {
  const cwd = opts.cwd ?? process.cwd();
  const dataDir = path.resolve(cwd, config.DATA_DIR);
  const where = config.PORT === 0 ? 'a free port (named in the log below)' : (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`);
  const rows: [string, string][] = [
    ['Open', config.PORT === 0 ? where : `${where}${config.PUBLIC_URL ? '' : '   (PORT moves it)'}`],
    ['Reddit data', redditData(config)],
    [
      'Database',
      config.DATABASE_URL
        ? `PostgreSQL at ${hostOf(config.DATABASE_URL)}`
        : `embedded, in ${path.join(dataDir, 'pglite')}   (DATA_DIR moves it; DATABASE_URL for PostgreSQL)`,
    ],
    [
      'E-mails',
      config.SMTP_URL
        ? `sent through ${hostOf(config.SMTP_URL)}`
        : `saved as .eml files in ${path.join(dataDir, 'outbox')}   (SMTP_URL sends them)`,
    ],
    ['Payments', payments(config)],
    [
      'Drafts',
      config.llmEnabled
        ? `written by ${config.LLM_MODEL} at ${hostOf(config.LLM_BASE_URL ?? '')}`
        : 'built-in generator   (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL for a language model)',
    ],
    ['Read more', 'README.md (Configuration, Scripts) and docs/OPERATIONS.md'],
  ];
  if (config.ROLE !== 'all')
    rows.splice(1, 0, [
      'Role',
      config.ROLE === 'api' ? 'api: serves HTTP, runs no jobs' : 'worker: runs jobs and schedules, serves only the probes',
    ]);
  const width = Math.max(...rows.map(([label]) => label.length));
  return (
    ['', `  Subreddit Signal (${config.NODE_ENV})`, ...rows.map(([label, text]) => `  ${label.padEnd(width)}  ${text}`), ''].join('\n') +
    '\n'
  );
}

function redditData(config: Config): string {
  if (config.redditEnabled) return 'live Reddit API, cached in the database';
  if (config.archiveUrl)
    return `current posts from the Arctic Shift archive (${config.archiveUrl}), fetched on demand; offline, the bundled 2013 sample   (REDDIT_ARCHIVE_URL=off disables it)`;
  return 'bundled 2013 sample and community catalogue   (REDDIT_CLIENT_ID for live data, or npm run import)';
}

/** The log line that names how paid plans are sold (decision 022), next to the banner's Payments row. */
export const PAYMENT_MODE_LINE: Record<Config['paymentMode'], string> = {
  stripe: 'payments: Stripe',
  'test-checkout': 'payments: local test checkout (no money moves)',
  disabled: 'payments: disabled (production without Stripe keys; set ALLOW_TEST_CHECKOUT=true to sell through the test checkout)',
};

function payments(config: Config): string {
  if (config.paymentMode === 'disabled') return 'disabled: paid plans cannot be bought   (STRIPE_* keys, or ALLOW_TEST_CHECKOUT=true)';
  if (!config.stripeEnabled) {
    const clock = config.testClockEnabled ? '; TEST CLOCK ON: users can move their billing time' : '';
    return `local test checkout: no card, no money moves${clock}   (STRIPE_* keys for Stripe)`;
  }
  return (config.STRIPE_SECRET_KEY ?? '').startsWith('sk_live_') ? 'Stripe, LIVE mode: real charges' : 'Stripe, test mode';
}

/** host[:port]/path of a URL, without its user name and password. */
function hostOf(url: string): string {
  try {
    const u = new URL(url);
    return `${u.host}${u.pathname === '/' ? '' : u.pathname}`;
  } catch {
    return 'the configured address';
  }
}
