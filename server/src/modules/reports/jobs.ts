import type { JobDefinition, JobLogger } from '../../platform/jobs';
import { runDueReports, type ReportDeps } from './delivery';

/**
 * `reports.tick`, hourly: every subscriber whose local time is in the 08:00 hour of their report
 * day gets that period's report; failed sends and stale claims are retried. Idempotent: the
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
