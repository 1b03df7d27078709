import { useId, type ChangeEvent, type FocusEvent } from 'react';
import { ChevronDownIcon, Field, fieldControlProps } from '@/shared/ui';

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
  return (
    <Field controlId={id} label={label} error={error} controlClassName="gen-select">
      <select
        name={name}
        className="input gen-select__input"
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        {...fieldControlProps(id, error)}
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
    </Field>
  );
}
