import { useId } from 'react';
import type { DraftPlacementResult } from '@subreddit-signal/contract';
import { SEVERITY_LABEL, scoreTone, severityClass } from './model';
import './draft-check.css';

const members = (n: number | null) => (n === null ? 'members unknown' : `${n.toLocaleString('en-US')} members`);

/**
 * Where should this draft go: one ranked line per community (survival score, verdict, fit, reach)
 * with the findings it rests on; communities that could not be checked come last and say why.
 */
export function PlacementList({ result, headingLevel = 3 }: { result: DraftPlacementResult; headingLevel?: 3 | 4 }) {
  const headingId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <section className="dc-placement" aria-labelledby={headingId}>
      <Heading className="dc-result__title" id={headingId}>
        Where should this draft go?
      </Heading>
      {result.source ? <p className="dc-result__basis">Compared: {result.source.label}</p> : null}
      <p className="dc-result__basis">{result.note}</p>
      {result.notChecked?.length ? (
        <p className="dc-result__basis">Not checked: {result.notChecked.map((s) => `r/${s}`).join(', ')}</p>
      ) : null}
      <ol className="dc-placement__list" aria-label="Communities, best first">
        {result.lines.map((l) => (
          <li key={l.subreddit} className="dc-placement__line">
            <div className="dc-result__head">
              {l.survival !== null ? (
                <p className={`dc-score dc-score--${scoreTone(l.survival)}`} aria-label={`Survival ${l.survival} out of 100`}>
                  <span className="dc-score__n">{l.survival}</span>
                  <span className="dc-score__of">/100</span>
                </p>
              ) : (
                <p className="dc-score" aria-label="Not checked">
                  <span className="dc-score__n">?</span>
                </p>
              )}
              <div>
                <strong className="dc-finding__title">
                  {l.rank !== null ? `${l.rank}. ` : ''}r/{l.subreddit}
                </strong>
                <p className="dc-result__verdict">{l.verdict}</p>
                {l.status === 'checked' ? (
                  <p className="dc-placement__figures">
                    Fit {l.fit === null ? 'unknown' : `${l.fit}/100`} · {members(l.reach)}
                    {l.rules === 'none' ? ' · community rules unknown' : ''}
                  </p>
                ) : null}
              </div>
            </div>
            {l.evidence.length ? (
              <ul className="dc-placement__evidence" aria-label={`Why, r/${l.subreddit}`}>
                {l.evidence.map((e) => (
                  <li key={`${e.title}-${e.source}`}>
                    <span className={severityClass(e.severity)}>{SEVERITY_LABEL[e.severity]}</span> {e.title}{' '}
                    <span className="dc-evidence__label">({e.source})</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
