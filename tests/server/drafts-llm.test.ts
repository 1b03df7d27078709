// Decision 024: with a model connected, each written rule is judged by it too, through the real
// chat client against a local stand-in: the prompt, the answer format, and how both views are shown.
import { NO_NORMS } from '../../server/src/modules/drafts/check/check-draft';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkDraft, type Draft } from '../../server/src/modules/drafts';
import { evaluateLabelledWith, type LabelledSet } from '../../server/src/modules/drafts/check/labelled';
import {
  acceptRuleJudgements,
  acceptSiteJudgements,
  judgedByModel,
  mergeJudgements,
  mergeSiteJudgements,
  rulesJudgePrompt,
} from '../../server/src/modules/drafts/check/llm-rules';
import { startTestApp, type TestApp } from '../support/server-harness';
import { bearer, createSignedInUser, type SignedInUser } from '../support/users';
import { ChatClient } from '../../server/src/modules/generation/llm/client';
import { mapRules } from '../../server/src/modules/reddit/live/mappers';
import type { RedditRule } from '../../server/src/modules/reddit';

const fixture = (name: string) => JSON.parse(readFileSync(path.join(__dirname, '../fixtures/reddit-api/rules', name), 'utf8')) as unknown;

let server: http.Server;
let base = '';
let seen: { messages: { role: string; content: string }[] }[] = [];
let replies: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      seen.push(JSON.parse(data));
      const content = replies.shift() ?? '{}';
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
beforeEach(() => {
  seen = [];
  replies = [];
});

const client = () => new ChatClient({ baseUrl: base, apiKey: 'k', model: 'm', timeoutMs: 5000, maxTokens: 500, retries: 1, backoffMs: 1 });
/** r/WhatCouldGoWrong's real rules: rule 4 'No visible death posts allowed' is one no built-in check reads. */
const RULES = mapRules(fixture('draw-about-rules-whatcouldgowrong-2017-10-26.json'))! as RedditRule[];
const DRAFT: Draft = {
  title: 'Man tries to outrun a train [NSFW]',
  body: 'You can see him die at the end.',
  link: null,
  flair: null,
  galleryItems: null,
};
const judged = (extra: object[] = []) =>
  JSON.stringify({
    rules: [
      { rule: 1, breaks: false, ruleWords: 'Contains stupid idea', draftWords: '' },
      { rule: 2, breaks: false, ruleWords: 'Direct links to content only', draftWords: '' },
      { rule: 3, breaks: false, ruleWords: 'Tag your material NSFW', draftWords: '' },
      { rule: 4, breaks: true, ruleWords: 'No visible death posts allowed', draftWords: 'see him die' },
      { rule: 5, breaks: false, ruleWords: 'No obscene material', draftWords: '' },
      ...extra,
    ],
  });

