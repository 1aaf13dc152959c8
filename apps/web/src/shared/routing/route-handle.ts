import { useMatches } from 'react-router';

/** What a route declares about itself in its `handle`. */
export interface RouteHandle {
  /** i18n key of the page title. */
  title?: string;
  /** Reachable without signing in. */
  noAuth?: boolean;
  /** `false` keeps the page out of the tab strip. */
  isTab?: boolean;
  /** Pages told apart by their query (the frame route) get one tab per query. */
  tabByQuery?: boolean;
  /** The route of menu pages: its path is a page only if the user's menu holds it. */
  menuPage?: boolean;
}

/** The handles of the matched routes merged from the root down, the deepest winning. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  return Object.assign({}, ...matches.map((m) => (m.handle ?? {}) as RouteHandle)) as RouteHandle;
}
