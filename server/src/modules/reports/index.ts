/** E-mail reports: the subscription (/api/subscriber), scheduled delivery, past reports (decision 014). */
export { reportsRoutes } from './routes';
export { reportJobs } from './jobs';
export {
  runDueReports,
  sendReportNow,
  classifySendError,
  HARD_BOUNCE_LIMIT,
  STALE_CLAIM_MS,
  type ReportDeps,
  type TickResult,
} from './delivery';
export { duePeriodKey, localParts, slotInZone, REPORT_HOUR } from './schedule';
export { renderReport, formatFigure, viewInAppUrl, SNAPSHOT_NOTICE } from './content';
export { risingKeywords, MIN_PERIOD_POSTS } from './rising';