describe('the rules judged by the model', () => {
  it('asks with every post rule numbered as the community numbers them, the draft, and the exact answer shape', async () => {
    replies.push(judged());
    const got = await client().json(rulesJudgePrompt('WhatCouldGoWrong', DRAFT, RULES), (v) => acceptRuleJudgements(v, DRAFT, RULES));
    const [system, user] = seen[0]!.messages;
    expect(system!.content).toContain('{"rules":[{"rule":<number>,"breaks":<true|false>,"ruleWords":');
    expect(user!.content).toContain('Rule 4: No visible death posts allowed');
    expect(user!.content).toContain('Rule 5: No obscene material — Mods can remove obscene material');
    expect(user!.content).toContain('Draft title: Man tries to outrun a train [NSFW]');
    expect(got.find((j) => j.rule === 4)).toEqual({
      rule: 4,
      breaks: true,
      ruleWords: 'No visible death posts allowed',
      draftWords: 'see him die',
    });
  });

  it('an answer quoting words that are not in the draft is asked again with the reason, then used', async () => {
    replies.push(judged().replace('see him die', 'he dies horribly'), judged());
    const got = await client().json(rulesJudgePrompt('WhatCouldGoWrong', DRAFT, RULES), (v) => acceptRuleJudgements(v, DRAFT, RULES));
    expect(seen).toHaveLength(2);
    expect(seen[1]!.messages.at(-1)!.content).toContain('"draftWords" of rule 4 must be copied from the draft');
    expect(got).toHaveLength(5);
  });

  it.each([
    ['no list', {}],
    ['a rule judged twice', JSON.parse(judged([{ rule: 1, breaks: false, ruleWords: '', draftWords: '' }]))],
    ['a rule missing', { rules: [{ rule: 1, breaks: false }] }],
    ['an unknown rule number', { rules: [{ rule: 9, breaks: true, draftWords: 'die' }] }],
    ['rule words the rule does not hold', JSON.parse(judged().replace('No obscene material', 'No cats'))],
  ])('refuses %s', (_label, value) => {
    expect(() => acceptRuleJudgements(value, DRAFT, RULES)).toThrow();
  });

  it('where only the model sees a break, its finding is added with both views; where it disagrees with ours, ours says so', () => {
    const base = checkDraft({
      subreddit: 'WhatCouldGoWrong',
      draft: { ...DRAFT, title: 'Man tries to outrun a train', body: 'Blood everywhere, you can see him die at the end.' },
      rules: { rules: RULES, requirements: null, settings: null, fetchedAt: 0 },
      rulesUnreachable: false,
      norms: NO_NORMS,
      flairs: [],
    });
    expect(base.findings.map((f) => f.id)).toContain('rule-3-nsfw-tag');
    const merged = mergeJudgements(
      base,
      acceptRuleJudgements(JSON.parse(judged()), { ...DRAFT, body: 'Blood everywhere, you can see him die at the end.' }, RULES),
      RULES,
    );
    expect(merged.findings.find((f) => f.id === 'llm-rule-4')).toMatchObject({
      severity: 'likely-removed',
      source: 'llm',
      offending: 'see him die',
      disagreement: 'Our built-in checks found nothing against this rule.',
      evidence: { kind: 'llm', text: 'No visible death posts allowed' },
    });
    expect(merged.findings.find((f) => f.id === 'rule-3-nsfw-tag')!.disagreement).toBe(
      'The AI model read rule 3 and found the draft does not break it.',
    );
    expect(merged.notVisible.some((n) => n.startsWith('Rule 4, '))).toBe(false);
    expect(merged.score).toBe(base.score - 25);
  });
});

// Decision 094: Reddit's own rules are judged by the model too, in every community, since the built-in patterns
// catch a veiled threat only in wording they have seen.
const VEILED: Draft = {
  title: "About yesterday's vote",
  body: "Interesting choice, voting against my proposal, Dan. Your daughter's school play is on Thursday, isn't it? I'll be in the audience.",
  link: null,
  flair: null,
  galleryItems: null,
};
const reddit = (over: Record<string, object> = {}) =>
  ['spam', 'personal-info', 'threats', 'vote-manipulation', 'impersonation'].map((kind) => ({
    kind,
    breaks: false,
    draftWords: '',
    ...over[kind],
  }));

