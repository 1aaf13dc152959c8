import { ColorPicker, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRESET_COLORS } from './color';
import { useThemeStore } from './theme-store';

/** The top bar's colour picker: the primary colour of every look, kept on this browser. */
export function ColorSwitch() {
  const { t } = useTranslation('theme');
  const color = useThemeStore((s) => s.color);
  const setColor = useThemeStore((s) => s.setColor);
  return (
    <Tooltip title={t('color')}>
      <span className="beree-color-switch" data-testid="color-switch">
        <ColorPicker
          size="small"
          value={color}
          disabledAlpha
          presets={[{ label: t('presets'), colors: PRESET_COLORS }]}
          onChangeComplete={(value) => setColor(value.toHexString())}
          aria-label={t('color')}
        />
      </span>
    </Tooltip>
  );
}
