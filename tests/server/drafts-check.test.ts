// Decision 021: a draft against Reddit's post requirements and settings (exact), the written rules
// (with care) and the score, on recorded Reddit answers and hand-made edge cases.
import { NO_NORMS } from '../../server/src/modules/drafts/check/check-draft';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PostRequirements } from '@subreddit-signal/contract';
import {
  checkDraft,
  compileRedditRegex,
  draftScore,
  requirementFindings,
  settingFindings,
  type Draft,
} from '../../server/src/modules/drafts';
import { ruleFindings } from '../../server/src/modules/drafts/check/rules-text';
import { mapPostRequirements, mapRules, mapSubmissionSettings } from '../../server/src/modules/reddit/live/mappers';

const fixture = (name: string) => JSON.parse(readFileSync(path.join(__dirname, '../fixtures/reddit-api/rules', name), 'utf8')) as unknown;
const about = (name: string) => (fixture(name) as { data: Record<string, unknown> }).data;

const draft = (d: Partial<Draft> = {}): Draft => ({ title: 'A title', body: '', link: null, flair: null, galleryItems: null, ...d });
const NONE: PostRequirements = mapPostRequirements(fixture('asyncpraw-post_requirements-testsub-2020-07-08.json'))!;
const reqs = (r: Partial<PostRequirements>): PostRequirements => ({ ...NONE, ...r });
const ids = (fs: { id: string; severity: string }[]) => fs.map((f) => `${f.id}:${f.severity}`);

describe('recorded post requirements', () => {
  it('maps all three recordings: nothing set, PRAW blacklists, go-reddit limits', () => {
    expect(NONE).toEqual({
      titleRegexes: [],
      titleRequiredStrings: [],
      titleBlacklistedStrings: [],
      titleMinLength: null,
      titleMaxLength: null,
      bodyRegexes: [],
      bodyRequiredStrings: [],
      bodyBlacklistedStrings: [],
      bodyMinLength: null,
      bodyMaxLength: null,
      bodyPolicy: 'none',
      linkPolicy: 'none',
      domainWhitelist: [],
      domainBlacklist: [],
      repostAgeDays: null,
      flairRequired: false,
      guidelines: null,
      galleryMinItems: null,
      galleryMaxItems: null,
      galleryCaptions: null,
      galleryUrls: null,
    });
    const praw = mapPostRequirements(fixture('praw-post_requirements-testsub-2020-02-10.json'))!;
    expect(praw).toMatchObject({ linkPolicy: 'blacklist', domainBlacklist: ['fakewebsite.com'], guidelines: 'Testing 1 2 3' });
    expect(praw.bodyBlacklistedStrings).toHaveLength(15);
    expect(praw.titleBlacklistedStrings).toHaveLength(11);
    const go = mapPostRequirements(fixture('go-reddit-post_requirements-testsub-2020-09-22.json'))!;
    expect(go).toMatchObject({
      titleMinLength: 50,
      titleMaxLength: 200,
      bodyMinLength: 50,
      bodyMaxLength: 2000,
      titleRequiredStrings: ['yes'],
      titleBlacklistedStrings: ['no'],
      bodyRequiredStrings: ['yes'],
      bodyBlacklistedStrings: ['no'],
      repostAgeDays: 2,
      galleryMinItems: 2,
      galleryMaxItems: 20,
      galleryCaptions: 'none',
    });
    expect(mapPostRequirements([])).toBeNull();
  });

  it('nothing set: a draft breaks nothing', () => {
    expect(requirementFindings(draft({ title: 'x', body: 'anything', link: 'https://example.com' }), NONE, [])).toEqual([]);
  });

  it('go-reddit limits: a short title without "yes" and with "no" is refused three times over, each with the requirement as evidence', () => {
    const go = mapPostRequirements(fixture('go-reddit-post_requirements-testsub-2020-09-22.json'))!;
    const found = requirementFindings(draft({ title: 'no way', body: '' }), go, []);
    expect(ids(found)).toEqual(['title-min-length:removed', 'title-required-strings:removed', 'title-blacklisted-strings:removed']);
    expect(found[0]!.evidence).toEqual({
      kind: 'requirement',
      label: 'Post requirement: title_text_min_length',
      text: 'title_text_min_length: 50',
    });
    expect(found[0]!.explanation).toContain('6 characters');
    expect(found[2]!.evidence.text).toBe('title_blacklisted_strings: "no"');
    // A title that says yes, long enough, no banned word; a body over 2,000 characters without 'yes'.
    const ok = 'Saying yes to every shipping request this quarter taught us plenty';
    const body = 'a'.repeat(2001);
    expect(ids(requirementFindings(draft({ title: ok, body }), go, []))).toEqual([
      'body-max-length:removed',
      'body-required-strings:removed',
    ]);
    // Banned strings match inside words, case-insensitively, as Reddit's filter does ('No' in 'Nothing').
    expect(ids(requirementFindings(draft({ title: `${ok} Nothing`, body: 'yes '.repeat(20) }), go, []))).toEqual([
      'title-blacklisted-strings:removed',
    ]);
    expect(requirementFindings(draft({ title: ok, body: 'yes '.repeat(20) }), go, [])).toEqual([]);
  });

  it('PRAW blacklist: fakewebsite.com and its subdomains are refused, other domains pass', () => {
    const praw = mapPostRequirements(fixture('praw-post_requirements-testsub-2020-02-10.json'))!;
    expect(ids(requirementFindings(draft({ title: 'Hi', link: 'https://www.fakewebsite.com/a' }), praw, []))).toEqual([
      'link-domain-blacklist:removed',
    ]);
    expect(ids(requirementFindings(draft({ title: 'Hi', link: 'http://blog.FakeWebsite.com' }), praw, []))).toEqual([
      'link-domain-blacklist:removed',
    ]);
    expect(requirementFindings(draft({ title: 'Hi', link: 'https://notfakewebsite.com' }), praw, [])).toEqual([]);
  });

  it('go-reddit: domain_blacklist with link_restriction_policy "none" is not applied (Reddit does not)', () => {
    const go = mapPostRequirements(fixture('go-reddit-post_requirements-testsub-2020-09-22.json'))!;
    const found = requirementFindings(draft({ title: 'yes '.repeat(15), link: 'https://example.com/x' }), go, []);
    expect(found.map((f) => f.id)).not.toContain('link-domain-blacklist');
  });
});

