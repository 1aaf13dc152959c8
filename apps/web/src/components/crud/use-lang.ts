import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { message, type Lang } from '@beree/contracts';

/** The contracts speak 'zh' and 'en'; i18next may report a regional variant. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return (i18n.resolvedLanguage ?? i18n.language ?? 'zh').startsWith('en') ? 'en' : 'zh';
}

/** Texts shared with the server (toasts, confirmations) come from the contracts' catalogue. */
export function useContractMessage(): (key: string, vars?: Record<string, string | number>) => string {
  const lang = useLang();
  return useCallback((key, vars) => message(key, lang, vars), [lang]);
}
