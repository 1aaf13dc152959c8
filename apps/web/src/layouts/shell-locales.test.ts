import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/features/locale/i18n';

const SHELL_NAMESPACES = ['layout', 'theme', 'search', 'tour', 'errors', 'lock', 'tabs'];

const keys = (obj: object, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));

describe('the shell in both languages', () => {
  // Beyond the boot namespaces, a language's texts arrive with its pack.
  beforeAll(() => i18n.loadLanguages(['zh', 'en']));

  it.each(SHELL_NAMESPACES)('has every %s text in Chinese and in English', (ns) => {
    const zh = i18n.getResourceBundle('zh', ns) as object;
    const en = i18n.getResourceBundle('en', ns) as object;
    expect(keys(en).sort()).toEqual(keys(zh).sort());
    // An English text still in Chinese would be a missed translation.
    for (const key of keys(en)) expect(i18n.t(`${ns}:${key}`, { lng: 'en' }), key).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
