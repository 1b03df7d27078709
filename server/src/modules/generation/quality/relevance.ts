/**
 * Whether a text is about what it should be: a post about the user's query (its key terms or their
 * close forms), hashtags from the query or from the community's own vocabulary used with the query,
 * and comments that name the post's subject.
 */
import { queryKeyStems, stem, stemSet, tokens } from './words';

/** The query's key terms the post's title and body leave out (none: the post covers the query). */
export function missingQueryTerms(query: string, post: { title: string; body: string }): string[] {
  const have = stemSet(`${post.title} ${post.body}`);
  return queryKeyStems(query).filter((s) => !have.has(s));
}

/** A hashtag as Reddit and every other network write one: '#' then a letter, letters and digits, no spaces. */
export const isTagForm = (tag: string) => /^#\p{L}[\p{L}\p{N}]{1,39}$/u.test(tag);

/** '#BudgetingApp' → ['budgeting', 'app']; '#SEO' → ['seo']. */
export function tagWords(tag: string): string[] {
  return tag
    .replace(/^#/, '')
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
}

export interface TagContext {
  query: string;
  /** The community's hashtags (its analysis'), and the lower-cased text of each of its posts. */
  communityTags: readonly string[];
  docs: readonly string[];
}

/** Posts in which the community uses a tag's words together with one of the query's key terms: fewer than two is chance. */
const TOGETHER_MIN = 2;

/** The close forms of each post's words, worked out once per list of posts. */
const stemsOfDocs = new WeakMap<readonly string[], Set<string>[]>();
function docStems(docs: readonly string[]): Set<string>[] {
  let out = stemsOfDocs.get(docs);
  if (!out) stemsOfDocs.set(docs, (out = docs.map(stemSet)));
  return out;
}

export type TagVerdict = 'query' | 'community' | 'unrelated' | 'malformed';

/**
 * Why a hashtag may stand on a post for `query`: it spells the query's own words ('query'), or it is
 * one of the community's hashtags whose words its members use together with the query's key terms
 * in at least two posts ('community'). Anything else is unrelated ('#Car' on a budgeting app).
 */
export function tagVerdict(tag: string, ctx: TagContext): TagVerdict {
  if (!isTagForm(tag)) return 'malformed';
  const words = tagWords(tag).map(stem);
  const keys = queryKeyStems(ctx.query);
  const squashedQuery = tokens(ctx.query).join('');
  if (words.every((w) => keys.includes(w)) || squashedQuery.includes(tag.slice(1).toLowerCase())) return 'query';
  if (!ctx.communityTags.some((t) => t.toLowerCase() === tag.toLowerCase())) return 'unrelated';
  let together = 0;
  for (const have of docStems(ctx.docs)) {
    if (words.every((w) => have.has(w)) && keys.some((k) => have.has(k))) together++;
    if (together >= TOGETHER_MIN) return 'community';
  }
  return 'unrelated';
}

/**
 * Whether a comment names what the post is about: at least one of the subject's key terms (close
 * forms count). `subject` is the post's subject as a phrase: the query it was written for, or a
 * noun phrase from its title.
 */
export function namesSubject(comment: string, subject: string): boolean {
  const have = stemSet(comment);
  return queryKeyStems(subject).some((s) => have.has(s));
}
