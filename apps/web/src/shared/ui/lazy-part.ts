import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a part of a screen loaded on its first use (a dialog, a popover's content), so the
 * screen does not wait for it. Should its code fail to load, the part stays away (the failure is
 * logged) and the screen goes on, instead of failing as a whole.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    load().then(
      (Component) => ({ default: Component }),
      (error: unknown) => {
        console.error('A part of the screen failed to load', error);
        return { default: (() => null) as ComponentType<P> };
      },
    ),
  );
}
