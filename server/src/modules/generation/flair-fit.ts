/**
 * Which of a community's flairs fit a kind of post (issue 25, decision 042): by the flair's name
 * ('Question' fits Question/Help) and, where the data holds posts carrying it, by what those posts
 * look like (a flair whose posts are mostly questions fits a question). A flair that only shares a
 * word with the community's vocabulary ('Team Blog' in r/nba) fits nothing: it went on every
 * template of a fantasy basketball post.
 */
import type { PostTemplate } from '@subreddit-signal/contract';
import type { RedditPost } from '../reddit';

/** What a post of each kind looks like from its title and body opening. */
export const POST_SHAPES: Record<PostTemplate, RegExp> = {
  'Question/Help': /\?\s*$|^\s*(?:how|what|why|where|which|who|can|could|should|is|are|does|do|any|anyone|help)\b/i,
  'Guide / Tutorial': /\b(?:guide|how to|tips?|tutorial|psa|lpt|step[- ]by[- ]step|walkthrough|explained|beginners?)\b/i,
  'Project showcase':
    /\b(?:i|we)\s+(?:made|built|created|designed|painted|finished|drew|wrote|launched)\b|\[oc\]|\bmy (?:first|new|latest)\b/i,
  'Success story': /\b(?:finally|success|paid off|did it|milestone|progress|update|after \d+ (?:days|weeks|months|years))\b/i,
  Discussion: /\b(?:thoughts|opinion|discussion|discuss|debate|unpopular|what do you think|let's talk|anyone else)\b/i,
};

/** A flair needs this many posts before they say what it is for. */
const MIN_FLAIR_POSTS = 3;
/** Share of a flair's posts of a kind for the flair to fit that kind. */
export const FITS_SHARE = 0.4;

/** For each flair with enough posts, the share of them that look like each kind of post. */
export type FlairShapes = Record<string, Partial<Record<PostTemplate, number>>>;

export function flairShapes(posts: readonly RedditPost[], flairs: readonly string[]): FlairShapes {
  const wanted = new Set(flairs.map((f) => f.toLowerCase()));
  const by = new Map<string, RedditPost[]>();
  for (const p of posts) {
    const f = p.flair?.trim().toLowerCase();
    if (!f || !wanted.has(f)) continue;
    if (!by.has(f)) by.set(f, []);
    by.get(f)!.push(p);
  }
  const out: FlairShapes = {};
  for (const [flair, carrying] of by) {
    if (carrying.length < MIN_FLAIR_POSTS) continue;
    const shares: Partial<Record<PostTemplate, number>> = {};
    for (const [template, re] of Object.entries(POST_SHAPES) as [PostTemplate, RegExp][]) {
      const n = carrying.filter((p) => re.test(p.title) || re.test(p.selftext.slice(0, 200))).length;
      shares[template] = Math.round((n / carrying.length) * 100) / 100;
    }
    out[flair] = shares;
  }
  return out;
}
