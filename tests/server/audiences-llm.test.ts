// Decision 035: with a model connected, it names and summarises the mined themes through the real
// chat client against a local stand-in; the evidence always comes from mining, and a failing or
// malformed answer leaves the mined labels.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AudienceTheme, AudienceThemesResponse } from '@subreddit-signal/contract';
import { acceptThemeNames, EVIDENCE_IN_PROMPT, themesToName } from '../../server/src/modules/audiences/themes/llm-names';
import { UnusableAnswer } from '../../server/src/modules/generation/llm/client';
import { startTestApp, type TestApp } from '../support/server-harness';
import { bearer, createSignedInUser, type SignedInUser } from '../support/users';

let server: http.Server;
let base = '';
let seen: { messages: { role: string; content: string }[]; response_format?: { type: string } }[] = [];
/** What the stand-in answers, from the request it got; null answers HTTP 500. */
let answer: (prompt: string) => string | null = () => '{}';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      const body = JSON.parse(data);
      seen.push(body);
      const content = answer(body.messages.map((m: { content: string }) => m.content).join('\n'));
      if (content === null) {
        res.writeHead(500, { 'content-type': 'application/json' });
        return res.end('{"error":{"message":"down"}}');
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'x',
          object: 'chat.completion',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

let t: TestApp;
let plain: TestApp;
let user: SignedInUser;
let plainUser: SignedInUser;
beforeAll(async () => {
  t = await startTestApp({ env: { LLM_BASE_URL: base, LLM_API_KEY: 'test-key', LLM_MODEL: 'stand-in', LLM_TIMEOUT_MS: '20000' } });
  plain = await startTestApp();
  user = await createSignedInUser(t);
  plainUser = await createSignedInUser(plain);
  for (const [app, u] of [
    [t, user],
    [plain, plainUser],
  ] as const)
    await app.db.query(`UPDATE users SET subscribed_plan = 'pro' WHERE id = $1`, [u.user.id]);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await plain?.close();
});

/** Names are kept per data (the communities' posts), so each case uses its own pair of communities. */
const PAIRS = { a: ['freelance', 'Etsy'], b: ['freelance', 'smallbusiness'], c: ['Etsy', 'smallbusiness'] } as const;
let audiences = 0;
async function themesOf(app: TestApp, u: SignedInUser, communities: readonly string[]): Promise<AudienceThemesResponse> {
  const name = `Audience ${++audiences}`;
  const created = await app.app.inject({
    method: 'POST',
    url: '/api/audiences',
    headers: bearer(u.accessToken),
    payload: { name, communities },
  });
  expect(created.statusCode).toBe(201);
  const res = await app.app.inject({
    method: 'GET',
    url: `/api/audiences/${created.json().audience._id}/themes`,
    headers: bearer(u.accessToken),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const idsIn = (prompt: string) => [...prompt.matchAll(/^Theme (\S+) \(/gm)].map((m) => m[1]!);
const withoutNames = (themes: AudienceTheme[]) => themes.map(({ title: _t, summary: _s, ...rest }) => rest);

describe('themes named by a model', () => {
  /** The mined themes of each pair, from an app with no model. */
  const rulesOf: Record<string, AudienceThemesResponse> = {};
  beforeAll(async () => {
    for (const [k, pair] of Object.entries(PAIRS)) rulesOf[k] = await themesOf(plain, plainUser, pair);
  }, 60_000);

  it('sends each theme with its evidence, and shows the names beside the mined labels and evidence', async () => {
    seen = [];
    answer = (prompt) =>
      JSON.stringify({
        themes: idsIn(prompt).map((id) => ({ id, title: `Name of ${id}`, summary: `What the posts of ${id} say, in short.` })),
      });
    const rules = rulesOf.a!;
    const named = await themesOf(t, user, PAIRS.a);
    expect(rules.engine).toBe('rules');
    expect(named.engine).toBe('llm');
    expect(seen).toHaveLength(1);
    const prompt = seen[0]!.messages.map((m) => m.content).join('\n');
    const sent = themesToName(rules.themes);
    expect(idsIn(prompt)).toEqual(sent.map((x) => x.id));
    for (const theme of sent) {
      expect(prompt).toContain(`mined label "${theme.label}"`);
      for (const e of theme.evidence.slice(0, EVIDENCE_IN_PROMPT)) expect(prompt).toContain((e.excerpt || e.title).slice(0, 150));
    }
    // Counts, labels, evidence and links: exactly the mined ones; the model only adds a name and a summary.
    expect(withoutNames(named.themes)).toEqual(rules.themes);
    for (const theme of named.themes) {
      if (sent.some((x) => x.id === theme.id)) {
        expect(theme.title).toBe(`Name of ${theme.id}`);
        expect(theme.summary).toBe(`What the posts of ${theme.id} say, in short.`);
        expect(theme.evidence.length).toBeGreaterThan(0);
      } else expect(theme.title).toBeUndefined();
    }
  });

  it('a malformed answer is asked again, then the mined labels stay', async () => {
    seen = [];
    answer = () => JSON.stringify({ themes: [{ id: 'no-such-theme', title: 'Invented', summary: 'A theme nobody mined at all.' }] });
    const res = await themesOf(t, user, PAIRS.b);
    expect(res.engine).toBe('rules');
    expect(res.themes).toEqual(rulesOf.b!.themes);
    expect(seen.length).toBeGreaterThan(1);
    expect(seen[1]!.messages.at(-1)!.content).toMatch(/could not be used \(each entry needs "id"/);
  });

  it('a failing model leaves the mined labels, and the next request tries again', async () => {
    seen = [];
    answer = () => null;
    const failed = await themesOf(t, user, PAIRS.c);
    expect(failed.engine).toBe('rules');
    expect(failed.themes).toEqual(rulesOf.c!.themes);
    answer = (prompt) =>
      JSON.stringify({
        themes: idsIn(prompt)
          .slice(0, 1)
          .map((id) => ({ id, title: 'Back', summary: 'The model answers again now.' })),
      });
    const again = await themesOf(t, user, PAIRS.c);
    expect(again.engine).toBe('llm');
    expect(again.themes.filter((x) => x.title === 'Back')).toHaveLength(1);
  });

  it('checks the answer: known ids once each, a name and a summary of sane length', () => {
    const themes = rulesOf.a!.themes.slice(0, 2);
    const [a, b] = themes.map((x) => x.id);
    const ok = { themes: [{ id: a, title: 'Slow payouts', summary: 'Sellers wait weeks for their money.' }] };
    expect(acceptThemeNames(ok, themes)).toEqual([{ id: a, title: 'Slow payouts', summary: 'Sellers wait weeks for their money.' }]);
    const bad: unknown[] = [
      null,
      { themes: 'x' },
      { themes: [] },
      { themes: [{ id: 'nope', title: 'T', summary: 'Long enough summary.' }] },
      { themes: [ok.themes[0], ok.themes[0]] },
      { themes: [{ id: b, title: '', summary: 'Long enough summary.' }] },
      { themes: [{ id: b, title: 'Fine', summary: 'short' }] },
      { themes: [{ id: b, title: 'x'.repeat(200), summary: 'Long enough summary.' }] },
    ];
    for (const v of bad) expect(() => acceptThemeNames(v, themes)).toThrow(UnusableAnswer);
  });
});
