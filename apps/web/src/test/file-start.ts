import dayjs from 'dayjs';
import Cookies from 'js-cookie';
import type { StoreApi } from 'zustand';
import { queryClient } from '@/shared/query-client';
import { i18n, loadPageTranslations, loadTranslations } from '@/features/locale/i18n';
import { disconnectRealtime } from '@/features/realtime/socket';
import { resetRequestHooks } from '@/shared/request';

/**
 * Test files share their worker's modules (isolate: false in vitest.config.ts), so whatever one
 * file leaves in the app's module state is put back here before the next file starts: every
 * store (found by name, so a new store is reset without being listed), web storage, cookies, the
 * page's address, the language, the query cache, the request client's hooks and the realtime socket. The server's data is renewed per file
 * by server-api.ts.
 */
const storeModules = import.meta.glob<Record<string, unknown>>('/src/**/*-store.ts', { eager: true });

const isStore = (value: unknown): value is StoreApi<object> =>
  typeof value === 'function' && 'getInitialState' in value && 'setState' in value;

/** Where the environment opened the page; a link followed in one file (a download, a provider's sign-in) leaves it elsewhere. */
const HOME = typeof location === 'undefined' ? undefined : location.href;

let generation = 0;
/** Counts test files in this worker; server-api.ts renews the server's data when it changes. */
export const fileGeneration = () => generation;

export async function startFile(): Promise<void> {
  generation += 1;
  await i18n.changeLanguage('zh');
  // Screens are rendered here without the shell, which would otherwise load the language's pack.
  await loadTranslations();
  await loadPageTranslations();
  dayjs.locale('zh-cn');
  queryClient.clear();
  resetRequestHooks();
  disconnectRealtime();
  for (const exports of Object.values(storeModules)) {
    for (const value of Object.values(exports)) if (isStore(value)) value.setState(value.getInitialState(), true);
  }
  // Files that run in the node environment have no document.
  if (typeof document === 'undefined') return;
  // Cookies belong to the page's address: back home, or the session's token cookies go nowhere.
  if (HOME && location.href !== HOME) (window as unknown as { happyDOM?: { setURL(url: string): void } }).happyDOM?.setURL(HOME);
  document.documentElement.lang = 'zh-CN';
  localStorage.clear();
  sessionStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}
