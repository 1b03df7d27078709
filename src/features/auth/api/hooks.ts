import { useMutation } from '@tanstack/react-query';
import type { GoogleLoginInput, LoginInput, RegisterInput, ResetPasswordInput, VerifyOtpInput } from './requests';

// The requests (ky, the contract's response schemas, yup) load with the first call, not with the
// screen: a first visit to /login draws its form without them (issue 27's page-weight aim).
const requests = () => import('./requests');

/**
 * The slice's TanStack Query hooks. Every auth call is a mutation (a user action with side
 * effects); screens attach their own toasts and navigation through the `mutate` callbacks.
 */
export const useLoginMutation = () =>
  useMutation({ mutationKey: ['auth', 'login'], mutationFn: async (input: LoginInput) => (await requests()).login(input) });

export const useRegisterMutation = () =>
  useMutation({ mutationKey: ['auth', 'register'], mutationFn: async (input: RegisterInput) => (await requests()).register(input) });

/** Sends (or re-sends) the reset code; also the OTP screen's Resend. */
export const useForgotPasswordMutation = () =>
  useMutation({ mutationKey: ['auth', 'forgot-password'], mutationFn: async (email: string) => (await requests()).forgotPassword(email) });

export const useVerifyOtpMutation = () =>
  useMutation({ mutationKey: ['auth', 'verify-otp'], mutationFn: async (input: VerifyOtpInput) => (await requests()).verifyOtp(input) });

export const useResetPasswordMutation = () =>
  useMutation({
    mutationKey: ['auth', 'reset-password'],
    mutationFn: async (input: ResetPasswordInput) => (await requests()).resetPassword(input),
  });

/** GET /auth/google/url: a one-shot action (each call starts a fresh provider round trip), so a mutation. */
export const useGoogleAuthUrlMutation = () =>
  useMutation({ mutationKey: ['auth', 'google-url'], mutationFn: async () => (await requests()).googleAuthUrl() });

export const useGoogleLoginMutation = () =>
  useMutation({
    mutationKey: ['auth', 'google-login'],
    mutationFn: async (input: GoogleLoginInput) => (await requests()).googleLogin(input),
  });
