/**
 * Generated posts made to pass the community's hard post requirements (decision 021), whichever
 * engine wrote them: Reddit refuses a post that breaks one, so a post we hand out must not. Applied
 * after generation, only when the live source read the community's requirements (the bundled and
 * imported data hold none). What it cannot fix (a title regex, link-only communities) is left to
 * the post's 'Check', which names it.
 *
 * The post is judged as it would be posted: the title, and as the body the body, call to action
 * and hashtags joined by blank lines (the same text the web's 'Check' sends).
 */
import type { GeneratedPost, PostIdeaGroup, PostRequirements } from '@subreddit-signal/contract';
import { charCount } from '../analysis';
import type { CommunityRulesData } from '../reddit';

/** The body text a generated post is posted with. */
export function postedBody(p: Pick<GeneratedPost, 'body' | 'callToAction' | 'hashTags'>): string {
  const tags = p.hashTags.map((t) => (t.startsWith('#') ? t : `#${t.replace(/\s+/g, '')}`)).join(' ');
  return [p.body, p.callToAction, tags]
    .map((s) => s.trim())
    .filter(Boolean)
    .join('\n\n');
}

const hasAny = (text: string, needles: readonly string[]) => needles.some((n) => text.toLowerCase().includes(n.toLowerCase()));

const ARTICLES = new Set(['a', 'an', 'the']);

