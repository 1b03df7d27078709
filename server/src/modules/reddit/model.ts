import type { PostRequirements, SubmissionSettings } from '@subreddit-signal/contract';

/**
 * The internal model of Reddit data every source (bundled snapshot, live API, imported dump)
 * produces, and the analysis engine consumes. Times are Unix seconds (UTC).
 */
export type PostKind = 'Text' | 'Link' | 'Image' | 'Video' | 'Other';

export interface RedditPost {
  id: string; // base36, without the t3_ prefix
  subreddit: string; // display name, e.g. 'marketing'
  title: string; // HTML entities decoded
  selftext: string; // markdown, entities decoded ('' for link posts)
  /** Length in characters (Unicode code points) of the full body when the source shortened `selftext` (the bundled snapshot caps long bodies); absent when `selftext` is complete. */
  selftextLength?: number;
  createdUtc: number;
  score: number;
  numComments: number;
  numCrossposts: number | null; // null when the source does not know it (the 2013 snapshot)
  domain: string;
  url: string;
  permalink: string; // '/r/<sub>/comments/<id>/<slug>/'
  isSelf: boolean;
  flair: string | null;
  over18: boolean;
  postHint: string | null; // modern API only: image, hosted:video, rich:video, link, self
  isVideo: boolean;
  isGallery: boolean;
  viewCount: number | null; // rarely known
}

export interface RedditComment {
  id: string;
  postId: string;
  body: string;
  score: number;
  createdUtc: number;
  /** `t3_…` for a top-level comment, `t1_…` for a reply; absent or null when the source does not say. */
  parentId?: string | null;
}

export interface SubredditInfo {
  name: string; // display name with Reddit's casing, e.g. 'Entrepreneur'
  title: string;
  description: string;
  subscribers: number | null;
  /** Year the subscriber count dates from (2013 manifest, 2021 list, live = current year). */
  subscribersYear: number | null;
  over18: boolean;
  /** Flair names the community offers, when known. */
  flairs: string[];
  createdUtc: number | null;
  /** Whether link posts are allowed / the rules are flexible, when known. */
  urlAllowed: boolean | null;
}

/** About data for a community known only by name (from its posts): nothing else is known. */
export function bareSubredditInfo(name: string): SubredditInfo {
  return {
    name,
    title: '',
    description: '',
    subscribers: null,
    subscribersYear: null,
    over18: false,
    flairs: [],
    createdUtc: null,
    urlAllowed: null,
  };
}

export type SourceKind = 'snapshot' | 'live' | 'imported' | 'archive';

/** One written rule of a community (Reddit's about/rules), as analysis/posting-rules reads it. */
export interface RedditRule {
  /** 'link', 'comment' or 'all'. */
  kind?: string;
  shortName: string;
  description?: string;
  violationReason?: string;
  /** 0-based order. */
  priority?: number;
}

/** A community's rules, post requirements and submission settings, when the source can read them (live only). */
export interface CommunityRulesData {
  /** null: Reddit would not give them; [] = none set. */
  rules: RedditRule[] | null;
  requirements: PostRequirements | null;
  settings: SubmissionSettings | null;
  /** Unix seconds the rules were read. */
  fetchedAt: number;
  /** Reddit-wide rules as the rules answer lists them (`site_rules`); absent in entries cached before they were kept. */
  siteRules?: string[] | null;
  /** Wiki pages the rules name or link (`/r/{sub}/wiki/{page}`); text null where Reddit would not give it. */
  wikiPages?: WikiPage[];
}

export interface WikiPage {
  page: string;
  /** The page's markdown (capped), or null: not readable (private, missing, refused). */
  text: string | null;
}

/** Where an analysis's numbers come from (shown under every analysis). */
export interface DataProvenance {
  kind: SourceKind;
  label: string; // e.g. 'Bundled sample data from August 2013'
  dataDate: string | null; // ISO date the data was collected, when known
  postsAnalysed: number;
  from: string | null; // ISO date of the oldest post analysed
  to: string | null; // ISO date of the newest post analysed
}

export interface SubredditPosts {
  subreddit: SubredditInfo;
  posts: RedditPost[];
  kind: SourceKind;
  /** The moment "now" is measured from: the collection time for stored data, the fetch time for live. */
  asOf: number;
  dataDate: string | null;
}

/**
 * SubredditPosts whose posts may be the source's own array, shared by every caller: readonly, so the
 * compiler keeps anyone from sorting or filling it in place (a warm analysis reads it, decision 112).
 */
