import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { REPORT_POPULAR_SUBREDDITS } from '@subreddit-signal/contract';
import { CloseIcon, Field, FieldMessage, SearchIcon } from '@/shared/ui';
import { useReportSuggestions } from '../api/subscriber';
import { hasSubreddit, REPORT_SEARCH_DEBOUNCE_MS } from '../model/form';

/** `value`, once it has stopped changing for `ms`. */
function useDebounced(value: string, ms: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

export interface SubredditPickerProps {
  selected: string[];
  onAdd: (name: string) => void;
  onRemove: (name: string) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * The report's subreddits: a search box whose suggestions (500 ms after typing stops) drop down
 * under it, the chosen ones as removable chips, and the popular list (a chosen one is pressed;
 * pressing it again removes it). A name already chosen is never added twice.
 */
export function SubredditPicker({ selected, onAdd, onRemove, error, disabled }: SubredditPickerProps) {
  const inputId = useId();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const debounced = useDebounced(query.trim(), REPORT_SEARCH_DEBOUNCE_MS);
  const suggestions = useReportSuggestions(debounced, open);
  const names = query.trim() === '' ? [] : (suggestions.data ?? []);
  const showList = open && names.length > 0;

  const pick = (name: string) => {
    onAdd(name);
    setQuery('');
    setOpen(false);
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') setOpen(false);
    else if (e.key === 'Enter') {
      e.preventDefault();
      if (showList) pick(names[0]!);
    }
  };

  return (
    <div className="rp-picker">
      <Field controlId={inputId} label="Subreddits" className="rp-search" controlClassName="rp-search__control">
        <span className="rp-search__icon" aria-hidden>
          <SearchIcon size={16} />
        </span>
        <input
          id={inputId}
          className="input rp-search__input"
          type="search"
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          placeholder="Search subreddits"
          autoComplete="off"
          value={query}
          disabled={disabled}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
          }}
          onKeyDown={onKey}
        />
        {showList ? (
          <ul className="rp-dropdown" id={listId} role="listbox" aria-label="Subreddit suggestions">
            {names.map((name) => (
              <li
                key={name}
                role="option"
                aria-selected={hasSubreddit(selected, name)}
                className="rp-dropdown__item"
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(name)}
              >
                r/{name}
              </li>
            ))}
          </ul>
        ) : null}
      </Field>

      <ul className="rp-chips" aria-label="Selected subreddits">
        {selected.map((name) => (
          <li key={name} className="rp-chip">
            <span>r/{name}</span>
            <button
              type="button"
              className="rp-chip__remove"
              aria-label={`Remove r/${name}`}
              onClick={() => onRemove(name)}
              disabled={disabled}
            >
              <CloseIcon size={14} />
            </button>
          </li>
        ))}
      </ul>
      <FieldMessage controlId={`${inputId}-chips`} error={error} />

      <div className="rp-popular">
        <p className="rp-popular__title" id={`${listId}-popular`}>
          Popular subreddits
        </p>
        <div className="rp-popular__list" role="group" aria-labelledby={`${listId}-popular`}>
          {REPORT_POPULAR_SUBREDDITS.map((name) => {
            const on = hasSubreddit(selected, name);
            return (
              <button
                key={name}
                type="button"
                className="rp-popular__item"
                aria-pressed={on}
                disabled={disabled}
                onClick={() => (on ? onRemove(name) : onAdd(name))}
              >
                r/{name}
              </button>
            );
          })}
        </div>
      </div>
    </div>
  );
}
