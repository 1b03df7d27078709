import { planRulesFor } from '@subreddit-signal/contract';
import type { AppDeps } from '../../app-deps';
import type { Mailer } from '../../platform/mail';
import { newId, randomToken } from '../../platform/crypto';
import { findAudience } from '../audiences';
import { builtInGenerator, findCommunity } from '../generation';
import type { SubredditPosts } from '../reddit';
import { analyse } from '../research';
import { IDEAS_IN_REPORT, KEYWORDS_IN_REPORT, renderReport, type CommunityFigures, type CommunitySection } from './content';
import * as repo from './repository';
import { risingKeywords } from './rising';
import { duePeriodKey } from './schedule';
import { compareThemes, readSnapshot, themeSnapshot, type PeriodCommunity } from './theme-changes';
import { signUnsubscribeToken } from './unsubscribe-token';

export type ReportDeps = Pick<AppDeps, 'db' | 'mailer' | 'clock' | 'config' | 'redditData' | 'reportsUnsubscribeKey' | 'generator'>;

/** A claim nobody finished within this long (its worker died) is taken over by the next tick (REPORTS_CLAIM_TIMEOUT_SECONDS). */
export const STALE_CLAIM_MS = 15 * 60 * 1000;
/** Failed sends are retried by later ticks while younger than this, up to MAX_ATTEMPTS. */
export const RETRY_WINDOW_MS = 3 * 24 * 3600 * 1000;
export const MAX_ATTEMPTS = 12;
/** Permanent (5xx) failures to one address before nothing more is sent to it. */
export const HARD_BOUNCE_LIMIT = 3;

export const DEFAULT_REPORTS_FROM = 'Subreddit Signal Reports <reports@subreddit-signal.local>';

