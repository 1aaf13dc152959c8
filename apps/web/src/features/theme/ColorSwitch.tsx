import { Tooltip } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '@/shared/ui/lazy-part';
import { useThemeStore } from './theme-store';

// antd's colour picker (sliders, number inputs, selects) is not part of what the shell waits for:
// it loads once the shell is on screen, a swatch of the colour standing in until then.
const ColorPickerPanel = lazyPart(() => import('./ColorPickerPanel').then((m) => m.ColorPickerPanel));

/** The top bar's colour picker: the primary colour of every look, kept on this browser. */
export function ColorSwitch() {
  const { t } = useTranslation('theme');
  const color = useThemeStore((s) => s.color);
  return (
    <Tooltip title={t('color')}>
      <span className="beree-color-switch" data-testid="color-switch">
        <Suspense
          fallback={
            <span className="beree-color-swatch" aria-hidden>
              <span style={{ background: color }} />
            </span>
          }
        >
          <ColorPickerPanel />
        </Suspense>
      </span>
    </Tooltip>
  );
}
