import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OtpInput } from './otp-input.js';

afterEach(cleanup);

function Harness({ onComplete }: { onComplete: (code: string) => void }) {
  const [value, setValue] = useState('');
  return <OtpInput label="Code" value={value} onChange={setValue} onComplete={onComplete} />;
}

describe('passcode input', () => {
  it('accepts digits only, truncates to six, shows them in six boxes and submits once at six', () => {
    const onComplete = vi.fn();
    const { container } = render(<Harness onComplete={onComplete} />);
    const input = screen.getByLabelText('Code') as HTMLInputElement;
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: '1a2' } });
    expect(input.value).toBe('12');
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '12 34-5678' } });
    expect(input.value).toBe('123456');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
    expect([...container.querySelectorAll('.ssl-otp-box')].map((b) => b.textContent)).toEqual(['1', '2', '3', '4', '5', '6']);
    fireEvent.change(input, { target: { value: '1234567' } });
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
  });
});
