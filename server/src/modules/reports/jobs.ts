import type { JobDefinition, JobLogger } from '../../platform/jobs';
import { runDueReports, type ReportDeps } from './delivery';

/**
 * `reports.tick`, hourly: every subscriber whose current period has started (08:00 local on Monday
 * or the 1st) and has no delivery yet gets that period's report, so a missed 08:00 tick is caught up; failed sends and stale claims are retried. Idempotent: the
 * delivery row is the claim, so a retried or overlapping tick never sends twice.
 */
export function reportJobs(deps: ReportDeps, log?: Pick<JobLogger, 'info'>): JobDefinition[] {
  return [
    {
      name: 'reports.tick',
      cron: '0 * * * *',
      retryLimit: 2,
      handler: async () => {
        const result = await runDueReports(deps);
        if (result.sent + result.skipped + result.failed > 0) log?.info(result, 'report deliveries');
      },
    },
  ];
}
