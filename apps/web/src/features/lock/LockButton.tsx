import { LockOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '@/shared/ui/lazy-part';

// The dialog, with antd's Form and password input, loads on the first click.
const LockDialog = lazyPart(() => import('./LockDialog').then((m) => m.LockDialog));

/** Opens the dialog that asks for a lock password and locks the session. */
export function LockButton() {
  const { t } = useTranslation('lock');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);

  return (
    <>
      <Button
        type="text"
        icon={<LockOutlined />}
        aria-label={t('layout:lock')}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      />
      {opened && (
        <Suspense fallback={null}>
          <LockDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
