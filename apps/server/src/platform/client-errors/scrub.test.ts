import { describe, expect, it } from 'vitest';
import { scrubText, scrubUrl } from './scrub.js';

describe('scrubbing a browser error', () => {
  it('removes JWTs, bearer tokens, emails, secret query values and long opaque strings', () => {
    const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJtZW1iZXIifQ.c2lnbmF0dXJlLWJ5dGVz';
    const text = `Failed: Authorization: Bearer ${jwt} for ann.lee+x@shop.example.co.uk at /cb?code=abc123&state=ok&session_token=zzz key sk_live_0123456789abcdefghijklmnopqrstuv`;
    expect(scrubText(text)).toBe(
      'Failed: Authorization: Bearer [redacted] for [email] at /cb?code=[redacted]&state=ok&session_token=[redacted] key [secret]',
    );
    expect(scrubText(`token ${jwt} leaked`)).toBe('token [jwt] leaked');
  });

  it('keeps an ordinary message and stack as they are', () => {
    const stack = 'TypeError: x is undefined\n    at render (https://app.example/assets/index-4f3a2b1c.js:12:345)';
    expect(scrubText(stack)).toBe(stack);
  });

  it("drops a page address's query and fragment", () => {
    expect(scrubUrl('https://app.example/products?search=secret#access_token=abc')).toBe('https://app.example/products');
  });
});
