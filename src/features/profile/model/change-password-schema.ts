import * as yup from 'yup';
import { MSG, changePasswordRequest } from '@subreddit-signal/contract';

/**
 * The change-password form: the request's own rules (current and new password
 * required, at least 8 characters) plus the confirmation, which never leaves the browser.
 */
export const changePasswordFormSchema = changePasswordRequest.shape({
  confirmPassword: yup
    .string()
    .required(MSG.confirmRequired)
    .oneOf([yup.ref('newPassword')], MSG.changeConfirmMismatch),
});

export type ChangePasswordFormValues = yup.InferType<typeof changePasswordFormSchema>;

export const EMPTY_CHANGE_PASSWORD: ChangePasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
