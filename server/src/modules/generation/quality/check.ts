/**
 * The quality checker: runs a generator (either engine, through the port) over a matrix of
 * communities × queries × templates × writing styles, comments in every tone on a sample of the
 * posts, rewrites of those comments and rounds of 'Generate more', and counts what the rules find.
 */
import { COMMENT_TONES, type CommentIdea, type GeneratedPost, type PostTemplate, type WritingStyle } from '@subreddit-signal/contract';
import type { CommunityProfile } from '../community';
import type { Generator } from '../port';
import { artefacts, repeatedPhrases } from './artefacts';
import { listSizes, statedFigures, untrueFigures, type CommunityFacts } from './figures';
import { withoutAsks } from './writing';
import { missingQueryTerms, namesSubject, tagVerdict } from './relevance';
import { differsSubstantially, tonesDiffer } from './similarity';
import { sentences, tokens } from './words';

export interface MatrixCommunity {
  profile: CommunityProfile;
  /** The analysis engine's figures for it. */
  facts: CommunityFacts;
  /** Its hashtags (the analysis') and the text of each of its posts. */
  tags: readonly string[];
  docs: readonly string[];
}

export interface Matrix {
  communities: readonly MatrixCommunity[];
  queries: readonly string[];
  templates: readonly PostTemplate[];
  styles: readonly WritingStyle[];
  /** Posts per call (the API's 3). */
  count: number;
  /** Comments and rewrites on the first post of each community × query × template in this style. */
  commentStyle: WritingStyle;
  /** Rounds of 'Generate more' measured per query × template × style (on the first community). */
  rounds: number;
}

export interface Example {
  what: string;
  where: string;
  text: string;
}

export interface QualityReport {
  posts: number;
  postsWithArtefacts: number;
  artefacts: Record<string, number>;
  repeatedPhrases: number;
  covered: number;
  bodyCovered: number;
  hashtags: number;
  unrelatedHashtags: number;
  malformedHashtags: number;
  figures: number;
  untrueFigures: number;
  batchRepeats: number;
  moreRounds: number;
  moreTitlesDistinct: number;
  moreTitles: number;
  moreOpeningsDistinct: number;
  moreOpenings: number;
  comments: number;
  commentArtefacts: number;
  commentsGrounded: number;
  tonePairs: number;
  tonePairsDiffering: number;
  rewrites: number;
  rewritesDiffering: number;
  examples: Example[];
}

const EXAMPLES_PER_KIND = Number(process.env.QUALITY_EXAMPLES ?? 4);
const titleKey = (t: string) => tokens(t.replace(/\d+/g, '#')).join(' ');
/** A body's first real sentence (a bold lead-in such as 'Context.' is not one). */
const opening = (body: string) => sentences(body).find((s) => s.split(/\s+/).length >= 4) ?? '';

function emptyReport(): QualityReport {
  return {
    posts: 0,
    postsWithArtefacts: 0,
    artefacts: {},
    repeatedPhrases: 0,
    covered: 0,
    bodyCovered: 0,
    hashtags: 0,
    unrelatedHashtags: 0,
    malformedHashtags: 0,
    figures: 0,
    untrueFigures: 0,
    batchRepeats: 0,
    moreRounds: 0,
    moreTitlesDistinct: 0,
    moreTitles: 0,
    moreOpeningsDistinct: 0,
    moreOpenings: 0,
    comments: 0,
    commentArtefacts: 0,
    commentsGrounded: 0,
    tonePairs: 0,
    tonePairsDiffering: 0,
    rewrites: 0,
    rewritesDiffering: 0,
    examples: [],
  };
}

export async function checkMatrix(gen: Generator, m: Matrix): Promise<QualityReport> {
  const r = emptyReport();
  const example = (what: string, where: string, text: string) => {
    if (r.examples.filter((e) => e.what === what).length < EXAMPLES_PER_KIND) r.examples.push({ what, where, text });
  };
  let nonce = 1;
  for (const c of m.communities) {
    for (const query of m.queries) {
      for (const template of m.templates) {
        for (const style of m.styles) {
          const where = `r/${c.profile.name} · ${template} · ${style} · "${query}"`;
          const posts = await gen.posts({
            community: c.profile,
            searchQuery: query,
            template,
            writingStyle: style,
            count: m.count,
            nonce: nonce++,
          });
          scorePosts(r, posts, c, query, where, example);
          if (style === m.commentStyle && posts[0]) await scoreComments(r, gen, posts[0], c, query, where, nonce++, example);
        }
      }
    }
  }
  // 'Generate more': rounds on one community, each avoiding the titles given before (as the service does).
  const first = m.communities[0];
  if (first && m.rounds > 1) {
    for (const query of m.queries) {
      for (const template of m.templates) {
        for (const style of m.styles) {
          const given: GeneratedPost[] = [];
          for (let round = 0; round < m.rounds; round++) {
            const avoid = given.map((p) => p.title);
            given.push(
              ...(await gen.posts({
                community: first.profile,
                searchQuery: query,
                template,
                writingStyle: style,
                count: m.count,
                nonce: nonce++,
                avoid,
              })),
            );
          }
          r.moreRounds++;
          r.moreTitles += given.length;
          r.moreTitlesDistinct += new Set(given.map((p) => titleKey(p.title))).size;
          r.moreOpenings += given.length;
          r.moreOpeningsDistinct += new Set(given.map((p) => opening(p.body))).size;
        }
      }
    }
  }
  return r;
}

