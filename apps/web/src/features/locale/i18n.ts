import type { Lang } from '@beree/contracts';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { queryClient } from '@/shared/query-client';
import { useMenuStore } from '@/features/menu/menu-store';
import { isLang, storeLanguage, storedLanguage } from './language';
import { loadedPack, loadPack, loadPageNamespaces } from './language-packs';
import { BOOT_NAMESPACES, bootResources } from './resources';

/** A namespace beyond the boot ones: from its language's pack, or else from the pages' namespaces. */
async function readNamespace(lang: Lang, namespace: string) {
  const pack = await loadPack(lang);
  return pack.namespaces[namespace] ?? (await loadPageNamespaces(lang))[namespace] ?? {};
}

const packBackend: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init: () => undefined,
  read: (lang: string, namespace: string) => (isLang(lang) ? readNamespace(lang, namespace) : Promise.resolve({})),
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
 * Loads the current language's pack: the shell's namespaces, the shared messages, antd's and
 * dayjs's texts; the pages' namespaces follow without being waited for. From then on a language
 * switch loads the new language's texts, for every namespace in use, before it shows.
 */
export async function loadTranslations(): Promise<void> {
  const lang = currentLanguage();
  const pack = await loadPack(lang);
  void loadPageTranslations().catch(() => undefined);
  await i18next.loadNamespaces(Object.keys(pack.namespaces));
  applyLanguage(i18next.language);
}

/**
 * Loads every namespace of the current language, the pages' ones included: a page may read
 * another namespace's keys (`i18n.t('tenant:never')`) outside a component that would wait for it.
 */
export async function loadPageTranslations(): Promise<void> {
  const namespaces = await loadPageNamespaces(currentLanguage());
  await i18next.loadNamespaces(Object.keys(namespaces));
}

/** A lazy screen's import that resolves once the shell's texts are there as well. */
export const withTranslations =
  <T>(load: () => Promise<T>) =>
  async (): Promise<T> => {
    const [module] = await Promise.all([load(), loadTranslations()]);
    return module;
  };

/** A lazy page's import that resolves once every namespace of the language is there as well. */
export const withPageTranslations =
  <T>(load: () => Promise<T>) =>
  async (): Promise<T> => {
    const [module] = await Promise.all([load(), loadTranslations().then(loadPageTranslations)]);
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
