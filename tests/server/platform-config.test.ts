import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../server/src/config';

const ROOT = path.resolve(__dirname, '../..');

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
  throw new Error('expected loadConfig to reject ' + JSON.stringify(env));
}

const keysOf = (problems: string[]) => problems.map((p) => p.split(':')[0]).sort();

describe('configuration', () => {
  it('gives the embedded defaults with nothing configured, frozen', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './.data',
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
      MAX_PHOTO_BYTES: 5 * 1024 * 1024,
      googleEnabled: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('parses production values', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://app:pw@db:5432/app',
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      JWT_SECRET: 'x'.repeat(32),
      TRUST_PROXY: 'true',
      MAX_PHOTO_BYTES: '2097152',
      UNRELATED: 'ignored',
    });
    expect(config).toMatchObject({ PORT: 8080, TRUST_PROXY: true, MAX_PHOTO_BYTES: 2097152, googleEnabled: true });
    expect(config).not.toHaveProperty('UNRELATED');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', GOOGLE_CLIENT_ID: '' })).toMatchObject({ PORT: 3000, googleEnabled: false });
  });

  it.each([
    [{ PORT: 'abc' }, ['PORT']],
    [{ PORT: '70000' }, ['PORT']],
    [{ PORT: '80.5' }, ['PORT']],
    [{ DATABASE_URL: 'mysql://x' }, ['DATABASE_URL']],
    [{ DATABASE_URL: 'not a url' }, ['DATABASE_URL']],
    [{ SMTP_URL: 'nope' }, ['SMTP_URL']],
    [{ SMTP_URL: 'http://mail.example.com' }, ['SMTP_URL']],
    [{ PUBLIC_URL: 'ftp://x' }, ['PUBLIC_URL']],
    [{ GOOGLE_CLIENT_ID: 'only-the-id' }, ['GOOGLE_CLIENT_SECRET']],
    [{ GOOGLE_CLIENT_SECRET: 'only-the-secret' }, ['GOOGLE_CLIENT_ID']],
    [{ JWT_SECRET: 'short' }, ['JWT_SECRET']],
    [{ LOG_LEVEL: 'loud' }, ['LOG_LEVEL']],
    [{ NODE_ENV: 'staging' }, ['NODE_ENV']],
    [{ TRUST_PROXY: 'maybe' }, ['TRUST_PROXY']],
    [{ MAX_PHOTO_BYTES: '10' }, ['MAX_PHOTO_BYTES']],
  ])('rejects %j naming %j', (env, keys) => {
    expect(keysOf(problemsOf(env))).toEqual(keys);
  });

  it('names every bad key at once, the Google pair included', () => {
    const problems = problemsOf({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'nope', GOOGLE_CLIENT_ID: 'id', LOG_LEVEL: 'loud' });
    expect(keysOf(problems)).toEqual(['DATABASE_URL', 'GOOGLE_CLIENT_SECRET', 'LOG_LEVEL', 'PORT', 'SMTP_URL']);
    const message = new ConfigError(problems).message;
    for (const key of ['PORT', 'DATABASE_URL', 'SMTP_URL', 'GOOGLE_CLIENT_ID', 'LOG_LEVEL']) expect(message).toContain(key);
  });

  it('never echoes a secret or URL credentials in its messages', () => {
    const problems = problemsOf({
      JWT_SECRET: 'hunter2-short',
      DATABASE_URL: 'mysql://admin:p4ssw0rd@db/x',
      SMTP_URL: 'smtp//mailer:m41lpw@host',
    });
    const text = problems.join('\n');
    expect(keysOf(problems)).toEqual(['DATABASE_URL', 'JWT_SECRET', 'SMTP_URL']);
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('p4ssw0rd');
    expect(text).not.toContain('m41lpw');
  });

  it('takes the four Stripe settings together or not at all, naming the missing ones and never echoing a secret', () => {
    const four = {
      STRIPE_SECRET_KEY: 'sk_live_4',
      STRIPE_WEBHOOK_SECRET: 'whsec_4',
      STRIPE_PRICE_PRO: 'price_p',
      STRIPE_PRICE_ULTIMATE: 'price_u',
    };
    expect(loadConfig(four).stripeEnabled).toBe(true);
    expect(loadConfig({}).stripeEnabled).toBe(false);

    const problems = problemsOf({ STRIPE_SECRET_KEY: 'sk_live_never-echo-this', STRIPE_PRICE_PRO: 'price_pro' });
    expect(problems).toHaveLength(1);
    expect(keysOf(problems)).toEqual(['STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ULTIMATE']);
    expect(problems[0]).toContain('(STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ULTIMATE missing)');

    const hookOnly = problemsOf({
      STRIPE_WEBHOOK_SECRET: 'whsec_never-echo-this',
      STRIPE_API_URL: 'ftp://stripe:pw-never-echo-this@127.0.0.1',
    });
    expect(keysOf(hookOnly)).toEqual(['STRIPE_API_URL', 'STRIPE_SECRET_KEY, STRIPE_PRICE_PRO, STRIPE_PRICE_ULTIMATE']);
    const text = [...problems, ...hookOnly, new ConfigError(hookOnly).message].join('\n');
    expect(text).not.toContain('never-echo-this');
    expect(text).toContain('//***@');
  });
});

/** Runs the real entry point (TypeScript through tsx) with exactly this environment. */
function runMain(env: Record<string, string>, timeoutMs = 60_000) {
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`main.ts did not exit within ${timeoutMs} ms; stderr: ${stderr}`));
    }, timeoutMs);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

