/**
 * npm run quality: the generated-text quality checker (issue 15, decision 019). Generates a fixed
 * matrix with the built-in engine (every template × writing style × the queries below × the
 * communities below, from the bundled snapshot; comments in every tone on a sample; rewrites;
 * three rounds of 'Generate more') and prints what the rules in
 * server/src/modules/generation/quality/ find. Also part of npm run bench.
 *   npm run quality            the figures and a few examples of each failure
 *   npm run quality -- --json  the whole report as JSON
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { POST_TEMPLATES, WRITING_STYLES } from '@subreddit-signal/contract';
import { analyzeSubreddit } from '../server/src/modules/analysis';
import { builtInGenerator } from '../server/src/modules/generation/built-in';
import { buildCommunityProfile } from '../server/src/modules/generation/community';
import type { Generator } from '../server/src/modules/generation/port';
import { checkMatrix, type MatrixCommunity, type QualityReport } from '../server/src/modules/generation/quality/check';
import { factsOf } from '../server/src/modules/generation/quality';
import { SnapshotSource } from '../server/src/modules/reddit/snapshot-source';
import { ideaTopics } from '../server/src/modules/generation/built-in/ideas';
import { WritingCheck, type WritingReport } from '../server/src/modules/generation/quality/writing';
import type { WritingStyle } from '@subreddit-signal/contract';
import { readdirSync } from 'node:fs';

import { runDraftQuality } from './quality-drafts';
import { print as printThemes, runThemeQuality } from './quality-themes';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What marketers type into the generator's search box. */
export const QUALITY_QUERIES = [
  'launching a budgeting app',
  'hiring our first marketer',
  'email marketing for a small bakery',
  'how to grow a newsletter past 1,000 subscribers',
  'getting the first customers for a B2B SaaS',
  'Is SEO still worth it for local businesses?',
  'promoting a podcast on a tiny budget',
  'writing cold emails that get replies',
  'pricing a freelance design service',
  'growing an Instagram account for a handmade jewelry shop',
  'running Facebook ads for an online course',
  'building a waitlist before launch',
  'getting reviews for a mobile game',
  // Questions, as marketers type them too (decision 090): an explanation, a doing weighed, a choice.
  'how does compound interest work',
  'why do people unsubscribe from newsletters',
  'is it worth hiring a social media agency',
  "what's the best budget mic for podcasting",
];

/** Communities of the bundled snapshot with posts, from marketing work to far from it. */
export const QUALITY_COMMUNITIES = [
  'marketing',
  'startups',
  'smallbusiness',
  'entrepreneur',
  'socialmedia',
  'personalfinance',
  'podcasts',
  'cars',
];

export async function loadQualityCommunities(names: readonly string[] = QUALITY_COMMUNITIES): Promise<MatrixCommunity[]> {
  const snapshot = await SnapshotSource.open(path.join(ROOT, 'data/snapshot'));
  const out: MatrixCommunity[] = [];
  for (const name of names) {
    const found = await snapshot.subredditPosts(name);
    if (!found) throw new Error(`r/${name} is not in the bundled snapshot`);
    const analysis = analyzeSubreddit({
      subreddit: found.subreddit,
      posts: found.posts,
      asOf: found.asOf,
      provenance: { kind: found.kind, label: '', dataDate: null },
      tier: 'paid',
    });
    out.push({
      profile: buildCommunityProfile(found, analysis),
      facts: factsOf(analysis),
      tags: analysis.hashTags,
      docs: found.posts.map((p) => `${p.title} ${p.selftext}`.toLowerCase()),
    });
  }
  return out;
}

export async function runQuality(generator: Generator = builtInGenerator()): Promise<QualityReport> {
  return checkMatrix(generator, {
    communities: await loadQualityCommunities(),
    queries: QUALITY_QUERIES,
    templates: POST_TEMPLATES,
    styles: WRITING_STYLES,
    count: 3,
    commentStyle: 'Friendly',
    rounds: 3,
  });
}

const pct = (n: number, of: number) => (of === 0 ? '—' : `${((100 * n) / of).toFixed(1)} %`);

