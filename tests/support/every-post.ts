import { POST_TEMPLATES, WRITING_STYLES } from '@subreddit-signal/contract';
import { writePosts } from '../../server/src/modules/generation/built-in';
import type { CommunityProfile } from '../../server/src/modules/generation/community';

/** The built-in writer's posts on a query: every template in every style, `count` each, each tagged with its template. */
export function everyPost(community: CommunityProfile, searchQuery: string, { count = 2, nonce = 3 } = {}) {
  const out = [];
  for (const template of POST_TEMPLATES)
    for (const [i, writingStyle] of WRITING_STYLES.entries())
      out.push(...writePosts({ community, searchQuery, template, writingStyle, count, nonce: nonce + i }).map((p) => ({ template, ...p })));
  return out;
}
