// Decision 024: with a model connected, each written rule is judged by it too, through the real
// chat client against a local stand-in: the prompt, the answer format, and how both views are shown.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CommunityNormsInfo } from '@subreddit-signal/contract';
import { checkDraft, type Draft } from '../../server/src/modules/drafts';
import { acceptRuleJudgements, mergeJudgements, rulesJudgePrompt } from '../../server/src/modules/drafts/check/llm-rules';
import { ChatClient } from '../../server/src/modules/generation/llm/client';
import { mapRules } from '../../server/src/modules/reddit/live/mappers';
import type { RedditRule } from '../../server/src/modules/reddit';

const NO_NORMS: CommunityNormsInfo = {
  postsAnalysed: 0,
  topPosts: 0,
  titleLength: null,
  postTypes: [],
  linkDomains: [],
  flairShare: 0,
  flairs: [],
  selfPromotionShare: 0,
  bestTimes: [],
};
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
