import type { GeneratedPost } from '@subreddit-signal/contract';

/** A hashtag as shown and copied: one leading '#', no spaces ('growth hacking' → '#growthhacking'). */
export const asHashtag = (tag: string) => (tag.startsWith('#') ? tag : `#${tag.replace(/\s+/g, '')}`);

/**
 * A generated or saved post as plain text for the clipboard: title, body, points (samples only),
 * call to action and hashtags as paragraphs, ready to paste into a new Reddit post.
 */
export function postAsText(post: GeneratedPost): string {
  const parts = [post.title, post.body];
  if (post.points?.length) parts.push(post.points.map((p) => `- ${p}`).join('\n'));
  parts.push(post.callToAction);
  if (post.hashTags.length) parts.push(post.hashTags.map(asHashtag).join(' '));
  return parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join('\n\n');
}
