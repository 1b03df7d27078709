import * as yup from 'yup';
import { EMAIL_MAX, EMAIL_PATTERN, MSG, NAME_MAX, NAME_MIN, OTP_LENGTH, PASSWORD_MAX, PASSWORD_MIN } from './messages';
import { userSchema } from './user';

const email = (invalid: string = MSG.emailInvalid) =>
  yup.string().required(MSG.emailRequired).max(EMAIL_MAX, invalid).matches(EMAIL_PATTERN, invalid);
const password = (minMessage: string = MSG.passwordMin) =>
  yup
    .string()
    .required(MSG.passwordRequired)
    .min(PASSWORD_MIN, minMessage)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const loginRequest = yup.object({
  email: email(),
  // Login does not re-check length: older accounts may predate a rule; the hash decides.
  password: yup.string().required(MSG.passwordRequired).max(PASSWORD_MAX, MSG.passwordRequired),
});

export const registerRequest = yup.object({
  name: yup.string().required(MSG.fullNameRequired).min(NAME_MIN, MSG.nameMin).max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`),
  email: email(),
  password: password(),
});

export const googleLoginRequest = yup.object({
  credentials: yup.string().required('Google authorization code is required').max(4096, 'Google authorization code is too long'),
  state: yup.string().required('Google sign-in state is missing. Please try again.').max(512, 'Google sign-in state is invalid'),
});

export const forgotPasswordRequest = yup.object({ email: email(MSG.emailInvalidForgot) });

export const verifyOtpRequest = yup.object({
  email: email(MSG.emailInvalidForgot),
  otp: yup
    .string()
    .required(MSG.otpInvalid)
    .matches(new RegExp(`^\\d{${OTP_LENGTH}}$`), MSG.otpInvalid),
});

export const resetPasswordRequest = yup.object({
  token: yup.string().required('Reset token is required').max(512, 'Reset token is invalid'),
  password: password(MSG.passwordMinReset),
});

export const refreshTokenRequest = yup.object({
  refreshToken: yup.string().required('Refresh token is required').max(512, 'Refresh token is invalid'),
});

export const loginResponse = yup.object({
  user: userSchema.required(),
  accessToken: yup.string().required(),
  refreshToken: yup.string().required(),
});
export type LoginResponse = yup.InferType<typeof loginResponse>;

export const refreshResponse = yup.object({
  accessToken: yup.string().required(),
  refreshToken: yup.string().optional(),
});

export const verifyOtpResponse = yup.object({ token: yup.string().required() });

export const googleAuthUrlResponse = yup.object({ url: yup.string().required() });
