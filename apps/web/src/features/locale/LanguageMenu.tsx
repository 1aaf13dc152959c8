import type { Lang } from '@beree/contracts';
import { Dropdown } from 'antd';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from './i18n';
import { LANGUAGES } from './resources';

/** The language switch's menu, open from the click that loaded it. */
export default function LanguageMenu({ children }: { children: ReactElement }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(true);
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      menu={{
        selectable: true,
        selectedKeys: [i18n.language],
        items: LANGUAGES.map((lang) => ({ key: lang, label: t(`common:languages.${lang}`) })),
        onClick: ({ key }) => void changeLanguage(key as Lang),
      }}
    >
      {children}
    </Dropdown>
  );
}
