import { createContext, useContext } from 'react';
import { useLocation, type Location } from 'react-router';

/**
 * The location a kept-alive page was opened at. A hidden page must keep reading its own address,
 * not the one of the tab shown now.
 */
export const PageLocationContext = createContext<Location | undefined>(undefined);

export function usePageLocation(): Location {
  const current = useLocation();
  return useContext(PageLocationContext) ?? current;
}
