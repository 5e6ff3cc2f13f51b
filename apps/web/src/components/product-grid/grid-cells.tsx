import type { Product } from '@shelfscope/contracts';
import type { Level } from '@shelfscope/profit';
import type { Row } from '@tanstack/react-table';
import type { ChangeEvent, ReactNode } from 'react';
import classes from './product-grid.module.css';

// What the grid's columns, head and rows share: a column's meta, how a cell is drawn, the row height,
// and the rows' checkbox.

export type SortState = { field: string; descending: boolean };

export type Meta = {
  width: number;
  align?: 'right' | 'center';
  sortField?: string;
  label: string;
  /** The class of the column's cells, made once with the columns rather than for every cell drawn. */
  cellClass: string;
  /** A coloured figure's level in a product (GridColumn.level, with the grid's context). */
  level?: (product: Product) => Level | null;
};
/**
 * A cell of this grid: drawn from its row alone. Rows draw their cells straight from the column
 * definitions rather than through TanStack's cell objects, which each row would otherwise keep
 * (a dozen closures a cell) for as long as the page is shown: garbage the collector had to copy
 * and promote while the grid scrolled.
 */
export type CellOf = (context: { row: Row<Product> }) => ReactNode;
/** Every cell of `defs` is made by this, so GridRow may call it with the row alone. */
export const cellOf = (cell: CellOf) => cell;

export const alignClass = (m: Pick<Meta, 'align'>) =>
  m.align === 'right' ? classes.right : m.align === 'center' ? classes.center : '';
export const cellClass = (m: Pick<Meta, 'align'>, own?: string) => [classes.cell, alignClass(m), own].filter(Boolean).join(' ');

export const ROW_HEIGHT = 44;

/**
 * A native checkbox drawn as Mantine's xs one (.check): one element in each row instead of
 * Mantine's four and their style hooks, made by a function rather than a component (one fiber
 * less a row). The indeterminate state is a DOM property only (the header's box).
 */
export function gridCheckbox({
  label,
  checked,
  indeterminate,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <input
      type="checkbox"
      className={classes.check}
      aria-label={label}
      checked={checked}
      onChange={onChange}
      ref={
        indeterminate === undefined
          ? undefined
          : (input) => {
              if (input) input.indeterminate = indeterminate;
            }
      }
    />
  );
}
