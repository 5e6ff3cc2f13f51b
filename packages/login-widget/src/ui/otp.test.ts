import { describe, expect, it } from 'vitest';
import { formatRemaining, sanitizeOtp } from './otp.js';

describe('passcode input rules', () => {
  it('keeps digits only and truncates to six', () => {
    expect(sanitizeOtp('12a3')).toBe('123');
    expect(sanitizeOtp('123 456')).toBe('123456');
    expect(sanitizeOtp('1234567890')).toBe('123456');
    expect(sanitizeOtp('abc')).toBe('');
  });

  it('formats the countdown as m:ss, rounding up, never negative', () => {
    expect(formatRemaining(600_000)).toBe('10:00');
    expect(formatRemaining(59_001)).toBe('1:00');
    expect(formatRemaining(9_000)).toBe('0:09');
    expect(formatRemaining(-5)).toBe('0:00');
  });
});
