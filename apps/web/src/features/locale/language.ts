import { DEFAULT_LANGUAGE, type Lang } from '@beree/contracts';
import { readStored, writeStored } from '@/shared/storage/web-storage';
import { LANGUAGES } from './resources';

const KEY = 'language';

export const isLang = (value: unknown): value is Lang => LANGUAGES.includes(value as Lang);

/** The language chosen earlier on this browser, or the product default (zh). */
export function storedLanguage(): Lang {
  const value = readStored<string>(KEY);
  return isLang(value) ? value : (DEFAULT_LANGUAGE as Lang);
}

export function storeLanguage(lang: Lang): void {
  writeStored(KEY, lang);
}
