import { useEffect, type RefObject } from 'react';
import './scroll-hint.css';

/**
 * Marks a sideways-scrolling element with `data-more-left` / `data-more-right` while content lies
 * beyond that edge, so CSS (`.scroll-hint`, scroll-hint.css) fades the edge and a phone user sees that
 * the strip or grid goes on instead of looking cut off. Follows scrolling and resizing.
 */
export function useScrollHint(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      const max = el.scrollWidth - el.clientWidth;
      toggle(el, 'moreLeft', max > 1 && el.scrollLeft > 1);
      toggle(el, 'moreRight', max > 1 && el.scrollLeft < max - 1);
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [ref]);
}

function toggle(el: HTMLElement, key: 'moreLeft' | 'moreRight', on: boolean) {
  if (on) el.dataset[key] = '';
  else delete el.dataset[key];
}
