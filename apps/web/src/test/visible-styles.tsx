import type { ReactNode } from 'react';
import { createCache, StyleProvider, type CSSObject } from '@ant-design/cssinjs';

/**
 * The CSS properties that decide whether something is on screen for the tests: hidden for
 * Testing Library's queries (display, visibility), for toBeVisible (also opacity), and clickable
 * for user-event (pointer-events).
 */
const SHOWN = new Set(['display', 'visibility', 'opacity', 'pointerEvents', 'pointer-events']);

/** A nested rule (selector or at-rule), not a property's value (a compound value or a keyframe). */
const isRule = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !('value' in value) && !('_keyframe' in value);

/**
 * Keeps of antd's CSS-in-JS only the declarations of SHOWN and the custom properties they may
 * use (rules left empty are not written), so those four properties compute exactly as with all of
 * it. happy-dom lays nothing out: the other declarations change nothing a test can see, yet every
 * getComputedStyle matches each rule against the element and its parents, and the accessible-name
 * walk of a role query calls it for every node under each candidate. With antd's ~2,500 rules that
 * was half of the screen tests' time; about 600 remain. (Vitest leaves the app's own CSS files out
 * altogether: css.include is empty by default.)
 */
const shownOnly = {
  visit: (css: CSSObject): CSSObject =>
    Object.fromEntries(Object.entries(css).filter(([key, value]) => isRule(value) || SHOWN.has(key) || key.startsWith('--'))) as CSSObject,
};

// Its own cache, so the trimmed styles never share an entry with the full ones a bare render() registers.
const cache = createCache();

/** antd's styles, trimmed to what decides visibility (see shownOnly), for the screens under test. */
export function VisibleStyles({ children }: { children: ReactNode }) {
  return (
    <StyleProvider cache={cache} transformers={[shownOnly]}>
      {children}
    </StyleProvider>
  );
}