export type SharedSubredditPosts = Omit<SubredditPosts, 'posts'> & { readonly posts: readonly RedditPost[] };

export interface PostThread {
  post: RedditPost;
  comments: RedditComment[];
  /** True when `comments` holds replies as well as top-level comments (so reply depth can be measured). */
  repliesRead?: boolean;
}

/** One port, three adapters (snapshot, live API, imported dumps). */
export interface RedditSource {
  readonly kind: SourceKind;
  /** Posts of a subreddit (up to `limit`, newest or top as the source has them); null when unknown here. */
  subredditPosts(name: string, limit?: number): Promise<SubredditPosts | null>;
  /** All of subredditPosts' posts without a copy for the caller; a source without it is asked subredditPosts. */
  sharedSubredditPosts?(name: string): Promise<SharedSubredditPosts | null>;
  /** One post and, when the source has them, its comments; null when unknown here. */
  postThread(id: string): Promise<PostThread | null>;
  /** About data only (no posts); null when unknown here. */
  subredditInfo(name: string): Promise<SubredditInfo | null>;
  /** Rules, post requirements and submission settings; absent on sources that hold none (snapshot, dumps). */
  communityRules?(name: string): Promise<CommunityRulesData | null>;
  /** The rules this source already holds (no network), for cheap callers such as search cards. */
  knownCommunityRules?(name: string): Promise<CommunityRulesData | null>;
}

/** Classifies a post (spec: Text, Link, Image, Video; anything else counted apart as Other). */
export function postKind(p: Pick<RedditPost, 'isSelf' | 'domain' | 'url' | 'postHint' | 'isVideo' | 'isGallery'>): PostKind {
  if (p.isSelf) return 'Text';
  if (p.isVideo || p.postHint === 'hosted:video' || p.postHint === 'rich:video') return 'Video';
  if (p.postHint === 'image' || p.isGallery) return 'Image';
  const domain = p.domain.toLowerCase().replace(/^www\./, '');
  if (/^(youtube\.com|youtu\.be|m\.youtube\.com|vimeo\.com|v\.redd\.it)$/.test(domain)) return 'Video';
  if (/^(i\.imgur\.com|imgur\.com|m\.imgur\.com|i\.minus\.com|flickr\.com|i\.redd\.it|i\.reddituploads\.com)$/.test(domain)) return 'Image';
  if (/\.(jpe?g|png|gif|webp)(\?.*)?$/i.test(p.url)) return 'Image';
  if (/\.(mp4|webm|gifv)(\?.*)?$/i.test(p.url)) return 'Video';
  if (p.postHint === 'self') return 'Text';
  if (!p.url) return 'Other';
  return 'Link';
}

/**
 * What the catalogue knows about a community, for search and similarity: its about data and a
 * sparse, L2-normalised term-weight vector of its name, title, description and post text.
 */
export interface SubredditProfile {
  info: SubredditInfo;
  terms: Record<string, number>;
  /** Posts the source holds for it (0 for catalogue-only communities). */
  postCount: number;
  /** Posts per week over the stored sample, 0 when unknown. */
  postsPerWeek: number;
}

/** The catalogue every source contributes to: search, suggestions and similarity read it. */
export interface Catalogue {
  size(): number;
  get(name: string): SubredditProfile | undefined;
  all(): Iterable<SubredditProfile>;
}

/** Rules from a Reddit /r/{name}/about/rules answer ({ rules: [{ kind, short_name, description, violation_reason, priority }] }); null when it is not one. */
export function rulesFromRedditAnswer(body: unknown): RedditRule[] | null {
  const list = (body as { rules?: unknown } | null)?.rules;
  if (!Array.isArray(list)) return null;
  const out: RedditRule[] = [];
  for (const r of list) {
    const o = r as { kind?: unknown; short_name?: unknown; description?: unknown; violation_reason?: unknown; priority?: unknown };
    if (typeof o?.short_name !== 'string') continue;
    out.push({
      shortName: o.short_name,
      ...(typeof o.kind === 'string' ? { kind: o.kind } : {}),
      ...(typeof o.description === 'string' ? { description: o.description } : {}),
      ...(typeof o.violation_reason === 'string' && o.violation_reason.trim() ? { violationReason: o.violation_reason } : {}),
      ...(typeof o.priority === 'number' && Number.isFinite(o.priority) ? { priority: o.priority } : {}),
    });
  }
  return out;
}
