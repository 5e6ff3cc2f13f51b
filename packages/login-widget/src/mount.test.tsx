import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mount } from './mount.js';
import { BASE_URL, fakeServer, PUBLIC_TOKEN } from './test-support/fake-server.js';

afterEach(() => {
  document.body.innerHTML = '';
});

const config = { publicToken: PUBLIC_TOKEN, baseUrl: BASE_URL, products: ['emailOtp' as const] };

describe('mount', () => {
  it('throws an error naming the selector when no element matches', () => {
    expect(() => mount('#no-such-element', config)).toThrow(/"#no-such-element"/);
  });

  it('renders into the element and unmounts through the handle', async () => {
    fakeServer();
    document.body.innerHTML = '<div id="login"></div>';
    let handle: ReturnType<typeof mount> | undefined;
    act(() => {
      handle = mount('#login', config);
    });
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    act(() => handle?.unmount());
    expect(document.getElementById('login')?.innerHTML).toBe('');
  });

  it('shows and reports a configuration problem instead of failing', async () => {
    document.body.innerHTML = '<div id="login"></div>';
    const errors: string[] = [];
    act(() => {
      mount('#login', { ...config, publicToken: '' }, { onError: (e) => errors.push(e.message) });
    });
    expect((await screen.findByRole('alert')).textContent).toContain('publicToken');
    expect(errors).toEqual(['The login widget config needs publicToken (a string).']);
  });
});
