import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, ok } from '../test-support/fake-server.js';
import { renderWidget, resetPage } from '../test-support/render.js';

resetPage();

describe('passcode countdown and resend', () => {
  it('counts down each second, says when the code expired, and resends with "Code sent" for 2 s', async () => {
    const server = fakeServer({ 'POST /b2b/otps/email/discovery/send': () => ok() });
    renderWidget({ products: ['emailOtp'] });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@example.com' } });
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Your code expires in 10:00.')).toBeTruthy();
    // The screen and its rules come with the on-demand chunk, which adds them to the stylesheet.
    expect(document.getElementById('shelfscope-login-widget-styles')?.textContent).toContain('.ssl-otp-box');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('Your code expires in 9:59.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(9 * 60_000));
    expect(screen.getByText('Your code expires in 0:59.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByText('Your code has expired.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Code sent')).toBeTruthy();
    expect(screen.getByText('Your code expires in 10:00.')).toBeTruthy();
    expect(server.callsTo('/b2b/otps/email/discovery/send')).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(screen.queryByText('Code sent')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText('Code sent')).toBeNull();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeTruthy();
  });

  it('disables the field and says so while verifying', async () => {
    let release: (r: Response) => void = () => {};
    fakeServer({
      'POST /b2b/otps/email/discovery/send': () => ok(),
      'POST /b2b/otps/email/discovery/authenticate': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    renderWidget({ products: ['emailOtp'] });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.change(await screen.findByLabelText('One-time passcode'), { target: { value: '123456' } });
    expect(await screen.findByText('Verifying passcode...')).toBeTruthy();
    expect((screen.getByLabelText('One-time passcode') as HTMLInputElement).disabled).toBe(true);
    await act(async () =>
      release(ok({ intermediate_session_token: 'ist', email_address: 'ada@example.com', discovered_organizations: [] })),
    );
    expect(await screen.findByRole('heading', { name: 'Create an organization to get started' })).toBeTruthy();
  });
});
