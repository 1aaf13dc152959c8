import type { Lang } from '@beree/contracts';
import type { Resource } from 'i18next';
import { contractMessages } from './contract-messages';

export const LANGUAGES: Lang[] = ['zh', 'en'];

const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { eager: true, import: 'default' });

/** Builds `{lang: {namespace: json}}` from src/locales/<lang>/<namespace>.json plus the shared messages. */
export function buildResources(): Resource {
  const resources: Resource = {};
  for (const lang of LANGUAGES) resources[lang] = { messages: contractMessages(lang) };
  for (const [path, json] of Object.entries(files)) {
    const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
    if (!match) continue;
    const [, lang, namespace] = match;
    resources[lang] ??= {};
    resources[lang][namespace] = json;
  }
  return resources;
}
