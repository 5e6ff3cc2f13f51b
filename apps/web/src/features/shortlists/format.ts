/** Money, percents and counts as the shortlist screens show them ('–' for no value). */
export { money } from '../../lib/money';
export const percent = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : `${value.toFixed(1)}%`;
export const count = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : value.toLocaleString('en-US');
