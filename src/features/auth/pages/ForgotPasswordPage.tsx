import { Link, useNavigate } from '@tanstack/react-router';
import { useFormik } from 'formik';
import { errorMessage } from '@/shared/api';
import { fieldProps } from '@/shared/lib/form-errors';
import { notify } from '@/shared/toast';
import { Button } from '@/shared/ui';
import { useForgotPasswordMutation } from '../api';
import { CODE_SENT } from '../model/messages';
import type { ForgotPasswordFormValues } from '../model/schemas';
import { AuthLayout } from '../ui/AuthLayout';
import { EmailField } from '../ui/EmailField';
import { lazySchemaValidate } from '@/shared/lib/lazy-schema';

// The form schema (and yup) load on the first check, not with the page (issue 27).
const validateForgotPasswordForm = lazySchemaValidate<ForgotPasswordFormValues>(
  async () => (await import('../model/schemas')).forgotPasswordFormSchema,
);

const initialValues: ForgotPasswordFormValues = { email: '' };

/** /forgot-password: send a reset code, then enter it on /otp (the email travels in history state). */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const forgot = useForgotPasswordMutation();

  const formik = useFormik<ForgotPasswordFormValues>({
    initialValues,
    validate: validateForgotPasswordForm,
    onSubmit: ({ email }) => {
      const address = email.trim();
      return forgot
        .mutateAsync(address)
        .then(() => {
          notify.success(CODE_SENT);
          return navigate({ to: '/otp', state: { email: address } });
        })
        .catch((err: unknown) => {
          notify.error(errorMessage(err, 'Could not send the code. Please try again.'));
        });
    },
  });

  return (
    <AuthLayout title="Forgot your password?" subtitle="Enter the email you signed up with and we’ll send you a 4-digit code to reset it.">
      <form className="auth-form" onSubmit={formik.handleSubmit} noValidate>
        <EmailField autoFocus {...fieldProps(formik, 'email')} />
        <Button type="submit" block loading={formik.isSubmitting}>
          Send code
        </Button>
      </form>
      <p className="auth-switch">
        Remembered it? <Link to="/login">Back to log in</Link>
      </p>
    </AuthLayout>
  );
}