/** The report as rows: figure, value, target, met. */
export function qualityRows(r: QualityReport) {
  const artefactCount = Object.values(r.artefacts).reduce((s, n) => s + n, 0);
  return [
    { figure: 'posts generated', value: String(r.posts), target: '', met: '' },
    {
      figure: 'slot-filling artefacts (findings)',
      value: `${artefactCount} in ${r.postsWithArtefacts} posts ${JSON.stringify(r.artefacts)}`,
      target: '0',
      met: artefactCount === 0,
    },
    { figure: 'topic coverage (title or body)', value: pct(r.covered, r.posts), target: '>= 95 %', met: r.covered >= 0.95 * r.posts },
    { figure: 'topic coverage (body alone)', value: pct(r.bodyCovered, r.posts), target: '', met: '' },
    { figure: 'unrelated hashtags', value: `${r.unrelatedHashtags} of ${r.hashtags}`, target: '0', met: r.unrelatedHashtags === 0 },
    { figure: 'malformed hashtags', value: `${r.malformedHashtags} of ${r.hashtags}`, target: '0', met: r.malformedHashtags === 0 },
    {
      figure: 'untrue figures (not from query, list or analysis)',
      value: `${r.untrueFigures} of ${r.figures}`,
      target: '0',
      met: r.untrueFigures === 0,
    },
    { figure: 'repeated title or opening within a batch', value: String(r.batchRepeats), target: '0', met: r.batchRepeats === 0 },
    { figure: `distinct titles over ${3} rounds of Generate more`, value: pct(r.moreTitlesDistinct, r.moreTitles), target: '', met: '' },
    { figure: 'distinct openings over Generate more', value: pct(r.moreOpeningsDistinct, r.moreOpenings), target: '', met: '' },
    { figure: 'comments generated', value: String(r.comments), target: '', met: '' },
    { figure: 'comments with artefacts', value: String(r.commentArtefacts), target: '0', met: r.commentArtefacts === 0 },
    {
      figure: 'comments naming the post subject',
      value: pct(r.commentsGrounded, r.comments),
      target: '>= 95 %',
      met: r.commentsGrounded >= 0.95 * r.comments,
    },
    { figure: 'tone pairs differing beyond the opener', value: pct(r.tonePairsDiffering, r.tonePairs), target: '', met: '' },
    { figure: 'rewrites differing substantially', value: pct(r.rewritesDiffering, r.rewrites), target: '', met: '' },
  ];
}

/** Every community of the bundled snapshot (hobby, learning, gaming and news ones too). */
export const snapshotCommunityNames = () =>
  readdirSync(path.join(ROOT, 'data/snapshot/posts'))
    .filter((f) => f.endsWith('.json.br'))
    .map((f) => f.slice(0, -'.json.br'.length))
    .sort();

/**
 * Writing worth posting (issue 25) on every snapshot community: for each, two topics its members
 * talk about (its own keywords) and one marketer's query (rotated), every template in a rotating
 * style, a comment on each first post, and its post ideas.
 */
export async function runWritingQuality(
  generator: Generator = builtInGenerator(),
  names: readonly string[] = snapshotCommunityNames(),
): Promise<WritingReport> {
  const check = new WritingCheck();
  const communities = await loadQualityCommunities(names);
  let nonce = 1;
  for (const [i, c] of communities.entries()) {
    // Its keywords keep their capitals (as post ideas use them); the marketer's query is read as typed.
    const own = ideaTopics(c.profile.keywords, c.profile.name).slice(0, 2);
    for (const query of [...own, QUALITY_QUERIES[i % QUALITY_QUERIES.length]!]) {
      const keepCase = own.includes(query);
      for (const [t, template] of POST_TEMPLATES.entries()) {
        const style: WritingStyle = WRITING_STYLES[(i + t) % WRITING_STYLES.length]!;
        const where = `r/${c.profile.name} · ${template} · ${style} · "${query}"`;
        const posts = await generator.posts({
          community: c.profile,
          searchQuery: query,
          keepCase,
          template,
          writingStyle: style,
          count: 3,
          nonce: nonce++,
        });
        for (const p of posts) check.post(c.profile, query, p, where);
        if (posts[0]) {
          const comments = await generator.comments({ post: posts[0], community: c.profile, tone: 'Friendly', count: 3, nonce: nonce++ });
          for (const cm of comments) check.comment(c.profile, posts[0], cm, where);
        }
      }
    }
    for (const group of await generator.ideas({ communities: [c.profile], perCommunity: 3, nonce: nonce++ })) {
      for (const p of group.posts) check.post(c.profile, '', p, `r/${c.profile.name} · post idea`);
    }
  }
  return check.result();
}

