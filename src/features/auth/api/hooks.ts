import { useMutation } from '@tanstack/react-query';
import { forgotPassword, googleAuthUrl, googleLogin, login, register, resetPassword, verifyOtp } from './requests';

/**
 * The slice's TanStack Query hooks. Every auth call is a mutation (a user action with side
 * effects); screens attach their own toasts and navigation through the `mutate` callbacks.
 */
export const useLoginMutation = () => useMutation({ mutationKey: ['auth', 'login'], mutationFn: login });

export const useRegisterMutation = () => useMutation({ mutationKey: ['auth', 'register'], mutationFn: register });

/** Sends (or re-sends) the reset code; also the OTP screen's Resend. */
export const useForgotPasswordMutation = () => useMutation({ mutationKey: ['auth', 'forgot-password'], mutationFn: forgotPassword });

export const useVerifyOtpMutation = () => useMutation({ mutationKey: ['auth', 'verify-otp'], mutationFn: verifyOtp });

export const useResetPasswordMutation = () => useMutation({ mutationKey: ['auth', 'reset-password'], mutationFn: resetPassword });

/** GET /auth/google/url: a one-shot action (each call starts a fresh provider round trip), so a mutation. */
export const useGoogleAuthUrlMutation = () => useMutation({ mutationKey: ['auth', 'google-url'], mutationFn: googleAuthUrl });

export const useGoogleLoginMutation = () => useMutation({ mutationKey: ['auth', 'google-login'], mutationFn: googleLogin });
