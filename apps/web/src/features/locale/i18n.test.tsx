import { MESSAGES, PRODUCT_KEY } from '@beree/contracts';
import { render, screen } from '@testing-library/react';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers } from '@/app/providers';
import { contractMessages } from './contract-messages';
import { changeLanguage, currentLanguage, i18n } from './i18n';
import { storedLanguage } from './language';

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

  it('loads every namespace of src/locales for both languages', () => {
    for (const ns of ['common', 'auth', 'layout', 'tabs', 'request', 'route', 'errors', 'wel', 'lock', 'info']) {
      expect(i18n.hasResourceBundle('zh', ns)).toBe(true);
      expect(i18n.hasResourceBundle('en', ns)).toBe(true);
    }
  });

  it('has the same keys in Chinese and English', () => {
    const keys = (obj: object, prefix = ''): string[] =>
      Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));
    for (const ns of ['common', 'auth', 'layout', 'tabs', 'request', 'route', 'errors', 'wel', 'lock', 'info']) {
      expect(keys(i18n.getResourceBundle('en', ns) as object).sort(), ns).toEqual(keys(i18n.getResourceBundle('zh', ns) as object).sort());
    }
  });

  it('serves the shared contract messages, placeholders included', async () => {
    expect(i18n.t('messages:lock.password.required')).toBe(MESSAGES['lock.password.required'].zh);
    expect(i18n.t('messages:field.tooLong', { field: '名称', max: 20 })).toBe('名称长度不能超过20');
    await changeLanguage('en');
    expect(i18n.t('messages:toast.cacheCleared')).toBe('Cache cleared');
    expect(contractMessages('en')).toMatchObject({ record: { duplicate: '{{field}} already exists' } });
  });

  it('switches the antd locale with the language', async () => {
    const view = render(
      <Providers>
        <DatePicker open />
      </Providers>,
    );
    expect(await screen.findByText('今天')).toBeInTheDocument();
    await changeLanguage('en');
    view.rerender(
      <Providers>
        <DatePicker open />
      </Providers>,
    );
    expect(await screen.findByText('Today')).toBeInTheDocument();
  });
});
