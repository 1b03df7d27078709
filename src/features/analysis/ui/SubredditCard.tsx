import { Link } from '@tanstack/react-router';
import { abbreviateNumber } from '@/shared/lib/format';
import { Skeleton } from '@/shared/ui';
import { cardBadges } from '../model/badges';
import type { SubredditResult } from '../model/responses';
import { formatAverage } from '../results/model/format';
import type { SearchVariant } from '../model/search-schema';
import { subredditAnalysisTarget } from '../model/targets';
import { CheckIcon, PulseIcon, UsersIcon } from './icons';

/** The card's tag: how big the community is. */
export function communitySize(subscribers: number | null): string | null {
  if (subscribers === null) return null;
  if (subscribers >= 1_000_000) return 'Large community';
  if (subscribers >= 100_000) return 'Mid-size community';
  return 'Niche community';
}

/** '7.3 posts per week': the figure formatted exactly as the analysis page's 'Posts per week'. */
export function postsPerWeekText(n: number | null): string {
  if (n === null) return 'Posts per week unknown';
  return `${formatAverage(n)} ${n === 1 ? 'post' : 'posts'} per week`;
}

/** Which posts the rate was measured over, as the analysis page says it. */
export function measuredOverText(over: { days: number | null; posts: number } | undefined): string | null {
  if (!over) return null;
  return over.days === null
    ? `over the whole sample (${over.posts} posts)`
    : `over the last ${over.days} days of data (${over.posts} posts)`;
}

export const CATALOGUE_ONLY_NOTE = 'Catalogue entry only: no posts to analyse in the built-in data';

/**
 * One search result: index, tag, title (r/name and its header title),
 * description, subscribers (with the year they date from), posts per week, the 'URLs allowed'
 * and 'Flexible Rules' badges, and 'View analysis' (or, for a catalogue-only community, a note saying so).
 */
export function SubredditCard({ result, index, variant }: { result: SubredditResult; index: number; variant: SearchVariant }) {
  const titleId = `an-result-${index}`;
  const tag = communitySize(result.subscribers);
  const badges = cardBadges(result);
  const over = measuredOverText(result.postPerWeekOver);
  return (
    <article className="card an-result" aria-labelledby={titleId}>
      <div className="an-result__top">
        <span className="an-result__index">
          <span className="sr-only">Result </span>
          {String(index + 1).padStart(2, '0')}
        </span>
        {tag ? <span className="an-chip an-chip--tag">{tag}</span> : null}
      </div>
      <h2 className="an-result__title" id={titleId}>
        r/{result.name}
      </h2>
      {result.header_title ? <p className="an-result__headline">{result.header_title}</p> : null}
      {result.description ? <p className="an-result__description">{result.description}</p> : null}
      <ul className="an-result__facts" aria-label="Key figures">
        <li>
          <UsersIcon size={16} />
          <span>
            {result.subscribers === null ? 'Subscribers unknown' : `${abbreviateNumber(result.subscribers)} subscribers`}
            {result.subscribers !== null && result.subscribersYear ? (
              <span className="an-result__asof"> as of {result.subscribersYear}</span>
            ) : null}
          </span>
        </li>
        <li>
          <PulseIcon size={16} />
          <span>
            {postsPerWeekText(result.postPerWeek)}
            {over ? <span className="an-result__asof"> {over}</span> : null}
          </span>
        </li>
      </ul>
      <div className="an-result__foot">
        <ul className="an-result__badges" aria-label="Posting rules">
          {badges.map((b) => (
            <li key={b.key} className={`an-badge an-badge--${b.tone}`} title={b.reason}>
              {b.tone === 'yes' ? <CheckIcon size={14} /> : null}
              {b.label}
              <span className="sr-only">{` (${b.reason})`}</span>
            </li>
          ))}
        </ul>
        {/* Without posts the analysis would only answer "We couldn't find r/…": say so instead of offering it. */}
        {result.catalogueOnly ? (
          <p className="an-result__note">{CATALOGUE_ONLY_NOTE}</p>
        ) : (
          <Link
            {...subredditAnalysisTarget(variant, result.name)}
            className="btn btn--primary btn--sm an-result__cta"
            aria-describedby={titleId}
          >
            View analysis
          </Link>
        )}
      </div>
    </article>
  );
}

export function SubredditCardSkeleton() {
  return (
    <div className="card an-result">
      <div className="an-result__top">
        <Skeleton width={28} height={22} radius={6} />
        <Skeleton width={120} height={22} radius={999} />
      </div>
      <Skeleton width="40%" height={22} className="an-skel--title" />
      <Skeleton width="70%" height={14} />
      <Skeleton width="100%" height={14} />
      <Skeleton width="85%" height={14} />
      <div className="an-result__foot">
        <Skeleton width={220} height={16} />
        <Skeleton width={118} height={34} radius={10} />
      </div>
    </div>
  );
}
