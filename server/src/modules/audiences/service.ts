import {
  AUDIENCE_ANALYSED_SHOWN,
  AUDIENCE_MSG,
  PLAN_LIMIT_ERROR,
  TOP_PLAN_ID,
  formatPlanCount,
  isCommunityName,
  planRulesFor,
  type Audience,
  type AudienceChangeResponse,
  type AudienceListResponse,
  type AudienceSkipReason,
  type AudienceThemesResponse,
  type PlanDefinition,
  type ThemeSort,
  withoutSubredditPrefix,
} from '@subreddit-signal/contract';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { newId } from '../../platform/crypto';
import { HttpError, badRequest, conflict, notFound } from '../../platform/errors';
import type { SubredditPosts } from '../reddit';
import { userAnalysedCommunities, type RedditData } from '../research';
import { audienceOverview } from './overview';
import * as repo from './repository';
import type { ChatClient } from '../generation/llm/client';
import { nameThemes } from './themes/llm-names';
import { mineThemes } from './themes/mine';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID.test(v);
const nameKey = (name: string) => name.normalize('NFC').toLowerCase();

export function limitsFor(planName: string | null): { plan: PlanDefinition; audiences: number; communities: number } {
  const plan = planRulesFor(planName);
  return { plan, ...plan.audiences };
}

function planLimit(plan: PlanDefinition, text: string): HttpError {
  const next = plan.id === TOP_PLAN_ID ? 'Remove some to make room.' : 'Upgrade to build more.';
  return new HttpError(403, `Your ${plan.name} plan ${text}. ${next}`, undefined, PLAN_LIMIT_ERROR);
}

function noNul(s: string): string {
  if (s.includes('\u0000')) throw badRequest('Text cannot contain null characters');
  return s;
}

