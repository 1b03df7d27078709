/**
 * The paid generation path's outputs as one fingerprint, to show a speed change left every text as it
 * was (issue 27): posts of every template and style, comments in every tone, rewrites and post ideas
 * for several snapshot communities, each through the service as the routes call it (the community
 * lookup, the draft check and its replacement round, the topic named once). The credit is faked: it
 * does not touch the text.
 *   npx tsx scripts/generation-fingerprint.ts            the SHA-256 of all outputs
 *   npx tsx scripts/generation-fingerprint.ts out.json   also writes them, to diff two trees' outputs
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMMENT_TONES, POST_TEMPLATES, WRITING_STYLES } from '@subreddit-signal/contract';
import { generateCommentVersion, generateComments, generatePosts, postIdeas } from '../server/src/modules/generation/service';
import { fakedCreditContext } from './faked-credit-context';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COMMUNITIES = ['marketing', 'technology', 'seo', 'startups', 'coffee', 'boardgames', 'cars', 'personalfinance', 'no-such-community'];
const QUERIES = ['email marketing', 'launching a budgeting app', 'espresso grinder I built'];

const ctx = await fakedCreditContext(ROOT);

const out: unknown[] = [];
let nonce = 0;
for (const subreddit of COMMUNITIES) {
  for (const searchQuery of QUERIES)
    for (const template of POST_TEMPLATES)
      for (const writingStyle of WRITING_STYLES) {
        const r = await generatePosts(ctx, 'u1', { subreddit, searchQuery, template, writingStyle, nonce: nonce++ });
        out.push(['posts', subreddit, searchQuery, template, writingStyle, r]);
      }
  const post = (out.at(-1) as [string, string, string, string, string, { posts: { title: string; body: string }[] }])[5].posts[0]!;
  for (const type of COMMENT_TONES) {
    const r = await generateComments(ctx, 'u1', { postDetails: { ...post, subreddit }, type, nonce: nonce++ });
    out.push(['comments', subreddit, type, r]);
    const v = await generateCommentVersion(ctx, 'u1', { commentDetail: r.comments[0]!, type, nonce: nonce++ });
    out.push(['version', subreddit, type, v]);
  }
}
for (const perCommunity of [3, 10])
  out.push(['ideas', perCommunity, await postIdeas(ctx, `user-${perCommunity}`, perCommunity, new Date('2026-11-27T12:00:00Z'))]);

const text = JSON.stringify(out);
if (process.argv[2]) writeFileSync(process.argv[2], JSON.stringify(out, null, 1));
console.log(`${out.length} outputs, sha256 ${createHash('sha256').update(text).digest('hex')}`);
