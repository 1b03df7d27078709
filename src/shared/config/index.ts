/** Where the API lives. Empty base means same origin (the server serves the SPA and /api on one port). */
const base = (process.env.PUBLIC_API_BASE ?? '').replace(/\/+$/, '');

export const config = {
  apiBase: base,
  apiUrl: `${base}/api`,
  storageKey: 'auth-storage',
  toastDuration: 3000,
} as const;

/** Turns an API-relative path (e.g. a photo URL `/api/files/…`) into an absolute one when the API is elsewhere. */
export const resolveApiUrl = (p: string | null | undefined) => (!p ? null : /^https?:\/\//.test(p) ? p : `${base}${p}`);
