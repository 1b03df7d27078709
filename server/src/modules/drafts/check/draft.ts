import type { DraftEvidence, DraftFinding, DraftSeverity } from '@subreddit-signal/contract';
import { normaliseDomain } from '../../analysis';
import { postKind } from '../../reddit';

/** The draft as the checks read it: trimmed, optional parts null. */
export interface Draft {
  title: string;
  body: string;
  link: string | null;
  flair: string | null;
  /** Images of a gallery post; null for text and link posts. */
  galleryItems: number | null;
  /** Marked NSFW by the poster (absent: not marked). */
  nsfw?: boolean;
}

export const finding = (
  id: string,
  severity: DraftSeverity,
  field: DraftFinding['field'],
  title: string,
  explanation: string,
  evidence: DraftEvidence,
): DraftFinding => ({ id, severity, field, title, explanation, evidence });

/** The link's host without `www.`, lower-case; '' without a usable link. */
export function linkDomain(link: string | null): string {
  if (!link) return '';
  try {
    return normaliseDomain(new URL(link).hostname);
  } catch {
    return '';
  }
}

/** True when `domain` is `listed` or one of its subdomains (Reddit's domain lists work that way: `youtube.com` covers `m.youtube.com`). */
export const domainMatches = (domain: string, listed: string) => {
  const l = normaliseDomain(listed);
  return !!l && (domain === l || domain.endsWith(`.${l}`));
};

/** The kind of post the draft makes: Gallery, Text, or the link's kind (Link, Image, Video) as the engine classifies posts. */
export function draftKind(d: Draft): 'Text' | 'Link' | 'Image' | 'Video' | 'Gallery' {
  if (d.galleryItems !== null) return 'Gallery';
  if (!d.link) return 'Text';
  const kind = postKind({ isSelf: false, domain: linkDomain(d.link), url: d.link, postHint: null, isVideo: false, isGallery: false });
  return kind === 'Other' ? 'Link' : kind;
}

/** `"text"` shortened to `max` characters for an explanation. */
export function quote(text: string, max = 160): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return `“${t.length > max ? `${t.slice(0, max - 1).trimEnd()}…` : t}”`;
}

/**
 * The draft says it is NSFW: Reddit's flag, or a label in the title ('[NSFW]', '(nsfl)', 'NSFW:' at
 * the start, 'nsfw' at the end). A title that only talks about NSFW content ('the "blur NSFW"
 * setting') is not labelled by it.
 */
export function nsfwLabelled(d: Pick<Draft, 'title' | 'nsfw'>): boolean {
  return !!d.nsfw || /[[(]\s*nsf[wl]\s*[\])]|^\W*nsf[wl]\b|\bnsf[wl]\W*$/i.test(d.title.trim());
}
