import { TranslationOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState, type ComponentType, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

type Menu = ComponentType<{ children: ReactElement }>;

/**
 * Switches between Chinese and English; the choice is remembered on this browser. The menu (antd's
 * Dropdown and Menu) loads on the first click, so /login does without it; a failed load leaves the
 * button as it was, for another click.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const [LanguageMenu, setLanguageMenu] = useState<Menu>();
  const load = () => {
    if (!LanguageMenu) void import('./LanguageMenu').then((m) => setLanguageMenu(() => m.default), () => undefined);
  };
  const button = <Button type="text" icon={<TranslationOutlined />} aria-label={t('common:language')} onClick={load} />;
  return LanguageMenu ? <LanguageMenu>{button}</LanguageMenu> : button;
}
