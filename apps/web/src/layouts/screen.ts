import { BREAKPOINTS } from '@beree/contracts';

/** Screen level 0–3: below 768, below 992, below 1200, and wider (spec §2). */
export function screenLevel(width: number): number {
  const index = BREAKPOINTS.findIndex((bp) => width < bp);
  return index === -1 ? BREAKPOINTS.length : index;
}

/** Levels at which following a menu entry folds the menu away. */
export const isSmallScreen = (level: number) => level <= 1;
