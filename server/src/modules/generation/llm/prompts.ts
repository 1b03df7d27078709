/**
 * The LLM adapter's prompts. They carry the same grounding as the built-in engine (community.ts):
 * keywords related to the topic, the hashtags and flairs it may use, typical lengths, the title
 * shapes that do best there and its best titles, plus what each template, style and tone means.
 */
import type { CommentTone, PostTemplate, WritingStyle } from '@subreddit-signal/contract';
import { queryHashtag, relatedKeywords, topicHashtags, type CommunityProfile } from '../community';
import type { CommentsInput, CommentVersionInput, PostsInput } from '../port';
import { parseQuery, type ParsedQuery } from '../query';
import type { CommunityFacts } from '../quality/figures';
import { clip } from '../text';
import type { CommunityRulesData } from '../../reddit';
import type { ChatMessage, JsonSchema } from './client';

export const TEMPLATE_GUIDE: Record<PostTemplate, string> = {
  'Success story':
    'a first-person story: where the user started, what they changed, how it went; their facts and results asked for in [brackets]',
  'Question/Help': 'asking the community for help: the situation, what has been tried (a short list), the specific questions',
  'Guide / Tutorial': 'a practical guide: why it matters, numbered steps in a sensible order, common mistakes',
  Discussion:
    "opening a discussion: the user's position (in [brackets] unless the query states it), the other side, open questions to the community",
  'Project showcase':
    'showing what the query says the user made (never another product): what it is, why it exists, the feedback wanted; its features in [brackets] unless the query names them; no hard sell and no links',
};

export const STYLE_GUIDE: Record<WritingStyle, string> = {
  Friendly: 'warm and personal, plain words, a greeting is fine, medium length',
  Expert: 'precise and detailed, confident, markdown headings or bold lead-ins, reasoning behind each point, the longest of the styles',
  Sarcastic: 'dry, self-aware humour and wry asides, never mean to people, still useful',
  Brief: 'as short as possible: two to four sentences or a three-item list, no greeting, no filler',
};

export const TONE_GUIDE: Record<CommentTone, string> = {
  Friendly: 'warm and encouraging, full sentences',
  Expert: 'specific and experienced, adds a detail or a caveat, a few sentences',
  Casual: 'relaxed and short, lower-case is fine, like a quick reply from a regular',
};

const SYSTEM =
  'You write Reddit posts and comments a user will post in a community. Write like one of its members, in its own register: learn its voice, ' +
  'title shapes and length from its real top posts below; use trade words (marketing, audience, leads, conversions…) only where its members do. ' +
  'Never invent anything the user or the data did not give: no results, numbers, percentages, durations, dates or personal experiences. ' +
  'Where a post needs one, ask the user for it in a clearly marked bracket, e.g. "[your result here]", or leave it out. ' +
  "Name the user's topic once per text, then refer to it briefly. No hype, no emojis, no links. Reply with a single JSON object only, no prose around it.";

const POST_ITEM_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'body', 'callToAction', 'hashTags', 'flairs'],
  properties: {
    title: { type: 'string' },
    body: { type: 'string' },
    callToAction: { type: 'string' },
    hashTags: { type: 'array', items: { type: 'string' } },
    flairs: { type: 'array', items: { type: 'string' } },
  },
};
/** The structured answers asked for (response_format json_schema). */
export const POSTS_SCHEMA: JsonSchema = {
  name: 'posts',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['posts'],
    properties: { posts: { type: 'array', items: POST_ITEM_SCHEMA } },
  },
};
const COMMENT_ITEM_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'response'],
  properties: { title: { type: 'string' }, response: { type: 'string' } },
};
export const COMMENTS_SCHEMA: JsonSchema = {
  name: 'comments',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['comments'],
    properties: { comments: { type: 'array', items: COMMENT_ITEM_SCHEMA } },
  },
};
export const COMMENT_SCHEMA: JsonSchema = {
  name: 'comment',
  schema: { type: 'object', additionalProperties: false, required: ['comment'], properties: { comment: COMMENT_ITEM_SCHEMA } },
};

const RULES_SHOWN = 12;

