/** Success toasts of the auth screens, word for word from the product spec. */
export const LOGIN_SUCCESS = 'Login successful';
export const ACCOUNT_CREATED = 'Account created successfully';
/** Note the typographic apostrophe. */
export const CODE_SENT = 'We’ve sent a code to your email. Please check your inbox.';
export const OTP_VERIFIED = 'Verified OTP successfully';
export const PASSWORD_CHANGED = 'Your password has been successfully changed.';
/** The client-side third-party sign-in failure. */
export const GOOGLE_FAILED = 'Google login failed';
