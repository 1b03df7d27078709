import { Link, useNavigate } from '@tanstack/react-router';
import { useFormik } from 'formik';
import { useEffect, useRef } from 'react';
import { errorMessage } from '@/shared/api';
import { fieldProps } from '@/shared/lib/form-errors';
import { notify } from '@/shared/toast';
import { Button, PasswordField, Spinner } from '@/shared/ui';
import { useGoogleLoginMutation, useLoginMutation } from '../api';
import { GOOGLE_FAILED } from '../model/messages';
import type { LoginFormValues } from '../model/schemas';
import { useCompleteSignIn } from '../model/sign-in';
import { AuthDivider, AuthLayout } from '../ui/AuthLayout';
import { AuthTabs } from '../ui/AuthTabs';
import { EmailField } from '../ui/EmailField';
import { GoogleButton } from '../ui/GoogleButton';
import { lazySchemaValidate } from '@/shared/lib/lazy-schema';

// The form schema (and yup) load on the first check, not with the page (issue 27).
const validateLoginForm = lazySchemaValidate<LoginFormValues>(async () => (await import('../model/schemas')).loginFormSchema);

export interface LoginSearch {
  /** The provider's authorization code, on the redirect back from Google. */
  code?: string;
  state?: string;
  /** The provider's error (e.g. access_denied) when the user cancelled or it failed. */
  error?: string;
}

const initialValues: LoginFormValues = { email: '', password: '' };

/**
 * /login: email + password, Google sign-in, and the landing point of the Google redirect; success
 * stores the session and goes to /home.
 */
export function LoginPage({ search }: { search: LoginSearch }) {
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const login = useLoginMutation();
  const { mutateAsync: exchangeGoogleCode } = useGoogleLoginMutation();

  const formik = useFormik<LoginFormValues>({
    initialValues,
    validate: validateLoginForm,
    onSubmit: (values) =>
      login
        .mutateAsync({ email: values.email.trim(), password: values.password })
        .then(completeSignIn)
        .catch((err: unknown) => {
          notify.error(errorMessage(err, 'Login failed. Please try again.'));
        }),
  });

  // The provider's redirect: exchange the code exactly once (a code is single-use; the ref
  // survives StrictMode's effect replay), then behave like a login; on failure stay here with
  // the query removed.
  const handled = useRef<string | null>(null);
  const { code, state, error: providerError } = search;
  useEffect(() => {
    const key = code && state ? `code:${code}` : providerError ? `error:${providerError}` : null;
    if (!key || handled.current === key) return;
    handled.current = key;
    const fail = (err?: unknown) => {
      notify.error(errorMessage(err, GOOGLE_FAILED));
      void navigate({ to: '/login', search: {}, replace: true });
    };
    if (!code || !state) return fail();
    exchangeGoogleCode({ code, state }).then(completeSignIn, fail);
  }, [code, state, providerError, exchangeGoogleCode, completeSignIn, navigate]);

  if (code && state) {
    return (
      <AuthLayout title="Signing you in" subtitle="Finishing your Google sign-in…">
        <div className="auth-pending">
          <Spinner large label="Signing in with Google" />
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Welcome back" subtitle="Log in to analyse communities and plan your next post.">
      <AuthTabs current="login" />
      <form className="auth-form" onSubmit={formik.handleSubmit} noValidate>
        <EmailField {...fieldProps(formik, 'email')} />
        <PasswordField label="Password" autoComplete="current-password" placeholder="Your password" {...fieldProps(formik, 'password')} />
        <div className="auth-form__row auth-form__row--end">
          <Link to="/forgot-password" className="auth-link">
            Forgot password
          </Link>
        </div>
        <Button type="submit" block loading={formik.isSubmitting}>
          Log In
        </Button>
      </form>
      <AuthDivider />
      <GoogleButton disabled={formik.isSubmitting} />
      <p className="auth-switch">
        New here? <Link to="/create-account">Create an account</Link>
      </p>
    </AuthLayout>
  );
}
