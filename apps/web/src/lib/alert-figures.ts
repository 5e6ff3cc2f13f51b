import { AlertFigure, describeFigures, type Notification } from '@shelfscope/contracts';
import { z } from 'zod';
import { memberLocale } from './locale';

/** The currencies an alert's figures are in (the Alert DTO's, or an alert notification's data). */
export type AlertMoney = { currency: string; costCurrency?: string | null };

/**
 * An alert's figures in the member's locale with the product's currency: "Buy box: £9.00 →
 * £3.50 · Amazon on listing: yes → no". The shared formatter (@shelfscope/contracts,
 * alert-figures.ts) the server's notification, email and push texts use.
 */
export const alertFiguresText = (figures: readonly AlertFigure[], money: AlertMoney, separator = ' · ') =>
  describeFigures(figures, { currency: money.currency, costCurrency: money.costCurrency, locale: memberLocale() }, separator);

/** What an `alert.fired` notification's data carries besides ids (apps/server/src/seller/alerts/dispatch.ts). */
const AlertNotificationData = z.object({
  product: z.string(),
  figures: z.array(AlertFigure),
  currency: z.string(),
  costCurrency: z.string().nullish(),
});

/**
 * A notification's text as the menu shows it: an alert's figures written again in the member's
 * locale; any other notification (or an alert from before its data carried the figures) as the
 * server wrote it.
 */
export function notificationText(item: Pick<Notification, 'kind' | 'message' | 'data'>): string {
  if (item.kind !== 'alert.fired') return item.message;
  const data = AlertNotificationData.safeParse(item.data);
  return data.success ? `${data.data.product}: ${alertFiguresText(data.data.figures, data.data, '; ')}` : item.message;
}
