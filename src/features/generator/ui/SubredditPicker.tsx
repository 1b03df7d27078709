import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDownIcon, Field, fieldControlProps } from '@/shared/ui';
import { bareSubredditName } from '@subreddit-signal/contract';
import { isSubredditName } from '../model/schema';

interface SubredditPickerProps {
  id?: string;
  label: string;
  /** The bare subreddit name (the form value). */
  value: string;
  /** The default choices, as bare names; shown as 'r/{name}'. */
  options: readonly string[];
  onChange: (name: string) => void;
  onBlur: () => void;
  error?: string | false;
}

/**
 * A combobox (ARIA 1.2 pattern): the default subreddits as options reading 'r/{name}' with the name
 * as value, filtered as you type; any other valid subreddit name can be typed and is offered as an
 * option too. Arrow keys move, Enter picks, Escape closes.
 */
export function SubredditPicker({ id, label, value, options, onChange, onBlur, error }: SubredditPickerProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const listId = `${autoId}-list`;
  const [text, setText] = useState(value ? `r/${value}` : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);

  // The form value changed from outside (reset, prefill): show it.
  useEffect(() => {
    setText((current) => (bareSubredditName(current) === value ? current : value ? `r/${value}` : ''));
  }, [value]);

  const typed = bareSubredditName(text);
  // While typing, the list narrows to what matches; opening a filled field shows every default so another can be picked.
  const [typing, setTyping] = useState(false);
  const choices = useMemo(() => {
    const needle = typed.toLowerCase();
    const exactDefault = options.some((o) => o.toLowerCase() === needle);
    const filtered = exactDefault && !typing ? [...options] : options.filter((o) => o.toLowerCase().includes(needle));
    if (typed && !exactDefault && isSubredditName(typed)) filtered.unshift(typed);
    return filtered;
  }, [options, typed, typing]);

  const choose = (name: string) => {
    setText(`r/${name}`);
    onChange(name);
    setOpen(false);
    setActive(-1);
    setTyping(false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(e.key === 'ArrowDown' ? 0 : choices.length - 1);
        return;
      }
      if (choices.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + choices.length) % choices.length);
    } else if (e.key === 'Enter') {
      if (open && active >= 0 && choices[active] !== undefined) {
        e.preventDefault();
        choose(choices[active]!);
      }
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        e.stopPropagation();
        setOpen(false);
        setActive(-1);
      }
    }
  };

  const expanded = open && choices.length > 0;
  const optionId = (i: number) => `${listId}-${i}`;

  return (
    <Field
      controlId={inputId}
      label={label}
      error={error}
      hint="Pick one of the suggestions or type any subreddit name."
      className="gen-picker"
    >
      <input
        ref={inputRef}
        {...fieldControlProps(inputId, error)}
        className="input input--with-action"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder="Choose or type a subreddit"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onChange(bareSubredditName(e.target.value));
          setTyping(true);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          setTyping(false);
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
          setTyping(false);
          onBlur();
        }}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className="field__action"
        tabIndex={-1}
        aria-label={`Show ${label.toLowerCase()} options`}
        onMouseDown={(e) => {
          e.preventDefault();
          inputRef.current?.focus();
          setOpen((o) => !o);
        }}
      >
        <ChevronDownIcon size={18} />
      </button>
      <ul id={listId} role="listbox" aria-label={label} className="gen-picker__list" hidden={!expanded}>
        {choices.map((name, i) => (
          <li
            key={name}
            id={optionId(i)}
            role="option"
            aria-selected={name.toLowerCase() === value.toLowerCase()}
            data-active={i === active || undefined}
            className="gen-picker__option"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(name)}
            onMouseEnter={() => setActive(i)}
          >
            r/{name}
          </li>
        ))}
      </ul>
    </Field>
  );
}