describe("Reddit's own rules judged by the model", () => {
  it('are in the prompt with what each covers, veiled threats included, and in the answer shape', () => {
    const [system, user] = rulesJudgePrompt('marketing', VEILED, []);
    expect(system!.content).toContain('"reddit":[{"kind":"<one of the Reddit rule names>","breaks":<true|false>,"draftWords":');
    expect(user!.content).toContain('Rules:\n(none known: answer "rules": [])');
    expect(user!.content).toMatch(
      /threats: threats of violence, harassment and intimidation, including veiled threats said by implication/,
    );
    for (const kind of ['spam', 'personal-info', 'vote-manipulation', 'impersonation']) expect(user!.content).toContain(`\n${kind}: `);
    expect(user!.content).not.toMatch(/\nnsfw: /);
  });

  it.each([
    ['no list', {}],
    ['an unknown kind', { reddit: [...reddit(), { kind: 'nsfw', breaks: false }] }],
    ['a kind judged twice', { reddit: [...reddit(), { kind: 'spam', breaks: false }] }],
    ['a kind missing', { reddit: reddit().slice(1) }],
    ['a break quoting words not in the draft', { reddit: reddit({ threats: { breaks: true, draftWords: 'I will hurt you' } }) }],
  ])('refuses %s', (_label, value) => expect(() => acceptSiteJudgements(value, VEILED)).toThrow());

  it("adds the model's break where the built-in checks found none, and notes a disagreement without lowering ours", () => {
    const base = checkDraft({
      subreddit: 'marketing',
      draft: { ...VEILED, body: `${VEILED.body} Use code SAVE50 for 50% off, DM me for the link!` },
      rules: null,
      rulesUnreachable: false,
      norms: NO_NORMS,
      flairs: [],
    });
    expect(base.findings.map((f) => f.id)).not.toContain('site-threats');
    expect(base.findings.map((f) => f.id)).toContain('site-spam');
    const merged = mergeSiteJudgements(
      base,
      acceptSiteJudgements({ reddit: reddit({ threats: { breaks: true, draftWords: "I'll be in the audience." } }) }, VEILED),
    );
    expect(merged.findings.find((f) => f.id === 'llm-site-threats')).toMatchObject({
      severity: 'likely-removed',
      source: 'llm',
      offending: "I'll be in the audience.",
      title: 'May break Reddit’s rule on threats and harassment',
      disagreement: 'Our built-in checks found nothing against this rule.',
      evidence: { kind: 'llm', label: 'Reddit Content Policy, Rule 1: Remember the human' },
    });
    expect(merged.findings.find((f) => f.id === 'site-spam')).toMatchObject({
      severity: 'likely-removed',
      disagreement: 'The AI model read Reddit’s rule on spam and undisclosed promotion and found the draft does not break it.',
    });
    expect(merged.score).toBeLessThan(base.score);
  });

  it('are measured on labelled drafts with the model reading each (the figures of quality:drafts:model)', async () => {
    const set: LabelledSet = {
      rulesets: { none: { answer: null } },
      cases: [
        { id: 'h-threat', split: 'holdout', rules: 'none', draft: { title: VEILED.title, body: VEILED.body }, breaks: ['threats'] },
        {
          id: 'h-ok',
          split: 'holdout',
          rules: 'none',
          draft: { title: 'School play', body: 'Our daughter is a tree on Thursday!' },
          breaks: [],
        },
        { id: 't-ok', split: 'tune', rules: 'none', draft: { title: 'Not asked', body: 'A tuning draft.' }, breaks: [] },
      ],
    };
    replies.push(
      JSON.stringify({ rules: [], reddit: reddit({ threats: { breaks: true, draftWords: "I'll be in the audience." } }) }),
      JSON.stringify({ rules: [], reddit: reddit() }),
    );
    const judge = client();
    const report = await evaluateLabelledWith(
      set,
      () => null,
      'holdout',
      (result, i) => judgedByModel(judge, result, i.draft, []),
    );
    expect(seen).toHaveLength(2);
    expect(report.cases).toBe(2);
    expect(report.kinds.find((k) => k.kind === 'threats')).toMatchObject({ found: 1, positives: 1, falsePositives: 0, negatives: 1 });
  });

  describe('through POST /api/reddit/check-draft, on a community whose rules are unknown', () => {
    let t: TestApp;
    let u: SignedInUser;
    beforeAll(async () => {
      t = await startTestApp({ env: { LLM_BASE_URL: base, LLM_API_KEY: 'k', LLM_MODEL: 'stand-in', LLM_TIMEOUT_MS: '5000' } });
      u = await createSignedInUser(t);
    });
    afterAll(async () => {
      await t.close();
    });
    const check = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/reddit/check-draft',
        headers: bearer(u.accessToken),
        payload: { subreddit: 'marketing', title: VEILED.title, body: VEILED.body },
      });

    it("asks the model about Reddit's rules and shows the threat it reads", async () => {
      replies.push(JSON.stringify({ rules: [], reddit: reddit({ threats: { breaks: true, draftWords: "I'll be in the audience." } }) }));
      const res = await check();
      expect(res.statusCode).toBe(200);
      expect(seen).toHaveLength(1);
      expect(seen[0]!.messages[1]!.content).toContain("Reddit's rules:");
      expect(res.json().findings.map((f: { id: string }) => f.id)).toContain('llm-site-threats');
    });

    it('stands on the built-in checks alone, and says so, when the model cannot answer usably', async () => {
      replies.push('{"rules": []}', '{"rules": []}', '{"rules": []}');
      const res = await check();
      expect(res.statusCode).toBe(200);
      expect(res.json().findings.map((f: { id: string }) => f.id)).not.toContain('llm-site-threats');
      expect(res.json().notVisible).toContain('The AI model could not read the rules this time: only our built-in checks ran.');
    });
  });
});
