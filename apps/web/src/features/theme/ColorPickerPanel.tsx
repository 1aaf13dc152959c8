import { ColorPicker } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRESET_COLORS } from './color';
import { useThemeStore } from './theme-store';

/** antd's colour picker over the chosen colour, with the preset colours. */
export function ColorPickerPanel() {
  const { t } = useTranslation('theme');
  const color = useThemeStore((s) => s.color);
  const setColor = useThemeStore((s) => s.setColor);
  return (
    <ColorPicker
      size="small"
      value={color}
      disabledAlpha
      presets={[{ label: t('presets'), colors: PRESET_COLORS }]}
      onChangeComplete={(value) => setColor(value.toHexString())}
      aria-label={t('color')}
    />
  );
}
