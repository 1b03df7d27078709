import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { AnyObjectSchema, ValidationError } from 'yup';

/**
 * A Formik `validate` that checks the values against a yup schema loaded on first use: the same
 * checks and messages as `validationSchema` (Formik's own validateYupSchema and yupToFormErrors),
 * but yup stays off the screen's first load. For screens that are a first visit's landing page
 * (/login), where yup would otherwise be a tenth of the page weight before anyone types.
 */
export function lazySchemaValidate<Values extends FormikValues>(load: () => Promise<AnyObjectSchema>) {
  let schema: Promise<AnyObjectSchema> | undefined;
  return async (values: Values): Promise<FormikErrors<Values>> => {
    schema ??= load().catch((err: unknown) => {
      schema = undefined; // a failed chunk load is retried on the next check
      throw err;
    });
    try {
      await validateYupSchema(values, await schema);
      return {};
    } catch (err) {
      if ((err as Error).name === 'ValidationError') return yupToFormErrors<Values>(err as ValidationError);
      throw err;
    }
  };
}
