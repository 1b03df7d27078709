import {
  REPORT_MSG,
  TOP_PLAN,
  formatPlanCount,
  planRulesFor,
  type CreateSubscriberResponse,
  type PastReportListResponse,
  type PastReportResponse,
  type PastReportSummary,
  type Subscriber,
  type SubscriberDetailsResponse,
  type SubscriberRequest,
  type UpdateSubscriberResponse,
  PLANS,
  bareSubredditName,
  subredditKey,
} from '@subreddit-signal/contract';
import type { AppDeps } from '../../app-deps';
import { isUniqueViolation } from '../../db/errors';
import { newId, randomToken, sha256 } from '../../platform/crypto';
import { renderMail } from '../../platform/mail';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import type { RateRule } from '../../platform/rate-limit';
import { publicUrlOf, sendReportNow, type ReportDeps } from './delivery';
import { findAudience } from '../audiences';
import * as repo from './repository';
import { verifyUnsubscribeToken } from './unsubscribe-token';

export const CONFIRMATION_TTL_MS = 7 * 24 * 3600 * 1000;
export const SEND_TEST_RULE = {
  name: 'reports:send-test',
  limit: 3,
  windowSeconds: 3600,
  message: 'You can send 3 test reports an hour. Please try again later.',
};

export const REPORTS_MSG = {
  ...REPORT_MSG,
  exists: 'You already have a report subscription; update it instead',
  confirmSent: (email: string) => `We sent a confirmation link to ${email}. Reports start once it is confirmed.`,
  notConfirmed: 'Confirm the report address first: we sent it a link.',
  deleted: 'Your report subscription has been cancelled.',
  testSent: 'A test report is on its way.',
  testNotSent: 'The test report could not be sent. Please try again later.',
  noData: 'None of your subreddits has data to report yet.',
} as const;

/** The cheapest plan whose reports follow at least one subreddit (named in the 403). */
const REPORTS_PLAN = PLANS.find((p) => p.reportSubredditsCap > 0) ?? TOP_PLAN;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

export function toSubscriber(row: repo.SubscriberRow): Subscriber {
  return {
    _id: row.id,
    email: row.email,
    subReddits: row.subreddits,
    interval: row.interval,
    delivery_interval: row.interval,
    timeZone: row.time_zone,
    status: row.status,
    confirmed: row.confirmed_at !== null,
    suppressed: row.suppressed,
    audienceId: row.audience_id,
    audienceName: row.audience_name,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
  };
}

type Deps = ReportDeps & Partial<Pick<AppDeps, 'rateLimiter'>>;

/**
 * Confirmation e-mails go to addresses that have not agreed to anything yet, so they are capped
 * (decision 022): per account and per target address, each UTC day; a refused save changes nothing.
 */
export const CONFIRMATION_MAIL_RATES: { perUser: RateRule; perAddress: RateRule } = {
  perUser: {
    name: 'report-confirm:user',
    limit: 5,
    windowSeconds: 86_400,
    message: 'You have asked for too many confirmation e-mails today. Please try again tomorrow.',
  },
  perAddress: {
    name: 'report-confirm:address',
    limit: 3,
    windowSeconds: 86_400,
    message: 'Too many confirmation e-mails have gone to this address today. Please try again tomorrow.',
  },
};

async function ownerOf(deps: Deps, userId: string) {
  const owner = await repo.userPlanName(deps.db, userId);
  if (!owner) throw notFound('User not found');
  return owner;
}

/** Plan gate, cap, known communities (canonical names), duplicates removed. */
function reportsPlan(planName: string | null) {
  const plan = planRulesFor(planName);
  if (plan.reportSubredditsCap <= 0) {
    throw forbidden(
      `E-mail reports are not part of the ${plan.name} plan. Upgrade to ${REPORTS_PLAN.name} to receive weekly or monthly reports.`,
    );
  }
  return plan;
}

/**
 * The names a subscription may follow: catalogue communities with data, and (archive on) ones the
 * archive knows, whose fetch starts now so the first report has current data (decision 032).
 */
async function checkSubreddits(deps: Deps, planName: string | null, raw: readonly string[]): Promise<string[]> {
  const plan = reportsPlan(planName);
  const live = deps.redditData.sources.some((s) => s.kind === 'live');
  const seen = new Set<string>();
  const names: string[] = [];
  const unknown: string[] = [];
  for (const r of raw) {
    const clean = bareSubredditName(r);
    const key = subredditKey(r);
    if (!clean || seen.has(key)) continue;
    seen.add(key);
    const profile = deps.redditData.catalogue.get(clean);
    if (profile && (live || profile.postCount > 0)) names.push(profile.info.name);
    else {
      // Never more archive look-ups than the plan can follow.
      const archived = seen.size <= plan.reportSubredditsCap ? await deps.redditData.communityOnDemand(clean) : null;
      if (archived) names.push(archived.name);
      else unknown.push(clean);
    }
  }
  if (unknown.length)
    throw badRequest(
      `We can't report on ${unknown.map((n) => `r/${n}`).join(', ')}: we have no data for ${unknown.length === 1 ? 'it' : 'them'}.`,
    );
  if (names.length > plan.reportSubredditsCap) {
    throw badRequest(`Your ${plan.name} plan follows up to ${formatPlanCount(plan.reportSubredditsCap)} subreddits in reports.`);
  }
  return names;
}

