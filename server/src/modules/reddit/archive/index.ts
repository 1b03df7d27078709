import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { ArchiveRedditSource } from './archive-source';
import { ArchiveClient, type ArchiveClientOptions } from './client';
import { ArchiveFetches, type ArchiveFetchesOptions } from './fetches';

export { ArchiveRedditSource, INTERACTIVE_CALL } from './archive-source';
export { ArchiveClient, ArchiveResponseError, ArchiveUnavailableError, ARCHIVE_NAME, type ArchiveFailure } from './client';
export { ArchiveFetches, ARCHIVE_FETCH_JOB, type ArchiveFetchStatus, type ArchiveFetchState } from './fetches';
export { fetchCommunity } from './fetch-community';
export { mapArchivedComment, mapArchivedPost, mapArchivedSubreddit, type ArchivedComment, type ArchivedPost } from './mappers';
export { pruneArchivedContent, storedCommunityContent, type StoredCommunityContent } from './store';

/**
 * Wires the archive source from configuration (REDDIT_ARCHIVE_URL; call only when `config.archiveUrl`).
 * `overrides` tune the client (tests inject sleep, jitter, timeouts) and the fetches.
 */
export function createArchiveSource(
  config: Config,
  deps: { db: Database; clock: Clock; log?: ArchiveFetchesOptions['log'] },
  overrides: Partial<Omit<ArchiveClientOptions, 'baseUrl' | 'clock'>> & { fetches?: Partial<ArchiveFetchesOptions> } = {},
): ArchiveRedditSource {
  if (!config.archiveUrl) throw new Error('The archive source needs REDDIT_ARCHIVE_URL');
  const { fetches: fetchOverrides, ...clientOverrides } = overrides;
  const client = new ArchiveClient({ baseUrl: config.archiveUrl, clock: deps.clock, logger: deps.log, ...clientOverrides });
  const fetches = new ArchiveFetches(deps.db, deps.clock, client, { maxPosts: config.REDDIT_MAX_POSTS, log: deps.log, ...fetchOverrides });
  return new ArchiveRedditSource(deps.db, deps.clock, client, fetches, config.REDDIT_MAX_POSTS);
}
