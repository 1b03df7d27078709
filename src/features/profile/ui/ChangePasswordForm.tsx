import { Form, Formik } from 'formik';
import { errorMessage } from '@/shared/api';
import { fieldProps } from '@/shared/lib/form-errors';
import { notify } from '@/shared/toast';
import { Button, PasswordField } from '@/shared/ui';
import { useChangePassword } from '../api/profile';
import { EMPTY_CHANGE_PASSWORD, changePasswordFormSchema, type ChangePasswordFormValues } from '../model/change-password-schema';
import { PROFILE_MSG } from '../model/messages';

/**
 * Current, new and confirmed password (at least 8 characters; the confirmation must match). Used on the Personal Profile tab and on
 * /change-password. On success the form empties; a refusal shows the server's message.
 */
export function ChangePasswordForm({ onChanged, submitLabel = 'Change password' }: { onChanged?: () => void; submitLabel?: string }) {
  const change = useChangePassword();
  return (
    <Formik<ChangePasswordFormValues>
      initialValues={EMPTY_CHANGE_PASSWORD}
      validationSchema={changePasswordFormSchema}
      onSubmit={async ({ currentPassword, newPassword }, helpers) => {
        try {
          await change.mutateAsync({ currentPassword, newPassword });
          helpers.resetForm({ values: EMPTY_CHANGE_PASSWORD });
          notify.success(PROFILE_MSG.passwordChanged);
          onChanged?.();
        } catch (err) {
          notify.error(errorMessage(err, PROFILE_MSG.passwordFailed));
        }
      }}
    >
      {(form) => (
        <Form noValidate className="password-form">
          <PasswordField label="Current password" autoComplete="current-password" {...fieldProps(form, 'currentPassword')} />
          <PasswordField
            label="New password"
            autoComplete="new-password"
            {...fieldProps(form, 'newPassword')}
            hint="At least 8 characters."
          />
          <PasswordField label="Confirm new password" autoComplete="new-password" {...fieldProps(form, 'confirmPassword')} />
          <div className="profile-card__actions">
            <Button type="submit" loading={form.isSubmitting}>
              {submitLabel}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
