import { useNavigate } from 'react-router';
import { menuTarget } from './menu-target';
import type { MenuEntry } from './menu-types';

/** Follows a menu entry: a route inside the app, or a new browser window. */
export function useOpenMenu(): (entry: MenuEntry) => void {
  const navigate = useNavigate();
  return (entry) => {
    const target = menuTarget(entry);
    if (!target) return;
    if (target.kind === 'window') window.open(target.url, target.target, 'noopener');
    else void navigate(target.to);
  };
}
