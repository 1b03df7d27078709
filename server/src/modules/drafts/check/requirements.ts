/**
 * Reddit's machine-checked post requirements and submission settings, checked exactly (decision 021):
 * Reddit refuses a post that breaks one, so each break is 'removed' ('will be removed'). Where
 * Reddit's own behaviour is not documented to the letter (regex letter case), the check says so
 * and uses 'likely-removed' instead of claiming certainty.
 */
import type { DraftFinding, PostRequirements, SubmissionSettings } from '@subreddit-signal/contract';
import { charCount } from '../../analysis';
import { domainMatches, draftKind, finding, linkDomain, quote, type Draft } from './draft';

const req = (field: string, value: unknown) => ({
  kind: 'requirement' as const,
  label: `Post requirement: ${field}`,
  text: `${field}: ${Array.isArray(value) ? value.map((v) => JSON.stringify(v)).join(', ') : JSON.stringify(value)}`,
});
const setting = (field: string, value: unknown) => ({
  kind: 'setting' as const,
  label: `Community setting: ${field}`,
  text: `${field}: ${JSON.stringify(value)}`,
});

// Nested quantifiers ('(a+)+', '(.*)*') can backtrack for minutes on a long body: such a pattern is not run.
const RISKY = /\((?:[^()\\]|\\.)*[+*}](?:[^()\\]|\\.)*\)\s*[+*{]/;

/** A moderator's (Python-flavoured) regex as a JavaScript one; null when it cannot be compiled or run safely. */
export function compileRedditRegex(source: string, flags = ''): RegExp | null {
  if (source.length > 1000 || RISKY.test(source)) return null;
  let s = source.replace(/\(\?P<(\w+)>/g, '(?<$1>').replace(/\(\?P=(\w+)\)/g, '\\k<$1>');
  let f = flags;
  const inline = /^\(\?([aiLmsux]+)\)/.exec(s);
  if (inline) {
    s = s.slice(inline[0].length);
    if (inline[1]!.includes('i') && !f.includes('i')) f += 'i';
    if (inline[1]!.includes('s')) f += 's';
    if (inline[1]!.includes('m')) f += 'm';
  }
  try {
    return new RegExp(s, f);
  } catch {
    return null;
  }
}

function regexFindings(part: 'title' | 'body', text: string, patterns: readonly string[]): DraftFinding[] {
  if (patterns.length === 0) return [];
  const field = `${part}_regexes`;
  const exact = patterns.map((p) => compileRedditRegex(p));
  const anyCase = patterns.map((p) => compileRedditRegex(p, 'i'));
  if (exact.every((r) => r === null)) {
    return [
      finding(
        `${part}-regex`,
        'weak',
        part,
        `Could not test the ${part} pattern`,
        `The community requires the ${part} to match a pattern we cannot run safely here; compare it yourself.`,
        req(field, patterns),
      ),
    ];
  }
  if (exact.some((r) => r?.test(text))) {
    return [
      finding(
        `${part}-regex`,
        'good',
        part,
        `The ${part} matches the required pattern`,
        `The ${part} matches one of the patterns the community requires.`,
        req(field, patterns),
      ),
    ];
  }
  if (anyCase.some((r) => r?.test(text))) {
    return [
      finding(
        `${part}-regex`,
        'likely-removed',
        part,
        `The ${part} matches the required pattern only if letter case is ignored`,
        `Write the ${part} in the exact letter case the pattern uses: whether Reddit ignores case here is not documented.`,
        req(field, patterns),
      ),
    ];
  }
  return [
    finding(
      `${part}-regex`,
      'removed',
      part,
      `The ${part} does not match the required pattern`,
      `Reddit refuses posts whose ${part} matches none of these patterns. Reword the ${part} so it fits one of them.`,
      req(field, patterns),
    ),
  ];
}

function lengthFindings(part: 'title' | 'body', text: string, min: number | null, max: number | null): DraftFinding[] {
  const n = charCount(text);
  const out: DraftFinding[] = [];
  if (min !== null && n < min) {
    out.push(
      finding(
        `${part}-min-length`,
        'removed',
        part,
        `${cap(part)} too short`,
        `The ${part} has ${n} characters; the community requires at least ${min}. Reddit will not accept it.`,
        req(`${part}_text_min_length`, min),
      ),
    );
  }
  if (max !== null && n > max) {
    out.push(
      finding(
        `${part}-max-length`,
        'removed',
        part,
        `${cap(part)} too long`,
        `The ${part} has ${n} characters; the community allows at most ${max}. Reddit will not accept it.`,
        req(`${part}_text_max_length`, max),
      ),
    );
  }
  return out;
}

function stringFindings(part: 'title' | 'body', text: string, required: readonly string[], banned: readonly string[]): DraftFinding[] {
  const lower = text.toLowerCase();
  const out: DraftFinding[] = [];
  if (required.length > 0 && !required.some((s) => lower.includes(s.toLowerCase()))) {
    out.push(
      finding(
        `${part}-required-strings`,
        'removed',
        part,
        `${cap(part)} lacks a required word`,
        `Reddit refuses posts whose ${part} contains none of: ${required.map((s) => quote(s, 40)).join(', ')}. Add one of them.`,
        req(`${part}_required_strings`, required),
      ),
    );
  }
  const hits = banned.filter((s) => s.trim() && lower.includes(s.toLowerCase()));
  if (hits.length > 0) {
    out.push(
      finding(
        `${part}-blacklisted-strings`,
        'removed',
        part,
        `${cap(part)} contains a banned word`,
        `The ${part} contains ${hits.map((s) => quote(s, 40)).join(', ')}, which the community bans. Remove ${hits.length === 1 ? 'it' : 'them'}.`,
        req(`${part}_blacklisted_strings`, hits),
      ),
    );
  }
  return out;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function requirementFindings(d: Draft, r: PostRequirements, knownFlairs: readonly string[]): DraftFinding[] {
  const out: DraftFinding[] = [];
  out.push(...regexFindings('title', d.title, r.titleRegexes));
  out.push(...lengthFindings('title', d.title, r.titleMinLength, r.titleMaxLength));
  out.push(...stringFindings('title', d.title, r.titleRequiredStrings, r.titleBlacklistedStrings));

  const hasBody = d.body.trim().length > 0;
  if (r.bodyPolicy === 'required' && !hasBody) {
    out.push(
      finding(
        'body-policy',
        'removed',
        'body',
        'Body text required',
        'The community requires body text on every post. Add a few sentences.',
        req('body_restriction_policy', r.bodyPolicy),
      ),
    );
  } else if (r.bodyPolicy === 'notAllowed' && hasBody) {
    out.push(
      finding(
        'body-policy',
        'removed',
        'body',
        'No body text allowed',
        'The community accepts posts without body text only. Move the text into the title or a comment.',
        req('body_restriction_policy', r.bodyPolicy),
      ),
    );
  }
  // Length, words and patterns of a body apply when there is one (an empty body is the policy's matter).
  if (hasBody || r.bodyPolicy === 'required') {
    out.push(...regexFindings('body', d.body, r.bodyRegexes));
    out.push(...lengthFindings('body', d.body, r.bodyMinLength, r.bodyMaxLength));
    out.push(...stringFindings('body', d.body, r.bodyRequiredStrings, r.bodyBlacklistedStrings));
  }

  const domain = linkDomain(d.link);
  if (domain && r.linkPolicy === 'whitelist' && !r.domainWhitelist.some((l) => domainMatches(domain, l))) {
    out.push(
      finding(
        'link-domain-whitelist',
        'removed',
        'link',
        'Link domain not accepted',
        `The community accepts links only to ${r.domainWhitelist.join(', ')}; ${domain} is not one of them.`,
        req('domain_whitelist', r.domainWhitelist),
      ),
    );
  }
  if (domain && r.linkPolicy === 'blacklist') {
    const hit = r.domainBlacklist.find((l) => domainMatches(domain, l));
    if (hit)
      out.push(
        finding(
          'link-domain-blacklist',
          'removed',
          'link',
          'Link domain banned',
          `The community bans links to ${hit}. Link to another source or drop the link.`,
          req('domain_blacklist', [hit]),
        ),
      );
  }

  const flair = d.flair?.trim() ?? '';
  if (r.flairRequired && !flair) {
    const offer = knownFlairs.length ? ` Pick one of: ${knownFlairs.slice(0, 8).join(', ')}.` : '';
    out.push(
      finding(
        'flair-required',
        'removed',
        'flair',
        'Flair required',
        `The community requires a flair on every post.${offer}`,
        req('is_flair_required', true),
      ),
    );
  } else if (r.flairRequired && knownFlairs.length > 0 && !knownFlairs.some((f) => f.toLowerCase() === flair.toLowerCase())) {
    out.push(
      finding(
        'flair-unknown',
        'likely-removed',
        'flair',
        'Flair not among the known ones',
        `A flair is required and must be one of the community's; ${quote(flair, 40)} is not among those seen: ${knownFlairs.slice(0, 8).join(', ')}.`,
        req('is_flair_required', true),
      ),
    );
  }

  if (d.galleryItems !== null) {
    if (r.galleryMinItems !== null && d.galleryItems < r.galleryMinItems) {
      out.push(
        finding(
          'gallery-min-items',
          'removed',
          'post',
          'Too few gallery images',
          `The gallery has ${d.galleryItems} images; the community requires at least ${r.galleryMinItems}.`,
          req('gallery_min_items', r.galleryMinItems),
        ),
      );
    }
    if (r.galleryMaxItems !== null && d.galleryItems > r.galleryMaxItems) {
      out.push(
        finding(
          'gallery-max-items',
          'removed',
          'post',
          'Too many gallery images',
          `The gallery has ${d.galleryItems} images; the community allows at most ${r.galleryMaxItems}.`,
          req('gallery_max_items', r.galleryMaxItems),
        ),
      );
    }
  }
  return out;
}

/** The community's about settings: text-only or link-only communities, images, videos, galleries. */
export function settingFindings(d: Draft, s: SubmissionSettings): DraftFinding[] {
  const kind = draftKind(d);
  const out: DraftFinding[] = [];
  if (s.submissionType === 'self' && kind !== 'Text') {
    out.push(
      finding(
        'setting-text-only',
        'removed',
        'link',
        'Text posts only',
        'The community accepts text posts only: Reddit will not take a link, image or gallery post. Put the link in the body or drop it.',
        setting('submission_type', 'self'),
      ),
    );
  } else if (s.submissionType === 'link' && kind === 'Text') {
    out.push(
      finding(
        'setting-link-only',
        'removed',
        'post',
        'Link posts only',
        'The community accepts link posts only: Reddit will not take a text post. Add a link.',
        setting('submission_type', 'link'),
      ),
    );
  }
  if (kind === 'Image' && s.allowImages === false)
    out.push(
      finding(
        'setting-images',
        'removed',
        'link',
        'No image posts',
        'The community does not accept image posts.',
        setting('allow_images', false),
      ),
    );
  if (kind === 'Video' && s.allowVideos === false)
    out.push(
      finding(
        'setting-videos',
        'removed',
        'link',
        'No video posts',
        'The community does not accept video posts.',
        setting('allow_videos', false),
      ),
    );
  if (kind === 'Gallery' && s.allowGalleries === false)
    out.push(
      finding(
        'setting-galleries',
        'removed',
        'post',
        'No gallery posts',
        'The community does not accept gallery posts.',
        setting('allow_galleries', false),
      ),
    );
  return out;
}

/** How many hard requirements were checked (for the 'meets the requirements' finding). */
export function requirementsChecked(r: PostRequirements): number {
  let n = 0;
  if (r.titleRegexes.length) n++;
  if (r.titleMinLength !== null) n++;
  if (r.titleMaxLength !== null) n++;
  if (r.titleRequiredStrings.length) n++;
  if (r.titleBlacklistedStrings.length) n++;
  if (r.bodyPolicy !== 'none') n++;
  if (r.bodyRegexes.length) n++;
  if (r.bodyMinLength !== null) n++;
  if (r.bodyMaxLength !== null) n++;
  if (r.bodyRequiredStrings.length) n++;
  if (r.bodyBlacklistedStrings.length) n++;
  if (r.linkPolicy !== 'none') n++;
  if (r.flairRequired) n++;
  if (r.galleryMinItems !== null) n++;
  if (r.galleryMaxItems !== null) n++;
  return n;
}
