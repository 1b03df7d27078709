import type {
  AnalysedPost,
  CommunityFetchProgress,
  SearchHistoryResponse,
  SimilarSubreddits,
  SubredditAnalysis,
  SubredditSearchResult,
} from '@subreddit-signal/contract';
import { PAID_ANALYSIS_REUSE_HOURS, fetchProgressMessage, parseRedditPostUrl, bareSubredditName } from '@subreddit-signal/contract';
import type { Database } from '../../db/client';
import { HttpError, badRequest, notFound } from '../../platform/errors';
import {
  analyzePost,
  analyzeSubreddit,
  canonicalPosts,
  postingRules,
  postsPerWeekFigure,
  windowStats,
  type ActivityStats,
  type AnalysisProvenance,
} from '../analysis';
import { expansionsOf } from '../discovery';
import { withCreditReusable } from '../credits';
import { bareSubredditInfo, type SharedSubredditPosts, type SubredditInfo, type SubredditPosts, type SubredditProfile } from '../reddit';
import { analysedCommunities, listHistory, recordAnalysedCommunity, recordHistory, type HistoryQuery } from './repository';
import type { RedditData, SourceAnswer } from './reddit-data';

export const SEARCH_RESULTS = 25;
export const SUGGESTIONS = 8;
/** Catalogue-only communities listed after the analysable ones, at most. */
export const CATALOGUE_ONLY_RESULTS = 5;

const subredditNotFound = (name: string, why?: string) =>
  notFound(`We couldn't find r/${name}. Check the name and try again.${why ? ` (${why})` : ''}`);

const SOURCE_NAMES: Record<SourceAnswer['kind'], string> = {
  live: "Reddit's API",
  archive: 'the Arctic Shift Reddit archive',
  imported: 'the imported Reddit data',
  snapshot: 'the bundled 2013 sample',
};

/**
 * "Check the link" alone blames the user: the message also says which sources were asked and what
 * each answered. When the only source that could know a current post could not be asked, that is
 * an outage (503), not a missing post.
 */
function postNotFound(asked: readonly SourceAnswer[]) {
  const parts = asked.map((a) => `${SOURCE_NAMES[a.kind]} ${a.failure ? `could not be asked (${a.failure})` : 'does not have it'}`);
  const why = parts.length > 0 ? ` We asked ${parts.join('; ')}.` : '';
  const outage = asked.find((a) => a.failure && (a.kind === 'archive' || a.kind === 'live'));
  if (outage) return new HttpError(503, `We couldn't load this post right now.${why} Please try again in a few minutes.`);
  return notFound(`We couldn't find this post. Check the link and try again.${why}`);
}

/** Hours after posting within which the archive's score of a post is still an early one. */
const EARLY_RECORD_HOURS = 6;

/** '; 412 of 450 posts were recorded within 6 hours of posting, so their scores are early ones' (archive data carries retrieved_on). */
function earlyNote(data: SharedSubredditPosts): string {
  const recorded = data.posts.filter((p) => typeof (p as { retrievedOn?: unknown }).retrievedOn === 'number');
  const early = recorded.filter(
    (p) => (p as unknown as { retrievedOn: number }).retrievedOn - p.createdUtc < EARLY_RECORD_HOURS * 3600,
  ).length;
  return early > 0
    ? `; ${early} of ${data.posts.length} posts were recorded within ${EARLY_RECORD_HOURS} hours of posting, so their scores are early ones`
    : '';
}

/** How an analysis names where its numbers come from. */
export function provenanceOf(data: SharedSubredditPosts): AnalysisProvenance {
  const label =
    data.kind === 'snapshot'
      ? 'Bundled sample data from August 2013 (all-time top posts)'
      : data.kind === 'imported'
        ? 'Imported Reddit data'
        : data.kind === 'archive'
          ? // No fetch time in here: it is dataSource.asOf, which each reader shows in its reader's zone (issue 28).
            `The Arctic Shift Reddit archive (scores and comment counts as the archive recorded them${earlyNote(data)})`
          : 'Live Reddit data';
  return { kind: data.kind, label, dataDate: data.dataDate };
}

/**
 * Without the live Reddit API only communities with stored posts (the snapshot's, imported ones)
 * can be analysed; the rest of the catalogue (names and descriptions only) is neither suggested
 * nor listed, so no suggestion or result leads to "We couldn't find r/…".
 */
const analysableOnly = (data: RedditData) => ({ analysableOnly: !data.sources.some((s) => s.kind === 'live' || s.kind === 'archive') });

type Hit = { profile: SubredditProfile; catalogueOnly: boolean };

