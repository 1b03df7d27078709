/**
 * Post ideas of the built-in engine (generate-reddit-post): for each community, posts on its own
 * strongest keywords, one template after another, so the ideas cover different kinds of post.
 */
import type { GeneratedPost, PostIdeaGroup, PostTemplate } from '@subreddit-signal/contract';
import { POST_TEMPLATES } from '@subreddit-signal/contract';
import type { IdeasInput } from '../port';
import { hashSeed, rng } from '../random';
import { writePosts } from './posts';

/** Marketing work a post can be about as it is ("a small win with email"). */
const ACTIVITY_WORDS = /\b(marketing|seo|content|email|newsletters|social media|ads|advertising|ppc|branding|growth|outreach|campaigns|sales|copywriting|conversions|funnels|onboarding|traffic|ranking|leads|engagement|pr|promotion|networking|hiring|fundraising|funding|pricing|search|analytics|keywords|backlinks|blogging|startups|freelancing)\b/i;
const NOT_GERUNDS = /^(morning|evening|thing|something|nothing|anything|everything|string|ring|king|wing|spring|ceiling|clothing|wedding|pudding|building)$/i;
const ACTIVITY = { test: (k: string) => ACTIVITY_WORDS.test(k) || (/^\p{Ll}+ing$/u.test(k) && k.length > 5 && !NOT_GERUNDS.test(k)) };
/** Names and acronyms (Google, NSA), phrases, and uncountable subjects: what "… content" fits. */
const SUBJECT = (k: string) => /^\p{Lu}/u.test(k) || /\s/.test(k) || /^(data|privacy|security|copyright|software|hardware|design|music|coffee|espresso|food|money|research|video|photography|internet)$/i.test(k);

/**
 * Topics for a community's ideas, from its keywords: marketing work as it is (email, social media),
 * other subjects as content on them (SOPA content); a bare 'page' or 'company' is skipped.
 * The community's own name makes up the rest.
 */
export function ideaTopics(keywords: readonly string[], name: string): string[] {
  const out: string[] = [];
  for (const k of keywords) {
    if (ACTIVITY.test(k)) out.push(k);
    else if (SUBJECT(k)) out.push(`${k} content`);
  }
  const own = name.length <= 4 ? name.toUpperCase() : name;
  if (!out.some((t) => t.toLowerCase() === name.toLowerCase())) out.push(ACTIVITY.test(name) ? own : `${own} content`);
  return out.slice(0, 8);
}

export function writeIdeas(input: IdeasInput): PostIdeaGroup[] {
  return input.communities.map((c) => {
    const r = rng(hashSeed('ideas', c.name.toLowerCase(), input.nonce));
    const topics = r.shuffle(ideaTopics(c.keywords, c.name));
    const templates = r.shuffle(POST_TEMPLATES) as PostTemplate[];
    const posts: GeneratedPost[] = [];
    const titles = new Set<string>();
    for (let i = 0; posts.length < input.perCommunity && i < input.perCommunity * 3; i++) {
      const [post] = writePosts({
        community: c,
        searchQuery: topics[i % topics.length]!,
        keepCase: true,
        template: templates[i % templates.length]!,
        writingStyle: 'Friendly',
        count: 1,
        nonce: hashSeed(input.nonce, i),
      });
      if (!post || titles.has(post.title.toLowerCase())) continue;
      titles.add(post.title.toLowerCase());
      posts.push(post);
    }
    return { subreddit: c.name, posts };
  });
}
