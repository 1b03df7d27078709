import type { PostRequirements, SubmissionSettings } from '@subreddit-signal/contract';
import { rulesFromRedditAnswer } from '../../analysis/posting-rules';
import type { RedditComment, RedditPost, RedditRule, SubredditInfo } from '../model';

/**
 * Reddit JSON (things of kind t3 post, t1 comment, t5 subreddit; Listings of them) to the model.
 * Requests use `raw_json=1`, so text is already unescaped: nothing is HTML-decoded here.
 * Only the fields we read are typed; everything is checked, since Reddit omits fields freely.
 */
export interface Thing<D = Record<string, unknown>> {
  kind: string;
  data: D;
}

export interface Listing<D = Record<string, unknown>> {
  kind: 'Listing';
  data: { after: string | null; before?: string | null; children: Thing<D>[] };
}

type Raw = Record<string, unknown>;

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const strOrNull = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const int = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? Math.trunc(v) : 0);
const intOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? Math.trunc(v) : null);

/** `/r/x/comments/…` from a permalink that may be absolute. */
export function relativePermalink(permalink: string): string {
  if (!permalink) return '';
  try {
    if (/^https?:\/\//i.test(permalink)) return new URL(permalink).pathname;
  } catch {
    return permalink;
  }
  return permalink.startsWith('/') ? permalink : `/${permalink}`;
}

export function isListing(v: unknown): v is Listing {
  const l = v as Listing | null;
  return !!l && typeof l === 'object' && l.kind === 'Listing' && Array.isArray(l.data?.children);
}

/** A t3 post. Returns null for anything that is not a usable post. */
export function mapPost(d: Raw): RedditPost | null {
  const id = str(d.id);
  const subreddit = str(d.subreddit);
  if (!id || !subreddit) return null;
  const isSelf = d.is_self === true;
  return {
    id,
    subreddit,
    title: str(d.title),
    selftext: str(d.selftext), // Reddit sends '' for link posts
    createdUtc: int(d.created_utc),
    score: int(d.score),
    numComments: int(d.num_comments),
    numCrossposts: intOrNull(d.num_crossposts),
    domain: str(d.domain),
    url: str(d.url_overridden_by_dest) || str(d.url),
    permalink: relativePermalink(str(d.permalink)),
    isSelf,
    flair: strOrNull(d.link_flair_text),
    over18: d.over_18 === true,
    postHint: strOrNull(d.post_hint),
    isVideo: d.is_video === true,
    isGallery: d.is_gallery === true,
    viewCount: intOrNull(d.view_count),
  };
}

/** The posts of a Listing of t3, NSFW posts (`over_18`) left out. */
export function mapPostListing(listing: Listing): RedditPost[] {
  const posts: RedditPost[] = [];
  for (const child of listing.data.children) {
    if (child.kind !== 't3') continue;
    const post = mapPost(child.data);
    if (post && !post.over18) posts.push(post);
  }
  return posts;
}

/** `subreddit_subscribers` of a listing's first post (Reddit repeats the community's count on each post); null when absent. */
export function listingSubscribers(listing: Listing): number | null {
  for (const child of listing.data.children) {
    if (child.kind === 't3') return intOrNull(child.data.subreddit_subscribers);
  }
  return null;
}

/** A t1 comment; null for `more` stubs and comments without an id. */
export function mapComment(d: Raw, postId: string): RedditComment | null {
  const id = str(d.id);
  if (!id) return null;
  const linkId = str(d.link_id);
  return {
    id,
    postId: linkId.startsWith('t3_') ? linkId.slice(3) : postId,
    body: str(d.body),
    score: int(d.score),
    createdUtc: int(d.created_utc),
  };
}

const GONE = new Set(['[deleted]', '[removed]']);

/**
 * The top-level comments of a `/comments/{id}` answer (`[Listing(t3), Listing(t1 …, more)]`),
 * in Reddit's order; replies are not flattened in, `more` stubs and deleted/removed comments are skipped.
 */
export function mapThread(body: unknown): { post: RedditPost; comments: RedditComment[] } | null {
  if (!Array.isArray(body) || body.length < 1 || !isListing(body[0])) return null;
  const postThing = body[0].data.children.find((c) => c.kind === 't3');
  const post = postThing ? mapPost(postThing.data) : null;
  if (!post) return null;
  const comments: RedditComment[] = [];
  if (isListing(body[1])) {
    for (const child of body[1].data.children) {
      if (child.kind !== 't1') continue;
      const comment = mapComment(child.data, post.id);
      if (comment && !GONE.has(comment.body)) comments.push(comment);
    }
  }
  return { post, comments };
}

/**
 * A t5 subreddit (the `/r/{name}/about` shape). `subscribersYear` is the year the count was read
 * (live: the current year from the clock). Flairs are not in the about data: []. Link posts are
 * allowed unless `submission_type` is 'self'; null when Reddit does not say.
 */
export function mapSubreddit(d: Raw, subscribersYear: number): SubredditInfo | null {
  const name = str(d.display_name);
  if (!name) return null;
  const submissionType = strOrNull(d.submission_type);
  const subscribers = intOrNull(d.subscribers);
  return {
    name,
    title: str(d.title),
    description: str(d.public_description),
    subscribers,
    subscribersYear: subscribers === null ? null : subscribersYear,
    over18: d.over18 === true,
    flairs: [],
    createdUtc: intOrNull(d.created_utc),
    urlAllowed: submissionType === null ? null : submissionType !== 'self',
  };
}

// ---------------------------------------------------------------- rules, post requirements, settings

const strList = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string' && s.trim() !== '') : []);
const boolOrNull = (v: unknown): boolean | null => (typeof v === 'boolean' ? v : null);
const positiveOrNull = (v: unknown): number | null => {
  const n = intOrNull(v);
  return n !== null && n > 0 ? n : null;
};

/** The rules of a `/r/{name}/about/rules` answer (analysis/posting-rules reads the same shape); null when it is not one. */
export function mapRules(body: unknown): RedditRule[] | null {
  return rulesFromRedditAnswer(body);
}

/**
 * `/api/v1/{name}/post_requirements`: Reddit's machine-checked requirements. Fields Reddit omits or
 * sends as null are "not set" (null, [] or 'none'); lengths of 0 mean no limit. Null when the answer
 * is not an object.
 */
export function mapPostRequirements(body: unknown): PostRequirements | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const d = body as Raw;
  const bodyPolicy = str(d.body_restriction_policy);
  const linkPolicy = str(d.link_restriction_policy);
  return {
    titleRegexes: strList(d.title_regexes),
    titleRequiredStrings: strList(d.title_required_strings),
    titleBlacklistedStrings: strList(d.title_blacklisted_strings),
    titleMinLength: positiveOrNull(d.title_text_min_length),
    titleMaxLength: positiveOrNull(d.title_text_max_length),
    bodyRegexes: strList(d.body_regexes),
    bodyRequiredStrings: strList(d.body_required_strings),
    bodyBlacklistedStrings: strList(d.body_blacklisted_strings),
    bodyMinLength: positiveOrNull(d.body_text_min_length),
    bodyMaxLength: positiveOrNull(d.body_text_max_length),
    bodyPolicy: bodyPolicy === 'required' || bodyPolicy === 'notAllowed' ? bodyPolicy : 'none',
    linkPolicy: linkPolicy === 'whitelist' || linkPolicy === 'blacklist' ? linkPolicy : 'none',
    domainWhitelist: strList(d.domain_whitelist).map((s) => s.toLowerCase()),
    domainBlacklist: strList(d.domain_blacklist).map((s) => s.toLowerCase()),
    repostAgeDays: positiveOrNull(d.link_repost_age),
    flairRequired: d.is_flair_required === true,
    guidelines: strOrNull(d.guidelines_text),
    galleryMinItems: positiveOrNull(d.gallery_min_items),
    galleryMaxItems: positiveOrNull(d.gallery_max_items),
    galleryCaptions: strOrNull(d.gallery_captions_requirement),
    galleryUrls: strOrNull(d.gallery_urls_requirement),
  };
}

/** What a t5 about answer says the community accepts (submission_type, allow_*, link flair, submit text). */
export function mapSubmissionSettings(d: Raw): SubmissionSettings {
  const type = str(d.submission_type);
  return {
    submissionType: type === 'any' || type === 'link' || type === 'self' ? type : null,
    allowImages: boolOrNull(d.allow_images),
    allowVideos: boolOrNull(d.allow_videos),
    allowGalleries: boolOrNull(d.allow_galleries),
    allowPolls: boolOrNull(d.allow_polls),
    linkFlairEnabled: boolOrNull(d.link_flair_enabled),
    submitText: strOrNull(d.submit_text),
  };
}
