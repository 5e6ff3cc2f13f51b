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

  it('saves a number on Enter and closes the editor, keeping the focus; Escape undoes a draft', () => {
    const onSave = vi.fn();
    inMantine(<EditableCell label="Cost of B000000001" value="12.5" numeric limit="cost" onSave={onSave} />);
    act(() => screen.getByRole('textbox', { name: 'Cost of B000000001' }).focus());
    const input = screen.getByRole('textbox', { name: 'Cost of B000000001' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: ' 14 ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSave).toHaveBeenLastCalledWith('14');
    // The editor is gone; the cell's box holds the focus and does not open the editor again.
    const box = screen.getByRole('textbox', { name: 'Cost of B000000001' });
    expect(box.tagName).toBe('SPAN');
    expect(document.activeElement).toBe(box);
    // Enter on the box opens it again; Escape puts the saved value back.
    fireEvent.keyDown(box, { key: 'Enter' });
    const again = screen.getByRole('textbox', { name: 'Cost of B000000001' }) as HTMLInputElement;
    expect(again.tagName).toBe('INPUT');
    expect(again.value).toBe('12.5');
    fireEvent.change(again, { target: { value: '99' } });
    fireEvent.keyDown(again, { key: 'Escape' });
    expect(again.value).toBe('12.5');
    act(() => again.blur());
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('refuses a negative cost or a word beside the cell, in the API’s words, and sends nothing', async () => {
    const onSave = vi.fn();
    inMantine(<EditableCell label="Cost of B000000001" value="12.5" numeric limit="cost" onSave={onSave} />);
    act(() => screen.getByRole('textbox', { name: 'Cost of B000000001' }).focus());
    const input = screen.getByRole('textbox', { name: 'Cost of B000000001' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '-5' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Must not be negative.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    // Leaving the field keeps the draft and its message: nothing is dropped without a word.
    act(() => input.blur());
    expect(screen.getByRole('textbox', { name: 'Cost of B000000001' })).toBe(input);
    expect(input.value).toBe('-5');
    fireEvent.change(input, { target: { value: 'twelve' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect((await screen.findByRole('alert')).textContent).toBe('Must be a number.');
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSave).toHaveBeenLastCalledWith('0');
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