type Note = (what: string, where: string, text: string) => void;

function scorePosts(r: QualityReport, posts: GeneratedPost[], c: MatrixCommunity, query: string, where: string, example: Note) {
  const titles = new Set<string>();
  const openings = new Set<string>();
  for (const p of posts) {
    r.posts++;
    const text = `${p.title}\n\n${p.body}\n\n${p.callToAction}`;
    // A body may restate its headline; what reads as filler is a phrase said twice after it.
    const found = [...artefacts(text), ...repeatedPhrases(`${p.body}\n\n${p.callToAction}`, tokens(query))];
    if (found.length > 0) r.postsWithArtefacts++;
    for (const f of found) {
      r.artefacts[f.rule] = (r.artefacts[f.rule] ?? 0) + 1;
      if (f.rule === 'repeated-phrase') r.repeatedPhrases++;
      example(f.rule, where, `${f.text} — in: ${p.title}`);
    }
    if (missingQueryTerms(query, p).length === 0) r.covered++;
    else example('topic-missing', where, `missing ${missingQueryTerms(query, p).join(', ')} — ${p.title}`);
    if (missingQueryTerms(query, { title: '', body: p.body }).length === 0) r.bodyCovered++;
    for (const tag of p.hashTags) {
      r.hashtags++;
      const verdict = tagVerdict(tag, { query, communityTags: c.tags, docs: c.docs });
      if (verdict === 'unrelated') {
        r.unrelatedHashtags++;
        example('unrelated-hashtag', where, tag);
      }
      if (verdict === 'malformed') {
        r.malformedHashtags++;
        example('malformed-hashtag', where, tag);
      }
    }
    const figureCtx = { query, listItems: listSizes(p.body), facts: c.facts };
    // The user's bracketed asks ('[in a sentence or two]') and quoted thread titles are not the writer's claims (decision 025).
    for (const part of [p.title, p.body, p.callToAction].map(withoutAsks)) {
      const untrue = untrueFigures(part, figureCtx);
      r.figures += statedFigures(part).length;
      r.untrueFigures += untrue.length;
      for (const f of untrue)
        example('untrue-figure', where, `'${f.text}' in: ${sentences(part).find((s) => s.includes(f.text)) ?? part.slice(0, 120)}`);
    }
    const t = titleKey(p.title);
    const o = opening(p.body);
    if (titles.has(t) || openings.has(o)) {
      r.batchRepeats++;
      example('batch-repeat', where, p.title);
    }
    titles.add(t);
    openings.add(o);
  }
}

async function scoreComments(
  r: QualityReport,
  gen: Generator,
  post: GeneratedPost,
  c: MatrixCommunity,
  query: string,
  where: string,
  nonce: number,
  example: Note,
) {
  const byTone = new Map<string, CommentIdea[]>();
  for (const tone of COMMENT_TONES) {
    const comments = await gen.comments({ post, community: c.profile, tone, count: 3, nonce });
    byTone.set(tone, comments);
    for (const cm of comments) {
      r.comments++;
      const found = [...artefacts(`${cm.title}. ${cm.response}`), ...repeatedPhrases(cm.response, tokens(query))];
      if (found.length > 0) {
        r.commentArtefacts++;
        example(`comment-${found[0]!.rule}`, where, `${found[0]!.text} — in: ${cm.response}`);
      }
      if (namesSubject(cm.response, query)) r.commentsGrounded++;
      else example('comment-off-subject', `${where} · ${tone}`, `${cm.title}: ${cm.response}`);
    }
    for (const cm of comments) {
      const v = await gen.commentVersion({ comment: cm, tone, nonce: nonce + 1 });
      r.rewrites++;
      if (differsSubstantially(cm.response, v.response)) r.rewritesDiffering++;
      else example('rewrite-same', `${where} · ${tone}`, `${cm.response}  →  ${v.response}`);
    }
  }
  const tones = [...byTone.values()];
  for (let i = 0; i < tones.length; i++) {
    for (let j = i + 1; j < tones.length; j++) {
      const a = tones[i]!;
      const b = tones[j]!;
      for (let k = 0; k < Math.min(a.length, b.length); k++) {
        r.tonePairs++;
        if (tonesDiffer(a[k]!.response, b[k]!.response)) r.tonePairsDiffering++;
        else example('tones-alike', where, `${a[k]!.response}  |  ${b[k]!.response}`);
      }
    }
  }
}