export async function getDetails(deps: Deps, userId: string): Promise<SubscriberDetailsResponse> {
  const row = await repo.findSubscriberByUser(deps.db, userId);
  return { subscriber: row ? toSubscriber(row) : null };
}

/**
 * The audience the body asks the report to follow (the user's own, else 404) and its members,
 * which then are the report's communities; none when the body names no audience.
 */
async function followedAudience(deps: Deps, userId: string, audienceId: string | null | undefined) {
  if (audienceId === undefined || audienceId === null || audienceId === '') return null;
  const audience = UUID.test(audienceId) ? await findAudience(deps.db, userId, audienceId) : null;
  if (!audience) throw notFound(REPORT_MSG.audienceNotFound);
  if (audience.communities.length === 0) throw badRequest(REPORT_MSG.audienceEmpty);
  return audience;
}

/** Applies the body; a new address that is not the account's waits for its confirmation link. */
async function save(deps: Deps, userId: string, body: SubscriberRequest, existing: repo.SubscriberRow | null) {
  const owner = await ownerOf(deps, userId);
  const audience = await followedAudience(deps, userId, body.audienceId);
  const names = await checkSubreddits(deps, owner.plan_name, audience ? audience.communities : body.subReddits);
  const now = deps.clock.now().toISOString();
  const email = body.email.trim();
  const own = email.toLowerCase() === owner.email.toLowerCase();
  const sameAsBefore = existing !== null && existing.email.toLowerCase() === email.toLowerCase();
  const keepConsent = sameAsBefore && existing.confirmed_at !== null;
  const confirmed = own || keepConsent;
  const values: repo.SubscriberValues = {
    email,
    interval: body.interval,
    timeZone: body.timeZone ?? existing?.time_zone ?? 'UTC',
    status: confirmed ? 'active' : 'pending',
    confirmedAt: confirmed ? (keepConsent ? iso(existing.confirmed_at) : now) : null,
    // A new address invalidates the unsubscribe links sent to the old one.
    unsubscribeVersion: sameAsBefore ? existing.unsubscribe_version : (existing?.unsubscribe_version ?? 0) + 1,
    audienceId: audience?._id ?? null,
  };
  const id = existing?.id ?? newId();
  if (!confirmed && !(sameAsBefore && existing.status === 'pending') && deps.rateLimiter) {
    await deps.rateLimiter.reserve(CONFIRMATION_MAIL_RATES.perUser, userId);
    await deps.rateLimiter.reserve(CONFIRMATION_MAIL_RATES.perAddress, email.toLowerCase());
  }
  let confirmToken: string | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      if (existing) await repo.updateSubscriber(tx, id, values, now);
      else await repo.insertSubscriber(tx, id, userId, values, now);
      await repo.replaceSubreddits(tx, id, names);
      if (!confirmed && !(sameAsBefore && existing.status === 'pending')) {
        confirmToken = randomToken();
        await repo.insertConfirmation(
          tx,
          sha256(confirmToken),
          id,
          email,
          new Date(deps.clock.now().getTime() + CONFIRMATION_TTL_MS).toISOString(),
        );
      }
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(REPORTS_MSG.exists);
    throw err;
  }
  if (confirmToken) await sendConfirmation(deps, email, confirmToken);
  const row = (await repo.findSubscriberById(deps.db, id))!;
  return { subscriber: toSubscriber(row), message: confirmed ? REPORT_MSG.activated : REPORTS_MSG.confirmSent(email) };
}

async function sendConfirmation(deps: Deps, email: string, token: string) {
  const link = `${publicUrlOf(deps.config)}/api/subscriber/confirm?token=${encodeURIComponent(token)}`;
  const mail = renderMail({
    heading: 'Confirm your report subscription',
    paragraphs: [
      'Someone asked Subreddit Signal to send weekly or monthly subreddit reports to this address.',
      `To receive them, open this link and press Confirm: ${link}`,
      'If this was not you, ignore this e-mail: nothing will be sent.',
    ],
  });
  await deps.mailer.send({ to: email, from: deps.config.REPORTS_FROM, subject: 'Confirm your Subreddit Signal reports', ...mail });
}

export async function createSubscriber(deps: Deps, userId: string, body: SubscriberRequest): Promise<CreateSubscriberResponse> {
  const existing = await repo.findSubscriberByUser(deps.db, userId);
  if (existing) throw conflict(REPORTS_MSG.exists);
  const { subscriber, message } = await save(deps, userId, body, null);
  return { message, newSubscriber: subscriber };
}

