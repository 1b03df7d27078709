import type { ReactNode } from 'react';

/** The id of the error message of the control `controlId`. */
const errorIdOf = (controlId: string) => `${controlId}-error`;

/**
 * What the control of a field carries so that screen readers tie it to its error: its id (which
 * the label points at), aria-invalid while there is an error, and aria-describedby naming the error.
 */
export function fieldControlProps(controlId: string, error?: string | false) {
  return {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorIdOf(controlId) : undefined,
  } as const;
}

/** Under a control: its error (announced, with the id `fieldControlProps` points at), else its hint. */
export function FieldMessage({ controlId, error, hint }: { controlId?: string; error?: string | false; hint?: ReactNode }) {
  if (error) {
    return (
      <span className="field__error" id={controlId && errorIdOf(controlId)} role="alert">
        {error}
      </span>
    );
  }
  return hint ? <span className="field__hint">{hint}</span> : null;
}

export interface FieldProps {
  /** The id of the control inside; give the control `fieldControlProps(controlId, error)`. */
  controlId: string;
  label: ReactNode;
  error?: string | false;
  hint?: ReactNode;
  className?: string;
  /** Extra classes of the row that holds the control (and any button or popup beside it). */
  controlClassName?: string;
  children: ReactNode;
}

/** A form field: its label, the control row, then its error or hint. Text inputs, selects and comboboxes use it alike. */
export function Field({ controlId, label, error, hint, className, controlClassName, children }: FieldProps) {
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={controlId}>
        {label}
      </label>
      <div className={['field__control', controlClassName].filter(Boolean).join(' ')}>{children}</div>
      <FieldMessage controlId={controlId} error={error} hint={hint} />
    </div>
  );
}
