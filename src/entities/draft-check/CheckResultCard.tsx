import { useId } from 'react';
import type { DraftCheckResult } from '@subreddit-signal/contract';
import { DRAFT_CHECK_MSG, SEVERITY_LABEL, scoreTone, severityClass } from './model';
import './draft-check.css';

/**
 * A draft's check: score and verdict, each finding with its severity, plain explanation and the
 * evidence it rests on (the rule's exact text, or the norm's figures), then what cannot be seen.
 */
export function CheckResultCard({ result, headingLevel = 3 }: { result: DraftCheckResult; headingLevel?: 3 | 4 }) {
  const headingId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const tone = scoreTone(result.score);
  return (
    <section className="dc-result" aria-labelledby={headingId}>
      <div className="dc-result__head">
        <p className={`dc-score dc-score--${tone}`} aria-label={`Score ${result.score} out of 100`}>
          <span className="dc-score__n">{result.score}</span>
          <span className="dc-score__of">/100</span>
        </p>
        <div>
          <Heading className="dc-result__title" id={headingId}>
            Will it survive in r/{result.subreddit}?
          </Heading>
          <p className="dc-result__verdict">{result.verdict}</p>
        </div>
      </div>
      <p className="dc-result__basis">{result.basis.note}</p>
      {result.findings.length ? (
        <ul className="dc-findings" aria-label="Findings">
          {result.findings.map((f) => (
            <li key={f.id} className="dc-finding">
              <div className="dc-finding__head">
                <span className={severityClass(f.severity)}>{SEVERITY_LABEL[f.severity]}</span>
                <strong className="dc-finding__title">{f.title}</strong>
              </div>
              <p className="dc-finding__text">{f.explanation}</p>
              <figure className="dc-evidence">
                <figcaption className="dc-evidence__label">{f.evidence.label}</figcaption>
                {f.evidence.kind === 'rule' ||
                f.evidence.kind === 'site-rule' ||
                f.evidence.kind === 'wiki' ||
                f.evidence.kind === 'llm' ? (
                  <blockquote className="dc-evidence__text">{f.evidence.text}</blockquote>
                ) : (
                  <p className="dc-evidence__text">{f.evidence.text}</p>
                )}
              </figure>
              {f.offending ? (
                <p className="dc-finding__words">
                  In the draft: <q>{f.offending}</q>
                </p>
              ) : null}
              {f.disagreement ? <p className="dc-finding__words">{f.disagreement}</p> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="dc-result__empty">Nothing to flag from the data we have.</p>
      )}
      {result.notVisible.length ? (
        <div className="dc-hidden">
          <p className="dc-hidden__title">{DRAFT_CHECK_MSG.notVisibleTitle}</p>
          <ul>
            {result.notVisible.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