/**
 * The archive's subreddit search beside the catalogue (name prefixes of the query's words, of the
 * words run together: 'email marketing' → emailmarketing, and of the query's expansions), one short attempt each: current
 * subscriber counts for catalogue hits, communities the catalogue lacks after them, and a
 * community named exactly by the query first ('fitness' → r/Fitness), whose fetch starts now.
 * NSFW communities stay out. When the archive cannot answer, the catalogue's hits stand alone.
 */
/** Most name prefixes one search asks the archive about (in parallel, one short attempt each). */
const MAX_ARCHIVE_PREFIXES = 6;

/**
 * The name prefixes to ask the archive about: the query's words run together and one by one, then
 * the same for each of the catalogue's expansions of it ('fitness' → workout, gym; 'saas' →
 * softwarestartup, software, startup …), words under 3 letters of an expansion left out as noise.
 */
export function archivePrefixes(q: string, words: readonly string[]): string[] {
  const split = (text: string) =>
    text
      .toLowerCase()
      .split(/[^a-z0-9_]+/)
      .filter(Boolean);
  const out = [words.join(''), ...words];
  for (const expansion of expansionsOf(q)) {
    const parts = split(expansion);
    out.push(parts.join(''), ...parts.filter((w) => w.length >= 3));
  }
  return [...new Set(out.filter((p) => p.length >= 2))].slice(0, MAX_ARCHIVE_PREFIXES);
}

async function withArchiveHits(data: RedditData, q: string, hits: Hit[]): Promise<Hit[]> {
  const archive = data.archive;
  if (!archive) return hits;
  const words = q
    .toLowerCase()
    .split(/[^a-z0-9_]+/)
    .filter((w) => w.length >= 2);
  if (words.length === 0) return hits;
  const joined = words.join('');
  const prefixes = archivePrefixes(q, words);
  const found = (await Promise.all(prefixes.map((p) => archive.searchSubreddits(p, 10).catch(() => [] as SubredditInfo[])))).flat();
  const current = new Map<string, SubredditInfo>();
  for (const info of found) if (!info.over18 && !current.has(info.name.toLowerCase())) current.set(info.name.toLowerCase(), info);
  const fresh = (profile: SubredditProfile): SubredditProfile => {
    const now = current.get(profile.info.name.toLowerCase());
    return now?.subscribers != null
      ? { ...profile, info: { ...profile.info, subscribers: now.subscribers, subscribersYear: now.subscribersYear } }
      : profile;
  };
  const known = new Set(hits.map((h) => h.profile.info.name.toLowerCase()));
  const extra = [...current.values()]
    .filter((info) => !known.has(info.name.toLowerCase()) && (info.subscribers ?? 0) >= 100)
    .sort((x, y) => (y.subscribers ?? 0) - (x.subscribers ?? 0))
    .slice(0, 10)
    .map((info): Hit => ({ profile: { info, terms: {}, postCount: 0, postsPerWeek: 0 }, catalogueOnly: false }));
  const merged = [...hits.map((h) => ({ ...h, profile: fresh(h.profile) })), ...extra].slice(0, SEARCH_RESULTS);
  const exact = merged.findIndex((h) => h.profile.info.name.toLowerCase() === joined);
  if (exact > 0) merged.unshift(...merged.splice(exact, 1));
  if (exact >= 0) await archive.fetches.request(merged[0].profile.info.name).catch(() => undefined);
  return merged;
}

export function suggest(data: RedditData, query: string): string[] {
  return data.catalogue.suggest(query.trim(), SUGGESTIONS, analysableOnly(data));
}

/**
 * What a search card shows about a community with stored posts, from the engine's own functions:
 * posts per week exactly as the analysis computes posts_per_week, and the badges from its posts
 * and description. Remembered per data moment like the analyses.
 */
function cardFigures(data: RedditData, found: SubredditPosts) {
  return data.remember(`card:${analysisDataKey(found)}`, () => {
    const posts = canonicalPosts(found.posts);
    return {
      rate: postsPerWeekFigure(posts, found.asOf),
      rules: postingRules({ urlAllowed: found.subreddit.urlAllowed, description: found.subreddit.description, posts }),
    };
  });
}

/**
 * Keyword hits, analysable communities first. Offline, when fewer than SEARCH_RESULTS of those
 * pass the relevance floor, the best catalogue-only matches passing the same floor follow, marked
 * so the card says only the catalogue entry is known ('fitness' finds r/Fitness, not only
 * r/LifeProTips). Suggestions stay analysable-only: a suggestion leads straight to an analysis.
 */
