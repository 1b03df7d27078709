import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once their place on the page comes within `margin` of the viewport, and from
 * then on. For a block far below the fold whose code and data are not worth loading with the page
 * (the paid analysis' community rules: ~3.5 KB gzip and a request, decision 039). Where
 * IntersectionObserver is missing the children render at once.
 */
export function WhenNear({ children, margin = 800 }: { children: ReactNode; margin?: number }) {
  const spot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const el = spot.current;
    if (near || !el) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: `${margin}px 0px`,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);
  return near ? children : <div ref={spot} />;
}
