import type { ReactNode } from 'react';
import type { SubredditAnalysis } from '@subreddit-signal/contract';
import { formatCount, yearOf } from '../model/format';
import { safeLink } from '../model/params';

/** 'r/name', the description and the subscriber count with the year it dates from. */
export function SubredditHeader({
  analysis,
  eyebrow,
  actions,
  headingLevel = 1,
}: {
  analysis: SubredditAnalysis;
  eyebrow: string;
  actions?: ReactNode;
  headingLevel?: 1 | 2;
}) {
  const year = analysis.subscribersYear ?? yearOf(analysis.dataSource.dataDate) ?? yearOf(analysis.dataSource.to);
  const href = safeLink(analysis.url);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const subscribers =
    analysis.subscribers === null ? null : `${formatCount(analysis.subscribers)} subscribers${year ? ` as of ${year}` : ''}`;
  return (
    <header className="card analysis-header">
      <div className="analysis-header__main">
        <p className="analysis-header__eyebrow">{eyebrow}</p>
        <Heading className="analysis-header__title">{`r/${analysis.name}`}</Heading>
        <p className="analysis-header__description">{analysis.description.trim() || 'This subreddit has no description.'}</p>
        <div className="analysis-header__facts">
          {subscribers ? <span className="analysis-header__subscribers">{subscribers}</span> : null}
          {href ? (
            <a href={href} target="_blank" rel="noopener noreferrer" className="analysis-header__link">
              {`Open r/${analysis.name} on Reddit`}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
        </div>
      </div>
      {actions ? <div className="analysis-header__actions">{actions}</div> : null}
    </header>
  );
}
