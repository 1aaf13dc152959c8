import type { TabConfig } from './tab-types';

/** Deployment switch: VITE_FIRST_TAB_CLOSABLE=true lets users close the home tab. */
export const TAB_CONFIG: TabConfig = { firstClosable: import.meta.env.VITE_FIRST_TAB_CLOSABLE === 'true' };

/** How many pages stay alive in the background; the least recently shown beyond it are dropped. */
export const KEEP_ALIVE_LIMIT = 20;
