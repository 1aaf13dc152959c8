import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useSessionStore } from '@/features/auth/session-store';
import { useMenuStore } from '@/features/menu/menu-store';
import { markTourSeen, tourSeen } from './tour-flag';

// Most visits are not first visits: the tour's code loads only when it is shown. Should it fail
// to load, the shell goes on without it (and shows it on a later visit).
const ShellTour = lazy<ComponentType<{ onDone: () => void }>>(() => import('./ShellTour').catch(() => ({ default: () => null })));

/**
 * The first-visit tour of the shell: once the menu is on screen, an account that has not seen it
 * on this browser is walked through five stops. Finishing or closing it marks it seen.
 */
export function GuidedTour() {
  const user = useSessionStore((s) => s.userInfo);
  const menuReady = useMenuStore((s) => s.status === 'ready');
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (user && menuReady && !tourSeen(user)) setOpen(true);
  }, [user, menuReady]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ShellTour
        onDone={() => {
          if (user) markTourSeen(user);
          setOpen(false);
        }}
      />
    </Suspense>
  );
}
