import type { Lang } from '@beree/contracts';
import type { ConfigProviderProps } from 'antd';
import type { ResourceLanguage } from 'i18next';
import { byLanguage } from '../resources';

/** Everything of one language beyond the boot namespaces: loaded the first time that language is needed. */
export interface LanguagePack {
  /** i18next namespaces: src/locales/<lang> without the boot files, plus the shared `messages`. */
  namespaces: Record<string, ResourceLanguage>;
  antd: NonNullable<ConfigProviderProps['locale']>;
  /** Makes dayjs format dates in this language. */
  applyDates: () => void;
}

export function languagePack(
  lang: Lang,
  files: Record<string, ResourceLanguage>,
  messages: ResourceLanguage,
  rest: Omit<LanguagePack, 'namespaces'>,
): LanguagePack {
  return { namespaces: { ...byLanguage(files)[lang], messages }, ...rest };
}
