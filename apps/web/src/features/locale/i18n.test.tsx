import { MESSAGES, PRODUCT_KEY, type Lang } from '@beree/contracts';
import { screen } from '@testing-library/react';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInProviders } from '@/test/render-app';
import { antdLocale } from './antd-locale';
import { contractMessages } from './contract-messages';
import { changeLanguage, currentLanguage, i18n, loadPageTranslations, loadTranslations } from './i18n';
import { storedLanguage } from './language';
import { loadPack, loadPageNamespaces } from './language-packs';
import { BOOT_NAMESPACES } from './resources';

/** Every file of src/locales/zh, by namespace. */
const ALL_NAMESPACES = Object.keys(import.meta.glob('../../locales/zh/*.json')).map((path) => /([\w-]+)\.json$/.exec(path)![1]);

afterEach(() => changeLanguage('zh'));

describe('languages', () => {
  it('starts in Chinese and remembers the choice under the product key', async () => {
    expect(storedLanguage()).toBe('zh');
    await changeLanguage('en');
    expect(currentLanguage()).toBe('en');
    expect(localStorage.getItem(`${PRODUCT_KEY}-language`)).toBe('"en"');
    expect(storedLanguage()).toBe('en');
    expect(dayjs.locale()).toBe('en');
    await changeLanguage('zh');
    expect(dayjs.locale()).toBe('zh-cn');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('has the boot namespaces of both languages at once, and every other one with its language', async () => {
    for (const ns of BOOT_NAMESPACES) {
      expect(i18n.hasResourceBundle('zh', ns)).toBe(true);
      expect(i18n.hasResourceBundle('en', ns)).toBe(true);
    }
    await loadTranslations();
    await loadPageTranslations();
    await changeLanguage('en');
    for (const ns of ALL_NAMESPACES) {
      expect(i18n.hasResourceBundle('zh', ns), ns).toBe(true);
      expect(i18n.hasResourceBundle('en', ns), ns).toBe(true);
    }
  });

  it('puts every namespace in one place: the boot ones, the shell pack or the pages part', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const shell = Object.keys((await loadPack(lang)).namespaces);
      const pages = Object.keys(await loadPageNamespaces(lang));
      expect([...BOOT_NAMESPACES, ...shell, ...pages].sort(), lang).toEqual([...ALL_NAMESPACES, 'messages'].sort());
      // The shell's own screens read these; /wel/index must not wait for the pages' texts.
      expect(shell, lang).toEqual(expect.arrayContaining(['layout', 'menu', 'wel', 'tabs']));
    }
  });

  // With no fallback language, an English text missing would show as its key.
  it('has every Chinese key in English as well', async () => {
    await loadTranslations();
    await loadPageTranslations();
    await changeLanguage('en');
    const keys = (obj: object, prefix = ''): string[] =>
      Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));
    for (const ns of ALL_NAMESPACES) {
      const english = new Set(keys(i18n.getResourceBundle('en', ns) as object));
      expect(keys(i18n.getResourceBundle('zh', ns) as object).filter((key) => !english.has(key)), ns).toEqual([]);
    }
  });

  it('serves the shared contract messages, placeholders included', async () => {
    expect(i18n.t('messages:lock.password.required')).toBe(MESSAGES['lock.password.required'].zh);
    expect(i18n.t('messages:field.tooLong', { field: '名称', max: 20 })).toBe('名称长度不能超过20');
    await changeLanguage('en');
    expect(i18n.t('messages:toast.cacheCleared')).toBe('Cache cleared');
    expect(contractMessages('en')).toMatchObject({ record: { duplicate: '{{field}} already exists' } });
  });

  // A ConfigProvider that gains a locale mounts the whole app again: the sign-in page would lose
  // the dialog it was opening when the pack arrived.
  it('gives antd its English, never no locale, for a language whose pack has not arrived', () => {
    expect(antdLocale('fr' as Lang)).toMatchObject({ locale: 'en' });
  });

  it('switches the antd locale with the language', async () => {
    const view = renderInProviders(<DatePicker open />);
    expect(await screen.findByText('今天')).toBeInTheDocument();
    await changeLanguage('en');
    view.rerender(<DatePicker open />);
    expect(await screen.findByText('Today')).toBeInTheDocument();
  });
});
