import { TranslationOutlined } from '@ant-design/icons';
import type { Lang } from '@beree/contracts';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from './i18n';
import { LANGUAGES } from './resources';

/** Switches between Chinese and English; the choice is remembered on this browser. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [i18n.language],
        items: LANGUAGES.map((lang) => ({ key: lang, label: t(`common:languages.${lang}`) })),
        onClick: ({ key }) => void changeLanguage(key as Lang),
      }}
    >
      <Button type="text" icon={<TranslationOutlined />} aria-label={t('common:language')} />
    </Dropdown>
  );
}
