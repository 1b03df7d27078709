import { OTP_LENGTH } from '@/shared/api';

/** The OTP boxes' pure rules: one digit per box, exactly four. */
export { OTP_LENGTH };

export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

/** Only the digits of some text, at most `max` of them ('12ab34' -> '1234'). */
export const digitsOf = (text: string, max = OTP_LENGTH): string => text.replace(/\D/g, '').slice(0, max);

/**
 * The digit a box should hold after the browser changed its value from `previous` to `raw`:
 * the newly typed digit (replacing an existing one), '' when cleared, or null to reject the change
 * (a non-digit was typed).
 */
export function typedDigit(previous: string, raw: string): string | null {
  if (raw === '') return '';
  const digits = raw.replace(/\D/g, '');
  if (!digits) return null;
  if (digits.length === 1) return digits;
  // The box already held a digit and another was typed before or after it: keep the new one.
  if (previous && digits.length === 2) return digits[0] === previous ? digits[1]! : digits[0]!;
  return digits[digits.length - 1]!;
}

/** Boxes filled from the first one with the digits of pasted text (up to four); the rest stay empty. */
export function fillFromPaste(text: string): string[] {
  const digits = digitsOf(text);
  return emptyOtp().map((_, i) => digits[i] ?? '');
}

export const isComplete = (boxes: string[]) => boxes.length === OTP_LENGTH && boxes.every((d) => /^\d$/.test(d));