describe('hand-made requirements', () => {
  it('title regexes: at least one must match; a match only when case is ignored is likely, not certain; unsafe patterns are not run', () => {
    const r = reqs({ titleRegexes: ['^\\[(Question|Discussion)\\]', '^(?P<tag>Help):'] });
    expect(ids(requirementFindings(draft({ title: '[Question] Which CRM?' }), r, []))).toEqual(['title-regex:good']);
    expect(ids(requirementFindings(draft({ title: 'Help: which CRM?' }), r, []))).toEqual(['title-regex:good']);
    expect(ids(requirementFindings(draft({ title: '[question] Which CRM?' }), r, []))).toEqual(['title-regex:likely-removed']);
    const miss = requirementFindings(draft({ title: 'Which CRM?' }), r, []);
    expect(ids(miss)).toEqual(['title-regex:removed']);
    expect(miss[0]!.evidence.text).toBe('title_regexes: "^\\\\[(Question|Discussion)\\\\]", "^(?P<tag>Help):"');
    expect(compileRedditRegex('(a+)+$')).toBeNull();
    expect(ids(requirementFindings(draft({ title: 'aaaa' }), reqs({ titleRegexes: ['(a+)+$'] }), []))).toEqual(['title-regex:weak']);
    expect(compileRedditRegex('(?i)^hello')!.test('HELLO there')).toBe(true);
  });

  it('body regexes apply to the body', () => {
    const r = reqs({ bodyRegexes: ['https?://github\\.com/'] });
    expect(ids(requirementFindings(draft({ body: 'Code: https://github.com/x/y' }), r, []))).toEqual(['body-regex:good']);
    expect(ids(requirementFindings(draft({ body: 'No code here' }), r, []))).toEqual(['body-regex:removed']);
  });

  it('lengths count characters as people do (an emoji is one), at the exact limits', () => {
    const r = reqs({ titleMinLength: 10, titleMaxLength: 12 });
    expect(requirementFindings(draft({ title: '123456789😀' }), r, [])).toEqual([]);
    expect(ids(requirementFindings(draft({ title: '12345678😀' }), r, []))).toEqual(['title-min-length:removed']);
    expect(requirementFindings(draft({ title: '12345678901😀' }), r, [])).toEqual([]);
    expect(ids(requirementFindings(draft({ title: '1234567890123' }), r, []))).toEqual(['title-max-length:removed']);
    const b = reqs({ bodyMinLength: 5 });
    expect(ids(requirementFindings(draft({ body: 'abcd' }), b, []))).toEqual(['body-min-length:removed']);
    expect(requirementFindings(draft({ body: 'abcde' }), b, [])).toEqual([]);
  });

  it('required strings: any one of them, in any letter case', () => {
    const r = reqs({ titleRequiredStrings: ['[Q]', 'Question'], bodyRequiredStrings: ['source:'] });
    expect(requirementFindings(draft({ title: 'a QUESTION about SEO', body: 'Source: me' }), r, [])).toEqual([]);
    expect(ids(requirementFindings(draft({ title: 'about SEO', body: 'mine' }), r, []))).toEqual([
      'title-required-strings:removed',
      'body-required-strings:removed',
    ]);
  });

  it('domain whitelist: only listed domains and their subdomains', () => {
    const r = reqs({ linkPolicy: 'whitelist', domainWhitelist: ['youtube.com', 'youtu.be'] });
    expect(requirementFindings(draft({ link: 'https://m.youtube.com/watch?v=1' }), r, [])).toEqual([]);
    expect(requirementFindings(draft({ link: 'https://youtu.be/1' }), r, [])).toEqual([]);
    const off = requirementFindings(draft({ link: 'https://vimeo.com/1' }), r, []);
    expect(ids(off)).toEqual(['link-domain-whitelist:removed']);
    expect(off[0]!.explanation).toContain('vimeo.com');
    // A text post has no link domain to refuse.
    expect(requirementFindings(draft({ body: 'text' }), r, [])).toEqual([]);
  });

  it('flair: required and missing is refused with the real flairs offered; an unseen one is likely refused', () => {
    const r = reqs({ flairRequired: true });
    const missing = requirementFindings(draft(), r, ['Question', 'Case study']);
    expect(ids(missing)).toEqual(['flair-required:removed']);
    expect(missing[0]!.explanation).toContain('Question, Case study');
    expect(requirementFindings(draft({ flair: 'case study' }), r, ['Question', 'Case study'])).toEqual([]);
    expect(ids(requirementFindings(draft({ flair: 'Memes' }), r, ['Question']))).toEqual(['flair-unknown:likely-removed']);
    expect(requirementFindings(draft({ flair: 'Memes' }), r, [])).toEqual([]);
  });

  it('body policy: required needs text; notAllowed refuses it', () => {
    expect(ids(requirementFindings(draft({ body: '  ' }), reqs({ bodyPolicy: 'required' }), []))).toEqual(['body-policy:removed']);
    expect(requirementFindings(draft({ body: 'Some text' }), reqs({ bodyPolicy: 'required' }), [])).toEqual([]);
    expect(ids(requirementFindings(draft({ body: 'Some text' }), reqs({ bodyPolicy: 'notAllowed' }), []))).toEqual(['body-policy:removed']);
    expect(requirementFindings(draft({ link: 'https://a.com' }), reqs({ bodyPolicy: 'notAllowed' }), [])).toEqual([]);
  });

  it('gallery: within min and max items (go-reddit 2–20), only for gallery posts', () => {
    const go = reqs({ galleryMinItems: 2, galleryMaxItems: 20 });
    expect(ids(requirementFindings(draft({ galleryItems: 1 }), go, []))).toEqual(['gallery-min-items:removed']);
    expect(ids(requirementFindings(draft({ galleryItems: 21 }), go, []))).toEqual(['gallery-max-items:removed']);
    expect(requirementFindings(draft({ galleryItems: 2 }), go, [])).toEqual([]);
    expect(requirementFindings(draft({ galleryItems: 20 }), go, [])).toEqual([]);
    expect(requirementFindings(draft(), go, [])).toEqual([]);
  });
});