function searchHits(data: RedditData, q: string) {
  const opts = analysableOnly(data);
  const hits = data.catalogue.search(q, SEARCH_RESULTS, opts).map((h) => ({ ...h, catalogueOnly: false }));
  if (!opts.analysableOnly || hits.length >= SEARCH_RESULTS) return hits;
  // The analysable hits are the only analysable ones above the floor, so this many cover the rest.
  // Stricter than the floor, because nothing but its catalogue entry backs these: every word of the
  // query appears in the community's name or title ('saas' must not bring r/CombatFootage).
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3);
  const namedByQuery = (info: { name: string; title: string }) => {
    const text = `${info.name} ${info.title}`.toLowerCase();
    return words.length > 0 && words.every((w) => text.includes(w));
  };
  const rest = data.catalogue
    .search(q, SEARCH_RESULTS + hits.length)
    .filter((h) => h.profile.postCount === 0 && namedByQuery(h.profile.info))
    .slice(0, Math.min(CATALOGUE_ONLY_RESULTS, SEARCH_RESULTS - hits.length));
  return [...hits, ...rest.map((h) => ({ ...h, catalogueOnly: true }))];
}

export async function searchSubreddits(db: Database, data: RedditData, userId: string, query: string) {
  const q = query.trim();
  // Below the catalogue's relevance floor nothing is listed: fewer results rather than unrelated ones.
  const hits = await withArchiveHits(data, q, searchHits(data, q));
  const results: SubredditSearchResult[] = await Promise.all(
    hits.map(async ({ profile, catalogueOnly }) => {
      const { info } = profile;
      const stored = profile.postCount > 0 ? await data.storedPosts(info.name).catch(() => null) : null;
      const figures = stored ? cardFigures(data, stored) : null;
      // Rules the live source already read (a draft check, the rules block) are the strongest evidence; no fetch per card.
      const known = await data.knownCommunityRules(info.name);
      // Without stored posts (live search over catalogue-only names) only what the catalogue knows.
      const rules = known
        ? postingRules({
            urlAllowed: known.settings?.submissionType ? known.settings.submissionType !== 'self' : info.urlAllowed,
            rules: known.rules,
            description: info.description,
            posts: stored ? canonicalPosts(stored.posts) : [],
          })
        : (figures?.rules ?? postingRules({ urlAllowed: info.urlAllowed, description: info.description, posts: [] }));
      return {
        name: info.name,
        header_title: info.title,
        description: info.description,
        subscribers: info.subscribers ?? 0,
        subscribersYear: info.subscribersYear,
        postPerWeek: figures ? figures.rate.perWeek : Math.round(profile.postsPerWeek * 100) / 100,
        ...(figures ? { postPerWeekOver: figures.rate.over } : {}),
        urlAllowed: rules.urls.status === 'allowed',
        flexibleRules: rules.rules.status === 'flexible' ? [rules.rules.reason] : [],
        postingRules: rules,
        ...(catalogueOnly ? { catalogueOnly: true } : {}),
      };
    }),
  );
  // A search that found nothing analysable is recorded without a community name, so no link to one we cannot analyse.
  const linked = results.find((r) => !r.catalogueOnly)?.name ?? '';
  await recordHistory(db, userId, { type: 'keyword', name: linked, headerTitle: q, noOfResult: results.length });
  return { results, explored: data.catalogue.size() };
}

/** A community's data, or the archive fetch still under way for it; `notice` says what failed and what is shown instead. */
type Loaded = { found: SharedSubredditPosts; notice: string | null } | CommunityFetchProgress;

/** Said when the archive client has stopped calling the archive after failures in a row. */
const ARCHIVE_DOWN = 'The Arctic Shift Reddit archive cannot be reached at the moment';
const FALLBACK_NAMES: Record<SubredditPosts['kind'], string> = {
  snapshot: 'the bundled sample from August 2013',
  imported: 'the imported Reddit data',
  live: 'live Reddit data',
  archive: 'the data fetched earlier',
};

/**
 * The community's data, current where the archive can give it: a community only old or no local
 * data covers waits for its archive fetch (202 with progress); a failed or empty fetch falls back
 * to local data, saying so, or fails with what went wrong.
 */
