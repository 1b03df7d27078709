/** User-facing validation messages, word for word from the product spec. */
export const MSG = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  emailInvalidForgot: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters long',
  passwordMinReset: 'Password must be at least 8 characters',
  fullNameRequired: 'Full name is required',
  nameMin: 'Name must be at least 2 characters long',
  termsRequired: 'You must accept the Terms and Privacy Policy',
  confirmRequired: 'Please confirm your password',
  passwordsMismatch: 'Passwords do not match. Please try again.',
  profileNameRequired: 'Name is required',
  profileEmailInvalid: 'Invalid email format',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  changeConfirmMismatch: 'Passwords do not match with new password. Please try again.',
  otpInvalid: 'Enter the 4-digit code from your email',
  notEnoughCredits: "You don't have enough credits to use this feature",
} as const;

export const PASSWORD_MIN = 8;
export const NAME_MIN = 2;
export const NAME_MAX = 100;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;
export const OTP_LENGTH = 4;

/** A standard address shape: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