/** The line without the words that hold a banned string, and without an article left dangling before one. */
function withoutBannedWords(line: string, list: readonly string[]): string {
  const parts = line.split(/(\s+)/);
  const keep = parts.map((w) => !/\S/.test(w) || !hasAny(w, list));
  for (let i = 0; i < parts.length; i++) {
    if (keep[i]) continue;
    let j = i - 1;
    while (j >= 0 && !/\S/.test(parts[j]!)) j--;
    if (j >= 0 && ARTICLES.has(parts[j]!.toLowerCase())) keep[j] = false;
  }
  return parts
    .filter((_, i) => keep[i])
    .join('')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

/**
 * Removes banned strings (Reddit matches them anywhere, case-insensitively), keeping line breaks:
 * a sentence holding one is dropped whole while the line keeps others (cutting words out of a
 * sentence breaks it: PRAW's 'ew' would turn 'a few months' into 'a months'); otherwise the words
 * holding one go, with an article left in front of them.
 */
function withoutBanned(text: string, banned: readonly string[]): string {
  const list = banned.filter((b) => b.trim());
  if (list.length === 0 || !hasAny(text, list)) return text;
  let out = text
    .split('\n')
    .map((line) => {
      if (!hasAny(line, list)) return line;
      const sentences = line.split(/(?<=[.!?])\s+/);
      const clean = sentences.filter((x) => !hasAny(x, list));
      return sentences.length > 1 && clean.length > 0 ? clean.join(' ') : withoutBannedWords(line, list);
    })
    .join('\n');
  // A banned string spanning words ('a b') survives the word pass: cut it out where it stands.
  for (const b of list) out = out.replace(new RegExp(b.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), ' ').replace(/[ \t]{2,}/g, ' ');
  return out.trim();
}

/** `text` cut at the last word boundary at or under `max` characters. */
function cutTo(text: string, max: number): string {
  if (charCount(text) <= max) return text;
  const chars = [...text].slice(0, max).join('');
  const at = chars.lastIndexOf(' ');
  return (at > max / 2 ? chars.slice(0, at) : chars).replace(/[\s,;:–—-]+$/, '');
}

/** Words to lengthen a title with: the post's own body first, then a plain closing phrase. */
const FILLER = 'what has worked for you and what would you change';

function fitTitle(title: string, body: string, r: PostRequirements): string {
  let t = withoutBanned(title, r.titleBlacklistedStrings);
  if (r.titleRequiredStrings.length && !hasAny(t, r.titleRequiredStrings)) {
    const tag = r.titleRequiredStrings[0]!.trim();
    t = tag.startsWith('[') ? `${tag} ${t}` : `${tag}: ${t}`;
  }
  if (r.titleMinLength !== null && charCount(t) < r.titleMinLength) {
    const words = withoutBanned(`${body.replace(/\s+/g, ' ')} ${FILLER} ${FILLER}`, r.titleBlacklistedStrings)
      .split(' ')
      .filter(Boolean);
    t = `${t.replace(/[.?!]+$/, '')}:`;
    for (const w of words) {
      if (charCount(t) >= r.titleMinLength) break;
      t += ` ${w}`;
    }
  }
  if (r.titleMaxLength !== null) t = cutTo(t, r.titleMaxLength);
  return t.trim();
}

const PADDING = 'Happy to share more detail in the comments.';

function fitBody(p: GeneratedPost, r: PostRequirements): GeneratedPost {
  if (r.bodyPolicy === 'notAllowed') return { ...p, body: '', callToAction: '', hashTags: [] };
  const banned = r.bodyBlacklistedStrings;
  let out: GeneratedPost = {
    ...p,
    body: withoutBanned(p.body, banned),
    callToAction: withoutBanned(p.callToAction, banned),
    hashTags: p.hashTags.filter((t) => !hasAny(t, banned)),
  };
  if (r.bodyRequiredStrings.length && !hasAny(postedBody(out), r.bodyRequiredStrings)) {
    out = { ...out, body: [out.body, r.bodyRequiredStrings[0]!.trim()].filter(Boolean).join('\n\n') };
  }
  const min = Math.max(r.bodyMinLength ?? 0, r.bodyPolicy === 'required' ? 1 : 0);
  const pad = withoutBanned(PADDING, banned) || 'More detail in the comments.';
  while (charCount(postedBody(out)) < min) out = { ...out, body: [out.body, pad].filter(Boolean).join(' ') };
  if (r.bodyMaxLength !== null && charCount(postedBody(out)) > r.bodyMaxLength) {
    out = { ...out, hashTags: [] };
    const rest = charCount(postedBody({ ...out, body: '' }));
    const room = r.bodyMaxLength - rest - (rest > 0 ? 2 : 0);
    out = room > 0 ? { ...out, body: cutTo(out.body, room) } : { ...out, body: cutTo(out.body, r.bodyMaxLength), callToAction: '' };
  }
  return out;
}

/** The flair to post with when one is required: the post's own when the community uses it, else the community's first. */
function fitFlair(p: GeneratedPost, r: PostRequirements, flairs: readonly string[]): GeneratedPost {
  if (!r.flairRequired || flairs.length === 0) return p;
  const own = p.flairs.find((f) => flairs.some((g) => g.toLowerCase() === f.trim().toLowerCase()));
  return { ...p, flairs: [own ?? flairs[0]!] };
}

export function fitToRequirements(post: GeneratedPost, rules: CommunityRulesData | null, flairs: readonly string[]): GeneratedPost {
  const r = rules?.requirements;
  if (!r) return post;
  const body = fitBody(post, r);
  return fitFlair({ ...body, title: fitTitle(post.title, body.body || post.body, r) }, r, flairs);
}

/** Post ideas fitted per community, with each community's rules (read through the data's sources, cached). */
export async function fitIdeas(
  data: { communityRules(name: string): Promise<{ rules: CommunityRulesData | null }> },
  groups: PostIdeaGroup[],
  communities: readonly { name: string; flairs: string[] }[],
): Promise<PostIdeaGroup[]> {
  return Promise.all(
    groups.map(async (g) => {
      const community = communities.find((c) => c.name.toLowerCase() === g.subreddit.toLowerCase());
      if (!community) return g;
      const { rules } = await data.communityRules(community.name).catch(() => ({ rules: null }));
      return rules ? { ...g, posts: g.posts.map((p) => fitToRequirements(p, rules, community.flairs)) } : g;
    }),
  );
}
