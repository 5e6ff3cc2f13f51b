/** Amounts in cents, shown as all money is ($49.00). */
export { moneyFromCents as money } from '../../lib/money';
export { day, daysLeft, STATUS_LABEL } from '../../lib/plan';
