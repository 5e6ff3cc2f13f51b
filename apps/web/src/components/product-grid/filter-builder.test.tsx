import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilterBuilder } from './filter-builder';

function setup(applied = '') {
  const onApply = vi.fn();
  render(
    <MantineProvider>
      <FilterBuilder applied={applied} onApply={onApply} />
    </MantineProvider>,
  );
  const expression = screen.getByLabelText('Filter expression') as HTMLTextAreaElement;
  return { onApply, expression };
}

/** The input labelled so (a Select labels its option list too). */
const input = (label: string) => screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT') as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

describe('the filter builder', () => {
  it('shows an applied expression as rows, and writes the rows back as they change', () => {
    const { onApply, expression } = setup("roi >= 30 and brand = 'Acme'");
    expect(input('Field of condition 1').value).toBe('ROI %');
    expect(input('Operator of condition 1').value).toBe('>=');
    expect(input('Value of condition 1').value).toBe('30');
    expect(input('Field of condition 2').value).toBe('Brand');
    expect(input('Value of condition 2').value).toBe('Acme');

    type('Value of condition 1', '45');
    expect(expression.value).toBe("roi >= 45 and brand = 'Acme'");
    fireEvent.click(within(screen.getByLabelText('Join of condition 2').parentElement as HTMLElement).getByText('or'));
    expect(expression.value).toBe("roi >= 45 or brand = 'Acme'");
    fireEvent.click(screen.getByRole('button', { name: 'Apply filter' }));
    expect(onApply).toHaveBeenCalledWith("roi >= 45 or brand = 'Acme'");
  });

  it('adds a condition and refuses to apply an invalid value, saying why', () => {
    const { onApply, expression } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Add condition' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply filter' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('ROI % needs a number.');
    type('Value of condition 1', 'lots');
    expect(screen.getByRole('alert').textContent).toBe('ROI % needs a number.');
    type('Value of condition 1', '12.5');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(expression.value).toBe('roi >= 12.5');
    fireEvent.click(screen.getByRole('button', { name: 'Apply filter' }));
    expect(onApply).toHaveBeenCalledWith('roi >= 12.5');
  });

  it('reads a typed expression into rows and applies it with Enter', () => {
    const { onApply, expression } = setup();
    fireEvent.change(expression, { target: { value: 'bsrCurrent < 50000 or hasAlert = false' } });
    expect(input('Field of condition 1').value).toBe('Sales rank');
    expect(input('Value of condition 2').value).toBe('No');
    fireEvent.keyDown(expression, { key: 'Enter' });
    expect(onApply).toHaveBeenCalledWith('bsrCurrent < 50000 or hasAlert = false');
  });

  it('keeps an expression the rows cannot show as text, and clears', () => {
    const { onApply, expression } = setup();
    fireEvent.change(expression, { target: { value: '(roi > 5 or margin > 2) and not hasAlert = true' } });
    expect(screen.getByText(/uses parentheses or/)).toBeTruthy();
    expect(screen.queryByLabelText('Field of condition 1')).toBeNull();
    expect((screen.getByRole('button', { name: 'Add condition' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Apply filter' }));
    expect(onApply).toHaveBeenLastCalledWith('(roi > 5 or margin > 2) and not hasAlert = true');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onApply).toHaveBeenLastCalledWith('');
    expect(expression.value).toBe('');
  });

  it('removes a condition', () => {
    const { expression } = setup('roi > 1 and margin > 2');
    fireEvent.click(screen.getByRole('button', { name: 'Remove condition 1' }));
    expect(expression.value).toBe('margin > 2');
  });
});
