/** Browser side effects shared by the screens: leaving for another page, file downloads and the clipboard. */

/**
 * Leaves the app for `url` (a hosted checkout, the local test checkout): a full page load. An object
 * with a method, so tests can replace it (`jest.spyOn(pageLocation, 'assign')`); jsdom cannot navigate.
 */
export const pageLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** Saves `data` as pretty-printed JSON under `fileName`. */
export function downloadJson(data: unknown, fileName: string): void {
  downloadFile(JSON.stringify(data, null, 2), fileName, 'application/json');
}

/** Saves text (or a Blob) under `fileName` through an object URL and a temporary link. */
export function downloadFile(content: string | Blob, fileName: string, type = 'text/plain;charset=utf-8'): void {
  const blob = typeof content === 'string' ? new Blob([content], { type }) : content;
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked on the next tick: some browsers read the URL after click() returns.
    setTimeout(() => URL.revokeObjectURL(href), 0);
  }
}

/** Copies `text`; the async Clipboard API where available, else a hidden textarea. Resolves false when both fail. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* fall through to the legacy path */
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
