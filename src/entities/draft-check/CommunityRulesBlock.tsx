import { useId } from 'react';
import type { CommunityRulesInfo, PostRequirements, SubmissionSettings } from '@subreddit-signal/contract';
import { useCommunityRules } from './api';
import './draft-check.css';

const list = (xs: readonly string[]) => xs.map((x) => `“${x}”`).join(', ');

/** The post requirements Reddit enforces, as sentences; only those set. */
export function requirementLines(r: PostRequirements): string[] {
  const out: string[] = [];
  const range = (what: string, min: number | null, max: number | null) => {
    if (min !== null && max !== null) out.push(`${what} between ${min} and ${max} characters.`);
    else if (min !== null) out.push(`${what} at least ${min} characters.`);
    else if (max !== null) out.push(`${what} at most ${max} characters.`);
  };
  range('Title', r.titleMinLength, r.titleMaxLength);
  if (r.titleRequiredStrings.length) out.push(`Title must contain one of: ${list(r.titleRequiredStrings)}.`);
  if (r.titleBlacklistedStrings.length) out.push(`Title must not contain: ${list(r.titleBlacklistedStrings)}.`);
  if (r.titleRegexes.length) out.push(`Title must match one of these patterns: ${r.titleRegexes.join('  ')}`);
  if (r.bodyPolicy === 'required') out.push('Body text is required.');
  if (r.bodyPolicy === 'notAllowed') out.push('Body text is not allowed.');
  range('Body', r.bodyMinLength, r.bodyMaxLength);
  if (r.bodyRequiredStrings.length) out.push(`Body must contain one of: ${list(r.bodyRequiredStrings)}.`);
  if (r.bodyBlacklistedStrings.length) out.push(`Body must not contain: ${list(r.bodyBlacklistedStrings)}.`);
  if (r.bodyRegexes.length) out.push(`Body must match one of these patterns: ${r.bodyRegexes.join('  ')}`);
  if (r.linkPolicy === 'whitelist') out.push(`Links only to: ${r.domainWhitelist.join(', ')}.`);
  if (r.linkPolicy === 'blacklist') out.push(`No links to: ${r.domainBlacklist.join(', ')}.`);
  if (r.repostAgeDays !== null) out.push(`The same link may not be posted again within ${r.repostAgeDays} days.`);
  if (r.flairRequired) out.push('A flair is required.');
  if (r.galleryMinItems !== null || r.galleryMaxItems !== null)
    out.push(`Galleries: ${r.galleryMinItems ?? 1} to ${r.galleryMaxItems ?? 'any number of'} images.`);
  return out;
}

export function settingLines(s: SubmissionSettings): string[] {
  const out: string[] = [];
  if (s.submissionType === 'self') out.push('Text posts only.');
  if (s.submissionType === 'link') out.push('Link posts only.');
  const no = [
    s.allowImages === false && 'images',
    s.allowVideos === false && 'videos',
    s.allowGalleries === false && 'galleries',
    s.allowPolls === false && 'polls',
  ].filter(Boolean);
  if (no.length) out.push(`No ${no.join(', ')}.`);
  return out;
}

function RulesBody({ info }: { info: CommunityRulesInfo }) {
  const reqs = [...(info.settings ? settingLines(info.settings) : []), ...(info.requirements ? requirementLines(info.requirements) : [])];
  return (
    <>
      <p className="dc-rules__note">{info.note}</p>
      {info.rules?.length ? (
        <ol className="dc-rules__list" aria-label="Community rules">
          {info.rules.map((r) => (
            <li key={r.number} value={r.number}>
              <strong>{r.shortName}</strong>
              {r.kind === 'comment' ? <span className="dc-rules__kind"> (comments)</span> : null}
              {r.description ? <p>{r.description}</p> : null}
            </li>
          ))}
        </ol>
      ) : info.rules ? (
        <p>The community has set no written rules.</p>
      ) : null}
      {reqs.length ? (
        <>
          <p className="dc-rules__sub">Enforced by Reddit when you post</p>
          <ul className="dc-rules__reqs" aria-label="Post requirements">
            {reqs.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        </>
      ) : null}
      {info.requirements?.guidelines ? <p className="dc-rules__guidelines">Posting guidelines: {info.requirements.guidelines}</p> : null}
      {info.settings?.submitText ? <p className="dc-rules__guidelines">{info.settings.submitText}</p> : null}
      {info.flairs.length ? <p className="dc-rules__flairs">Flairs in use: {info.flairs.slice(0, 12).join(', ')}</p> : null}
    </>
  );
}

/** The community's rules and post requirements in a readable block (the paid analysis page). */
export function CommunityRulesBlock({ subreddit }: { subreddit: string }) {
  const headingId = useId();
  const rules = useCommunityRules(subreddit);
  return (
    <section className="card dc-rules" aria-labelledby={headingId}>
      <h2 className="dc-rules__title" id={headingId}>
        Rules and post requirements
      </h2>
      {rules.isPending ? (
        <p role="status">Loading the rules…</p>
      ) : rules.isError ? (
        <p role="alert">We could not load the rules of r/{subreddit}.</p>
      ) : (
        <RulesBody info={rules.data} />
      )}
    </section>
  );
}
