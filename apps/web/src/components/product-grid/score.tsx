import type { UserSettings } from '@shelfscope/contracts';
import { type Level, type ScoreName, scoreOf } from '@shelfscope/profit';
import type { ReactNode } from 'react';
import { type BadgeColor, badgeClass, gridBadge } from './grid-badge';
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

/** What a coloured figure says in its title, a level each (made once, not for every cell drawn). */
export const SCORE_TITLES = Object.fromEntries(
  Object.entries(LEVELS).map(([level, { label }]) => [level, `${label} (level ${level})`]),
) as Record<Level, string>;
const LEVEL_CLASS = badgeClass(classes.level);

/**
 * A figure's level by the member's current thresholds, or null (no value, no thresholds yet).
 * Computed here with the same function the server uses, so a change of thresholds recolours the
 * grid at once, before any product is analysed again. The grid colours the figure's cell itself
 * (product-grid.module.css `.cell[data-level]`): no element of its own, for each of the several
 * coloured figures of every row scrolled into view.
 */
export function scoreLevelOf(name: ScoreName, value: number | null, thresholds: Thresholds | undefined): Level | null {
  return value === null || !thresholds ? null : scoreOf(name, value, thresholds);
}

/** A score the server already gives as a level 1..5 (astro score, ROI score…), or a dash. */
export function levelBadge(level: number | null): ReactNode {
  if (level === null || level < 1 || level > 5) return '–';
  const meta = LEVELS[level as Level];
  // A native title, like a coloured figure's cell: a row holds several of these, and a Mantine
  // Tooltip on each made rows slow to render as they scroll into view.
  return gridBadge({
    variant: 'filled',
    color: meta.color,
    size: 'sm',
    className: LEVEL_CLASS,
    level,
    title: meta.label,
    children: level,
  });
}
