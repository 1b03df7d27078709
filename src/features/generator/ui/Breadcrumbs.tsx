import { Link } from '@tanstack/react-router';

export type Crumb = { label: string; to?: '/home' | '/ai-post-generator-results' };

/** Where the page sits: Home › AI post generator › this page. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <nav className="gen-crumbs" aria-label="Breadcrumb">
      <ol>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${item.label}-${i}`}>
              {item.to && !last ? <Link to={item.to}>{item.label}</Link> : <span aria-current={last ? 'page' : undefined}>{item.label}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
