import { useRef, useState } from 'react';
import { App, Button, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { downloadFile, type DownloadProgress } from '@/shared/request/download';
import type { Filters } from './types';

interface ExportButtonProps {
  api: string;
  /** The list's current filters: the export holds the rows the table lists. */
  filters: Filters;
  /** The saved file's name: `.csv` is added unless it names its own extension (e.g. `products.xlsx`). */
  fileName: string;
}

const size = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/**
 * Downloads the listed rows from `${api}/export`, as CSV unless the file name says otherwise.
 * While the file arrives the button says how much has come (and how many rows it holds, when the
 * server says so first) and a 取消 beside it stops the download; an export cut at the server's cap
 * says so.
 */
export function ExportButton({ api, filters, fileName }: ExportButtonProps) {
  const { t } = useTranslation('crud');
  const { message } = App.useApp();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const running = useRef<AbortController | null>(null);
  const run = async () => {
    const controller = new AbortController();
    running.current = controller;
    setProgress({ bytes: 0 });
    try {
      const { rows, total } = await downloadFile(`${api}/export`, filters, /\.\w+$/.test(fileName) ? fileName : `${fileName}.csv`, { signal: controller.signal, onProgress: setProgress });
      if (rows !== undefined && total !== undefined && total > rows) message.warning(t('exportCapped', { rows: rows.toLocaleString(), total: total.toLocaleString() }));
    } finally {
      running.current = null;
      setProgress(null);
    }
  };
  if (!progress) {
    return (
      <Button icon={<DownloadOutlined />} onClick={() => void run().catch(() => undefined)}>
        {t('export')}
      </Button>
    );
  }
  const received = size(progress.bytes);
  return (
    <Space.Compact>
      <Button icon={<DownloadOutlined />} loading role="status">
        {progress.rows === undefined ? t('exporting', { received }) : t('exportingRows', { received, rows: progress.rows.toLocaleString() })}
      </Button>
      <Button onClick={() => running.current?.abort()}>{t('exportCancel')}</Button>
    </Space.Compact>
  );
}
