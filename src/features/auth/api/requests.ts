import { api, googleAuthUrlResponse, loginResponse, verifyOtpResponse, type LoginResponse } from '@/shared/api';

/**
 * The /api/auth calls (login, Google login, register, password reset, logout) as plain functions.
 * Responses are parsed with the shared contract schemas, so a malformed answer fails here
 * rather than deep inside a screen.
 */
export interface LoginInput {
  email: string;
  password: string;
}
export interface RegisterInput {
  name: string;
  email: string;
  password: string;
}
export interface VerifyOtpInput {
  email: string;
  otp: string;
}
export interface ResetPasswordInput {
  token: string;
  password: string;
}
export interface GoogleLoginInput {
  /** The authorization code the provider put on the redirect back to /login. */
  code: string;
  state: string;
}

export async function login(input: LoginInput): Promise<LoginResponse> {
  const body = await api.post('auth/login', { json: input }).json();
  return loginResponse.validateSync(body);
}

export async function register(input: RegisterInput): Promise<void> {
  await api.post('auth/register', { json: input });
}

export async function forgotPassword(email: string): Promise<void> {
  await api.post('auth/forgot-password', { json: { email } });
}

export async function verifyOtp(input: VerifyOtpInput): Promise<{ token: string }> {
  const body = await api.post('auth/verify-otp', { json: input }).json();
  return verifyOtpResponse.validateSync(body);
}

export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await api.post('auth/reset-password', { json: input });
}

export async function googleAuthUrl(): Promise<string> {
  const body = await api.get('auth/google/url').json();
  return googleAuthUrlResponse.validateSync(body).url;
}

export async function googleLogin({ code, state }: GoogleLoginInput): Promise<LoginResponse> {
  // The contract names the authorization code `credentials`.
  const body = await api.post('auth/google-login', { json: { credentials: code, state } }).json();
  return loginResponse.validateSync(body);
}
