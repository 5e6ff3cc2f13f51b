import type { UserSettings } from '@shelfscope/contracts';
import { type Level, type ScoreName, scoreOf } from '@shelfscope/profit';
import type { ReactNode } from 'react';
import { type BadgeColor, gridBadge } from './grid-badge';
import classes from './product-grid.module.css';

/** The five levels (packages/profit scoreLevel), worst first, with one colour each everywhere. */
export const LEVELS: Record<Level, { color: BadgeColor; label: string }> = {
  1: { color: 'red', label: 'Below very weak' },
  2: { color: 'orange', label: 'Very weak' },
  3: { color: 'yellow', label: 'Poor' },
  4: { color: 'lime', label: 'Moderate' },
  5: { color: 'teal', label: 'Good' },
};

export type Thresholds = UserSettings['scoreThresholds'];

/**
 * A value coloured by the member's current thresholds. The level is computed here with the same
 * function the server uses, so a change of thresholds recolours the grid at once, before any
 * product is analysed again. Like the other grid badges, a function that returns the element
 * (one fiber a badge, not three, for each row scrolled into view).
 */
export function scoreValue(name: ScoreName, value: number | null, thresholds: Thresholds | undefined, text: string): ReactNode {
  const level = value === null || !thresholds ? null : scoreOf(name, value, thresholds);
  if (level === null) return text;
  return gridBadge({
    variant: 'light',
    color: LEVELS[level].color,
    size: 'md',
    level,
    className: `${classes.score} ${classes.plainCase}`,
    title: `${LEVELS[level].label} (level ${level})`,
    children: text,
  });
}

/** A score the server already gives as a level 1..5 (astro score, ROI score…), or a dash. */
export function levelBadge(level: number | null): ReactNode {
  if (level === null || level < 1 || level > 5) return '–';
  const meta = LEVELS[level as Level];
  // A native title, like scoreValue's: a row holds several of these, and a Mantine Tooltip on
  // each made rows slow to render as they scroll into view.
  return gridBadge({
    variant: 'filled',
    color: meta.color,
    size: 'sm',
    className: classes.level,
    level,
    title: meta.label,
    children: level,
  });
}
