import { TextField, type TextFieldProps } from '@/shared/ui';

/** The auth screens' e-mail field: label 'Email', the browser's e-mail keyboard and autofill, the sample address. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return <TextField label="Email" type="email" autoComplete="email" placeholder="you@company.com" {...props} />;
}