export async function updateSubscriber(deps: Deps, userId: string, body: SubscriberRequest): Promise<UpdateSubscriberResponse> {
  const existing = await repo.findSubscriberByUser(deps.db, userId);
  if (!existing) throw notFound(REPORT_MSG.notFound);
  const { subscriber, message } = await save(deps, userId, body, existing);
  return { message, updatedSubscriber: subscriber };
}

export async function deleteSubscriber(deps: Deps, userId: string): Promise<{ message: string }> {
  if (!(await repo.deleteSubscriberOfUser(deps.db, userId))) throw notFound(REPORT_MSG.notFound);
  return { message: REPORTS_MSG.deleted };
}

/** GET of the confirmation link: whether the token is live (the page only shows a button). */
export async function confirmationEmail(deps: Deps, token: string): Promise<string | null> {
  const found = await repo.findLiveConfirmation(deps.db, sha256(token), deps.clock.now().toISOString());
  return found?.email ?? null;
}

/** POST of the confirmation link: uses the token once and activates the subscription. */
export async function confirmEmail(deps: Deps, token: string): Promise<boolean> {
  const now = deps.clock.now().toISOString();
  return deps.db.transaction(async (tx) => {
    const used = await repo.useConfirmation(tx, sha256(token), now);
    if (!used) return false;
    const sub = await repo.findSubscriberById(tx, used.subscriber_id);
    if (!sub || sub.email.toLowerCase() !== used.email.toLowerCase()) return false;
    await repo.setSubscriberStatus(tx, sub.id, 'active', now, now);
    return true;
  });
}

export const UNSUBSCRIBE_MSG = {
  invalid:
    'This unsubscribe link is not valid: it was changed or cut off. Use the link in your latest report e-mail, or change your subscription in the app.',
  outdated: 'This unsubscribe link is not valid any more: the report address has changed or the subscription was removed.',
} as const;

type UnsubscribeTarget = { sub: repo.SubscriberRow } | { gone: true } | { error: string };

/**
 * The subscription an unsubscribe token names: the signature is checked first (no lookup by
 * token), then the subscription must still exist with the same version (same address). A genuine
 * token whose subscription no longer exists is 'gone' (already unsubscribed or cancelled in the
 * app), so a second click or a mail client's retry still sees a success page.
 */
export async function unsubscribeTarget(deps: Deps, token: string): Promise<UnsubscribeTarget> {
  const claim = token ? verifyUnsubscribeToken(deps.reportsUnsubscribeKey, token) : null;
  if (!claim) return { error: UNSUBSCRIBE_MSG.invalid };
  const sub = await repo.findSubscriberById(deps.db, claim.subscriberId);
  if (!sub) return { gone: true };
  if (sub.unsubscribe_version !== claim.version) return { error: UNSUBSCRIBE_MSG.outdated };
  return { sub };
}

/**
 * RFC 8058 one-click: the signed token is the capability; no login. Unsubscribing removes the
 * subscription, exactly like 'Delete subscription' in the app (decision 014): the page then offers
 * to subscribe again, and nothing is left that a later edit could silently re-activate.
 */
export async function unsubscribe(deps: Deps, token: string): Promise<{ ok: true } | { error: string }> {
  const target = await unsubscribeTarget(deps, token);
  if ('error' in target) return target;
  if ('sub' in target) await repo.deleteSubscriberById(deps.db, target.sub.id);
  return { ok: true };
}

export async function sendTest(deps: Deps & Pick<AppDeps, 'rateLimiter'>, userId: string): Promise<{ message: string }> {
  const sub = await repo.findSubscriberByUser(deps.db, userId);
  if (!sub) throw notFound(REPORT_MSG.notFound);
  const owner = await ownerOf(deps, userId);
  reportsPlan(owner.plan_name);
  if (sub.status !== 'active') throw badRequest(REPORTS_MSG.notConfirmed);
  await deps.rateLimiter.hit(SEND_TEST_RULE, userId);
  const outcome = await sendReportNow(deps, sub);
  if (outcome === 'sent') return { message: REPORTS_MSG.testSent };
  if (outcome === 'skipped') throw badRequest(REPORTS_MSG.noData);
  throw new HttpError(502, REPORTS_MSG.testNotSent);
}

const summary = (r: repo.DeliveryRow): PastReportSummary => ({
  _id: r.id,
  periodKey: r.period_key,
  subject: r.subject ?? '',
  email: r.email ?? '',
  sentAt: iso(r.finished_at) ?? '',
});

export async function listReports(deps: Deps, userId: string): Promise<PastReportListResponse> {
  return { reports: (await repo.listSentReports(deps.db, userId)).map(summary) };
}

export async function getReport(deps: Deps, userId: string, id: string): Promise<PastReportResponse> {
  const row = UUID.test(id) ? await repo.findSentReport(deps.db, userId, id) : null;
  if (!row) throw notFound(REPORT_MSG.reportNotFound);
  return { report: { ...summary(row), html: row.html ?? '', text: row.text ?? '' } };
}
