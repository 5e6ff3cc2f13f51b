import { useEffect, useRef } from 'react';
import { OTP_LENGTH, sanitizeOtp } from './otp.js';

/**
 * The 6-digit passcode input: one real input (so paste, autofill and screen readers work as
 * usual) drawn as six boxes. Digits only, truncated to six; reaching six calls `onComplete`.
 */
export function OtpInput({
  value,
  onChange,
  onComplete,
  label,
  disabled = false,
  invalid = false,
  describedBy,
}: {
  value: string;
  onChange: (value: string) => void;
  onComplete: (code: string) => void;
  label: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!disabled) input.current?.focus();
  }, [disabled]);

  const handle = (raw: string) => {
    const next = sanitizeOtp(raw);
    onChange(next);
    if (next.length === OTP_LENGTH && next !== value) onComplete(next);
  };

  return (
    <div className="ssl-otp" data-disabled={disabled} data-invalid={invalid}>
      <input
        ref={input}
        className="ssl-otp-input"
        aria-label={label}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        disabled={disabled}
        value={value}
        onChange={(event) => handle(event.target.value)}
      />
      <div className="ssl-otp-boxes" aria-hidden="true">
        {Array.from({ length: OTP_LENGTH }, (_, i) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: the six fixed positions of the code
            key={i}
            className="ssl-otp-box"
            data-active={i === Math.min(value.length, OTP_LENGTH - 1)}
          >
            {value[i] ?? ''}
          </div>
        ))}
      </div>
    </div>
  );
}
