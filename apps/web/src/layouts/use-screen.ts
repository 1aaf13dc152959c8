import { useEffect } from 'react';
import { useLayoutStore } from './layout-store';
import { screenLevel } from './screen';

/** Tracks the screen level and folds the menu when the window becomes phone-sized. */
export function useScreen(): void {
  const setScreen = useLayoutStore((s) => s.setScreen);
  const setCollapsed = useLayoutStore((s) => s.setCollapsed);
  useEffect(() => {
    const update = () => {
      const level = screenLevel(window.innerWidth);
      if (level !== useLayoutStore.getState().screen && level === 0) setCollapsed(true);
      setScreen(level);
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [setScreen, setCollapsed]);
}
