import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, ok, renderScreens } from '../test/screen-api';
import { AlertRuleModal } from './alert-rule-modal';

// The rule editor offers the conditions as examples, the newer fields among them (a
// competitor out of stock, the brand's buy box, eligibility changing): one click writes the
// condition the server's filter language reads (seller/alerts/engine.test.ts fires them).
const server = (call: ApiCall) =>
  call.path === '/api/AlertPush/key'
    ? ok({ publicKey: null })
    : call.path === '/api/Supplier'
      ? ok({ items: [], totalItems: 0 })
      : undefined;

const Form = () => <AlertRuleModal target={{ productId: '11111111-1111-4111-8111-111111111111' }} onClose={() => {}} />;

describe('the rule editor’s examples', () => {
  it.each([
    ['A competitor ran out of stock', 'change(competitorsOutOfStock) > 0'],
    ['The brand lost the buy box', 'previous(buyBoxIsBrand) = true and buyBoxIsBrand = false'],
    ['Can I sell changed', 'eligibilityChanged = true'],
  ])('%s writes its condition', async (label, condition) => {
    await renderScreens('/rule', [{ path: '/rule', component: Form }], server);
    const field = (await screen.findByRole('textbox', { name: /Condition/ })) as HTMLTextAreaElement;
    expect(field.value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: label }));
    expect(field.value).toBe(condition);
  });
});