/** 'r/SaaS', '/r/SaaS/', 'https://www.reddit.com/r/SaaS/top' → 'SaaS'; null when it cannot be a community name. */
export function bareName(raw: string): string | null {
  const s = withoutSubredditPrefix(raw.trim().replace(/^https?:\/\/(?:[a-z]+\.)?reddit\.com/i, '')).replace(/[/?#].*$/, '');
  return isCommunityName(s) ? s : null;
}

/**
 * The communities of `raw` that some source holds posts for, with Reddit's casing; the rest are
 * skipped with the reason. Duplicates within the list and of `existing` are skipped too.
 */
async function resolveNames(data: RedditData, raw: readonly string[], existing: readonly string[]) {
  const seen = new Set(existing.map(nameKey));
  const skipped: AudienceChangeResponse['skipped'] = [];
  const wanted: string[] = [];
  for (const r of raw) {
    const name = bareName(noNul(r));
    if (!name) {
      if (r.trim()) skipped.push({ name: r.trim().slice(0, 60), reason: 'invalid' });
      continue;
    }
    if (seen.has(nameKey(name))) {
      skipped.push({ name, reason: 'duplicate' });
      continue;
    }
    seen.add(nameKey(name));
    wanted.push(name);
  }
  const found = await Promise.all(wanted.map((n) => data.subredditPosts(n).catch(() => null)));
  const names: string[] = [];
  found.forEach((f, i) => {
    if (!f) return void skipped.push({ name: wanted[i], reason: 'unknown' });
    const canonical = f.subreddit.name;
    // Two spellings of one community ('saas', 'SaaS') resolve to one name.
    if (names.some((n) => nameKey(n) === nameKey(canonical)) || existing.some((n) => nameKey(n) === nameKey(canonical))) {
      skipped.push({ name: wanted[i], reason: 'duplicate' });
    } else names.push(canonical);
  });
  return { names, skipped };
}

/** Names that fit under the cap, the rest skipped as 'limit'; a full audience is refused outright. */
function fitToCap(plan: PlanDefinition, cap: number, current: number, names: string[], skipped: AudienceChangeResponse['skipped']) {
  const room = Math.max(0, cap - current);
  if (names.length > 0 && room === 0) throw planLimit(plan, `keeps up to ${formatPlanCount(cap)} communities per audience`);
  for (const name of names.slice(room)) skipped.push({ name, reason: 'limit' as AudienceSkipReason });
  return names.slice(0, room);
}

async function ownAudience(db: Database, userId: string, id: string): Promise<Audience> {
  const audience = isUuid(id) ? await repo.findAudience(db, userId, id) : null;
  if (!audience) throw notFound(AUDIENCE_MSG.notFound);
  return audience;
}

export async function listAudiences(db: Database, userId: string, planName: string | null): Promise<AudienceListResponse> {
  const { plan, audiences, communities } = limitsFor(planName);
  const [list, analysed] = await Promise.all([
    repo.listAudiences(db, userId),
    userAnalysedCommunities(db, userId, AUDIENCE_ANALYSED_SHOWN),
  ]);
  return { audiences: list, limits: { audiences, communities }, plan: plan.name, analysed };
}

/** The user's audience `id` (name and communities, in their order); another user's or an unknown id is a 404. */
export const ownedAudience = ownAudience;

export const getAudience = async (db: Database, userId: string, id: string) => ({ audience: await ownAudience(db, userId, id) });

export async function createAudience(
  db: Database,
  data: RedditData,
  userId: string,
  rawName: string,
  rawCommunities: readonly string[] = [],
): Promise<AudienceChangeResponse> {
  const name = noNul(rawName);
  const { names, skipped } = await resolveNames(data, rawCommunities, []);
  if (rawCommunities.length > 0 && names.length === 0) throw badRequest(AUDIENCE_MSG.noneKnown);
  try {
    const audience = await db.transaction(async (tx) => {
      const { plan, audiences: cap, communities } = limitsFor(await repo.lockUserPlan(tx, userId));
      if (await repo.nameTaken(tx, userId, nameKey(name))) throw conflict(AUDIENCE_MSG.duplicate);
      if ((await repo.countAudiences(tx, userId)) >= cap)
        throw planLimit(plan, `keeps up to ${formatPlanCount(cap)} ${cap === 1 ? 'audience' : 'audiences'}`);
      const id = newId();
      await repo.insertAudience(tx, { id, userId, name, nameKey: nameKey(name) });
      await repo.addMembers(tx, id, fitToCap(plan, communities, 0, names, skipped));
      return (await repo.findAudience(tx, userId, id))!;
    });
    return { message: AUDIENCE_MSG.created, audience, skipped };
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(AUDIENCE_MSG.duplicate);
    throw err;
  }
}

export async function renameAudience(db: Database, userId: string, id: string, rawName: string) {
  const name = noNul(rawName);
  await ownAudience(db, userId, id);
  try {
    const audience = await db.transaction(async (tx) => {
      if (await repo.nameTaken(tx, userId, nameKey(name), id)) throw conflict(AUDIENCE_MSG.duplicate);
      if (!(await repo.renameAudience(tx, userId, id, name, nameKey(name)))) throw notFound(AUDIENCE_MSG.notFound);
      return (await repo.findAudience(tx, userId, id))!;
    });
    return { message: AUDIENCE_MSG.renamed, audience };
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(AUDIENCE_MSG.duplicate);
    throw err;
  }
}

/** Deleting is always allowed, whatever the plan. */
export async function deleteAudience(db: Database, userId: string, id: string) {
  const gone = isUuid(id) ? await repo.deleteAudience(db, userId, id) : null;
  if (!gone) throw notFound(AUDIENCE_MSG.notFound);
  return { message: gone.followedByReport ? AUDIENCE_MSG.deletedReportKept : AUDIENCE_MSG.deleted };
}

export async function addCommunities(
  db: Database,
  data: RedditData,
  userId: string,
  id: string,
  raw: readonly string[],
): Promise<AudienceChangeResponse> {
  const before = await ownAudience(db, userId, id);
  const { names, skipped } = await resolveNames(data, raw, before.communities);
  const audience = await db.transaction(async (tx) => {
    const { plan, communities: cap } = limitsFor(await repo.lockUserPlan(tx, userId));
    // Read again under the lock: a parallel add may have filled it meanwhile.
    const current = await repo.findAudience(tx, userId, id);
    if (!current) throw notFound(AUDIENCE_MSG.notFound);
    const fresh = names.filter((n) => !current.communities.some((c) => nameKey(c) === nameKey(n)));
    for (const n of names) if (!fresh.includes(n)) skipped.push({ name: n, reason: 'duplicate' });
    await repo.addMembers(tx, id, fitToCap(plan, cap, current.communities.length, fresh, skipped));
    return (await repo.findAudience(tx, userId, id))!;
  });
  return { message: AUDIENCE_MSG.added, audience, skipped };
}

export async function removeCommunity(db: Database, userId: string, id: string, rawName: string) {
  await ownAudience(db, userId, id);
  const name = bareName(rawName);
  if (!name || !(await repo.removeMember(db, id, nameKey(name)))) throw notFound(AUDIENCE_MSG.communityNotMember);
  return { message: AUDIENCE_MSG.removed, audience: await ownAudience(db, userId, id) };
}

/** Each member's posts from the first source that holds them; null for members none holds. */
export async function memberData(data: RedditData, audience: Audience): Promise<(SubredditPosts | null)[]> {
  return Promise.all(audience.communities.map((n) => data.subredditPosts(n).catch(() => null)));
}

const dataKey = (f: SubredditPosts | null) =>
  f ? `${f.kind}:${f.subreddit.name.toLowerCase()}:${f.asOf}:${f.posts.length}:${f.posts[0]?.id ?? ''}` : 'none';

export async function getOverview(db: Database, data: RedditData, userId: string, id: string) {
  const audience = await ownAudience(db, userId, id);
  const found = await memberData(data, audience);
  return audienceOverview(data, audience, found);
}

/** With a model connected, it names and summarises the mined themes (never instead of their evidence). */
export interface ThemeNamer {
  client: Pick<ChatClient, 'json'>;
  log?: { warn(obj: object, msg: string): void };
}

export async function getThemes(
  db: Database,
  data: RedditData,
  userId: string,
  id: string,
  sort: ThemeSort,
  namer: ThemeNamer | null = null,
): Promise<AudienceThemesResponse> {
  const audience = await ownAudience(db, userId, id);
  const found = await memberData(data, audience);
  const present = found.filter((f): f is SubredditPosts => f !== null);
  // Mined once per data moment and order: the miner is pure.
  const key = `${sort}:${present.map(dataKey).join('|')}`;
  const mined = data.remember(`audience-themes:${key}`, () =>
    mineThemes({ posts: present.flatMap((f) => f.posts), sort, exclude: present.map((f) => f.subreddit.name) }),
  );
  if (!namer) return { themes: mined.themes, sort, read: mined.read, engine: 'rules' };
  // Named once per data moment (parallel requests share the call); a failed naming is not kept, so the next request tries again.
  const slot = data.remember(`audience-theme-names:${key}`, () => ({ naming: null as ReturnType<typeof nameThemes> | null }));
  slot.naming ??= nameThemes(namer.client, mined.themes, namer.log).then((r) => {
    if (r.engine === 'rules') slot.naming = null;
    return r;
  });
  const named = await slot.naming;
  return { themes: named.themes, sort, read: mined.read, engine: named.engine };
}
