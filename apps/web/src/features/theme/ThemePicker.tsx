import { SkinOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '@/shared/ui/lazy-part';

// The dialog and its previews load when first opened.
const ThemeDialog = lazyPart(() => import('./ThemeDialog').then((m) => m.ThemeDialog));

/** The top bar's theme button: a dialog listing the eleven looks with a preview each. */
export function ThemePicker() {
  const { t } = useTranslation('theme');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Tooltip title={t('pick')}>
        <Button
          type="text"
          icon={<SkinOutlined />}
          aria-label={t('pick')}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        />
      </Tooltip>
      {opened && (
        <Suspense fallback={null}>
          <ThemeDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
