import type { Lang } from '@beree/contracts';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { queryClient } from '@/app/query-client';
import { useMenuStore } from '@/features/menu/menu-store';
import { isLang, storeLanguage, storedLanguage } from './language';
import { buildResources } from './resources';

const DAYJS_LOCALES: Record<Lang, string> = { zh: 'zh-cn', en: 'en' };

function applyLanguage(lang: Lang) {
  dayjs.locale(DAYJS_LOCALES[lang]);
  if (typeof document !== 'undefined') document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
}

const initial = storedLanguage();

void i18next.use(initReactI18next).init({
  resources: buildResources(),
  lng: initial,
  fallbackLng: 'zh',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});
applyLanguage(initial);

export const i18n = i18next;

/** The language the UI shows now; the request client sends it as Accept-Language. */
export const currentLanguage = (): Lang => (isLang(i18next.language) ? i18next.language : initial);

export async function changeLanguage(lang: Lang): Promise<void> {
  storeLanguage(lang);
  applyLanguage(lang);
  await i18next.changeLanguage(lang);
  // The server names menus, dictionary entries and picker trees in the language the request client
  // sends: ask again in the new one.
  void queryClient.invalidateQueries();
  await useMenuStore.getState().reload();
}