describe('recorded submission settings', () => {
  it('r/redditdev (text only, no media): a link post is refused; a text post passes', () => {
    const s = mapSubmissionSettings(about('asyncpraw-about-redditdev-2020-07-05.json'));
    expect(s).toMatchObject({ submissionType: 'self', allowImages: false, allowGalleries: false, linkFlairEnabled: true });
    expect(ids(settingFindings(draft({ link: 'https://github.com/praw-dev/praw' }), s))).toEqual(['setting-text-only:removed']);
    expect(settingFindings(draft({ body: 'How do I page /new?' }), s)).toEqual([]);
  });

  it('r/redditrequest (links only): a text post is refused', () => {
    const s = mapSubmissionSettings(about('asyncpraw-about-redditrequest-2020-07-05.json'));
    expect(ids(settingFindings(draft({ body: 'please' }), s))).toEqual(['setting-link-only:removed']);
    expect(ids(settingFindings(draft({ link: 'https://i.imgur.com/a.png' }), s))).toEqual(['setting-images:removed']);
  });

  it('r/redditgetsdrawn (images yes, galleries no); r/redditmobile (anything)', () => {
    const drawn = mapSubmissionSettings(about('asyncpraw-about-redditgetsdrawn-2020-07-05.json'));
    expect(settingFindings(draft({ link: 'https://i.imgur.com/a.jpg' }), drawn)).toEqual([]);
    expect(ids(settingFindings(draft({ galleryItems: 3 }), drawn))).toEqual(['setting-galleries:removed']);
    const mobile = mapSubmissionSettings(about('asyncpraw-about-redditmobile-2020-07-05.json'));
    expect(mobile.submitText).toBe('Please flair your post according to device.');
    for (const d of [draft(), draft({ link: 'https://youtu.be/x' }), draft({ galleryItems: 4 })])
      expect(settingFindings(d, mobile)).toEqual([]);
  });
});

