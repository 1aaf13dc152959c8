import type { Lang } from '@beree/contracts';
import type { LanguagePack } from './packs/pack';

const loaders: Record<Lang, () => Promise<{ pack: LanguagePack }>> = {
  zh: () => import('./packs/zh'),
  en: () => import('./packs/en'),
};

/** The pages' namespaces of a language, apart from the pack so the shell shows without them. */
const pageLoaders: Record<Lang, () => Promise<{ namespaces: LanguagePack['namespaces'] }>> = {
  zh: () => import('./packs/zh-pages'),
  en: () => import('./packs/en-pages'),
};

const loaded: Partial<Record<Lang, LanguagePack>> = {};
const loadedPages: Partial<Record<Lang, LanguagePack['namespaces']>> = {};
const listeners = new Set<() => void>();

/** A language's pack, fetched once; a failed fetch is tried again on the next call. */
export async function loadPack(lang: Lang): Promise<LanguagePack> {
  const known = loaded[lang];
  if (known) return known;
  const { pack } = await loaders[lang]();
  loaded[lang] = pack;
  for (const listener of listeners) listener();
  return pack;
}

/** The pack of a language if it has arrived. */
export const loadedPack = (lang: Lang): LanguagePack | undefined => loaded[lang];

export function onPackLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A language's pages' namespaces, fetched once; a failed fetch is tried again on the next call. */
export async function loadPageNamespaces(lang: Lang): Promise<LanguagePack['namespaces']> {
  const known = loadedPages[lang];
  if (known) return known;
  const { namespaces } = await pageLoaders[lang]();
  loadedPages[lang] = namespaces;
  return namespaces;
}
