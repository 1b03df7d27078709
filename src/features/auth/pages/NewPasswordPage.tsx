import { Link, Navigate, useNavigate, useRouter } from '@tanstack/react-router';
import { useFormik } from 'formik';
import { useState } from 'react';
import { errorMessage } from '@/shared/api';
import { fieldProps } from '@/shared/lib/form-errors';
import { notify } from '@/shared/toast';
import { Button, PasswordField } from '@/shared/ui';
import { useResetPasswordMutation } from '../api';
import { PASSWORD_CHANGED } from '../model/messages';
import type { NewPasswordFormValues } from '../model/schemas';
import { AuthLayout } from '../ui/AuthLayout';
import { lazySchemaValidate } from '@/shared/lib/lazy-schema';

// The form schema (and yup) load on the first check, not with the page (issue 27).
const validateNewPasswordForm = lazySchemaValidate<NewPasswordFormValues>(
  async () => (await import('../model/schemas')).newPasswordFormSchema,
);

/** /new-password: only reachable with the reset token in history state (from /otp). */
export function NewPasswordPage() {
  // Read once, when the page opens: while the next screen's chunk loads this page stays mounted
  // and the router's current location already points elsewhere (without this state).
  const router = useRouter();
  const [token] = useState(() => router.state.location.state.token);
  if (!token) return <Navigate to="/forgot-password" replace />;
  return <NewPasswordForm token={token} />;
}

const initialValues: NewPasswordFormValues = { password: '', confirmPassword: '' };

function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPasswordMutation();

  const formik = useFormik<NewPasswordFormValues>({
    initialValues,
    validate: validateNewPasswordForm,
    onSubmit: ({ password }) =>
      reset
        .mutateAsync({ token, password })
        .then(() => {
          notify.success(PASSWORD_CHANGED);
          // Replace: Back must not return to a form whose token is now spent.
          return navigate({ to: '/login', replace: true });
        })
        .catch((err: unknown) => {
          notify.error(errorMessage(err, 'Could not change your password. Please try again.'));
        }),
  });

  return (
    <AuthLayout title="Set a new password" subtitle="Choose a password of at least 8 characters that you don’t use elsewhere.">
      <form className="auth-form" onSubmit={formik.handleSubmit} noValidate>
        <PasswordField label="New password" autoComplete="new-password" autoFocus {...fieldProps(formik, 'password')} />
        <PasswordField label="Repeat password" autoComplete="new-password" {...fieldProps(formik, 'confirmPassword')} />
        <Button type="submit" block loading={formik.isSubmitting}>
          Save changes
        </Button>
      </form>
      <p className="auth-switch">
        <Link to="/login">Back to log in</Link>
      </p>
    </AuthLayout>
  );
}
