import { Link, useNavigate } from '@tanstack/react-router';
import { useFormik } from 'formik';
import { useCallback, useState, type MouseEvent } from 'react';
import { errorMessage } from '@/shared/api';
import { fieldError, fieldProps } from '@/shared/lib/form-errors';
import { notify } from '@/shared/toast';
import { Button, Checkbox, PasswordField, TextField } from '@/shared/ui';
import { useRegisterMutation } from '../api';
import { ACCOUNT_CREATED } from '../model/messages';
import { AuthDivider, AuthLayout } from '../ui/AuthLayout';
import { AuthTabs } from '../ui/AuthTabs';
import { EmailField } from '../ui/EmailField';
import { GoogleButton } from '../ui/GoogleButton';
import { LegalModal, type LegalDoc } from '../ui/LegalModal';
import { lazySchemaValidate } from '@/shared/lib/lazy-schema';

// The form schema (and yup) load on the first check, not with the page (issue 27).
const validateRegisterForm = lazySchemaValidate<CreateAccountValues>(async () => (await import('../model/schemas')).registerFormSchema);

interface CreateAccountValues {
  name: string;
  email: string;
  password: string;
  terms: boolean;
}

const initialValues: CreateAccountValues = { name: '', email: '', password: '', terms: false };

/** /create-account: register, then log in on /login (no automatic login). */
export function CreateAccountPage() {
  const navigate = useNavigate();
  const register = useRegisterMutation();
  const [legal, setLegal] = useState<LegalDoc | null>(null);
  const closeLegal = useCallback(() => setLegal(null), []);

  const formik = useFormik<CreateAccountValues>({
    initialValues,
    validate: validateRegisterForm,
    onSubmit: (values) =>
      register
        .mutateAsync({ name: values.name.trim(), email: values.email.trim(), password: values.password })
        .then(() => {
          notify.success(ACCOUNT_CREATED);
          return navigate({ to: '/login' });
        })
        .catch((err: unknown) => {
          notify.error(errorMessage(err, 'Could not create your account. Please try again.'));
        }),
  });

  const openLegal = (doc: LegalDoc) => (e: MouseEvent) => {
    // Inside the checkbox label: open the document without toggling the box.
    e.preventDefault();
    e.stopPropagation();
    setLegal(doc);
  };

  return (
    <AuthLayout title="Create your account" subtitle="Start with the free plan. No card needed.">
      <AuthTabs current="create-account" />
      <form className="auth-form" onSubmit={formik.handleSubmit} noValidate>
        <TextField label="Full name" autoComplete="name" placeholder="Jane Doe" {...fieldProps(formik, 'name')} />
        <EmailField {...fieldProps(formik, 'email')} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          placeholder="At least 8 characters"
          {...fieldProps(formik, 'password')}
        />
        <Checkbox
          {...formik.getFieldProps({ name: 'terms', type: 'checkbox' })}
          error={fieldError(formik, 'terms')}
          label={
            <>
              I agree to the{' '}
              <button type="button" className="auth-inline-link" onClick={openLegal('terms')}>
                Terms of Use
              </button>{' '}
              and{' '}
              <button type="button" className="auth-inline-link" onClick={openLegal('privacy')}>
                Privacy Policy
              </button>
            </>
          }
        />
        <Button type="submit" block loading={formik.isSubmitting}>
          Create account
        </Button>
      </form>
      <AuthDivider />
      <GoogleButton disabled={formik.isSubmitting} />
      <p className="auth-switch">
        Already have an account? <Link to="/login">Log in</Link>
      </p>
      <LegalModal doc={legal} onClose={closeLegal} />
    </AuthLayout>
  );
}
