import { useCallback, useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};

const isFullscreen = () => !!document.fullscreenElement;

/**
 * Whether the page fills the screen, following the browser's own state (Esc or F11 leave it too),
 * and a toggle for it.
 */
export function useFullscreen(): { active: boolean; toggle: () => Promise<void> } {
  const active = useSyncExternalStore(subscribe, isFullscreen, () => false);
  const toggle = useCallback(async () => {
    // A browser may refuse (no user gesture, policy); the button then simply keeps its state.
    if (document.fullscreenElement) await document.exitFullscreen().catch(() => undefined);
    else await document.documentElement.requestFullscreen?.().catch(() => undefined);
  }, []);
  return { active, toggle };
}
