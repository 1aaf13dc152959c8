import { SkinOutlined } from '@ant-design/icons';
import { Button, Modal, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { THEME_NAMES } from './theme-names';
import { useThemeStore } from './theme-store';
import { ThemeSwatch } from './ThemeSwatch';

/** The top bar's theme button: a dialog listing the eleven looks with a preview each. */
export function ThemePicker() {
  const { t } = useTranslation('theme');
  const [open, setOpen] = useState(false);
  const { theme, color, setTheme } = useThemeStore();
  return (
    <>
      <Tooltip title={t('pick')}>
        <Button type="text" icon={<SkinOutlined />} aria-label={t('pick')} onClick={() => setOpen(true)} />
      </Tooltip>
      <Modal open={open} title={t('title')} footer={null} width={640} onCancel={() => setOpen(false)}>
        <div className="beree-theme-grid" role="group" aria-label={t('title')}>
          {THEME_NAMES.map((name) => (
            <button
              key={name}
              type="button"
              className="beree-theme-card"
              aria-pressed={name === theme}
              data-theme-name={name}
              onClick={() => {
                setTheme(name);
                setOpen(false);
              }}
            >
              <ThemeSwatch name={name} color={color} />
              <span>{t(`names.${name}`)}</span>
            </button>
          ))}
        </div>
      </Modal>
    </>
  );
}
