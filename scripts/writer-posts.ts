/**
 * The writer's posts as the paid path makes them (the fingerprint script's way: the service with the
 * credit faked), written to a JSON file: the draft check's site rules are timed and compared on them
 * (decision 086).
 *   npx tsx scripts/writer-posts.ts out.json [calls]    three posts a call; 400 calls by default
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { POST_TEMPLATES, WRITING_STYLES } from '@subreddit-signal/contract';
import type { Database } from '../server/src/db/client';
import { builtInGenerator } from '../server/src/modules/generation/built-in';
import type { RecentOutputs } from '../server/src/modules/generation/recent';
import { generatePosts, type GenerationContext } from '../server/src/modules/generation/service';
import { SnapshotSource } from '../server/src/modules/reddit';
import { RedditData } from '../server/src/modules/research';
import type { CatalogueIndex } from '../server/src/modules/discovery';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COMMUNITIES = ['marketing', 'technology', 'seo', 'startups', 'coffee', 'boardgames', 'cars', 'personalfinance'];
const QUERIES = ['email marketing', 'launching a budgeting app', 'espresso grinder I built', 'first car on a budget'];

const snapshot = await SnapshotSource.open(path.join(ROOT, 'data/snapshot'));
const data = new RedditData([snapshot], {} as CatalogueIndex);
const db = {
  kind: 'pglite',
  atomic: async () => [{ balance_after: 7 }],
  query: async () => [],
  transaction: async (fn: (tx: unknown) => unknown) => fn(db),
} as unknown as Database;
const recent = { get: async () => [], add: async () => {} } as unknown as RecentOutputs;
const generator = builtInGenerator();
const ctx: GenerationContext = { db, data, generator, fallback: generator, ideasKept: new Map(), recent };

const calls = Number(process.argv[3] ?? 400);
const posts: { title: string; body: string }[] = [];
for (let i = 0; i < calls; i++) {
  const r = await generatePosts(ctx, 'u1', {
    subreddit: COMMUNITIES[i % COMMUNITIES.length]!,
    searchQuery: QUERIES[Math.floor(i / COMMUNITIES.length) % QUERIES.length]!,
    template: POST_TEMPLATES[i % POST_TEMPLATES.length]!,
    writingStyle: WRITING_STYLES[i % WRITING_STYLES.length]!,
    nonce: i,
  });
  for (const p of r.posts) posts.push({ title: p.title, body: p.body });
}
writeFileSync(process.argv[2]!, JSON.stringify(posts));
console.log(`${posts.length} posts`);
