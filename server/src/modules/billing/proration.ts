/**
 * What an upgrade charges now: the price difference for the part of the period still to come,
 * in whole cents (Stripe's proration, and the local test checkout's same arithmetic). Never
 * negative: a downgrade charges nothing now and waits for the period's end (decision 022).
 */
export function proratedCents(fromCents: number, toCents: number, period: { start: number; end: number }, now: number): number {
  const length = period.end - period.start;
  if (length <= 0 || toCents <= fromCents) return 0;
  const left = Math.min(length, Math.max(0, period.end - now));
  return Math.round(((toCents - fromCents) * left) / length);
}
