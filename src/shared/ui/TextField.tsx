import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, fieldControlProps } from './Field';
import { EyeIcon, EyeOffIcon } from './icons';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string | false;
  hint?: ReactNode;
  action?: ReactNode;
}

/** Labelled input with its error message wired for screen readers. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, action, id, className, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <Field controlId={inputId} label={label} error={error} hint={hint} className={className}>
      <input
        ref={ref}
        className={['input', action && 'input--with-action'].filter(Boolean).join(' ')}
        {...fieldControlProps(inputId, error)}
        {...rest}
      />
      {action}
    </Field>
  );
});

/** Password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type' | 'action'>>(function PasswordField(props, ref) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      ref={ref}
      {...props}
      type={visible ? 'text' : 'password'}
      action={
        <button
          type="button"
          className="field__action"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? 'Hide password' : 'Show password'}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
});