/** The community's written rules and post requirements, as the draft check reads them. */
export function rulesLines(rules: CommunityRulesData | null | undefined): string[] {
  if (!rules) return ['Its rules are not known to us: keep to what its top posts do, and do not promote.'];
  const out: string[] = [];
  if (rules.rules?.length) {
    out.push(
      `Its rules (every post must keep to them):\n${rules.rules
        .slice(0, RULES_SHOWN)
        .map((r, i) => `${i + 1}. ${clip(r.shortName, 100)}${r.description ? `: ${clip(r.description.replace(/\s+/g, ' '), 240)}` : ''}`)
        .join('\n')}`,
    );
  }
  const q = rules.requirements;
  if (q) {
    const parts = [
      q.titleMinLength !== null ? `title at least ${q.titleMinLength} characters` : '',
      q.titleMaxLength !== null ? `title at most ${q.titleMaxLength} characters` : '',
      q.titleRequiredStrings.length ? `title must contain one of: ${q.titleRequiredStrings.join(', ')}` : '',
      q.titleBlacklistedStrings.length ? `title must not contain: ${q.titleBlacklistedStrings.join(', ')}` : '',
      q.bodyPolicy === 'notAllowed' ? 'no body text (title only)' : q.bodyPolicy === 'required' ? 'body text required' : '',
      q.bodyMinLength !== null ? `body at least ${q.bodyMinLength} characters` : '',
      q.bodyMaxLength !== null ? `body at most ${q.bodyMaxLength} characters` : '',
      q.bodyRequiredStrings.length ? `body must contain one of: ${q.bodyRequiredStrings.join(', ')}` : '',
      q.bodyBlacklistedStrings.length ? `body must not contain: ${q.bodyBlacklistedStrings.join(', ')}` : '',
      q.flairRequired ? 'a flair is required' : '',
    ].filter(Boolean);
    if (parts.length) out.push(`Its post requirements (Reddit refuses a post that breaks one): ${parts.join('; ')}.`);
  }
  return out;
}

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The analysis engine's figures, as the only ones a post may state about the community. */
export function factsLine(c: CommunityProfile, facts: CommunityFacts | undefined): string {
  if (!facts) return 'State no figures about this community (posting times, activity, members): we hold none.';
  const parts = [
    `about ${facts.postsPerWeek} posts a week`,
    `posts average ${facts.avgComments} comments and ${facts.avgUpvotes} upvotes`,
    facts.bestTimes.length ? `best times to post (UTC): ${facts.bestTimes.map((t) => `${DAYS[t.day]} ${t.averageTime}`).join(', ')}` : '',
    facts.subscribers ? `${facts.subscribers.toLocaleString('en-US')} subscribers` : '',
  ].filter(Boolean);
  return `Facts about r/${c.name} from its posts (the only figures you may state about it, exactly as given; invent no other numbers, results or dates): ${parts.join('; ')}.`;
}

/** How the query reads: what the user is doing, for what and for whom. */
export function queryLine(q: ParsedQuery): string {
  const parts = [
    q.goal ? `goal: ${q.goal}` : '',
    q.product ? `product or subject: ${q.product}` : '',
    q.role ? `role to hire: ${q.role}` : '',
    q.audience ? `for: ${q.audience}` : '',
  ].filter(Boolean);
  return parts.length
    ? `The query, read: ${parts.join('; ')}. Write every post about this, in sentences that fit it (never paste the query into a sentence where it does not fit).`
    : '';
}

function grounding(c: CommunityProfile, topic: ParsedQuery | null): string {
  const words = topic?.words ?? c.keywords.slice(0, 3).flatMap((k) => k.toLowerCase().split(' '));
  const asTopic = topic ?? { label: words.join(' '), question: null, words, plural: false };
  const related = relatedKeywords(c, asTopic).slice(0, 10);
  // With a query, only tags its members use with the topic, after the query's own: no '#Car' on a budgeting app.
  const tags = topic ? allowedHashtags(c, topic) : c.usesHashtags ? c.hashTags : [];
  const patterns = c.titlePatterns.map((p) => `${p.pattern} ${p.lift.toFixed(2)}×`).join(', ');
  const lines = [
    `Community: r/${c.name}${c.subscribers ? ` (${c.subscribers.toLocaleString('en-US')} subscribers)` : ''}${c.description ? `: ${clip(c.description, 300)}` : ''}`,
    `Typical title: about ${Math.round(c.avgTitleLength || 60)} characters. Typical text post: about ${Math.round(c.avgBodyLength || 500)} characters.`,
    patterns ? `Title shapes by engagement compared with its average post: ${patterns}.` : '',
    c.topPosts?.length
      ? `Its best-performing posts (title, then the opening of the text), the register to write in:\n${c.topPosts.map((p) => `- ${JSON.stringify(p.title)}${p.body ? `: ${JSON.stringify(p.body)}` : ''}`).join('\n')}`
      : c.topTitles.length
        ? `Some of its best-performing titles:\n${c.topTitles.map((t) => `- ${t}`).join('\n')}`
        : '',
    `Its norms: ${Math.round(c.textShare)}% of its posts are text posts; its members ${c.usesHashtags ? 'do' : 'do not'} put hashtags in posts.`,
    related.length ? `Keywords its members use, most related to the topic first: ${related.join(', ')}.` : '',
    factsLine(c, c.facts),
    tags.length
      ? `Hashtags you may use (two to four, only from this list): ${tags.join(' ')}`
      : 'This community has no hashtags to use: "hashTags" must be [].',
    c.flairs.length
      ? `Flairs you may use (at most one, exactly as written, only from this list; [] when none fits): ${c.flairs.map((f) => JSON.stringify(f)).join(', ')}`
      : 'This community has no flairs: "flairs" must always be [].',
  ];
  return lines.filter(Boolean).join('\n');
}

