/**
 * Test cards that behave as Stripe's do in test mode. Only the brand, the last four digits and
 * the expiry of a card are ever kept; the number is checked here and dropped.
 */
export type CardBehaviour = 'succeeds' | 'declines' | 'fails_later';

const TEST_CARDS: Record<string, { brand: string; behaviour: CardBehaviour }> = {
  '4242424242424242': { brand: 'visa', behaviour: 'succeeds' },
  '5555555555554444': { brand: 'mastercard', behaviour: 'succeeds' },
  '378282246310005': { brand: 'amex', behaviour: 'succeeds' },
  '4000000000000002': { brand: 'visa', behaviour: 'declines' },
  '4000000000000341': { brand: 'visa', behaviour: 'fails_later' },
};

export type CardInput = { number: string; expiry: string; cvc: string };
export type CheckedCard = { brand: string; last4: string; expMonth: number; expYear: number; behaviour: CardBehaviour };

/** The card, or the message a checkout form shows next to it (Stripe's wording). */
export function checkCard(input: CardInput, now: Date): { card: CheckedCard } | { error: string; field: keyof CardInput } {
  const number = input.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) return { error: 'Your card number is invalid.', field: 'number' };
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.expiry);
  const expMonth = Number(expiry?.[1]);
  const rawYear = Number(expiry?.[2]);
  const expYear = rawYear < 100 ? 2000 + rawYear : rawYear;
  if (!expiry || expMonth < 1 || expMonth > 12) return { error: "Your card's expiration date is incomplete.", field: 'expiry' };
  if (expYear * 12 + expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    return { error: "Your card's expiration year is in the past.", field: 'expiry' };
  }
  if (!/^\d{3,4}$/.test(input.cvc.trim())) return { error: "Your card's security code is incomplete.", field: 'cvc' };
  const known = TEST_CARDS[number];
  if (!known) {
    return {
      error: 'Your card was declined. This is the local billing provider: use a test card such as 4242 4242 4242 4242.',
      field: 'number',
    };
  }
  if (known.behaviour === 'declines') return { error: 'Your card was declined.', field: 'number' };
  return { card: { brand: known.brand, last4: number.slice(-4), expMonth, expYear, behaviour: known.behaviour } };
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
