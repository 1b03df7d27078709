/**
 * The product's number and date formats (counts as K/M, dates like 'March 5, 2025'), shared by every slice.
 */

const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const UP_TO_TWO = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const UP_TO_ONE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * Short form of a count: 1,000 and above as K with no decimals, 1,000,000 and
 * above as M with up to 2 decimals (trailing zeros dropped). Below 1,000 the number itself, with
 * at most one decimal. Rounds half away from zero; a value that rounds up to 1000K reads 1M.
 * Non-finite input reads '—'.
 *
 *   999 → '999', 1000 → '1K', 1499 → '1K', 1500 → '2K', 999_499 → '999K', 999_500 → '1M',
 *   1_000_000 → '1M', 1_234_567 → '1.23M', 25_500_000 → '25.5M'.
 */
export function abbreviateNumber(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  if (abs >= 1_000_000) return `${sign}${UP_TO_TWO.format(abs / 1_000_000)}M`;
  if (abs >= 1_000) {
    const thousands = Math.round(abs / 1_000);
    return thousands >= 1_000 ? `${sign}${UP_TO_TWO.format(abs / 1_000_000)}M` : `${sign}${WHOLE.format(thousands)}K`;
  }
  return `${sign}${UP_TO_ONE.format(abs)}`;
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/**
 * A date as the product writes it: 'March 5, 2025', in the browser's time zone. Accepts a Date,
 * an ISO string or epoch milliseconds; null for a missing or unreadable value.
 */
export function formatDate(value: Date | string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : DATE_FORMAT.format(date);
}

/** Epoch seconds (the user's planExpireOn / nextPaymentDate) → 'March 5, 2025'; null for a missing or bad value. */
export function formatEpochDate(seconds: number | null | undefined): string | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return null;
  return formatDate(seconds * 1000);
}
