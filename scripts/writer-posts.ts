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
import { generatePosts } from '../server/src/modules/generation/service';
import { fakedCreditContext } from './faked-credit-context';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COMMUNITIES = ['marketing', 'technology', 'seo', 'startups', 'coffee', 'boardgames', 'cars', 'personalfinance'];
const QUERIES = ['email marketing', 'launching a budgeting app', 'espresso grinder I built', 'first car on a budget'];

const ctx = await fakedCreditContext(ROOT);

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