async function loadSubreddit(data: RedditData, rawName: string): Promise<Loaded> {
  const name = bareSubredditName(rawName);
  const { found, fetch, archiveDown } = await data.lookupCommunity(name);
  if (!fetch || found?.kind === 'live' || found?.kind === 'archive') {
    if (!found) throw subredditNotFound(name);
    return { found, notice: null };
  }
  // The archive failed calls in a row a moment ago (offline, an outage): this fetch will fail fast too, so the data held
  // is shown now rather than after the page's polls. The fetch still runs; a later visit finds its outcome.
  if ((fetch.status === 'queued' || fetch.status === 'running') && found && archiveDown)
    return { found, notice: `${ARCHIVE_DOWN}; this shows ${FALLBACK_NAMES[found.kind]} instead.` };
  if (fetch.status === 'queued' || fetch.status === 'running') {
    return {
      fetching: {
        subreddit: fetch.subreddit,
        status: fetch.status,
        postsSoFar: fetch.postsSoFar,
        commentsSoFar: fetch.commentsSoFar,
        message: fetchProgressMessage(fetch.subreddit, fetch.postsSoFar, fetch.status),
      },
    };
  }
  const why =
    fetch.status === 'failed'
      ? `Current data could not be fetched: ${fetch.error ?? 'the Arctic Shift Reddit archive could not be reached'}`
      : fetch.status === 'missing'
        ? 'The Arctic Shift Reddit archive knows no community by this name'
        : 'The Arctic Shift Reddit archive holds no posts of this community from the last year';
  if (found) return { found, notice: `${why}; this shows ${FALLBACK_NAMES[found.kind]} instead.` };
  if (fetch.status === 'failed')
    throw new HttpError(
      503,
      `We couldn't fetch r/${name}. ${why}, and no other data is held for this community. Please try again in a few minutes.`,
    );
  throw subredditNotFound(name, why);
}

/** Each remembered analysis with each notice it was shown with: the same object while both last (below). */
const noticed = new WeakMap<SubredditAnalysis, Map<string, SubredditAnalysis>>();
/** Notices kept per analysis: a failed fetch's reason is one of a few, and a new one replaces them all. */
const NOTICES_KEPT = 4;

/**
 * The analysis with the loading notice (what failed, what is shown instead) in its source label. The same analysis
 * with the same notice is the same object, so its JSON text is made once (jsonTextOf): offline, every warm free
 * analysis carries a notice, and a new object per request made the text again each time (issue 27).
 */
export function withNotice(analysis: SubredditAnalysis, notice: string | null): SubredditAnalysis {
  if (!notice) return analysis;
  let byNotice = noticed.get(analysis);
  if (!byNotice) noticed.set(analysis, (byNotice = new Map()));
  let shown = byNotice.get(notice);
  if (!shown) {
    if (byNotice.size >= NOTICES_KEPT) byNotice.clear();
    shown = { ...analysis, dataSource: { ...analysis.dataSource, label: `${analysis.dataSource.label}. ${notice}` } };
    byNotice.set(notice, shown);
  }
  return shown;
}

/** What an analysis of `found` depends on: source, community, the data's moment and size (the key of every memo built on it). */
export const analysisDataKey = (found: SharedSubredditPosts) =>
  `${found.kind}:${found.subreddit.name.toLowerCase()}:${found.asOf}:${found.posts.length}:${found.posts[0]?.id ?? ''}:${found.subreddit.subscribers ?? ''}`;

/** The analysis of `found` for a tier, memoised on the data (the pages, the generator and the reports share it). */
export function analyse(data: RedditData, found: SharedSubredditPosts, tier: 'free' | 'paid'): SubredditAnalysis {
  return data.remember(`subreddit:${tier}:${analysisDataKey(found)}`, () =>
    analyzeSubreddit({ subreddit: found.subreddit, posts: found.posts, asOf: found.asOf, provenance: provenanceOf(found), tier }),
  );
}

export async function subredditAbout(data: RedditData, name: string): Promise<{ subreddit: SubredditAnalysis } | CommunityFetchProgress> {
  const loaded = await loadSubreddit(data, name);
  if ('fetching' in loaded) return loaded;
  return { subreddit: withNotice(analyse(data, loaded.found, 'free'), loaded.notice) };
}

/** When this instance last wrote each user's free analysis of a community (`user id:name`, ms). */
const lastNoted = new Map<string, number>();
/** A page reloaded or polled writes its community once a minute at most; the order of communities is all the time is for. */
export const NOTE_EVERY_MS = 60_000;
const NOTES_KEPT = 10_000;

/**
 * Remembers that the user opened a free analysis of `name` (migration 024): their post ideas and
 * "Communities you analysed" follow it. Writes at most once a minute per user and community here.
 */
export async function noteAnalysedCommunity(db: Database, userId: string, name: string, nowMs: number): Promise<void> {
  const key = `${userId}:${name.toLowerCase()}`;
  const last = lastNoted.get(key);
  if (last !== undefined && nowMs - last >= 0 && nowMs - last < NOTE_EVERY_MS) return;
  if (lastNoted.size >= NOTES_KEPT) lastNoted.clear();
  lastNoted.set(key, nowMs);
  try {
    await recordAnalysedCommunity(db, userId, name);
  } catch (err) {
    lastNoted.delete(key); // the next analysis tries again
    throw err;
  }
}

