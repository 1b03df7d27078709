import { join } from 'node:path';
import type { SubredditAnalysis } from '@subreddit-signal/contract';
import { analyzeSubreddit } from '../../server/src/modules/analysis';
import { buildCommunityProfile, type CommunityProfile } from '../../server/src/modules/generation/community';
import { writeComments } from '../../server/src/modules/generation/built-in/comments';
import type { SubredditPosts } from '../../server/src/modules/reddit/model';
import { SnapshotSource } from '../../server/src/modules/reddit/snapshot-source';

/** A community as the generator sees it: the paid analysis of its posts, and the profile built from both. */
export function communityOf(found: SubredditPosts): { community: CommunityProfile; analysis: SubredditAnalysis } {
  const analysis = analyzeSubreddit({
    subreddit: found.subreddit,
    posts: found.posts,
    asOf: found.asOf,
    provenance: { kind: found.kind, label: 'test', dataDate: null },
    tier: 'paid',
  });
  return { community: buildCommunityProfile(found, analysis), analysis };
}

/** The profiles of bundled snapshot communities (data/snapshot), by the names given (lower case is fine). */
export async function snapshotProfiles(names: readonly string[]): Promise<Record<string, CommunityProfile>> {
  const snapshot = await SnapshotSource.open(join(__dirname, '../../data/snapshot'));
  const out: Record<string, CommunityProfile> = {};
  for (const name of names) {
    const found = await snapshot.subredditPosts(name);
    if (!found) throw new Error(`r/${name} is not in the bundled snapshot`);
    out[name] = communityOf(found).community;
  }
  return out;
}

/** A real post's first comments in every tone for each nonce, as 'title\nresponse' texts (the tests that read them for tone and subject). */
export function commentTexts(community: CommunityProfile, title: string, body = '', nonces: readonly number[] = [3]): string[] {
  return nonces.flatMap((nonce) =>
    (['Friendly', 'Expert', 'Casual'] as const)
      .flatMap((tone) =>
        writeComments({ post: { title, body, callToAction: '', hashTags: [], flairs: [] }, community, tone, count: 3, nonce }),
      )
      .map((c) => `${c.title}\n${c.response}`),
  );
}
