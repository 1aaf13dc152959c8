import type { Lang } from '@beree/contracts';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { queryClient } from '@/shared/query-client';
import { useMenuStore } from '@/features/menu/menu-store';
import { isLang, storeLanguage, storedLanguage } from './language';
import { loadedPack, loadPack } from './language-packs';
import { BOOT_NAMESPACES, bootResources } from './resources';

/** Serves every namespace beyond the boot ones from its language's pack. */
const packBackend: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init: () => undefined,
  read: (lang: string, namespace: string) => (isLang(lang) ? loadPack(lang).then((pack) => pack.namespaces[namespace] ?? {}) : Promise.resolve({})),
};

/** Dates and the page's lang attribute follow the language (dates once its pack is there). */
function applyLanguage(lang: string) {
  if (!isLang(lang)) return;
  loadedPack(lang)?.applyDates();
  if (typeof document !== 'undefined') document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
}

const initial = storedLanguage();

void i18next
  .use(packBackend)
  .use(initReactI18next)
  .init({
    resources: bootResources(),
    partialBundledLanguages: true,
    ns: [...BOOT_NAMESPACES],
    lng: initial,
    // Both languages have every key (a test checks): a fallback language would only make i18next
    // fetch its pack as well.
    fallbackLng: false,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    // A text read before its pack arrived shows once it has.
    react: { bindI18nStore: 'added' },
  });
applyLanguage(initial);
// Emitted once the new language's namespaces have arrived.
i18next.on('languageChanged', applyLanguage);

export const i18n = i18next;

/** The language the UI shows now; the request client sends it as Accept-Language. */
export const currentLanguage = (): Lang => (isLang(i18next.language) ? i18next.language : initial);

/**
 * Loads the current language's pack: every namespace, the shared messages, antd's and dayjs's
 * texts. From then on a language switch loads the new language's pack before it shows.
 */
export async function loadTranslations(): Promise<void> {
  const lang = currentLanguage();
  const pack = await loadPack(lang);
  await i18next.loadNamespaces(Object.keys(pack.namespaces));
  applyLanguage(i18next.language);
}

/** A lazy page's import that resolves once the page's texts are there as well. */
export const withTranslations =
  <T>(load: () => Promise<T>) =>
  async (): Promise<T> => {
    const [module] = await Promise.all([load(), loadTranslations()]);
    return module;
  };

export async function changeLanguage(lang: Lang): Promise<void> {
  storeLanguage(lang);
  await i18next.changeLanguage(lang);
  // The server names menus, dictionary entries and picker trees in the language the request client
  // sends: ask again in the new one.
  void queryClient.invalidateQueries();
  await useMenuStore.getState().reload();
}
