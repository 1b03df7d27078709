import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** Client registration of the stand-in provider (oidc-provider client metadata). */
export interface StandinClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
  grant_types?: string[];
  response_types?: string[];
  token_endpoint_auth_method?: string;
}

/** Claims of a provider account; the account id is its `sub`. */
export interface StandinAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

export interface OidcStandin {
  issuer: string;
  port: number;
  /** What the provider wrote to stderr so far (shown when a test fails). */
  log(): string;
  stop(): Promise<void>;
}

const SCRIPT = path.join(__dirname, 'oidc-provider-server.mjs');

/**
 * Starts tests/support/oidc-provider-server.mjs (a real oidc-provider) in a child process and
 * resolves once it listens. Always `stop()` it in afterAll.
 */
export async function startOidcStandin(opts: {
  clients: StandinClient[];
  accounts: Record<string, StandinAccount>;
  port?: number;
}): Promise<OidcStandin> {
  const child = spawn(process.execPath, [SCRIPT], {
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      OIDC_STANDIN: JSON.stringify({ port: opts.port ?? 0, clients: opts.clients, accounts: opts.accounts }),
    },
    // The IPC channel lets the child notice (via 'disconnect') if this process dies.
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));

  const ready = await new Promise<{ issuer: string; port: number }>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error('timed out waiting for the OIDC stand-in')), 15000);
    const fail = (err: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${err.message}\n${stderr}`));
    };
    child.once('error', fail);
    child.once('exit', (code) => fail(new Error(`OIDC stand-in exited early (code ${code})`)));
    child.stdout!.setEncoding('utf8').on('data', (d: string) => {
      out += d;
      const m = /OIDC_READY (\{.*\})\n/.exec(out);
      if (m) {
        clearTimeout(timer);
        child.removeAllListeners('exit');
        resolve(JSON.parse(m[1]!));
      }
    });
  });

  return {
    ...ready,
    log: () => stderr,
    stop: () => stopChild(child),
  };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * A browser stand-in: follows the provider's redirects by hand, carrying its cookies, signs in
 * as `accountId` and consents, and stops at the redirect back to the app.
 */
export class OidcBrowser {
  private readonly cookies = new Map<string, string>();

  /** Returns the URL the provider finally redirects to (the app's redirect URI with code/state or an error). */
  async authorize(authorizationUrl: string, accountId: string, stopAt: string): Promise<URL> {
    let url = new URL(authorizationUrl);
    for (let hop = 0; hop < 20; hop++) {
      if (url.href.startsWith(stopAt)) return url;
      const interaction = /^\/interaction\/([\w-]+)$/.exec(url.pathname);
      let res: Response;
      if (interaction) {
        const page = await this.request(url);
        if (page.status !== 200) throw new Error(`interaction page ${page.status}: ${await page.text()}`);
        const { prompt } = (await page.json()) as { prompt: string };
        const action = prompt === 'login' ? 'login' : prompt === 'consent' ? 'confirm' : null;
        if (!action) throw new Error(`unexpected prompt ${prompt}`);
        res = await this.request(new URL(`${url.pathname}/${action}`, url), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(action === 'login' ? { login: accountId } : {}).toString(),
        });
      } else {
        res = await this.request(url);
      }
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) {
        throw new Error(`expected a redirect from ${url.href}, got ${res.status}: ${await res.text()}`);
      }
      await res.arrayBuffer();
      url = new URL(location, url);
    }
    throw new Error('too many redirects');
  }

  private async request(url: URL, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) this.store(line);
    return res;
  }

  // Paths are ignored (every cookie goes to the one provider host); deletions are honoured.
  private store(setCookie: string) {
    const [pair, ...attrs] = setCookie.split(';');
    const eq = pair!.indexOf('=');
    const name = pair!.slice(0, eq).trim();
    const value = pair!.slice(eq + 1).trim();
    const expired = attrs.some((a) => {
      const [k, v] = a.split('=').map((s) => s.trim());
      if (k!.toLowerCase() === 'max-age') return Number(v) <= 0;
      if (k!.toLowerCase() === 'expires') return Date.parse(v!) <= Date.now();
      return false;
    });
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}