describe('written rules, read with care', () => {
  it('Async PRAW "Do not spam" rules: a self-promoting draft may break them, worded as "may", with the exact rule text', () => {
    const rules = mapRules(fixture('asyncpraw-about-rules-testsub-2020-07-07.json'))!;
    const { findings, unread } = ruleFindings(draft({ title: 'I built an app for freelancers, check it out' }), rules);
    expect(findings.map((f) => f.title)).toEqual([
      'May break rule 1: No spa5',
      'May break rule 2: No spa3',
      'May break rule 3: No spa4',
      'May break rule 4: No spa2',
      'May break rule 5: No spa6',
    ]);
    expect(findings.every((f) => f.severity === 'likely-removed' && f.explanation.startsWith('May break rule'))).toBe(true);
    expect(findings[0]!.evidence).toEqual({
      kind: 'rule',
      label: 'Rule 1 (removal reason: No spa5)',
      text: 'No spa5 — Do not spam. Spam bad',
    });
    // 'Test Rule' and 'PRAW Test' say nothing we can read; the comment-only rule is not about posts.
    expect(unread.map((r) => r.shortName)).toEqual(['Test Rule', 'PRAW Test']);
    expect(ruleFindings(draft({ title: 'What is your onboarding checklist?' }), rules).findings).toEqual([]);
  });

  it('r/WhatCouldGoWrong: its NSFW-tag rule is read; the other four go to a person', () => {
    const rules = mapRules(fixture('draw-about-rules-whatcouldgowrong-2017-10-26.json'))!;
    const { findings, unread } = ruleFindings(draft({ title: 'Guy tries to jump a fence' }), rules);
    expect(findings).toEqual([]);
    expect(unread).toHaveLength(4);
    const gory = ruleFindings(draft({ title: 'Guy tries to jump a fence', body: 'Blood everywhere afterwards' }), rules).findings;
    expect(gory.map((f) => [f.id, f.offending])).toEqual([['rule-3-nsfw-tag', 'Blood everywhere']]);
    expect(ruleFindings(draft({ title: 'Guy tries to jump a fence [NSFW]', body: 'Blood everywhere afterwards' }), rules).findings).toEqual(
      [],
    );
  });

  it('hand-made rules: links, shorteners, surveys, title tags, capitals and questions', () => {
    const rule = (shortName: string, description = '', kind = 'all') => ({ shortName, description, kind });
    const check = (d: Draft, shortName: string, description = '') =>
      ruleFindings(d, [rule(shortName, description)]).findings.map((f) => f.id);
    expect(check(draft({ link: 'https://a.com' }), 'Text posts only')).toEqual(['rule-1-links']);
    expect(check(draft({ body: 'see https://a.com' }), 'No links')).toEqual(['rule-1-links']);
    expect(check(draft({ body: 'plain' }), 'No links')).toEqual([]);
    expect(check(draft({ link: 'https://bit.ly/x' }), 'No URL shorteners')).toEqual(['rule-1-shorteners']);
    expect(check(draft({ link: 'https://forms.gle/abc' }), 'No surveys')).toEqual(['rule-1-surveys']);
    expect(check(draft({ title: 'Please fill out my survey' }), 'No surveys')).toEqual(['rule-1-surveys']);
    expect(
      check(draft({ title: 'Which CRM do you use' }), 'Tag your post', 'Titles must start with [Question], [Discussion] or [Guide]'),
    ).toEqual(['rule-1-title-tag']);
    expect(
      check(
        draft({ title: '[Question] Which CRM do you use' }),
        'Tag your post',
        'Titles must start with [Question], [Discussion] or [Guide]',
      ),
    ).toEqual([]);
    expect(check(draft({ title: 'BEST CRM FOR SMALL TEAMS' }), 'No all caps titles')).toEqual(['rule-1-all-caps']);
    expect(check(draft({ title: 'Which CRM should I use?' }), 'No beginner questions', 'Use the weekly thread')).toEqual([
      'rule-1-questions',
    ]);
    expect(ruleFindings(draft({ link: 'https://a.com' }), [rule('No links', '', 'comment')]).findings).toEqual([]);
  });
});

