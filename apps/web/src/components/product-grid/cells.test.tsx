import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { alertBadges } from './alert-badges';
import { EditableCell } from './editable-cell';
import { GridBadgeColors } from './grid-badge';
import { OverrideCell } from './override-cell';
import { levelBadge } from './score';

const inMantine = (node: React.ReactNode) => render(<MantineProvider>{node}</MantineProvider>);

describe('the grid cells edited in place', () => {
  it('is its value until focused, then an input with the value selected', () => {
    const onSave = vi.fn();
    inMantine(<EditableCell label="Cost of B000000001" value="12.5" numeric onSave={onSave} />);
    const box = screen.getByRole('textbox', { name: 'Cost of B000000001' });
    expect(box.tagName).toBe('SPAN');
    expect(box.textContent).toBe('12.5');
    expect(box.tabIndex).toBe(0);
    act(() => box.focus());
    const input = screen.getByRole('textbox', { name: 'Cost of B000000001' }) as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 4]);
    // Leaving it unchanged saves nothing and shows the value again.
    act(() => input.blur());
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Cost of B000000001' }).tagName).toBe('SPAN');
  });

  it('saves a number on Enter, puts back what is not a number, and Escape undoes a draft', () => {
    const onSave = vi.fn();
    inMantine(<EditableCell label="Cost of B000000001" value="12.5" numeric onSave={onSave} />);
    act(() => screen.getByRole('textbox', { name: 'Cost of B000000001' }).focus());
    const input = screen.getByRole('textbox', { name: 'Cost of B000000001' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: ' 14 ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSave).toHaveBeenLastCalledWith('14');
    fireEvent.change(input, { target: { value: 'twelve' } });
    act(() => input.blur());
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'Cost of B000000001' }).textContent).toBe('12.5');
    act(() => screen.getByRole('textbox', { name: 'Cost of B000000001' }).focus());
    const again = screen.getByRole('textbox', { name: 'Cost of B000000001' }) as HTMLInputElement;
    expect(again.value).toBe('12.5');
    fireEvent.change(again, { target: { value: '99' } });
    fireEvent.keyDown(again, { key: 'Escape' });
    expect(again.value).toBe('12.5');
    act(() => again.blur());
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('sets a buy-box override at once, and a custom price once it is given', () => {
    const onSave = vi.fn();
    inMantine(<OverrideCell asin="B000000001" override={-1} customValue={null} onSave={onSave} />);
    const select = screen.getByRole('combobox', { name: 'Buy-box override of B000000001' }) as HTMLSelectElement;
    expect(select.value).toBe('-1');
    fireEvent.change(select, { target: { value: '1' } });
    expect(onSave).toHaveBeenLastCalledWith(1, null);
    expect(screen.queryByRole('textbox', { name: 'Custom price of B000000001' })).toBeNull();
    fireEvent.change(select, { target: { value: '5' } });
    expect(onSave).toHaveBeenCalledTimes(1);
    const price = screen.getByRole('textbox', { name: 'Custom price of B000000001' });
    fireEvent.change(price, { target: { value: '$19.99' } });
    fireEvent.keyDown(price, { key: 'Enter' });
    expect(onSave).toHaveBeenLastCalledWith(5, 19.99);
  });
});

describe('the grid badges (plain spans in the theme colours)', () => {
  it('says each alert in a title and, for screen readers, in the text', () => {
    inMantine(
      alertBadges({
        hasAlert: true,
        alertThreatLevel: 300,
        alertReasons: [],
        isHazmat: true,
        hazards: [],
        isMeltable: true,
        sizeTier: 'large standard',
        isAmazonSeller: true,
        buyBoxIsAmazon: false,
        isBrandSeller: false,
        alert: { brand: 'Shieldtek', threatLevel: 300, reportType: 1 },
      }),
    );
    // Each badge says what the alert means in words (alertWords), never its codes.
    const hazmat = screen.getByText('Dangerous goods (hazmat)');
    expect(hazmat.getAttribute('title')).toBe('Needs a dangerous-goods review and has storage limits');
    expect(screen.getByText('Brand may restrict resellers (Shieldtek)').getAttribute('title')).toBe(
      'Shieldtek has filed intellectual-property complaints against resellers (high risk): check you may sell it before you buy',
    );
    expect(screen.getByText('Melts in heat')).toBeTruthy();
    expect(screen.getByText('Amazon sells this')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/threat level|Brand 300|report type/i);
    // Screen readers hear every badge with its detail once, from one hidden text.
    expect(hazmat.getAttribute('aria-hidden')).toBe('true');
    expect(
      screen.getByText(/^Brand may restrict resellers \(Shieldtek\): Shieldtek has filed .*; Dangerous goods \(hazmat\): Needs/),
    ).toBeTruthy();
  });

  it("colours a level with the theme's filled variant, and shows a dash for no level", () => {
    inMantine(
      <>
        <GridBadgeColors />
        {levelBadge(5)}
        {levelBadge(9)}
      </>,
    );
    const good = screen.getByTitle('Good');
    expect(good.textContent).toBe('5');
    expect([good.dataset.color, good.dataset.variant]).toEqual(['teal', 'filled']);
    // The colours are the theme's, in one rule per colour and variant (GridBadgeColors).
    const rules = document.querySelector('style[data-grid-badges]')?.textContent ?? '';
    expect(rules).toContain('[data-color="teal"][data-variant="filled"]{--badge-bg:var(--mantine-color-teal-filled);');
    expect(screen.getByText('–')).toBeTruthy();
  });
});