/** Similar communities by content, with week and month activity from their own stored posts. */
async function similarTo(data: RedditData, found: SharedSubredditPosts): Promise<SimilarSubreddits> {
  const target = data.catalogue.profile(found.subreddit.name);
  if (!target) return { week: [], month: [] };
  const index = data.similarity();
  const pick = index.similar(target, () => undefined);
  const stats = new Map<string, ActivityStats>();
  await Promise.all(
    pick.week.map(async (row) => {
      const posts = await data.subredditPosts(row.Subreddit).catch(() => null);
      if (posts && posts.posts.length > 0) stats.set(row.Subreddit, windowStats(posts.posts, posts.subreddit.subscribers, posts.asOf));
    }),
  );
  return index.similar(target, (n) => stats.get(n));
}

/**
 * Paid analysis of a community: one credit, then free to reopen (reload, switch week/month) for
 * PAID_ANALYSIS_REUSE_HOURS. `charged` says whether this call spent the credit.
 */
export async function paidSubredditAbout(db: Database, now: Date, data: RedditData, userId: string, name: string) {
  // Unknown communities are refused, and ones still being fetched answered with progress, before any credit is taken.
  const loaded = await loadSubreddit(data, name);
  if ('fetching' in loaded) return { result: loaded, charged: false };
  const { found, notice } = loaded;
  const subject = `subreddit:${found.subreddit.name.toLowerCase()}`;
  return withCreditReusable(db, now, userId, subject, PAID_ANALYSIS_REUSE_HOURS, 'paid_subreddit_analysis', async () => ({
    subreddit: withNotice(analyse(data, found, 'paid'), notice),
    similarSubreddits: await similarTo(data, found),
  }));
}

async function loadPost(data: RedditData, url: string) {
  const ref = parseRedditPostUrl(url);
  if (!ref) throw badRequest('Invalid Reddit URL');
  const { thread, asked } = await data.postThreadExplained(ref.id);
  if (!thread) throw postNotFound(asked);
  const context = await data.subredditPosts(thread.post.subreddit);
  return { ref, thread, context };
}

function analysePost(
  loaded: Awaited<ReturnType<typeof loadPost>>,
  tier: 'free' | 'paid',
): { subreddit: SubredditAnalysis; post: AnalysedPost } {
  const { thread, context } = loaded;
  const subreddit = context?.subreddit ?? bareSubredditInfo(thread.post.subreddit);
  const asOf = context?.asOf ?? thread.post.createdUtc;
  const provenance = context ? provenanceOf(context) : { kind: 'snapshot' as const, label: 'This post only', dataDate: null };
  const result = analyzePost({
    post: thread.post,
    comments: thread.comments,
    repliesRead: thread.repliesRead,
    subredditPosts: context?.posts ?? [],
    subreddit,
    asOf,
    provenance,
    tier,
  });
  return { subreddit: result.subreddit, post: result.post };
}

export async function postAnalysis(db: Database, data: RedditData, userId: string, url: string) {
  const loaded = await loadPost(data, url);
  const result = analysePost(loaded, 'free');
  await recordHistory(db, userId, {
    type: 'redditUrl',
    name: loaded.thread.post.subreddit,
    headerTitle: loaded.thread.post.title,
    url: loaded.ref.canonicalUrl,
    noOfResult: 1,
  });
  return result;
}

/** Paid post analysis: one credit, free to reopen for PAID_ANALYSIS_REUSE_HOURS (as paidSubredditAbout). */
export async function advancedPostAnalysis(db: Database, now: Date, data: RedditData, userId: string, url: string) {
  const loaded = await loadPost(data, url);
  const subject = `post:${loaded.ref.id}`;
  return withCreditReusable(db, now, userId, subject, PAID_ANALYSIS_REUSE_HOURS, 'paid_post_analysis', async () =>
    analysePost(loaded, 'paid'),
  );
}

export function searchHistory(db: Database, userId: string, q: Partial<HistoryQuery>): Promise<SearchHistoryResponse> {
  return listHistory(db, userId, { page: q.page ?? 1, limit: q.limit ?? 10, type: q.type ?? 'all', sortBy: q.sortBy ?? 'createdAt' });
}

/** The communities the user has analysed, most recent first (at most `limit`). */
export const userAnalysedCommunities = (db: Database, userId: string, limit: number) => analysedCommunities(db, userId, limit);

export { HttpError };
