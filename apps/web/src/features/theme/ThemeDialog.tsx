import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { THEME_NAMES } from './theme-names';
import { useThemeStore } from './theme-store';
import { ThemeSwatch } from './ThemeSwatch';

/** The eleven looks with a preview each; picking one applies it and closes the dialog. */
export function ThemeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('theme');
  const { theme, color, setTheme } = useThemeStore();
  return (
    <Modal open={open} title={t('title')} footer={null} width={640} onCancel={onClose}>
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
              onClose();
            }}
          >
            <ThemeSwatch name={name} color={color} />
            <span>{t(`names.${name}`)}</span>
          </button>
        ))}
      </div>
    </Modal>
  );
}
