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
  /** The saved file's name: `.csv` is added unless it names its own extension (e.g. `products.xlsx`). */
  fileName: string;
}

/** Downloads the listed rows from `${api}/export`, as CSV unless the file name says otherwise. */
export function ExportButton({ api, filters, fileName }: ExportButtonProps) {
  const { t } = useTranslation('crud');
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadFile(`${api}/export`, filters, /\.\w+$/.test(fileName) ? fileName : `${fileName}.csv`);
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
