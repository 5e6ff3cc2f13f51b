import { describe, expect, it } from 'vitest';
import { postalAddress } from './address.js';

describe('postalAddress', () => {
  it('keeps the street number, then city, state and ZIP on their own line', () => {
    expect(postalAddress({ number: '1200', address: 'Harbor Road', city: 'Portland', state: 'OR', zipCode: '97201' })).toBe(
      '1200 Harbor Road\nPortland, OR 97201',
    );
  });

  it('does not repeat a number the street line already has, and leaves out what is missing', () => {
    expect(postalAddress({ number: '12', address: '12 Dock St', city: null, state: 'TX', zipCode: null })).toBe('12 Dock St\nTX');
    expect(postalAddress({ number: null, address: null, city: 'Austin', state: null, zipCode: '73301' })).toBe('Austin, 73301');
    expect(postalAddress({ address: ' ', city: null, state: null, zipCode: null })).toBeNull();
  });
});
