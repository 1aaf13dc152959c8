import type { Lang } from '@beree/contracts';
import type { LanguagePack } from './packs/pack';

const loaders: Record<Lang, () => Promise<{ pack: LanguagePack }>> = {
  zh: () => import('./packs/zh'),
  en: () => import('./packs/en'),
};

const loaded: Partial<Record<Lang, LanguagePack>> = {};
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
