import type { Lang } from '@beree/contracts';
import { i18n } from './i18n';

/**
 * A text of the contracts' message catalogue, as the contracts' `message(key, lang, vars)` gives
 * it, read from the language pack: the catalogue itself holds both languages, which the screens
 * need not load. A key the catalogue does not have comes back as it is.
 */
export const contractText = (key: string, lang: Lang, vars: Record<string, string | number> = {}): string =>
  i18n.t(key, { ...vars, ns: 'messages', lng: lang, nsSeparator: false });
