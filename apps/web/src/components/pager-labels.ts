/** Labels for the pager's arrow buttons, which Mantine leaves unnamed. */
export const pagerControlLabels = (control: 'first' | 'previous' | 'last' | 'next') => ({
  'aria-label': { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' }[control],
});
