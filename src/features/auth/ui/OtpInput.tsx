import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH, fillFromPaste, typedDigit } from '../model/otp';
import './otp.css';

export interface OtpInputProps {
  value: string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
  invalid?: boolean;
}

/**
 * Four single-digit boxes:
 * typing a digit moves to the next box; Backspace clears the box, or on an empty box clears the
 * previous one and moves there; pasting fills up to four digits from the first box; anything that
 * is not a digit is rejected. Arrow keys move between boxes.
 */
export function OtpInput({ value, onChange, disabled, invalid }: OtpInputProps) {
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const focusBox = (index: number) => {
    const box = refs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  const setBox = (index: number, digit: string) => {
    const next = [...value];
    next[index] = digit;
    onChange(next);
    return next;
  };

  const fillAll = (text: string) => {
    if (!/\d/.test(text)) return; // nothing usable pasted: keep what is there
    const next = fillFromPaste(text);
    onChange(next);
    const firstEmpty = next.findIndex((d) => !d);
    focusBox(firstEmpty === -1 ? OTP_LENGTH - 1 : firstEmpty);
  };

  const handleChange = (index: number, raw: string) => {
    // Several digits at once (an SMS/e-mail autofill of the one-time code): fill from the first box.
    if (raw.replace(/\D/g, '').length > 2) return fillAll(raw);
    const digit = typedDigit(value[index] ?? '', raw);
    if (digit === null) return; // not a digit: the controlled box keeps its old value
    setBox(index, digit);
    if (digit && index < OTP_LENGTH - 1) focusBox(index + 1);
  };

  const handleKeyDown = (index: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' || e.key === 'Delete') {
      e.preventDefault();
      if (value[index]) {
        setBox(index, '');
      } else if (e.key === 'Backspace' && index > 0) {
        setBox(index - 1, '');
        focusBox(index - 1);
      }
    } else if (e.key === 'ArrowLeft' && index > 0) {
      e.preventDefault();
      focusBox(index - 1);
    } else if (e.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      e.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    fillAll(e.clipboardData.getData('text'));
  };

  return (
    <div className="otp" role="group" aria-label="One-time code">
      {value.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            refs.current[index] = el;
          }}
          className="otp__box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          aria-invalid={invalid || undefined}
          autoFocus={index === 0}
          disabled={disabled}
          value={digit}
          onFocus={(e) => e.currentTarget.select()}
          onChange={(e) => handleChange(index, e.currentTarget.value)}
          onKeyDown={(e) => handleKeyDown(index, e)}
          onPaste={handlePaste}
        />
      ))}
    </div>
  );
}