export function writingRows(w: WritingReport) {
  return [
    {
      figure: 'texts checked (posts, ideas, comments; every snapshot community)',
      value: `${w.texts} (${w.posts} posts and ideas, ${w.comments} comments)`,
      target: '',
      met: '',
    },
    {
      figure: 'texts with invented figures, durations or first-person results',
      value: String(w.invented),
      target: '0',
      met: w.invented === 0,
    },
    {
      figure: 'posts naming the query more than once (title or body)',
      value: String(w.queryRepeated),
      target: '0',
      met: w.queryRepeated === 0,
    },
    {
      figure: 'posts out of the community register',
      value: pct(w.registerMismatch, w.posts),
      target: '<= 5 %',
      met: w.registerMismatch <= 0.05 * w.posts,
    },
    {
      figure: 'posts with hashtags where members use none',
      value: String(w.hashtagsWhereNone),
      target: '0',
      met: w.hashtagsWhereNone === 0,
    },
    {
      figure: 'sentences recurring across communities (sentences holding an ask left out)',
      value: pct(w.recurringSentences, w.sentences),
      target: '<= 5 %',
      met: w.recurringSentences <= 0.05 * w.sentences,
    },
    {
      figure: '… of texts on a topic the community writes about',
      value: pct(w.materialRecurring, w.materialSentences),
      target: '<= 5 %',
      met: w.materialRecurring <= 0.05 * w.materialSentences,
    },
    {
      figure: 'sentences holding an ask whose frame recurs across communities',
      value: pct(w.askFramesRecurring, w.askFrames),
      target: '',
      met: '',
    },
    {
      figure: 'body lines that are only a bracketed ask and a short label',
      value: pct(w.formLines, w.lines),
      target: '',
      met: '',
    },
    {
      figure: 'posts at least half made of such lines (forms)',
      value: pct(w.formPosts, w.posts),
      target: '<= 10 %',
      met: w.formPosts <= 0.1 * w.posts,
    },
    {
      figure: '… counted by sentence (one-line forms too)',
      value: pct(w.formSentencePosts, w.posts),
      target: '<= 10 %',
      met: w.formSentencePosts <= 0.1 * w.posts,
    },
    {
      figure: 'slot fillers out of role (person, place, occasion, name) or off the topic',
      value: `${w.misfitFillers} of ${w.fillers}`,
      target: '<= 2 %',
      met: w.misfitFillers <= 0.02 * w.fillers,
    },
    {
      figure: 'fillers of sentences that presuppose using them, never handled by members',
      value: `${w.unhandledFillers} of ${w.usingFillers}`,
      target: '<= 2 %',
      met: w.unhandledFillers <= 0.02 * w.usingFillers,
    },
    {
      figure: 'comments naming the post subject',
      value: pct(w.commentsNamingSubject, w.comments),
      target: '>= 95 %',
      met: w.commentsNamingSubject >= 0.95 * w.comments,
    },
    {
      figure: 'comments out of the community register',
      value: pct(w.commentRegisterMismatch, w.comments),
      target: '<= 5 %',
      met: w.commentRegisterMismatch <= 0.05 * w.comments,
    },
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const report = await runQuality();
  const writing = await runWritingQuality();
  if (process.argv.includes('--json')) console.log(JSON.stringify({ ...report, writing }, null, 2));
  else {
    console.table(qualityRows(report));
    console.log('\nExamples of each failure (at most 4):');
    for (const e of report.examples) console.log(`- [${e.what}] ${e.where}\n    ${e.text}`);
    console.log('\nWriting worth posting, every snapshot community (issue 25):');
    console.table(writingRows(writing));
    for (const e of writing.examples) console.log(`- [${e.what}] ${e.where}\n    ${e.text}`);
    console.log('\nSentences said most often in more than one community (uses · communities):');
    for (const x of writing.mostRecurring) console.log(`  ${x.uses} · ${x.communities}  ${x.sentence}`);
    // The draft checker's labelled set (issue 24) and the audience themes' precision (issue 26).
    await runDraftQuality();
    printThemes(await runThemeQuality());
    console.log(`\n${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}
