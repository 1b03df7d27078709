/**
 * Full-page navigation to another origin (the Google consent screen). Kept behind a function so
 * component tests can observe it: jsdom cannot navigate.
 */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
