/**
 * Themes of an audience, mined from its members' posts and (when a source holds them) comments
 * with no model: each text is read by the rules in classify.ts, then grouped under the recurring
 * term it is most about (the analysis engine's keyword model over the same texts). Every theme
 * carries its counts and the real posts it rests on. Pure: texts in, themes out.
 */
import type { AudienceTheme, ThemeEvidence, ThemeKind, ThemeSort } from '@subreddit-signal/contract';
import { permalinkUrl } from '../../analysis';
import type { RedditComment, RedditPost } from '../../reddit';
import { classify, INTENT_KINDS, type IntentKind } from './classify';
import { buildTerms } from './terms';

/** A theme needs this many texts behind it; fewer go to the kind's 'other' theme. */
export const MIN_THEME_TEXTS = 2;
export const THEMES_PER_KIND = 6;
export const TOPIC_THEMES = 8;
export const EVIDENCE_PER_THEME = 8;
export const OTHER_LABEL = 'other';

export type ThemePost = Pick<RedditPost, 'id' | 'subreddit' | 'title' | 'selftext' | 'score' | 'numComments' | 'createdUtc' | 'permalink'>;
/** A comment, and the community it was written in when its post is not among the posts. */
export type ThemeComment = Pick<RedditComment, 'id' | 'postId' | 'body' | 'score' | 'createdUtc'> & { subreddit?: string };

export interface MineInput {
  posts: readonly ThemePost[];
  comments?: readonly ThemeComment[];
  sort: ThemeSort;
  /** Words never to name a theme by on their own (the members' names). */
  exclude?: readonly string[];
  /**
   * Count only texts written after this time (Unix seconds); older ones still shape the term model,
   * so a theme keeps its name from one report period to the next.
   */
  countFrom?: number;
}

interface Text {
  type: 'post' | 'comment';
  id: string;
  subreddit: string;
  title: string;
  body: string;
  score: number;
  comments: number;
  createdUtc: number;
  url: string;
  term: string;
}

interface Hit {
  text: Text;
  excerpt: string;
}

const engagementOf = (t: Text) => Math.max(0, t.score) + Math.max(0, t.comments);
const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function compareHits(sort: ThemeSort) {
  return (a: Hit, b: Hit) =>
    (sort === 'recency' ? b.text.createdUtc - a.text.createdUtc : engagementOf(b.text) - engagementOf(a.text)) ||
    (sort === 'recency' ? engagementOf(b.text) - engagementOf(a.text) : b.text.createdUtc - a.text.createdUtc) ||
    (a.text.id < b.text.id ? -1 : a.text.id > b.text.id ? 1 : 0);
}

function evidenceOf(h: Hit): ThemeEvidence {
  return {
    type: h.text.type,
    id: h.text.id,
    subreddit: h.text.subreddit,
    title: h.text.title,
    excerpt: h.excerpt,
    url: h.text.url,
    score: h.text.score,
    comments: h.text.comments,
    createdAt: new Date(h.text.createdUtc * 1000).toISOString(),
  };
}

function theme(kind: ThemeKind, label: string, hits: Hit[], sort: ThemeSort, readPer: Map<string, number>): AudienceTheme {
  hits.sort(compareHits(sort));
  const per = new Map<string, number>();
  for (const h of hits) per.set(h.text.subreddit, (per.get(h.text.subreddit) ?? 0) + 1);
  const subreddits = [...per.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([s]) => s);
  // Best fit: most of its own conversation on the theme, so a large member does not always win.
  const fit = (s: string) => (per.get(s) ?? 0) / Math.max(1, readPer.get(s) ?? 1);
  const bestSubreddit =
    [...subreddits].sort((a, b) => fit(b) - fit(a) || (per.get(b) ?? 0) - (per.get(a) ?? 0) || (a < b ? -1 : 1))[0] ?? '';
  let engagement = 0;
  let newest = 0;
  let posts = 0;
  for (const h of hits) {
    engagement += engagementOf(h.text);
    newest = Math.max(newest, h.text.createdUtc);
    if (h.text.type === 'post') posts++;
  }
  return {
    id: `${kind}-${slug(label) || 'theme'}`,
    kind,
    label,
    posts,
    comments: hits.length - posts,
    subreddits,
    bestSubreddit,
    engagement,
    newestAt: new Date(newest * 1000).toISOString(),
    evidence: hits.slice(0, EVIDENCE_PER_THEME).map(evidenceOf),
  };
}

