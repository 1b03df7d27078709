import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldMessage } from './Field';
import './checkbox.css';

/** A checkbox with its label beside it and its error below. */
export function Checkbox({ label, error, ...rest }: InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; error?: string | false }) {
  return (
    <div className="field">
      <label className="checkbox">
        <input type="checkbox" {...rest} aria-invalid={error ? true : undefined} />
        <span>{label}</span>
      </label>
      <FieldMessage error={error} />
    </div>
  );
}
