import '@tanstack/react-router';

/** Router (history) state carried between the password-reset screens (spec section 3). */
declare module '@tanstack/react-router' {
  interface HistoryState {
    /** /forgot-password → /otp */
    email?: string;
    /** /otp → /new-password */
    token?: string;
  }
}
