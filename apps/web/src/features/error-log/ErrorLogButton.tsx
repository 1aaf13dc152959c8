import { BugOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '@/shared/ui/lazy-part';
import { useErrorLogStore } from './error-log-store';

// The dialog (antd Table and its tree, radio and checkbox parts) loads when first opened.
const ErrorLogDialog = lazyPart(() => import('./ErrorLogDialog').then((m) => m.ErrorLogDialog));

/** The top bar's bug icon with the number of local errors; hidden while there are none. */
export function ErrorLogButton() {
  const { t } = useTranslation('errorLog');
  const count = useErrorLogStore((s) => s.entries.length);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      {count > 0 && (
        <Badge count={count} size="small" offset={[-4, 4]} data-testid="error-log-badge">
          <Button
            type="text"
            icon={<BugOutlined />}
            aria-label={t('title')}
            onClick={() => {
              setOpened(true);
              setOpen(true);
            }}
          />
        </Badge>
      )}
      {opened && (
        <Suspense fallback={null}>
          <ErrorLogDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
