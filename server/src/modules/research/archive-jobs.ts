import type { Queryable } from '../../db/client';
import type { JobDefinition } from '../../platform/jobs';
import { ARCHIVE_FETCH_JOB } from '../reddit';
import type { RedditData } from './reddit-data';

export const ARCHIVE_REFRESH_JOB = 'reddit-archive-refresh';

/**
 * The archive's background work: one job per community fetch (queued by ArchiveFetches.request,
 * keyed by community so pg-boss holds one at a time; the fetch row is the cluster-wide claim), and
 * an hourly refresh of the communities e-mail reports use, so a report never goes out on stale data.
 * None when the archive is off.
 */
export function archiveJobs(db: Queryable, data: RedditData): JobDefinition[] {
  const archive = data.archive;
  if (!archive) return [];
  return [
    {
      name: ARCHIVE_FETCH_JOB,
      retryLimit: 1,
      handler: async (job: { subreddit?: unknown }) => {
        if (typeof job.subreddit === 'string' && job.subreddit) await archive.fetches.run(job.subreddit);
      },
    },
    {
      name: ARCHIVE_REFRESH_JOB,
      cron: '17 * * * *',
      retryLimit: 0,
      handler: async () => {
        const rows = await db.query<{ name: string }>(
          `SELECT DISTINCT min(s.name) AS name FROM report_subscriber_subreddits s
           JOIN report_subscribers r ON r.id = s.subscriber_id AND r.status = 'active' GROUP BY s.name_key`,
        );
        await archive.fetches.refreshStale(rows.map((r) => r.name));
      },
    },
  ];
}
