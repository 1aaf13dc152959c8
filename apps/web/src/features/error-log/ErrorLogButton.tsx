import { BugOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorLogDialog } from './ErrorLogDialog';
import { useErrorLogStore } from './error-log-store';

/** The top bar's bug icon with the number of local errors; hidden while there are none. */
export function ErrorLogButton() {
  const { t } = useTranslation('errorLog');
  const count = useErrorLogStore((s) => s.entries.length);
  const [open, setOpen] = useState(false);
  return (
    <>
      {count > 0 && (
        <Badge count={count} size="small" offset={[-4, 4]} data-testid="error-log-badge">
          <Button type="text" icon={<BugOutlined />} aria-label={t('title')} onClick={() => setOpen(true)} />
        </Badge>
      )}
      <ErrorLogDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
