import type { ReactNode } from 'react';
import classes from './product-grid.module.css';

/** Wraps a grid page so its secondary text keeps readable contrast (see .readable). */
export function ReadableArea({ children }: { children: ReactNode }) {
  return <div className={classes.readable}>{children}</div>;
}

/** Labels for the pager's arrow buttons, which Mantine leaves unnamed. */
export const pagerControlLabels = (control: 'first' | 'previous' | 'last' | 'next') => ({
  'aria-label': { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' }[control],
});
