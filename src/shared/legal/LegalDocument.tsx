import type { MouseEvent, ReactNode } from 'react';
import './legal.css';

/** The product's legal contacts and the date both documents take effect. */
export const LEGAL = {
  product: 'Subreddit Signal',
  privacyEmail: 'privacy@subredditsignal.example',
  legalEmail: 'legal@subredditsignal.example',
  effectiveDate: 'November 21, 2026',
} as const;

export interface LegalSectionSpec {
  id: string;
  title: string;
  body: ReactNode;
}

/** Scrolls to a section without touching the URL (the router owns `?tab=`). */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, targetId: string) {
  const target = document.getElementById(targetId);
  if (!target?.scrollIntoView) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target.focus?.({ preventScroll: true });
}

/** A legal text: title, effective date, a table of contents and numbered sections with headings. */
export function LegalDocument({
  id,
  title,
  intro,
  sections,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  sections: LegalSectionSpec[];
}) {
  return (
    <article className="card legal" aria-labelledby={`${id}-title`}>
      <header className="legal__header">
        <h2 className="legal__title" id={`${id}-title`}>
          {title}
        </h2>
        <p className="legal__meta">Effective date: {LEGAL.effectiveDate}</p>
      </header>
      <div className="legal__intro">{intro}</div>
      <nav className="legal__toc" aria-label={`${title} contents`}>
        <h3 className="legal__toc-title">Contents</h3>
        <ol>
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${id}-${s.id}`} onClick={(e) => jumpTo(e, `${id}-${s.id}`)}>
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s, i) => (
        <section key={s.id} className="legal__section" id={`${id}-${s.id}`} tabIndex={-1} aria-labelledby={`${id}-${s.id}-h`}>
          <h3 className="legal__heading" id={`${id}-${s.id}-h`}>
            {i + 1}. {s.title}
          </h3>
          {s.body}
        </section>
      ))}
    </article>
  );
}

export const Mail = ({ to }: { to: string }) => <a href={`mailto:${to}`}>{to}</a>;