export const publicUrlOf = (config: ReportDeps['config']) => (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
export const unsubscribeUrl = (config: ReportDeps['config'], token: string) =>
  `${publicUrlOf(config)}/api/subscriber/unsubscribe?token=${encodeURIComponent(token)}`;

export interface TickResult {
  sent: number;
  skipped: number;
  failed: number;
}

/** Data moment and size of a community's posts: equal fingerprints mean nothing new. */
export const fingerprintOf = (found: SubredditPosts) =>
  `${found.kind}:${found.asOf}:${found.posts.length}:${found.posts.reduce((m, p) => Math.max(m, p.createdUtc), 0)}:${found.subreddit.subscribers ?? ''}`;

/** How a send failed: 'permanent' for an SMTP 5xx answer, 'transient' for anything else (refused connection, 4xx). */
export function classifySendError(err: unknown): { kind: 'permanent' | 'transient'; reason: string } {
  const e = err as { responseCode?: unknown; code?: unknown; message?: unknown };
  const status = typeof e?.responseCode === 'number' ? e.responseCode : undefined;
  const reason =
    `${status ?? (typeof e?.code === 'string' ? e.code : 'error')}: ${typeof e?.message === 'string' ? e.message : String(err)}`.slice(
      0,
      500,
    );
  return { kind: status !== undefined && status >= 500 && status < 600 ? 'permanent' : 'transient', reason };
}

/**
 * One hourly tick: retries failed rows and takes over stale claims, then claims (INSERT … ON
 * CONFLICT DO NOTHING) the current period of every subscriber whose period has started (08:00 local
 * on Monday / the 1st) and has no delivery row yet, and builds and sends its report.
 * Overlapping ticks and several workers are safe: a row has exactly one holder at a time.
 */
export async function runDueReports(deps: ReportDeps, at: Date = deps.clock.now(), opts: { mailer?: Mailer } = {}): Promise<TickResult> {
  const result: TickResult = { sent: 0, skipped: 0, failed: 0 };
  // Within one tick a community's data does not change: analyse it, and write its ideas, once for every subscriber.
  const d: DeliveryDeps = { ...deps, mailer: opts.mailer ?? deps.mailer, communities: new Map() };
  const nowIso = at.toISOString();
  const count = (s: 'sent' | 'skipped' | 'failed' | null) => s && result[s]++;
  const staleBefore = new Date(at.getTime() - deps.config.REPORTS_CLAIM_TIMEOUT_SECONDS * 1000).toISOString();

  const retry = await repo.listRetryableDeliveries(d.db, staleBefore, new Date(at.getTime() - RETRY_WINDOW_MS).toISOString(), MAX_ATTEMPTS);
  for (const row of retry) {
    const token = randomToken(16);
    const taken = await repo.takeOverDelivery(d.db, row.id, token, nowIso, staleBefore);
    if (!taken) continue;
    const sub = await repo.findSubscriberById(d.db, row.subscriber_id);
    count(await deliver(d, sub, taken, at, false));
  }

  // Catch-up: each (zone, interval)'s current period is due from its start (08:00 local) until it has a row.
  const due = (await repo.listActiveZones(d.db)).flatMap((z) => {
    const periodKey = duePeriodKey(at, z.time_zone, z.interval);
    return periodKey ? [{ timeZone: z.time_zone, interval: z.interval, periodKey }] : [];
  });
  for (const sub of await repo.listDueSubscribers(d.db, due)) {
    const claim = await repo.claimDelivery(d.db, newId(), sub.id, sub.period_key, randomToken(16), nowIso);
    if (!claim) continue;
    count(await deliver(d, sub, claim, at, false));
  }
  return result;
}

/** A test send for the subscriber now, whatever the schedule and the skip rule say. */
export async function sendReportNow(deps: ReportDeps, sub: repo.SubscriberRow): Promise<'sent' | 'skipped' | 'failed' | null> {
  const at = deps.clock.now();
  const claim = await repo.claimDelivery(
    deps.db,
    newId(),
    sub.id,
    `T${at.toISOString()}-${randomToken(4)}`,
    randomToken(16),
    at.toISOString(),
  );
  if (!claim) return null;
  return deliver({ ...deps, communities: new Map() }, sub, claim, at, true);
}

/** A community as one tick loaded it: its report block, and its posts for an audience's themes. */
interface LoadedCommunity {
  section: CommunitySection;
  data: PeriodCommunity;
}
type DeliveryDeps = ReportDeps & { communities: Map<string, Promise<LoadedCommunity | null>> };

/** Post ideas grounded in the community; the built-in writer steps in when a model fails, and none at worst. */
async function ideasFor(deps: ReportDeps, name: string, seed: number): Promise<string[]> {
  const community = await findCommunity(deps.redditData, name).catch(() => null);
  if (!community) return [];
  const input = { communities: [community], perCommunity: IDEAS_IN_REPORT, nonce: seed };
  const generator = deps.generator;
  const groups = await generator.ideas(input).catch(() =>
    generator.kind === 'built-in'
      ? []
      : builtInGenerator()
          .ideas(input)
          .catch(() => []),
  );
  return (groups[0]?.posts ?? [])
    .map((p) => p.title)
    .filter(Boolean)
    .slice(0, IDEAS_IN_REPORT);
}

async function loadCommunity(
  deps: ReportDeps,
  name: string,
  interval: repo.SubscriberRow['interval'],
  at: Date,
): Promise<LoadedCommunity | null> {
  let found: SubredditPosts | null = null;
  try {
    found = await deps.redditData.subredditPosts(name);
  } catch {
    found = null;
  }
  if (!found) return null;
  // The same memoised analysis the paid page and the generator's community profile read, so writing ideas below does not analyse again.
  const analysis = analyse(deps.redditData, found, 'paid');
  const days = interval === 'WEEKLY' ? 7 : 30;
  const rising = risingKeywords(found.posts, found.asOf, days, found.subreddit.name, KEYWORDS_IN_REPORT);
  // The same ideas for everyone that day, new ones the next report.
  const ideas = await ideasFor(deps, found.subreddit.name, Math.floor(at.getTime() / 86_400_000));
  return { section: { analysis, fingerprint: fingerprintOf(found), rising, ideas }, data: { asOf: found.asOf, posts: found.posts } };
}

async function loadCommunities(
  deps: DeliveryDeps,
  names: readonly string[],
  interval: repo.SubscriberRow['interval'],
  at: Date,
): Promise<{ sections: CommunitySection[]; loaded: LoadedCommunity[]; missing: string[] }> {
  const sections: CommunitySection[] = [];
  const loaded: LoadedCommunity[] = [];
  const missing: string[] = [];
  for (const name of names) {
    const key = `${name.toLowerCase()}:${interval}`;
    let loading = deps.communities.get(key);
    if (!loading) deps.communities.set(key, (loading = loadCommunity(deps, name, interval, at)));
    const community = await loading;
    if (community) {
      sections.push(community.section);
      loaded.push(community);
    } else missing.push(name);
  }
  return { sections, loaded, missing };
}

/** Builds and sends one claimed delivery, and records its outcome (only while still holding the claim). */
async function deliver(
  deps: DeliveryDeps,
  sub: repo.SubscriberRow | null,
  claim: repo.DeliveryRow,
  at: Date,
  force: boolean,
): Promise<'sent' | 'skipped' | 'failed' | null> {
  const nowIso = at.toISOString();
  const finish = async (o: repo.DeliveryOutcome) =>
    (await repo.finishDelivery(deps.db, claim.id, claim.claim_token, o, nowIso)) ? o.status : null;

  if (!sub || sub.status !== 'active') return finish({ status: 'skipped', reason: 'not subscribed' });
  const owner = await repo.userPlanName(deps.db, sub.user_id);
  const cap = planRulesFor(owner?.plan_name).reportSubredditsCap;
  if (cap <= 0) return finish({ status: 'skipped', reason: 'plan without reports' });
  if (await repo.isSuppressed(deps.db, sub.email)) return finish({ status: 'skipped', reason: 'suppressed' });

  // A report that follows an audience covers its members as they are now, and keeps the stored list equal to them.
  const audience = sub.audience_id ? await findAudience(deps.db, sub.user_id, sub.audience_id) : null;
  // An audience emptied since keeps the report on its last communities rather than on none.
  const members = audience && audience.communities.length > 0 ? audience.communities : null;
  const names = (members ?? sub.subreddits).slice(0, cap);
  if (members && names.join('\n') !== sub.subreddits.join('\n')) {
    await deps.db.transaction((tx) => repo.replaceSubreddits(tx, sub.id, names));
  }
  const { sections, loaded, missing } = await loadCommunities(deps, names, sub.interval, at);
  if (sections.length === 0) return finish({ status: 'skipped', reason: 'no data' });

  const last = (await repo.lastSentFigures(deps.db, sub.id)) as CommunityFigures[] | null;
  const previous = new Map((Array.isArray(last) ? last : []).map((f) => [f.name.toLowerCase(), f]));
  if (!force && previous.size > 0 && sections.every((s) => previous.get(s.analysis.name.toLowerCase())?.fingerprint === s.fingerprint)) {
    return finish({ status: 'skipped', reason: 'no new data' });
  }

  const snapshot = audience
    ? themeSnapshot(
        { id: audience._id, name: audience.name },
        loaded.map((c) => ({ name: c.section.analysis.name, data: c.data })),
        sub.interval === 'WEEKLY' ? 7 : 30,
      )
    : null;
  const themes = snapshot ? compareThemes(snapshot, readSnapshot(await repo.lastThemeSnapshot(deps.db, sub.id))) : undefined;

  const unsubscribeToken = signUnsubscribeToken(deps.reportsUnsubscribeKey, { subscriberId: sub.id, version: sub.unsubscribe_version });
  const unsubscribe = unsubscribeUrl(deps.config, unsubscribeToken);
  const report = renderReport({
    interval: sub.interval,
    timeZone: sub.time_zone,
    now: at,
    publicUrl: publicUrlOf(deps.config),
    unsubscribeUrl: unsubscribe,
    communities: sections,
    previous,
    missing,
    themes,
  });
  const from = deps.config.REPORTS_FROM;
  const fromAddress = /<([^>]+)>/.exec(from)?.[1] ?? from;
  const host = new URL(publicUrlOf(deps.config)).hostname;
  try {
    await deps.mailer.send({
      to: sub.email,
      from,
      subject: report.subject,
      html: report.html,
      text: report.text,
      headers: {
        'List-Unsubscribe': `<${unsubscribe}>, <mailto:${fromAddress}?subject=unsubscribe%20${encodeURIComponent(unsubscribeToken)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        'List-Id': `Subreddit Signal reports <reports.${host}>`,
      },
    });
  } catch (err) {
    const { kind, reason } = classifySendError(err);
    if (kind === 'permanent') await repo.recordHardBounce(deps.db, sub.email, reason, HARD_BOUNCE_LIMIT, nowIso);
    return finish({ status: 'failed', reason: `${kind}: ${reason}`, attempted: true });
  }
  return finish({
    status: 'sent',
    attempted: true,
    email: sub.email,
    subject: report.subject,
    html: report.html,
    text: report.text,
    figures: report.figures,
    themes: snapshot ?? undefined,
  });
}
