/**
 * How often Reddit's site rules, as the draft checker reads them, flag real posts that stayed up
 * and were upvoted (score ≥ 50) in the bundled snapshot (decision 046). Such posts were not removed,
 * so each flag is a likely false positive (a few are real promotion that survived in 2008–2013).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { siteBreaches, type SiteRuleKind } from '../server/src/modules/drafts/check/site-rules';
import { unpackPosts, type SnapshotPostsFile } from '../server/src/modules/reddit/snapshot-source';

export interface RealPostFlags {
  posts: number;
  flagged: number;
  byKind: Partial<Record<SiteRuleKind, number>>;
  examples: { kind: SiteRuleKind; subreddit: string; title: string; words: string }[];
}

export function realPostFlags(dir: string, minScore = 50, examplesPerKind = 3): RealPostFlags {
  const r: RealPostFlags = { posts: 0, flagged: 0, byKind: {}, examples: [] };
  for (const f of readdirSync(dir)
    .filter((n) => n.endsWith('.json.br'))
    .sort()) {
    const file = JSON.parse(brotliDecompressSync(readFileSync(path.join(dir, f))).toString('utf8')) as SnapshotPostsFile;
    for (const p of unpackPosts(file)) {
      if (p.score < minScore) continue;
      r.posts++;
      // NSFW is left out: the snapshot does not keep the posts' NSFW marks.
      const found = siteBreaches({
        title: p.title,
        body: p.selftext,
        link: p.isSelf ? null : p.url,
        flair: p.flair,
        galleryItems: null,
      }).filter((b) => b.kind !== 'nsfw');
      if (found.length > 0) r.flagged++;
      for (const b of found) {
        r.byKind[b.kind] = (r.byKind[b.kind] ?? 0) + 1;
        if (r.examples.filter((e) => e.kind === b.kind).length < examplesPerKind)
          r.examples.push({ kind: b.kind, subreddit: p.subreddit, title: p.title.slice(0, 90), words: b.words.slice(0, 90) });
      }
    }
  }
  return r;
}
