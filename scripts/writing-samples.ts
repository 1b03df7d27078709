/**
 * npm run quality:samples — prints built-in writer outputs for reading (issue 25): posts of every
 * template, a first comment and post ideas, for communities and queries given on the command line
 * or a default set of hobby, learning, gaming and news communities the writer was not tuned on.
 *   npx tsx scripts/writing-samples.ts coffee "espresso grinder I built"
 */
import { POST_TEMPLATES, WRITING_STYLES } from '@subreddit-signal/contract';
import { builtInGenerator } from '../server/src/modules/generation/built-in';
import { loadQualityCommunities } from './quality';

/** Communities nobody tuned the writer on, with what a marketer would type for each. */
export const SAMPLE_CASES: [string, string][] = [
  ['coffee', 'espresso grinder I built'],
  ['boardgames', 'a board game cafe'],
  ['music', 'promoting my first EP'],
  ['diy', 'a workbench in a small garage'],
  ['travel', 'two weeks in Japan on a budget'],
  ['photography', 'a photo editing app for beginners'],
  ['cooking', 'meal prep for busy parents'],
  ['books', 'a reading tracker app'],
  ['minecraft', 'a survival server for new players'],
  ['frugal', 'cutting my grocery bill'],
];

const args = process.argv.slice(2);
const cases: [string, string][] = args.length >= 2 ? [[args[0]!, args.slice(1).join(' ')]] : SAMPLE_CASES;
const g = builtInGenerator();
let nonce = 7;
for (const [name, query] of cases) {
  const [c] = await loadQualityCommunities([name]);
  console.log(`\n################ r/${name} · "${query}"`);
  for (const [t, template] of POST_TEMPLATES.entries()) {
    const style = WRITING_STYLES[(t + nonce) % WRITING_STYLES.length]!;
    const [p] = await g.posts({ community: c!.profile, searchQuery: query, template, writingStyle: style, count: 1, nonce: nonce++ });
    if (!p) continue;
    console.log(
      `\n=== ${template} · ${style}\nTITLE: ${p.title}  [${p.flairs.join(', ')}] ${p.hashTags.join(' ')}\n${p.body}\nCTA: ${p.callToAction}`,
    );
    if (t === 0) {
      const [cm] = await g.comments({ post: p, community: c!.profile, tone: 'Friendly', count: 1, nonce: nonce++ });
      if (cm) console.log(`--- comment: ${cm.title}\n${cm.response}`);
    }
  }
  for (const group of await g.ideas({ communities: [c!.profile], perCommunity: 2, nonce: nonce++ }))
    for (const p of group.posts) console.log(`\n=== idea\nTITLE: ${p.title}\n${p.body}`);
}