const themeOrder = (sort: ThemeSort) => (a: AudienceTheme, b: AudienceTheme) =>
  (a.label === OTHER_LABEL ? 1 : 0) - (b.label === OTHER_LABEL ? 1 : 0) ||
  b.posts + b.comments - (a.posts + a.comments) ||
  (sort === 'recency' ? b.newestAt.localeCompare(a.newestAt) : b.engagement - a.engagement) ||
  a.label.localeCompare(b.label);

/** The audience's themes: per kind, grouped by recurring term, each with its evidence sorted by `sort`. */
export function mineThemes(input: MineInput): { themes: AudienceTheme[]; read: { posts: number; comments: number } } {
  const { sort } = input;
  const postById = new Map<string, ThemePost>();
  for (const p of input.posts) if (!postById.has(p.id)) postById.set(p.id, p);
  const texts: Text[] = [];
  for (const p of postById.values()) {
    texts.push({
      type: 'post',
      id: p.id,
      subreddit: p.subreddit,
      title: p.title,
      body: p.selftext,
      score: p.score,
      comments: p.numComments,
      createdUtc: p.createdUtc,
      url: permalinkUrl(p.permalink),
      term: '',
    });
  }
  let commentsRead = 0;
  for (const c of input.comments ?? []) {
    const parent = postById.get(c.postId);
    const subreddit = parent?.subreddit ?? c.subreddit;
    if (!subreddit || !c.body || c.body === '[deleted]' || c.body === '[removed]') continue;
    commentsRead++;
    const base = parent ? permalinkUrl(parent.permalink) : `https://www.reddit.com/r/${subreddit}/comments/${c.postId}/`;
    texts.push({
      type: 'comment',
      id: c.id,
      subreddit,
      title: parent?.title ?? '',
      body: c.body,
      score: c.score,
      comments: 0,
      createdUtc: c.createdUtc,
      url: `${base.replace(/\/?$/, '/')}${c.id}/`,
      term: '',
    });
  }

  const model = buildTerms(
    texts.map((t) => ({ text: t.type === 'post' ? t.title : t.body.slice(0, 300), subreddit: t.subreddit })),
    input.exclude,
  );
  texts.forEach((t, i) => (t.term = model.termOf(i)));
  const counted = input.countFrom === undefined ? texts : texts.filter((t) => t.createdUtc > input.countFrom!);

  const readPer = new Map<string, number>();
  for (const t of counted) readPer.set(t.subreddit, (readPer.get(t.subreddit) ?? 0) + 1);

  const byKind = new Map<IntentKind, Map<string, Hit[]>>(INTENT_KINDS.map((k) => [k, new Map()]));
  for (const t of counted) {
    for (const m of classify(t.type === 'post' ? t.title : '', t.body)) {
      const groups = byKind.get(m.kind)!;
      const list = groups.get(t.term) ?? [];
      list.push({ text: t, excerpt: m.excerpt });
      groups.set(t.term, list);
    }
  }

  const themes: AudienceTheme[] = [];
  for (const kind of INTENT_KINDS) {
    const groups = byKind.get(kind)!;
    const rest: Hit[] = [];
    const named: AudienceTheme[] = [];
    for (const [term, hits] of groups) {
      if (term && hits.length >= MIN_THEME_TEXTS) named.push(theme(kind, term, hits, sort, readPer));
      else rest.push(...hits);
    }
    named.sort(themeOrder(sort));
    // Themes beyond the shown ones give their texts to 'other', so the kind's total stays true.
    for (const dropped of named.splice(THEMES_PER_KIND)) rest.push(...groups.get(dropped.label)!);
    if (rest.length > 0) named.push(theme(kind, OTHER_LABEL, rest, sort, readPer));
    themes.push(...named);
  }

  // Recurring topics: the terms the keyword model ranks highest, with the texts most about them.
  const byTerm = new Map<string, Hit[]>();
  for (const t of counted) {
    if (!t.term) continue;
    const list = byTerm.get(t.term) ?? [];
    list.push({ text: t, excerpt: t.type === 'post' ? t.title : t.body.slice(0, 220) });
    byTerm.set(t.term, list);
  }
  let topics = 0;
  for (const k of model.ranked) {
    if (topics >= TOPIC_THEMES) break;
    const hits = byTerm.get(k.term);
    if (hits && hits.length >= MIN_THEME_TEXTS) {
      themes.push(theme('topic', k.term, hits, sort, readPer));
      topics++;
    }
  }
  const countedPosts = input.countFrom === undefined ? postById.size : counted.filter((t) => t.type === 'post').length;
  const countedComments = input.countFrom === undefined ? commentsRead : counted.length - countedPosts;
  return { themes, read: { posts: countedPosts, comments: countedComments } };
}
