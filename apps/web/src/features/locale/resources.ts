import type { Lang } from '@beree/contracts';
import type { Resource, ResourceLanguage } from 'i18next';

export const LANGUAGES: Lang[] = ['zh', 'en'];

/**
 * The namespaces the public pages, the page titles and the error screens read. They come with the
 * entry in both languages (about 3 kB), so /login renders at once in either; every other namespace
 * comes with its language's pack (./packs). The packs' globs leave these same files out, and a
 * test keeps the two lists in step.
 */
export const BOOT_NAMESPACES = ['common', 'auth', 'errors', 'request', 'route'];

const bootFiles = import.meta.glob<ResourceLanguage>('../../locales/*/{common,auth,errors,request,route}.json', {
  eager: true,
  import: 'default',
});

/** Files of src/locales/<lang>/<namespace>.json as `{lang: {namespace: json}}`. */
export function byLanguage(files: Record<string, ResourceLanguage>): Resource {
  const resources: Resource = {};
  for (const [path, json] of Object.entries(files)) {
    const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
    if (!match) continue;
    const [, lang, namespace] = match;
    resources[lang] ??= {};
    resources[lang][namespace] = json;
  }
  return resources;
}

export const bootResources = (): Resource => byLanguage(bootFiles);
