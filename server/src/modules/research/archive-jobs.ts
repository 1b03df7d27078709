import type { Queryable } from '../../db/client';
import type { JobDefinition } from '../../platform/jobs';
import { ARCHIVE_FETCH_JOB } from '../reddit';
import type { RedditData } from './reddit-data';

export const ARCHIVE_REFRESH_JOB = 'reddit-archive-refresh';

/**
 * The archive's background work: one job per community fetch (queued by ArchiveFetches.request,
 * keyed by community so pg-boss holds one at a time; the fetch row is the cluster-wide claim), and
 * an hourly refresh of the communities active e-mail reports and audiences use, so a report or an
 * audience overview never rests on stale data (only communities fetched before are refreshed).
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
        await archive.fetches.refreshStale(await scheduledCommunities(db));
      },
    },
  ];
}

/** Most communities one hourly refresh looks at: it only re-asks fetches that are done and stale, but keeps the pass bounded. */
export const SCHEDULED_REFRESH_LIMIT = 500;

/** Saved ideas keep their community current for this long after they were saved. */
export const SAVED_WORK_REFRESH_DAYS = 30;

/**
 * The communities kept current on a schedule: those of active report subscriptions, of audiences,
 * and of ideas saved in the last SAVED_WORK_REFRESH_DAYS (each records its community). One name per
 * community.
 */
export async function scheduledCommunities(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT min(name) AS name FROM (
       SELECT s.name, s.name_key FROM report_subscriber_subreddits s
         JOIN report_subscribers r ON r.id = s.subscriber_id AND r.status = 'active'
       UNION ALL
       SELECT name, name_key FROM audience_communities
       UNION ALL
       SELECT subreddit, lower(subreddit) FROM saved_items
         WHERE subreddit IS NOT NULL AND created_at > now() - make_interval(days => $2)
     ) used GROUP BY name_key ORDER BY name_key LIMIT $1`,
    [SCHEDULED_REFRESH_LIMIT, SAVED_WORK_REFRESH_DAYS],
  );
  return rows.map((r) => r.name);
}
