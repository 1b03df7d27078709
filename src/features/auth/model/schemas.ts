import * as yup from 'yup';
import { EMAIL_MAX, EMAIL_PATTERN, MSG, NAME_MAX, NAME_MIN, PASSWORD_MAX, PASSWORD_MIN } from '@/shared/api';

/**
 * Form schemas of the auth screens (required fields, e-mail pattern, minimum lengths; messages word
 * for word from the shared MSG).
 * Field rules mirror the request contract in `contract/src/auth.ts`, so what passes here
 * passes the server; emails are trimmed before they are checked (and before they are sent).
 */
const email = (invalid: string) => yup.string().trim().required(MSG.emailRequired).max(EMAIL_MAX, invalid).matches(EMAIL_PATTERN, invalid);

const password = (minMessage: string) =>
  yup
    .string()
    .required(MSG.passwordRequired)
    .min(PASSWORD_MIN, minMessage)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const loginFormSchema = yup.object({
  email: email(MSG.emailInvalid),
  password: password(MSG.passwordMin),
});
export type LoginFormValues = yup.InferType<typeof loginFormSchema>;

export const registerFormSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(MSG.fullNameRequired)
    .min(NAME_MIN, MSG.nameMin)
    .max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`),
  email: email(MSG.emailInvalid),
  password: password(MSG.passwordMin),
  terms: yup.boolean().required(MSG.termsRequired).oneOf([true], MSG.termsRequired),
});
export type RegisterFormValues = yup.InferType<typeof registerFormSchema>;

export const forgotPasswordFormSchema = yup.object({
  email: email(MSG.emailInvalidForgot),
});
export type ForgotPasswordFormValues = yup.InferType<typeof forgotPasswordFormSchema>;

export const newPasswordFormSchema = yup.object({
  password: password(MSG.passwordMinReset),
  confirmPassword: yup
    .string()
    .required(MSG.confirmRequired)
    .oneOf([yup.ref('password')], MSG.passwordsMismatch),
});
export type NewPasswordFormValues = yup.InferType<typeof newPasswordFormSchema>;
