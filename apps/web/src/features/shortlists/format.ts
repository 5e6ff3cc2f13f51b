/** Money, percents and counts as the shortlist screens show them: the app's one set (lib/format.ts). */
export { count, money, percent } from '../../lib/format';
