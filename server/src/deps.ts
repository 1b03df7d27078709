import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppDeps } from './app-deps';
import type { Config } from './config';
import { openDatabase, type Database, type Queryable } from './db/client';
import { migrate } from './db/migrate';
import { TokenService, createGoogleSignIn } from './modules/auth';
import { unsubscribeKeyFrom } from './modules/reports/unsubscribe-token';
import { BillingService, LocalPaymentProvider, StripePaymentProvider, seedPlans } from './modules/billing';
import { systemClock, type Clock } from './platform/clock';
import { randomToken } from './platform/crypto';
import { outboxMailer, smtpMailer, type Mailer } from './platform/mail';
import { RateLimiter } from './platform/rate-limit';
import { AuthCache } from './platform/auth-cache';
import { HandoverLog, stderrLog } from './platform/handover-log';
import { startSessionRevocations, type Revocation, type RevocationLog, type SessionRevocations } from './platform/session-revocations';
import { CatalogueIndex } from './modules/discovery';
import { ImportedRedditSource, SnapshotSource, createArchiveSource, createLiveRedditSource, type RedditSource } from './modules/reddit';
import { RedditData } from './modules/research';
import { createGenerator } from './modules/generation';
import type { UserRow } from './modules/users';
import { localStorage } from './platform/storage';

export interface DepsOverrides {
  db?: Database;
  mailer?: Mailer;
  clock?: Clock;
  /** Where the session-revocation listener reports losing and regaining its connection (default: stderr unless LOG_LEVEL=silent). */
  log?: RevocationLog;
}

/** Wires the production or embedded adapters from configuration. */
export async function createDeps(
  config: Config,
  overrides: DepsOverrides = {},
): Promise<AppDeps & { sessionRevocations: SessionRevocations }> {
  const dataDir = path.resolve(config.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const clock = overrides.clock ?? systemClock;
  // The snapshot's catalogue is read and decompressed (on libuv's threads) while the database
  // opens and migrates (on this one): ~0.3 s less before the first answer (decision 040).
  const snapshot = SnapshotSource.open(path.resolve(config.SNAPSHOT_DIR));
  snapshot.catch(() => undefined); // awaited below; not an unhandled rejection if the database fails first
  const db =
    overrides.db ?? (await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.join(dataDir, 'pglite') }));
  await migrate(db);
  await seedPlans(db);
  const mailer =
    overrides.mailer ??
    (config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : outboxMailer(path.join(dataDir, 'outbox'), config.MAIL_FROM));
  const redditData = await openRedditData(
    config,
    await snapshot,
    db,
    clock,
    overrides.log ?? (config.LOG_LEVEL === 'silent' ? silentLog : undefined),
  );
  const authCache = new AuthCache<UserRow>(config.AUTH_CACHE_TTL_MS, clock);
  const dropCached = ({ sessionIds, userId }: Revocation) => {
    sessionIds?.forEach((id) => authCache.invalidateSession(id));
    if (userId) authCache.invalidateUser(userId);
  };
  // Every instance drops revoked sessions within moments, not after the cache's TTL (decision 016).
  const sessionRevocations = await startSessionRevocations(
    db,
    { revoked: dropCached, listening: (on) => authCache.trust(on) },
    { log: overrides.log ?? (config.LOG_LEVEL === 'silent' ? silentLog : undefined) },
  );
  authCache.trust(sessionRevocations.isListening);
  endWithDatabase(db, sessionRevocations);
  const onRevoke = async (revoked: Revocation, via: Queryable) => {
    dropCached(revoked);
    await sessionRevocations.publish(via, revoked);
  };
  // Plan and credit changes (webhooks, renewals, jobs) happen on any instance: the others drop the user's cached row too.
  const onUserChanged = (userId: string) => {
    authCache.invalidateUser(userId);
    sessionRevocations.publish(db, { userId }).catch(() => undefined);
  };
  const secret = config.JWT_SECRET ?? embeddedSecret(dataDir);
  const log = new HandoverLog(overrides.log ?? (config.LOG_LEVEL === 'silent' ? silentLog : stderrLog));
  return {
    config,
    db,
    mailer,
    clock,
    tokens: new TokenService(secret, clock, onRevoke),
    reportsUnsubscribeKey: unsubscribeKeyFrom(secret),
    authCache,
    redditData,
    rateLimiter: new RateLimiter(db, clock),
    storage: localStorage(path.join(dataDir, 'uploads')),
    google: config.googleEnabled ? createGoogleSignIn(config, db, clock) : null,
    ...(await openBilling(config, db, clock, onUserChanged)),
    generator: createGenerator(config, log),
    log,
    sessionRevocations,
  };
}

const silentLog: RevocationLog = { warn: () => {}, info: () => {} };

/**
 * The revocation listener is a second connection to the same database, so it ends with it: every
 * owner of the dependencies (server, CLIs, tests) already closes the database when done.
 */
function endWithDatabase(db: Database, sessionRevocations: SessionRevocations) {
  const closeDatabase = db.close.bind(db);
  db.close = async () => {
    await sessionRevocations.close();
    await closeDatabase();
  };
}

/** Stripe when its four keys are set, otherwise the local test checkout; one BillingService over either. */
async function openBilling(config: Config, db: Database, clock: Clock, onUserChanged: (userId: string) => void) {
  // paymentMode 'disabled' (production, no Stripe, no ALLOW_TEST_CHECKOUT): no checkout page, nothing sold.
  const local = config.stripeEnabled ? null : new LocalPaymentProvider(db, clock, config.testClockEnabled);
  const localCheckout = config.paymentMode === 'test-checkout' ? local : null;
  const payments =
    local ??
    (await StripePaymentProvider.create({
      secretKey: config.STRIPE_SECRET_KEY!,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
      prices: { pro: config.STRIPE_PRICE_PRO!, ultimate: config.STRIPE_PRICE_ULTIMATE! },
      apiUrl: config.STRIPE_API_URL,
    }));
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
  const purchasesEnabled = config.paymentMode !== 'disabled';
  return { billing: new BillingService({ db, clock, payments, publicUrl, onUserChanged, purchasesEnabled }), localCheckout };
}

/**
 * Without JWT_SECRET the embedded setup generates one and keeps it under DATA_DIR, so sessions
 * survive restarts. Production sets JWT_SECRET (shared by every instance).
 */
function embeddedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomToken(48);
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The Reddit sources in the order they are asked (live when configured, the Arctic Shift archive
 * unless REDDIT_ARCHIVE_URL=off, imported dumps, the bundled snapshot) and the catalogue search
 * runs over: the snapshot's communities plus imported and fetched ones. Nothing here touches the
 * network, so the app starts offline.
 */
async function openRedditData(
  config: Config,
  snapshot: SnapshotSource,
  db: Database,
  clock: Clock,
  log?: RevocationLog,
): Promise<RedditData> {
  const catalogue = () => CatalogueIndex.fromSnapshot(snapshot);
  const sources: RedditSource[] = [new ImportedRedditSource(db), snapshot];
  const archive = config.archiveUrl ? createArchiveSource(config, { db, clock, log }) : null;
  if (archive) sources.unshift(archive);
  if (config.redditEnabled) sources.unshift(createLiveRedditSource(config, { db, clock }));
  const data = new RedditData(sources, catalogue, log);
  // A fetched community is searchable on this instance at once (others within the import watch's minute).
  archive?.fetches.whenFetched(
    () => void data.refreshImported(db).catch((err) => log?.warn({ err }, 'adding fetched communities to the catalogue failed')),
  );
  await data.refreshImported(db);
  return data;
}
