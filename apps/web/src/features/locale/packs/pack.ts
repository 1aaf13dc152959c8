import type { Lang } from '@beree/contracts';
import type { ConfigProviderProps } from 'antd';
import type { ResourceLanguage } from 'i18next';
import { byLanguage } from '../resources';

/**
 * What the shell of one language needs beyond the boot namespaces: loaded the first time that
 * language is needed. The pages' namespaces and the contracts' messages come apart (./<lang>-pages.ts).
 */
export interface LanguagePack {
  /** i18next namespaces: the shell's files of src/locales/<lang>. */
  namespaces: Record<string, ResourceLanguage>;
  antd: NonNullable<ConfigProviderProps['locale']>;
  /** Makes dayjs format dates in this language. */
  applyDates: () => void;
}

export function languagePack(
  lang: Lang,
  files: Record<string, ResourceLanguage>,
  rest: Omit<LanguagePack, 'namespaces'>,
): LanguagePack {
  return { namespaces: (byLanguage(files)[lang] ?? {}) as LanguagePack['namespaces'], ...rest };
}
