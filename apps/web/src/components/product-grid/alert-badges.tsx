import { alertWords } from '@shelfscope/contracts';
import type { ReactNode } from 'react';
import { type BadgeColor, badgeClass, gridBadge } from './grid-badge';
import classes from './product-grid.module.css';

const ALERT_CLASS = badgeClass(classes.plainCase);

const threatColor = (level: number): BadgeColor => (level >= 300 ? 'red' : level >= 200 ? 'orange' : 'yellow');

/**
 * The product's risks at a glance, each badge saying what it means (alertWords, shared with the
 * product page and the extension) with its detail in a title.
 * A function that returns the elements, like the other grid badges (fewer fibers a row).
 */
export function alertBadges(p: Parameters<typeof alertWords>[0]): ReactNode {
  const badges = alertWords(p).map((w) => ({ key: w.key, text: w.label, color: threatColor(w.level), tip: w.detail }));
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
