import type { FormikErrors, FormikProps, FormikTouched } from 'formik';

/** What the helper reads of a Formik form: useFormik's result and <Formik>'s render props both fit. */
export interface FormErrorState<Values> {
  errors: FormikErrors<Values>;
  touched: FormikTouched<Values>;
  submitCount: number;
  values: Values;
}

/**
 * The validation message a field shows, else undefined: once the field has been left or a submit
 * was tried, so nobody sees red before finishing a first value. With `whileTyping`, a field that
 * holds text shows its message as it is typed (a one-field dialog whose button waits for a valid value).
 * Server refusals reach the form as toasts through `errorMessage` (shared/api), or with
 * Formik's setFieldError when they concern one field.
 */
export function fieldError<Values>(
  form: FormErrorState<Values>,
  name: keyof Values & string,
  { whileTyping = false } = {},
): string | undefined {
  const shown = Boolean(form.touched[name]) || form.submitCount > 0 || (whileTyping && form.values[name] !== '');
  const error = form.errors[name];
  return shown && typeof error === 'string' ? error : undefined;
}

/**
 * Everything a field component takes from the form: name, value, onChange and onBlur (Formik's
 * getFieldProps) plus the `error` that `fieldError` lets it show. Spread it onto TextField,
 * PasswordField or a select field.
 */
export function fieldProps<Values>(
  form: FormErrorState<Values> & Pick<FormikProps<Values>, 'getFieldProps'>,
  name: keyof Values & string,
  options?: { whileTyping?: boolean },
) {
  return { ...form.getFieldProps(name), error: fieldError(form, name, options) };
}
