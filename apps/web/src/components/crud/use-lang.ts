import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@beree/contracts';

/** The contracts speak 'zh' and 'en'; i18next may report a regional variant. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return (i18n.resolvedLanguage ?? i18n.language ?? 'zh').startsWith('en') ? 'en' : 'zh';
}

/**
 * Texts shared with the server (toasts, confirmations): the contracts' catalogue, read from the
 * language pack's `messages` namespace (the catalogue itself holds both languages).
 */
export function useContractMessage(): (key: string, vars?: Record<string, string | number>) => string {
  const { t } = useTranslation('messages');
  return useCallback((key, vars) => t(key, vars), [t]);
}
