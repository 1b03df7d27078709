import { paginationItems } from '../model/history';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

/**
 * Numbered pagination: previous, the first and last pages, the current page and
 * its neighbours with ellipses between, next.
 */
export function Pagination({
  page,
  pageCount,
  onChange,
  disabled,
}: {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  disabled?: boolean;
}) {
  if (pageCount <= 1) return null;
  const items = paginationItems(page, pageCount);
  return (
    <nav className="an-pager" aria-label="Pagination">
      <button
        type="button"
        className="an-pager__step"
        onClick={() => onChange(page - 1)}
        disabled={disabled || page <= 1}
        aria-label="Previous page"
      >
        <ChevronLeftIcon size={18} />
        <span className="an-pager__step-text">Previous</span>
      </button>
      <ul className="an-pager__pages">
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className="an-pager__page"
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                disabled={disabled && item !== page}
                onClick={() => item !== page && onChange(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="an-pager__gap" aria-hidden>
              …
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="an-pager__step"
        onClick={() => onChange(page + 1)}
        disabled={disabled || page >= pageCount}
        aria-label="Next page"
      >
        <span className="an-pager__step-text">Next</span>
        <ChevronRightIcon size={18} />
      </button>
    </nav>
  );
}
