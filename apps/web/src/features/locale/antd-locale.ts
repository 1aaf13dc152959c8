import type { Lang } from '@beree/contracts';
import type { ConfigProviderProps } from 'antd';
import { useSyncExternalStore } from 'react';
import { loadedPack, onPackLoaded } from './language-packs';

type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

/**
 * antd's texts in a language, once its pack has arrived. Until then antd speaks its built-in
 * English, which only the public pages can meet: whatever needs more waits for the pack.
 */
export const antdLocale = (lang: Lang): AntdLocale | undefined => loadedPack(lang)?.antd;

export function useAntdLocale(lang: Lang): AntdLocale | undefined {
  return useSyncExternalStore(onPackLoaded, () => antdLocale(lang));
}
