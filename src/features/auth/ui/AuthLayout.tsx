import type { ReactNode } from 'react';
import { ChartIcon, SearchIcon, SparklesIcon } from '@/shared/ui';
import './auth.css';

const PITCH = [
  {
    icon: <SearchIcon />,
    title: 'Find the right communities',
    text: 'Search subreddits by keyword and see their size, pace and rules at a glance.',
  },
  { icon: <ChartIcon />, title: 'Know what works', text: 'Engagement, best time to post and top topics for any subreddit or single post.' },
  { icon: <SparklesIcon />, title: 'Write posts that land', text: 'AI post ideas and first-comment suggestions tuned to each community.' },
];

function BrandMark() {
  return (
    <span className="auth-brand__mark" aria-hidden>
      <svg viewBox="0 0 32 32" width="36" height="36">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M9 20c2 2 4.5 3 7 3s5-1 7-3" stroke="#fff" strokeWidth="2.5" fill="none" strokeLinecap="round" />
        <circle cx="11.5" cy="13.5" r="2.2" fill="#fff" />
        <circle cx="20.5" cy="13.5" r="2.2" fill="#fff" />
      </svg>
    </span>
  );
}

/**
 * The public screens' frame: a brand panel with the product pitch on wide screens, the form card
 * on the right; one column (logo above the card) on small screens.
 */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="auth">
      <aside className="auth-brand">
        <div className="auth-brand__logo">
          <BrandMark />
          <span className="auth-brand__name">Subreddit Signal</span>
        </div>
        <div className="auth-brand__pitch">
          <p className="auth-brand__headline">Find, analyse and write for the right Reddit communities.</p>
          <ul className="auth-brand__list">
            {PITCH.map((item) => (
              <li key={item.title}>
                <span className="auth-brand__icon">{item.icon}</span>
                <span>
                  <strong>{item.title}</strong>
                  <span>{item.text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <p className="auth-brand__foot">Built for marketers and content strategists.</p>
      </aside>
      <main className="auth-main">
        <section className="auth-card" aria-labelledby="auth-title">
          <header className="auth-card__header">
            <h1 id="auth-title" className="auth-card__title">
              {title}
            </h1>
            {subtitle ? <p className="auth-card__subtitle">{subtitle}</p> : null}
          </header>
          {children}
        </section>
        {footer ? <div className="auth-main__footer">{footer}</div> : null}
      </main>
    </div>
  );
}

/** 'or' between the email form and the Google button. */
export function AuthDivider() {
  return (
    <div className="auth-divider" role="separator">
      <span>or</span>
    </div>
  );
}
