import type { InputHTMLAttributes, ReactNode } from 'react';

/** A checkbox with its label beside it and its error below. */
export function Checkbox({ label, error, ...rest }: InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; error?: string | false }) {
  return (
    <div className="field">
      <label className="checkbox">
        <input type="checkbox" {...rest} aria-invalid={error ? true : undefined} />
        <span>{label}</span>
      </label>
      {error ? (
        <span className="field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