describe('score and result', () => {
  it('100 minus 50 / 25 / 8 per finding, within 0-100; any refusal keeps it at 20 or below', () => {
    const f = (severity: 'removed' | 'likely-removed' | 'weak' | 'good') => ({
      id: 'x',
      severity,
      field: 'post' as const,
      title: '',
      explanation: '',
      evidence: { kind: 'norm' as const, label: '', text: '' },
    });
    expect(draftScore([])).toBe(100);
    expect(draftScore([f('good'), f('good')])).toBe(100);
    expect(draftScore([f('weak')])).toBe(92);
    expect(draftScore([f('likely-removed'), f('weak')])).toBe(67);
    expect(draftScore([f('removed')])).toBe(20);
    expect(draftScore([f('removed'), f('removed'), f('removed')])).toBe(0);
    expect(draftScore(Array.from({ length: 5 }, () => f('likely-removed')))).toBe(0);
  });

  it('without rules: says so, states what is not visible, and scores from norms only', () => {
    const r = checkDraft({ subreddit: 'marketing', draft: draft(), rules: null, rulesUnreachable: false, norms: NO_NORMS, flairs: [] });
    expect(r).toMatchObject({ subreddit: 'marketing', score: 100, findings: [], basis: { rules: 'none', postsAnalysed: 0 } });
    expect(r.basis.note).toBe(
      'Our data holds no rules for r/marketing (only the live Reddit connection reads them): checked against what does well there (0 of its posts) only.',
    );
    expect(r.notVisible[0]).toContain('AutoModerator');
    const down = checkDraft({
      subreddit: 'marketing',
      draft: draft(),
      rules: null,
      rulesUnreachable: true,
      norms: NO_NORMS,
      flairs: [],
    });
    expect(down.basis.note).toMatch(/^Reddit could not be reached for r\/marketing's rules/);
  });

  it('with recorded rules and requirements: refusals first, unread rules and repost age under not visible', () => {
    const r = checkDraft({
      subreddit: 'testsub',
      draft: draft({ title: 'no', body: 'I built a tool, check it out', link: 'https://example.com/x' }),
      rules: {
        rules: mapRules(fixture('asyncpraw-about-rules-testsub-2020-07-07.json')),
        requirements: mapPostRequirements(fixture('go-reddit-post_requirements-testsub-2020-09-22.json')),
        settings: mapSubmissionSettings(about('asyncpraw-about-redditmobile-2020-07-05.json')),
        fetchedAt: Date.UTC(2026, 2, 5) / 1000,
      },
      rulesUnreachable: false,
      norms: NO_NORMS,
      flairs: [],
    });
    expect(r.findings.slice(0, 3).map((f) => f.severity)).toEqual(['removed', 'removed', 'removed']);
    expect(r.findings.filter((f) => f.severity === 'likely-removed')).toHaveLength(5);
    expect(r.score).toBe(0);
    expect(r.verdict).toBe('Will be removed as it stands: 5 hard requirements broken.');
    expect(r.basis).toMatchObject({ rules: 'live', note: expect.stringContaining('as Reddit gave them on 2026-03-05') });
    expect(r.notVisible).toEqual(
      expect.arrayContaining([expect.stringContaining('in the last 2 days'), expect.stringContaining('Rule 6, “Test Rule”')]),
    );
  });
});