describe('entry point with a bad configuration', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ss-main-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('exits 1 before touching anything, naming each bad key on stderr', async () => {
    const res = await runMain({
      DATA_DIR: dataDir,
      PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      SMTP_URL: 'nope',
      GOOGLE_CLIENT_ID: 'only-the-id',
      JWT_SECRET: 'too-short-secret',
      // Only some of the Stripe settings: boot stops, naming the others.
      STRIPE_SECRET_KEY: 'sk_live_must-not-leak',
    });
    expect(res.signal).toBeNull();
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/^Invalid configuration:/);
    for (const key of ['PORT', 'DATABASE_URL', 'SMTP_URL', 'GOOGLE_CLIENT_SECRET', 'JWT_SECRET']) {
      expect(res.stderr).toMatch(new RegExp(`^  - ${key}: `, 'm'));
    }
    expect(res.stderr).toMatch(/^ {2}- STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PRO, STRIPE_PRICE_ULTIMATE: .*must be set together/m);
    expect(res.stderr).not.toContain('too-short-secret');
    expect(res.stderr).not.toContain('must-not-leak');
    expect(res.stderr).not.toMatch(/\n\s+at /); // a clear message, not a stack trace
    expect(res.stdout).toBe('');
    expect(readdirSync(dataDir)).toEqual([]); // no database was opened
  }, 90_000);
});

describe('process role and HTTP timeouts', () => {
  const PG = 'postgres://app:pw@db:5432/app';

  it('runs everything in one process by default, with sane HTTP limits', () => {
    expect(loadConfig({})).toMatchObject({
      ROLE: 'all',
      HEADERS_TIMEOUT_MS: 10_000,
      REQUEST_TIMEOUT_MS: 60_000,
      KEEP_ALIVE_TIMEOUT_MS: 72_000,
      CONNECTION_TIMEOUT_MS: 120_000,
      SHUTDOWN_DRAIN_MS: 2000,
      SHUTDOWN_GRACE_MS: 10_000,
    });
  });

  it('takes a shutdown grace period that leaves the drain 2 s to spare', () => {
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '30000', SHUTDOWN_DRAIN_MS: '5000' })).toMatchObject({
      SHUTDOWN_GRACE_MS: 30_000,
      SHUTDOWN_DRAIN_MS: 5000,
    });
    expect(problemsOf({ SHUTDOWN_GRACE_MS: '4000', SHUTDOWN_DRAIN_MS: '2500' })).toEqual([
      expect.stringMatching(/^SHUTDOWN_DRAIN_MS: must end at least 2000 ms before SHUTDOWN_GRACE_MS \(4000\)/),
    ]);
    expect(keysOf(problemsOf({ SHUTDOWN_GRACE_MS: '1000' }))).toEqual(['SHUTDOWN_GRACE_MS']);
  });

  it('takes api and worker roles with PostgreSQL', () => {
    expect(loadConfig({ ROLE: 'api', DATABASE_URL: PG }).ROLE).toBe('api');
    expect(loadConfig({ ROLE: 'worker', DATABASE_URL: PG }).ROLE).toBe('worker');
  });

  it('refuses an unknown role, and api/worker on the embedded database, saying why', () => {
    expect(keysOf(problemsOf({ ROLE: 'jobs', DATABASE_URL: PG }))).toEqual(['ROLE']);
    for (const role of ['api', 'worker']) {
      const [problem] = problemsOf({ ROLE: role });
      expect(problem).toMatch(
        new RegExp(`^ROLE: ${role} needs DATABASE_URL \\(PostgreSQL\\): the embedded database belongs to one process`),
      );
    }
  });

  it('takes timeouts from the environment and refuses impossible combinations', () => {
    expect(
      loadConfig({ HEADERS_TIMEOUT_MS: '500', REQUEST_TIMEOUT_MS: '1000', KEEP_ALIVE_TIMEOUT_MS: '300', CONNECTION_TIMEOUT_MS: '0' }),
    ).toMatchObject({
      HEADERS_TIMEOUT_MS: 500,
      REQUEST_TIMEOUT_MS: 1000,
      KEEP_ALIVE_TIMEOUT_MS: 300,
      CONNECTION_TIMEOUT_MS: 0,
    });
    expect(keysOf(problemsOf({ HEADERS_TIMEOUT_MS: '0', REQUEST_TIMEOUT_MS: 'soon', SHUTDOWN_DRAIN_MS: '9000' }))).toEqual([
      'HEADERS_TIMEOUT_MS',
      'REQUEST_TIMEOUT_MS',
      'SHUTDOWN_DRAIN_MS',
    ]);
    expect(problemsOf({ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' })).toEqual([
      expect.stringMatching(/^HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS/),
    ]);
    expect(problemsOf({ CONNECTION_TIMEOUT_MS: '30000', LLM_TIMEOUT_MS: '60000' })).toEqual([
      expect.stringMatching(/^CONNECTION_TIMEOUT_MS: must be longer than LLM_TIMEOUT_MS/),
    ]);
  });
});

describe('entry point with a role but no PostgreSQL', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ss-role-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('exits 1 at boot with the reason, before opening the embedded database', async () => {
    const res = await runMain({ DATA_DIR: dataDir, ROLE: 'worker' });
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/^ {2}- ROLE: worker needs DATABASE_URL \(PostgreSQL\)/m);
    expect(readdirSync(dataDir)).toEqual([]);
  }, 90_000);
});
