import { useId, type ChangeEvent, type FocusEvent } from 'react';
import { ChevronDownIcon } from '@/shared/ui/icons';

/** A labelled native select with a placeholder option and its error wired for screen readers. */
export function SelectField({
  label,
  name,
  value,
  options,
  placeholder,
  error,
  onChange,
  onBlur,
  optionLabel = (o) => o,
}: {
  label: string;
  name: string;
  value: string;
  options: readonly string[];
  placeholder?: string;
  error?: string | false;
  onChange: (e: ChangeEvent<HTMLSelectElement>) => void;
  onBlur?: (e: FocusEvent<HTMLSelectElement>) => void;
  optionLabel?: (option: string) => string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control gen-select">
        <select
          id={id}
          name={name}
          className="input gen-select__input"
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        >
          {placeholder !== undefined ? (
            <option value="" disabled={value !== ''}>
              {placeholder}
            </option>
          ) : null}
          {options.map((o) => (
            <option key={o} value={o}>
              {optionLabel(o)}
            </option>
          ))}
        </select>
        <ChevronDownIcon size={18} className="gen-select__chevron" />
      </div>
      {error ? (
        <span className="field__error" id={errorId} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