/** Hashtags a post for `topic` may carry: the query's own, then the community's that its members use with the topic. */
export function allowedHashtags(c: CommunityProfile, topic: ParsedQuery): string[] {
  if (c.hashTags.length === 0 || !c.usesHashtags) return [];
  const own = queryHashtag(topic);
  const related = topicHashtags(c, relatedKeywords(c, topic, { together: true }));
  return [...(own ? [own] : []), ...related.filter((t) => t !== own)];
}

/** The titles the user already has for this request (the newest ten), to be written differently. */
function alreadyGiven(titles: readonly string[] | undefined, what: 'posts' | 'comments'): string[] {
  if (!titles || titles.length === 0) return [];
  const recent = titles.slice(-10).map((t) => JSON.stringify(clip(t, 150)));
  return [`The user already has ${what} with these titles; write new ones with other titles and angles: ${recent.join(', ')}.`];
}

const POST_SHAPE =
  '{"posts":[{"title":"…","body":"… (markdown)","callToAction":"… (one sentence inviting replies)","hashTags":["#…"],"flairs":["…"]}]}';

export function postsPrompt(input: PostsInput): ChatMessage[] {
  const topic = parseQuery(input.searchQuery, { keepCase: input.keepCase });
  const user = [
    grounding(input.community, topic),
    '',
    `Write ${input.count} different posts for r/${input.community.name} about: ${JSON.stringify(clip(input.searchQuery, 200))}.`,
    queryLine(topic),
    ...rulesLines(input.rules),
    `Template "${input.template}": ${TEMPLATE_GUIDE[input.template]}.`,
    `Writing style "${input.writingStyle}": ${STYLE_GUIDE[input.writingStyle]}.`,
    'Each post needs its own title and angle. Titles at most 300 characters. Facts only the user knows go in [brackets].',
    ...alreadyGiven(input.avoid, 'posts'),
    `Reply with JSON exactly in this shape: ${POST_SHAPE}`,
  ].join('\n');
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: user },
  ];
}

export function ideasPrompt(c: CommunityProfile, count: number): ChatMessage[] {
  const user = [
    grounding(c, null),
    '',
    `Suggest ${count} different post ideas for r/${c.name}, each a complete post on one of the community's own topics, using different templates among: ${Object.keys(TEMPLATE_GUIDE).join(', ')}.`,
    `Writing style "Friendly": ${STYLE_GUIDE.Friendly}.`,
    `Reply with JSON exactly in this shape: ${POST_SHAPE}`,
  ].join('\n');
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: user },
  ];
}

const COMMENT_SHAPE = '{"comments":[{"title":"… (a few words naming the comment\'s angle)","response":"… (the comment)"}]}';

export function commentsPrompt(input: CommentsInput): ChatMessage[] {
  const { post, community } = input;
  const user = [
    community ? `The post is in r/${community.name}. Its members often talk about: ${community.keywords.slice(0, 10).join(', ')}.` : '',
    `Post title: ${JSON.stringify(clip(post.title, 300))}`,
    `Post body: ${JSON.stringify(clip(post.body ?? '', 3000))}`,
    '',
    `Write ${input.count} different first comments replying to this post, each with its own angle (share an experience, add a tip, ask a follow-up question, offer a respectful counterpoint…).`,
    'Each comment must speak to what the post actually says, naming its subject.',
    `Tone "${input.tone}": ${TONE_GUIDE[input.tone]}.`,
    ...alreadyGiven(input.avoid, 'comments'),
    `Reply with JSON exactly in this shape: ${COMMENT_SHAPE}`,
  ]
    .filter((l, i) => l !== '' || i > 0)
    .join('\n');
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: user },
  ];
}

export function commentVersionPrompt(input: CommentVersionInput): ChatMessage[] {
  const user = [
    `Comment title: ${JSON.stringify(clip(input.comment.title, 300))}`,
    `Comment: ${JSON.stringify(clip(input.comment.response, 3000))}`,
    '',
    'Rewrite this Reddit comment as a new version: same point and subject, different wording.',
    `Tone "${input.tone}": ${TONE_GUIDE[input.tone]}.`,
    'Reply with JSON exactly in this shape: {"comment":{"title":"…","response":"…"}}',
  ].join('\n');
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: user },
  ];
}
