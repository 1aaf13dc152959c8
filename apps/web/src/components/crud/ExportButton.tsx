import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '@/shared/request';
import type { Filters } from './types';

interface ExportButtonProps {
  api: string;
  /** The list's current filters: the export holds the rows the table lists. */
  filters: Filters;
  fileName: string;
}

/** Downloads the listed rows as CSV from `${api}/export`. */
export function ExportButton({ api, filters, fileName }: ExportButtonProps) {
  const { t } = useTranslation('crud');
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadFile(`${api}/export`, filters, `${fileName}.csv`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run().catch(() => undefined)}>
      {t('export')}
    </Button>
  );
}
