import { notify } from '@/shared/toast';
import { RESULTS_MSG } from '../model/messages';
import { EmptyText } from './states';

/** Keywords or flairs as chips, or the empty text. */
export function TagList({ items, empty, label }: { items: readonly string[]; empty: string; label: string }) {
  const unique = [...new Set(items.map((i) => i.trim()).filter(Boolean))];
  if (unique.length === 0) return <EmptyText>{empty}</EmptyText>;
  return (
    <ul className="chip-list" aria-label={label}>
      {unique.map((item) => (
        <li key={item} className="chip">
          {item}
        </li>
      ))}
    </ul>
  );
}

const asHashtag = (tag: string) => (tag.startsWith('#') ? tag : `#${tag.replace(/\s+/g, '')}`);

/** Hashtags; a click (or Enter / Space) copies one and says 'Copied to clipboard'. */
export function HashtagList({ tags }: { tags: readonly string[] }) {
  const unique = [
    ...new Set(
      tags
        .map((t) => t.trim())
        .filter(Boolean)
        .map(asHashtag),
    ),
  ];
  if (unique.length === 0) return <EmptyText>{RESULTS_MSG.noData}</EmptyText>;
  // The clipboard code loads on the first copy, not with the page (decision 062).
  const copy = async (tag: string) => {
    const { copyText } = await import('@/shared/lib/browser');
    if (await copyText(tag)) notify.success(RESULTS_MSG.copied);
    else notify.error('Could not copy to the clipboard');
  };
  return (
    <ul className="chip-list" aria-label="Hashtags">
      {unique.map((tag) => (
        <li key={tag}>
          <button
            type="button"
            className="chip chip--button"
            title="Copy to clipboard"
            aria-label={`Copy ${tag}`}
            onClick={() => void copy(tag)}
          >
            {tag}
          </button>
        </li>
      ))}
    </ul>
  );
}
