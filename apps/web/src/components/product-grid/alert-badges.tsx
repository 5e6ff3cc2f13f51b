import type { Product } from '@shelfscope/contracts';
import type { ReactNode } from 'react';
import { type BadgeColor, badgeClass, gridBadge } from './grid-badge';
import classes from './product-grid.module.css';

const ALERT_CLASS = badgeClass(classes.plainCase);

const threatColor = (level: number | null): BadgeColor =>
  level === null ? 'orange' : level >= 300 ? 'red' : level >= 200 ? 'orange' : 'yellow';

type Flags = Pick<
  Product,
  'hasAlert' | 'alertThreatLevel' | 'alertReasons' | 'isHazmat' | 'isMeltable' | 'isAmazonSeller' | 'alert'
>;

/**
 * The product's risks at a glance: brand alert with its threat level, hazmat, meltable, Amazon.
 * A function that returns the elements, like the other grid badges (fewer fibers a row).
 */
export function alertBadges(p: Flags): ReactNode {
  const badges: { key: string; text: string; color: BadgeColor; tip: string }[] = [];
  if (p.alert) {
    badges.push({
      key: 'brand',
      text: `Brand ${p.alert.threatLevel}`,
      color: threatColor(p.alert.threatLevel),
      tip: `${p.alert.brand}: threat level ${p.alert.threatLevel}`,
    });
  }
  if (p.isHazmat) badges.push({ key: 'hazmat', text: 'Hazmat', color: 'red', tip: 'Dangerous goods' });
  if (p.isMeltable) badges.push({ key: 'meltable', text: 'Meltable', color: 'orange', tip: 'Seasonal storage limits' });
  if (p.isAmazonSeller) badges.push({ key: 'amazon', text: 'Amazon', color: 'grape', tip: 'Amazon sells on this listing' });
  if (badges.length === 0 && p.hasAlert) {
    badges.push({
      key: 'alert',
      text: 'Alert',
      color: threatColor(p.alertThreatLevel),
      tip: p.alertReasons.join(', ') || 'Flagged',
    });
  }
  if (badges.length === 0) return null;
  // Each badge says its detail in a native title (a Mantine Tooltip on every badge made rows slow
  // to render as they scroll into view). Screen readers get the badges and their details as one
  // hidden text: one positioned element a cell rather than one a badge, each of which Chromium
  // gave a paint layer of its own to walk on every scroll frame. No wrapper: the grid's cell lays
  // the badges out in a row (product-grid.module.css .badges).
  return (
    <>
      {badges.map((b) =>
        gridBadge({
          key: b.key,
          size: 'sm',
          variant: 'light',
          color: b.color,
          className: ALERT_CLASS,
          title: b.tip,
          hidden: true,
          children: b.text,
        }),
      )}
      <span className={classes.visuallyHidden}>{badges.map((b) => `${b.text}: ${b.tip}`).join('; ')}</span>
    </>
  );
}
