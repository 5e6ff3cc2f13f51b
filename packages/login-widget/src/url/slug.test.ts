import { describe, expect, it } from 'vitest';
import { slugFromUrl } from './slug.js';

describe('slug from the page address', () => {
  it('reads the slug from a path pattern, ignoring the query string and fragment', () => {
    const pattern = 'http://localhost:3000/auth/org/{{slug}}';
    expect(slugFromUrl(pattern, 'http://localhost:3000/auth/org/acme')).toBe('acme');
    expect(slugFromUrl(pattern, 'http://localhost:3000/auth/org/acme/?next=/x#top')).toBe('acme');
    expect(slugFromUrl(pattern, 'http://localhost:3000/auth/org/acme/settings')).toBeNull();
    expect(slugFromUrl(pattern, 'http://localhost:3000/other/acme')).toBeNull();
  });

  it('reads a subdomain slug and honours wildcards', () => {
    const pattern = 'https://{{slug}}.example.com/*';
    expect(slugFromUrl(pattern, 'https://acme.example.com/login?x=1')).toBe('acme');
    expect(slugFromUrl(pattern, 'https://acme.example.com/')).toBe('acme');
    expect(slugFromUrl(pattern, 'https://acme.other.com/')).toBeNull();
    expect(slugFromUrl('https://*.example.com/org/{{slug}}', 'https://eu.example.com/org/north-star')).toBe('north-star');
  });

  it('matches any scheme when the pattern has none, and lowercases the slug', () => {
    expect(slugFromUrl('{{slug}}.example.com', 'https://Acme.example.com')).toBe('acme');
  });

  it('gives null without a pattern or placeholder', () => {
    expect(slugFromUrl(null, 'https://acme.example.com')).toBeNull();
    expect(slugFromUrl('https://example.com/org', 'https://example.com/org')).toBeNull();
  });

  it('does not treat regex characters of the pattern as special', () => {
    expect(slugFromUrl('https://example.com/o+g/{{slug}}', 'https://example.com/oog/acme')).toBeNull();
    expect(slugFromUrl('https://example.com/o+g/{{slug}}', 'https://example.com/o+g/acme')).toBe('acme');
  });
});
