import { Link, type LinkProps } from '@tanstack/react-router';
import './breadcrumbs.css';

export type Crumb = { label: string; to?: LinkProps['to'] };

/** Where the page sits: Home › section › this page. Earlier crumbs with a `to` are links; the last is the current page. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${item.label}-${i}`}>
              {item.to && !last ? (
                <Link to={item.to}>{item.label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
