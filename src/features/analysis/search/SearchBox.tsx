import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useFormik } from 'formik';
import { fieldError } from '@/shared/lib/form-errors';
import { Button, SearchIcon } from '@/shared/ui';
import { usePopularSubreddits } from '../api/search';
import { useDebouncedValue } from '../lib/use-debounced-value';
import {
  DEFAULT_SUGGESTIONS,
  SUGGESTION_DEBOUNCE_MS,
  isSearchValid,
  searchFormSchema,
  type SearchFormValues,
  type SearchMode,
  type SearchVariant,
} from '../model/search-schema';
import { searchTarget } from '../model/targets';
import { LinkIcon } from '../ui/icons';
import './search-box.css';

export interface SearchBoxProps {
  /** free: keyword → /subreddit-search-results, URL → /post-free-analysis-results; advanced: the paid screens. */
  variant: SearchVariant;
  /** The mode it opens in (the post landings open in Reddit URL mode). */
  initialMode?: SearchMode;
  /** Text it opens with (the keyword on the results page). */
  initialQuery?: string;
  /** The smaller form, for the top of a results page. */
  compact?: boolean;
}

const MODES: readonly { value: SearchMode; label: string }[] = [
  { value: 'keyword', label: 'Keywords' },
  { value: 'url', label: 'Reddit URL' },
];

/**
 * The search box: Keywords / Reddit URL modes (switching clears the
 * input), formik + yup validation with the submit button disabled while the input is invalid,
 * and in Keywords mode an accessible combobox of suggestions: the defaults while the field is
 * empty, else subreddits from POST /reddit/search-popular-subreddit 500 ms after typing stops.
 * Arrow keys move through the suggestions, Enter picks one (or searches), Escape closes the list.
 */
