import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { SparklesIcon } from '@/shared/ui';
import './placeholders.css';

/**
 * Stand-in for a screen of a later issue: the screen's title as the spec names it and a note that
 * the area is coming. Each route has its own placeholder module so later work replaces them one by one.
 */
export function ComingSoon({ title, children, isHome }: { title: string; children?: ReactNode; isHome?: boolean }) {
  return (
    <section className="coming-soon card" aria-labelledby="coming-soon-title">
      <span className="coming-soon__badge">
        <SparklesIcon size={16} /> Coming soon
      </span>
      <h1 id="coming-soon-title" className="coming-soon__title">
        {title}
      </h1>
      <p className="coming-soon__text">This area is coming soon. We are building it right now.</p>
      {children}
      {isHome ? (
        <Link to="/profile" search={{ tab: 'Tabs1' }} className="btn btn--secondary btn--sm">
          Complete your profile
        </Link>
      ) : (
        <Link to="/home" className="btn btn--secondary btn--sm">
          Back to Home
        </Link>
      )}
    </section>
  );
}

/** A search parameter the screen was opened with, shown so the route wiring is visible. */
export function SearchEcho({ label, value }: { label: string; value?: string }) {
  if (!value) return null;
  return (
    <p className="coming-soon__param">
      {label}: <strong>{value}</strong>
    </p>
  );
}
