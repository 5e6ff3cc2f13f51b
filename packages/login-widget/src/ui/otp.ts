/** Passcodes and authenticator codes have 6 digits (spec section 9). */
export const OTP_LENGTH = 6;

/** Keeps digits only and at most OTP_LENGTH of them (typed, pasted or autofilled alike). */
export function sanitizeOtp(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/** m:ss of a remaining time, rounded up to whole seconds (never negative). */
export function formatRemaining(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