export function SearchBox({ variant, initialMode = 'keyword', initialQuery = '', compact }: SearchBoxProps) {
  const navigate = useNavigate();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [edited, setEdited] = useState(false);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const formik = useFormik<SearchFormValues>({
    initialValues: { mode: initialMode, query: initialQuery },
    validationSchema: searchFormSchema,
    onSubmit: ({ mode, query }) => {
      setOpen(false);
      void navigate(searchTarget(variant, mode, query));
    },
  });
  const { mode, query } = formik.values;
  const keywordMode = mode === 'keyword';
  const valid = isSearchValid(formik.values);

  // Suggestions: the defaults while empty, else the server's names for the debounced text.
  const typed = query.trim();
  const debounced = useDebouncedValue(typed, SUGGESTION_DEBOUNCE_MS);
  const listOpen = keywordMode && open;
  const suggestions = usePopularSubreddits(debounced, listOpen && typed !== '');
  const showingDefaults = typed === '';
  const options: readonly string[] = showingDefaults ? DEFAULT_SUGGESTIONS : (suggestions.data ?? []);
  const waiting = !showingDefaults && (typed !== debounced || suggestions.isFetching);

  const listboxId = `${id}-suggestions`;
  const errorId = `${id}-error`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const error = fieldError(formik, 'query');

  const switchMode = (next: SearchMode) => {
    if (next === mode) return;
    formik.resetForm({ values: { mode: next, query: '' } });
    setEdited(false);
    setActiveIndex(-1);
    inputRef.current?.focus();
  };

  const pick = (value: string) => {
    void formik.setFieldValue('query', value, false);
    setOpen(false);
    setActiveIndex(-1);
    void navigate(searchTarget(variant, 'keyword', value));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (keywordMode && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
      e.preventDefault();
      if (!open) {
        setOpen(true);
        setActiveIndex(e.key === 'ArrowDown' ? 0 : options.length - 1);
        return;
      }
      if (options.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((i) => (i < 0 && step < 0 ? options.length - 1 : (i + step + options.length) % options.length));
    } else if (e.key === 'Escape' && listOpen) {
      e.preventDefault();
      setOpen(false);
      setActiveIndex(-1);
    } else if (e.key === 'Enter') {
      // Handled here: with the submit button disabled the browser would not submit at all, and
      // an invalid Enter should show why.
      e.preventDefault();
      const chosen = listOpen && activeIndex >= 0 ? options[activeIndex] : undefined;
      if (chosen !== undefined) pick(chosen);
      else formik.handleSubmit();
    }
  };

  return (
    <form
      className={compact ? 'an-search an-search--compact' : 'an-search'}
      role="search"
      aria-label={variant === 'advanced' ? 'Advanced analysis search' : 'Subreddit and post search'}
      onSubmit={formik.handleSubmit}
      noValidate
    >
      <div className="an-search__modes" role="group" aria-label="Search by">
        {MODES.map((m) => (
          <button
            key={m.value}
            type="button"
            className="an-search__mode"
            aria-pressed={mode === m.value}
            onClick={() => switchMode(m.value)}
          >
            {m.value === 'keyword' ? <SearchIcon size={16} /> : <LinkIcon size={16} />}
            {m.label}
          </button>
        ))}
      </div>

      <div className="an-search__row">
        <div className="an-search__field">
          <label className="sr-only" htmlFor={`${id}-input`}>
            {keywordMode ? 'Keyword' : 'Reddit post URL'}
          </label>
          <span className="an-search__icon" aria-hidden>
            {keywordMode ? <SearchIcon size={18} /> : <LinkIcon size={18} />}
          </span>
          <input
            ref={inputRef}
            id={`${id}-input`}
            name="query"
            className="input an-search__input"
            type="text"
            inputMode={keywordMode ? 'search' : 'url'}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder={
              keywordMode
                ? 'Search by keyword, e.g. marketing'
                : 'Paste a Reddit post link, e.g. https://www.reddit.com/r/marketing/comments/…'
            }
            value={query}
            onChange={(e) => {
              formik.handleChange(e);
              setEdited(true);
              setOpen(true);
              setActiveIndex(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => {
              setOpen(false);
              setActiveIndex(-1);
              if (edited) void formik.setFieldTouched('query', true);
            }}
            onKeyDown={onKeyDown}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            {...(keywordMode
              ? {
                  role: 'combobox',
                  'aria-autocomplete': 'list' as const,
                  'aria-expanded': listOpen,
                  'aria-controls': listboxId,
                  'aria-activedescendant': listOpen && activeIndex >= 0 ? optionId(activeIndex) : undefined,
                }
              : {})}
          />
          {keywordMode ? (
            <div className="an-search__popup" hidden={!listOpen} onMouseDown={(e) => e.preventDefault()}>
              <p className="an-search__popup-title" id={`${listboxId}-label`}>
                {showingDefaults ? 'Popular searches' : 'Suggested subreddits'}
                {waiting ? <span className="spinner an-search__popup-spinner" aria-hidden /> : null}
              </p>
              <ul className="an-search__options" id={listboxId} role="listbox" aria-labelledby={`${listboxId}-label`}>
                {options.map((option, i) => (
                  <li
                    key={option}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === activeIndex}
                    className="an-search__option"
                    onClick={() => pick(option)}
                    onMouseEnter={() => setActiveIndex(i)}
                  >
                    <SearchIcon size={15} aria-hidden />
                    <span>{option}</span>
                  </li>
                ))}
              </ul>
              {!showingDefaults && options.length === 0 ? (
                <p className="an-search__popup-note" role="status">
                  {waiting ? 'Looking for subreddits…' : `No suggestions. Press Enter to search for “${typed}”.`}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
        <Button type="submit" className="an-search__submit" disabled={!valid}>
          {keywordMode ? 'Search' : 'Analyze post'}
        </Button>
      </div>
      <p className="an-search__error" id={errorId} role={error ? 'alert' : undefined}>
        {error}
      </p>
    </form>
  );
}
