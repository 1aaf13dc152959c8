import type { Lang } from '@beree/contracts';
import type { ConfigProviderProps } from 'antd';
import enUS from 'antd/es/locale/en_US';
import { useSyncExternalStore } from 'react';
import { loadedPack, onPackLoaded } from './language-packs';

type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

/**
 * antd's texts in a language, once its pack has arrived; until then antd's own English (which
 * antd carries anyway), never none: a ConfigProvider gaining a locale would mount the whole app
 * again, losing what the page held. Only the public pages can meet it: whatever needs more waits
 * for the pack.
 */
export const antdLocale = (lang: Lang): AntdLocale => loadedPack(lang)?.antd ?? enUS;

export function useAntdLocale(lang: Lang): AntdLocale {
  return useSyncExternalStore(onPackLoaded, () => antdLocale(lang));
}
