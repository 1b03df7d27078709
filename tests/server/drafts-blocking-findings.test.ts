// Decision 074: the generators ask only whether a text would be removed; blockingFindings answers
// that without the rest of the check, and must give exactly the whole check's blocking findings.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CommunityNormsInfo, DraftFinding } from '@subreddit-signal/contract';
import { communityNorms } from '../../server/src/modules/analysis';
import { blockingFindings, checkDraft, type CheckInput, type Draft } from '../../server/src/modules/drafts';
import { labelledDraft, rulesDataOf, type LabelledSet } from '../../server/src/modules/drafts/check/labelled';
import { mapPostRequirements, mapSubmissionSettings } from '../../server/src/modules/reddit/live/mappers';
import type { CommunityRulesData } from '../../server/src/modules/reddit';
import { post, utc } from './analysis-fixtures';

const FIXTURES = path.join(__dirname, '../fixtures');
const json = (file: string) => JSON.parse(readFileSync(path.join(FIXTURES, file), 'utf8')) as unknown;
const rulesFile = (name: string) => json(path.join('reddit-api/rules', path.basename(name)));
const blocking = (f: DraftFinding) => f.severity === 'removed' || f.severity === 'likely-removed';

/** Norms with every figure set, so the whole check's norm findings (never blocking) are all there to leave out. */
const NORMS: CommunityNormsInfo = communityNorms(
  Array.from({ length: 40 }, (_, i) =>
    post({
      id: `b${i}`,
      score: i + 1,
      createdUtc: utc('2024-01-01T09:00') + i * 3600,
      title: `A post title number ${i} about something`,
      selftext: i % 7 === 0 ? 'Check it out, my new app is live' : '',
      flair: i % 3 === 0 ? 'Question' : null,
      ...(i % 4 === 0 ? { isSelf: false, domain: 'example.com', url: `https://example.com/${i}` } : {}),
    }),
  ),
);

/** Every labelled, unseen and rounds draft against its rules set, as the quality script reads them. */
function labelledInputs(): CheckInput[] {
  const inputs: CheckInput[] = [];
  for (const file of ['draft-check/labelled.json', 'draft-check/unseen.json', 'draft-check/rounds.json']) {
    const set = json(file) as LabelledSet;
    const rules = new Map<string, CommunityRulesData | null>();
    for (const c of set.cases) {
      const sub = set.rulesets[c.rules]?.subreddit ?? c.rules;
      if (!rules.has(c.rules)) rules.set(c.rules, rulesDataOf(sub, set.rulesets[c.rules] ?? {}, rulesFile));
      inputs.push({
        subreddit: sub,
        draft: labelledDraft(c),
        rules: rules.get(c.rules) ?? null,
        rulesUnreachable: false,
        norms: NORMS,
        flairs: [],
      });
    }
  }
  return inputs;
}

/** Recorded post requirements and submission settings, with drafts that break them and drafts that meet them. */
function requirementInputs(): CheckInput[] {
  const about = (name: string) => (rulesFile(name) as { data: Record<string, unknown> }).data;
  const recorded = ['praw-post_requirements-testsub-2020-02-10.json', 'go-reddit-post_requirements-testsub-2020-09-22.json'].map((f) =>
    mapPostRequirements(rulesFile(f))!,
  );
  // A title pattern met only when case is ignored (likely removed) read before a body too short (removed).
  const requirements = [...recorded, { ...recorded[0], titleRegexes: ['^Hello'], bodyMinLength: 100 }];
  const settings = ['asyncpraw-about-redditdev-2020-07-05.json', 'asyncpraw-about-redditrequest-2020-07-05.json'].map((f) =>
    mapSubmissionSettings(about(f)),
  );
  const drafts: Draft[] = [
    { title: 'no', body: 'no', link: null, flair: null, galleryItems: null },
    { title: 'hello there, a question', body: 'Too short.', link: null, flair: null, galleryItems: null },
    { title: 'yes '.repeat(20), body: 'yes '.repeat(20), link: null, flair: 'Question', galleryItems: null },
    { title: 'A link post about a tool', body: '', link: 'https://fakewebsite.com/x', flair: null, galleryItems: null },
    { title: 'Buy now, use code SAVE20 for 20% off', body: 'DM me for the link', link: null, flair: null, galleryItems: null },
  ];
  const inputs: CheckInput[] = [];
  for (const r of requirements)
    for (const s of settings)
      for (const draft of drafts)
        inputs.push({
          subreddit: 'testsub',
          draft,
          rules: { rules: [], requirements: r, settings: s, fetchedAt: 0, siteRules: [], wikiPages: [] },
          rulesUnreachable: false,
          norms: NORMS,
          flairs: ['Question', 'Case study'],
        });
  return inputs;
}

describe('blockingFindings', () => {
  const inputs = [...labelledInputs(), ...requirementInputs()];

  it('gives exactly the whole check’s removed and likely-removed findings, in its order', () => {
    let withBlocking = 0;
    for (const input of inputs) {
      const expected = checkDraft(input).findings.filter(blocking);
      expect(blockingFindings(input)).toEqual(expected);
      if (expected.length > 0) withBlocking++;
    }
    // The corpus exercises the blocking paths, not only drafts that pass.
    expect(withBlocking).toBeGreaterThan(100);
    expect(inputs.length).toBeGreaterThan(300);
  });

  it('covers findings of both blocking severities and both orders of discovery', () => {
    const severities = new Set(inputs.flatMap((i) => blockingFindings(i).map((f) => f.severity)));
    expect([...severities].sort()).toEqual(['likely-removed', 'removed']);
    // Some draft's check finds a likely-removed finding before a removed one: the order is the sort's, tested too.
    const found = (i: CheckInput) => blockingFindings(i).map((f) => f.id);
    const reordered = inputs.find((i) => found(i).join() === 'body-min-length,title-regex');
    expect(reordered).toBeDefined();
  });

  it('leaves out the norms: none of its findings is a norm finding, though the whole check has them', () => {
    const input = inputs[0];
    expect(checkDraft(input).findings.some((f) => f.evidence.kind === 'norm')).toBe(true);
    for (const i of inputs) expect(blockingFindings(i).every((f) => f.evidence.kind !== 'norm' && blocking(f))).toBe(true);
  });
});
